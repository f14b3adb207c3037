/**
 * The audit summary kept in the cache: counts per kind of finding, when they were taken
 * and from which state of the store. A background `strata audit --summary` writes it; the
 * SessionStart hook shows one line from it without running the audit. Pure.
 */

/** Bump when the summary's shape changes: an older file is then not shown. */
export const AUDIT_SUMMARY_VERSION = 1;

/** How many findings of each kind the audit made. */
export interface AuditCounts {
  duplicates: number;
  staleGotchas: number;
  missingPaths: number;
  superseded: number;
  orphans: number;
  expired: number;
  notMemories: number;
  /** Hand-edited files read other than written (enum typos, an id another file uses). */
  misread: number;
}

/** The summary file. */
export interface AuditSummary {
  version: number;
  /** When the audit started (ISO). */
  generatedAt: string;
  /** {@link storeFingerprint} of the store as the audit began reading it. */
  fingerprint: string;
  counts: AuditCounts;
  /** How long the audit took, for `strata doctor` and the bench. */
  ms: number;
}

/**
 * What the session line names, in order: what a person should act on. Orphans are left
 * out: most stores have many, and a standing count would be noise at every start.
 */
const SHOWN: ReadonlyArray<[keyof AuditCounts, string, string]> = [
  ['duplicates', 'duplicate group', 'duplicate groups'],
  ['staleGotchas', 'stale gotcha', 'stale gotchas'],
  ['missingPaths', 'memory naming a missing path', 'memories naming missing paths'],
  ['superseded', 'superseded memory still current', 'superseded memories still current'],
  ['expired', 'expired breadcrumb', 'expired breadcrumbs'],
  ['notMemories', 'broken memory file', 'broken memory files'],
  ['misread', 'memory file read other than written', 'memory files read other than written'],
];

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The summary when `value` is a well-formed one of this version, else null. */
export function readAuditSummary(value: unknown): AuditSummary | null {
  if (value === null || typeof value !== 'object') return null;
  const s = value as Partial<AuditSummary>;
  if (s.version !== AUDIT_SUMMARY_VERSION) return null;
  if (typeof s.generatedAt !== 'string' || typeof s.fingerprint !== 'string') return null;
  const counts = s.counts as Record<string, unknown> | undefined;
  if (!counts || typeof counts !== 'object') return null;
  for (const [key] of SHOWN) if (!isCount(counts[key])) return null;
  return s as AuditSummary;
}

/**
 * True when `summary` describes the store as it is (same fingerprint) and is younger than
 * `intervalHours`: an older count, or one of a store changed since, is not shown.
 */
export function isAuditSummaryCurrent(
  summary: AuditSummary,
  fingerprint: string,
  now: Date,
  intervalHours: number,
): boolean {
  if (intervalHours <= 0 || summary.fingerprint !== fingerprint) return false;
  const at = Date.parse(summary.generatedAt);
  if (!Number.isFinite(at)) return false;
  const age = now.getTime() - at;
  return age >= 0 && age < intervalHours * 3_600_000;
}

/** "3 duplicate groups, 2 stale gotchas: `/strata:audit`", or null when nothing is to act on. */
export function auditSummaryLine(counts: AuditCounts): string | null {
  const parts = SHOWN.filter(([key]) => counts[key] > 0).map(
    ([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`,
  );
  return parts.length ? `${parts.join(', ')}: \`/strata:audit\`` : null;
}
