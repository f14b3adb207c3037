import { describe, expect, it } from 'vitest';
import {
  AUDIT_SUMMARY_VERSION,
  type AuditSummary,
  auditSummaryLine,
  isAuditSummaryCurrent,
  readAuditSummary,
} from '../../src/core/audit-summary.js';
import { ConfigSchema } from '../../src/core/config/config.js';
import { defaultHookConfig, resolveHookConfig } from '../../src/core/config/hook-config.js';

const zero = {
  duplicates: 0,
  staleGotchas: 0,
  missingPaths: 0,
  superseded: 0,
  orphans: 0,
  expired: 0,
  notMemories: 0,
  misread: 0,
};

const summary = (over: Partial<AuditSummary> = {}): AuditSummary => ({
  version: AUDIT_SUMMARY_VERSION,
  generatedAt: '2026-06-01T00:00:00.000Z',
  fingerprint: 'f1',
  counts: { ...zero, duplicates: 3, staleGotchas: 2 },
  ms: 10,
  ...over,
});

describe('audit summary', () => {
  it('names the kinds to act on, orphans aside, and nothing when all are zero', () => {
    expect(auditSummaryLine(summary().counts)).toBe(
      '3 duplicate groups, 2 stale gotchas: `/strata:audit`',
    );
    expect(auditSummaryLine({ ...zero, expired: 1, notMemories: 1 })).toBe(
      '1 expired breadcrumb, 1 broken memory file: `/strata:audit`',
    );
    expect(auditSummaryLine({ ...zero, orphans: 40 })).toBeNull();
  });

  it('is current only for the same store, within the interval, and never when turned off', () => {
    const at = new Date('2026-06-01T23:00:00Z');
    expect(isAuditSummaryCurrent(summary(), 'f1', at, 24)).toBe(true);
    expect(isAuditSummaryCurrent(summary(), 'f2', at, 24)).toBe(false);
    expect(isAuditSummaryCurrent(summary(), 'f1', new Date('2026-06-02T00:00:01Z'), 24)).toBe(
      false,
    );
    expect(isAuditSummaryCurrent(summary(), 'f1', at, 0)).toBe(false);
    // A summary from the future (a clock set back) is not trusted.
    expect(isAuditSummaryCurrent(summary(), 'f1', new Date('2026-05-31T00:00:00Z'), 24)).toBe(
      false,
    );
  });

  it('reads only well-formed summaries of this version', () => {
    expect(readAuditSummary(JSON.parse(JSON.stringify(summary())))).toEqual(summary());
    expect(readAuditSummary(summary({ version: 0 }))).toBeNull();
    expect(readAuditSummary({ ...summary(), counts: { ...zero, duplicates: -1 } })).toBeNull();
    expect(readAuditSummary({ ...summary(), counts: { ...zero, staleGotchas: '2' } })).toBeNull();
    expect(readAuditSummary(null)).toBeNull();
    expect(readAuditSummary([])).toBeNull();
  });

  it('hooks read audit.sessionStartIntervalHours with the schema default, from user config only', () => {
    expect(defaultHookConfig().audit.sessionStartIntervalHours).toBe(
      ConfigSchema.parse({}).audit.sessionStartIntervalHours,
    );
    const layer = (scope: 'global' | 'project', hours: unknown) => ({
      scope,
      source: `/x/${scope}/config.json`,
      value: { audit: { sessionStartIntervalHours: hours } },
    });
    expect(resolveHookConfig([layer('global', 0)]).config.audit.sessionStartIntervalHours).toBe(0);
    expect(resolveHookConfig([layer('global', -1)]).config.audit.sessionStartIntervalHours).toBe(
      24,
    );
    // A repository may not start background work on the user's machine, nor turn it off.
    const repo = resolveHookConfig([layer('project', 1)]);
    expect(repo.config.audit.sessionStartIntervalHours).toBe(24);
    expect(repo.ignored.length).toBeGreaterThan(0);
  });
});
