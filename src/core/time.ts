/**
 * Times as memory files store them: ISO 8601 in UTC to the second (`2026-04-01T10:00:00Z`).
 * Milliseconds would make every hand-written timestamp look different from strata's own
 * and add noise to diffs. Pure.
 */

/** `date` as `YYYY-MM-DDTHH:MM:SSZ`. */
export function isoSeconds(date: Date): string {
  return trimMillis(date.toISOString());
}

/** An ISO time from `toISOString()` without its milliseconds; other text unchanged. */
export function trimMillis(iso: string): string {
  return iso.replace(/\.\d{3}Z$/, 'Z');
}
