/** `memory_audit`: what to merge, fix, link or archive in the store. Reads only. */
import { z } from 'zod';
import { countOf } from '../../core/plural.js';
import { auditStore, summarizeAudit } from '../../services/audit/audit.js';
import { defineTool, READ_ONLY } from '../tool.js';
import { scopeSchema } from '../views.js';

const input = z.object({});

const output = z.object({
  duplicates: z
    .array(z.object({ ids: z.array(z.string()), keep: z.string(), score: z.number() }))
    .describe('Groups of memories that say the same thing; `keep` is the suggested keeper'),
  stale: z
    .array(z.object({ id: z.string(), scope: scopeSchema, reason: z.string(), detail: z.string() }))
    .describe(
      'Gotchas whose file_patterns match no file of the project any more, and memories naming paths that no longer exist (reason "missing-path")',
    ),
  superseded: z
    .array(z.object({ id: z.string(), scope: scopeSchema, by: z.array(z.string()) }))
    .describe('Memories another one supersedes that are neither archived nor marked superseded'),
  orphans: z
    .array(z.object({ id: z.string(), scope: scopeSchema, title: z.string() }))
    .describe('Memories with no link in or out (breadcrumbs excepted)'),
  suggested_links: z
    .array(z.object({ from: z.string(), to: z.string(), label: z.string(), score: z.number() }))
    .describe('Up to three links per orphan; the label is guessed from the two types'),
  expired: z
    .array(z.object({ id: z.string(), scope: scopeSchema, updated: z.string() }))
    .describe('Breadcrumbs past breadcrumbs.ttlDays'),
  misread: z
    .array(z.object({ path: z.string(), scope: scopeSchema, reason: z.string() }))
    .describe('hand-edited files read other than written: enum typos, an id another file uses'),
  not_memories: z
    .array(z.object({ path: z.string(), scope: scopeSchema, reason: z.string() }))
    .describe('Markdown files inside a scope that do not load as memories, and why'),
  checked: z.number().int(),
  duplicate_check: z.enum(['keyword+semantic', 'keyword']),
  promote: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        type: z.string(),
        reasons: z.array(z.string()),
      }),
    )
    .describe(
      "Notes of Claude Code's own memory that look like team knowledge: propose each; memory_move to project only when the user agrees",
    ),
});

/** The audit tool. */
export const memoryAudit = defineTool({
  name: 'memory_audit',
  title: 'Audit the memory store',
  description:
    'Check the memory store for upkeep: near-duplicate groups (alike and not linked to each ' +
    'other, of any type or scope; you decide: when they say the same thing, merge them into `keep` with memory_update, then ' +
    'memory_forget the others), gotchas whose file_patterns match no file any more, memories naming ' +
    'paths that no longer exist (reason "missing-path"), superseded ' +
    'memories still current, orphans with suggested links (memory_link), expired breadcrumbs, and markdown ' +
    'files that are not memories (e.g. a misspelt "tpye:" key). Changes nothing.',
  input,
  output,
  hints: READ_ONLY,
  async run(_args, deps) {
    const service = await deps.index.get();
    const report = await auditStore(deps.store, {
      projectRoot: deps.projectRoot,
      ttlDays: deps.config.breadcrumbs.ttlDays,
      vectors: service.index.vectors,
      space: service.index.space,
    });
    const lines = [
      `Audited ${countOf(report.checked, 'memory', 'memories')}: ${summarizeAudit(report).join(', ')}.`,
      ...report.duplicates.map(
        (g) =>
          `duplicates: keep ${g.keep}; if they say the same thing, merge ${g.ids.filter((id) => id !== g.keep).join(', ')} (score ${g.score})`,
      ),
      ...report.stale.map((s) => `stale: ${s.id}: ${s.reason} (${s.detail})`),
      ...report.superseded.map((s) => `superseded: ${s.id} by ${s.by.join(', ')}`),
      ...report.suggestedLinks.map((l) => `suggested link: ${l.from} → ${l.to} (${l.label})`),
      ...report.expired.map((e) => `expired breadcrumb: ${e.id}`),
      ...report.notMemories.map((n) => `not a memory: ${n.path}: ${n.reason}`),
      ...report.misread.map((n) => `misread: ${n.reason}`),
      ...report.promote.map(
        (p) => `may be team knowledge (Claude Code's memory): ${p.id}: ${p.reasons.join(', ')}`,
      ),
    ];
    // MCP answers in snake_case (DESIGN.md, "JSON field case"); the CLI's --json in camelCase.
    const { suggestedLinks, notMemories, duplicateCheck, ...rest } = report;
    const structured = {
      ...rest,
      suggested_links: suggestedLinks,
      not_memories: notMemories,
      duplicate_check: duplicateCheck,
    };
    return { structured, text: lines.join('\n') };
  },
});
