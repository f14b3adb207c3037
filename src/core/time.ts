/**
 * Times as memory files store them: ISO 8601 in UTC to the second (`2026-04-01T10:00:00Z`).
 * Milliseconds would make every hand-written timestamp look different from strata's own
 * and add noise to diffs. Pure.
 */

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * `date.toISOString()`, computed from the date's milliseconds. V8's own first
 * `toISOString` sets up its time-zone cache through ICU, 0.4-1.3 ms a hook pays on every
 * run for a UTC stamp; this is arithmetic (days to a civil date, as in Howard Hinnant's
 * `civil_from_days`). Years outside 0-9999, which ISO writes with a sign, go to V8.
 */
export function isoString(date: Date): string {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) return date.toISOString();
  const days = Math.floor(ms / 86_400_000);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return date.toISOString();
  const inDay = ms - days * 86_400_000;
  const clock = [
    pad(Math.floor(inDay / 3_600_000), 2),
    pad(Math.floor(inDay / 60_000) % 60, 2),
    pad(Math.floor(inDay / 1000) % 60, 2),
  ].join(':');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${clock}.${pad(inDay % 1000, 3)}Z`;
}

/** `date` as `YYYY-MM-DDTHH:MM:SSZ`. */
export function isoSeconds(date: Date): string {
  return trimMillis(isoString(date));
}

/** An ISO time from `toISOString()` without its milliseconds; other text unchanged. */
export function trimMillis(iso: string): string {
  return iso.replace(/\.\d{3}Z$/, 'Z');
}
