import { auditSummaryLine } from '../../core/audit-summary.js';
import { countOf } from '../../core/plural.js';
import { type AuditReport, summarizeAudit } from '../../services/audit/audit.js';
import {
  auditWithSavedVectors,
  summarizeForSessionStart,
  writeAuditSummary,
} from '../../services/audit/audit-run.js';
import { digestPaths } from '../../storage/digest-paths.js';
import { storeFingerprint } from '../../storage/store-fingerprint.js';
import type { CliContext, Command, CommandResult } from '../command.js';

function section(title: string, lines: string[]): string[] {
  return lines.length ? ['', title, ...lines.map((l) => `  ${l}`)] : [];
}

/** The report for people: the counts, then each finding on one line. */
export function formatAudit(report: AuditReport): string {
  return [
    `Audited ${countOf(report.checked, 'memory', 'memories')} (duplicates compared by ${report.duplicateCheck === 'keyword' ? 'words only: no saved vectors' : 'words and meaning'}):`,
    `  ${summarizeAudit(report).join(', ')}`,
    ...section(
      'Near duplicates (of any type or scope, not linked to each other; Claude or a person decides whether they say the same thing, then merges into the first):',
      report.duplicates.map(
        (g) => `${g.keep} ← ${g.ids.filter((id) => id !== g.keep).join(', ')}  (score ${g.score})`,
      ),
    ),
    ...section(
      'Stale:',
      report.stale.map(
        (s) =>
          `${s.id} [${s.scope}]: ${s.reason} (${s.detail})${s.fix ? `\n    fix: ${s.fix}` : ''}`,
      ),
    ),
    ...section(
      'Superseded but still current (archive them or set status: superseded):',
      report.superseded.map((s) => `${s.id} [${s.scope}], superseded by ${s.by.join(', ')}`),
    ),
    ...section(
      'Orphans (no links in or out):',
      report.orphans.map((o) => {
        const links = report.suggestedLinks.filter((l) => l.from === o.id);
        const hint = links.map((l) => `${l.to} (${l.label}, ${l.score})`).join(', ');
        return `${o.id} [${o.scope}]${hint ? ` → link to ${hint}` : ''}`;
      }),
    ),
    ...section(
      'Breadcrumbs past their TTL (`strata gc` archives them):',
      report.expired.map((e) => `${e.id} [${e.scope}], updated ${e.updated}`),
    ),
    ...section(
      'Markdown files in a scope that are not memories:',
      report.notMemories.map((n) => `${n.path}: ${n.reason}`),
    ),
    ...section(
      'Hand-edited files read other than written (fix them; strata verify lists them too):',
      report.misread.map((n) => n.reason),
    ),
    ...section(
      "Claude Code's own notes that may be team knowledge (promote with the user's yes: strata move <id> --to project):",
      report.promote.map((p) => `${p.id} [${p.type}]: ${p.reasons.join(', ')}`),
    ),
  ].join('\n');
}

/** `strata audit`: what to merge, fix, link or archive. */
export const auditCommand: Command = {
  name: 'audit',
  help: `strata audit [--json] [--summary] [--quiet]

  Reads every scope and reports, changing nothing:
  - near-duplicate groups, each with a suggested keeper (most links, then longest body,
    then newest); compared by words, and by meaning when vectors are saved
    (\`strata reindex\` or the MCP server embed them)
  - gotchas whose file_patterns match no file of the project any more
  - project and local memories naming paths (\`src/a.ts\`, docs/b.md) that no longer exist
  - memories another one supersedes (a supersedes edge) that are still current
  - orphans (no links in or out) with up to three suggested links each
  - breadcrumbs past breadcrumbs.ttlDays
  - markdown files in a scope that are not memories: empty, fields without the opening
    "---", no type (a misspelt key such as "tpye:" is named), broken frontmatter
  - notes of Claude Code's own memory (the claude scope) that look like team knowledge
    (a project fact, a pointer, guidance phrased as a team rule or naming code)

  Duplicates are compared by meaning with the vectors the search index saved, for the
  memories unchanged since; the store is read once and nothing is written to it.

  --summary  also write the counts to the project's cache folder, where session start
             shows them ("3 duplicate groups, 2 stale gotchas: /strata:audit"); session
             start runs this in the background (config audit.sessionStartIntervalHours)
  --quiet    print nothing`,
  options: { summary: { type: 'boolean' }, quiet: { type: 'boolean' } },
  async run(ctx, { values }) {
    // Fingerprinted before reading: a change made during the audit makes the summary stale.
    const fingerprint = storeFingerprint(ctx.store.scopes);
    const startedAt = ctx.store.now();
    const start = performance.now();
    const report = await auditWithSavedVectors(ctx.store, {
      projectRoot: ctx.projectRoot ?? null,
      cacheRoot: ctx.cacheRoot,
      ttlDays: ctx.config.breadcrumbs.ttlDays,
    });
    if (!values.summary) return quietly({ json: report, text: formatAudit(report) }, values.quiet);
    const summary = summarizeForSessionStart(
      report,
      fingerprint,
      startedAt,
      performance.now() - start,
    );
    await writeAuditSummary(summaryPath(ctx), summary);
    const text = auditSummaryLine(summary.counts) ?? 'Nothing to act on.';
    return quietly({ json: summary, text }, values.quiet);
  },
};

/** Where session start looks for the summary (the project's digest folder). */
function summaryPath(ctx: CliContext): string {
  return digestPaths(ctx.cacheRoot, ctx.projectRoot ?? null, ctx.memoryRoot).auditSummary;
}

function quietly(result: CommandResult, quiet: unknown): CommandResult {
  return quiet === true ? { ...result, text: '' } : result;
}
