import path from 'node:path';
import type { ImportProblem } from '../../core/import/import-plan.js';
import { type ImportResult, importParsed, unknownFormat } from '../../services/import/import.js';
import {
  IMPORT_FORMATS,
  isImportFormat,
  readImportSource,
} from '../../services/import/import-readers.js';
import { readScope, requirePositional } from '../args.js';
import { readCliAutoMemory } from '../auto-memory.js';
import type { Command } from '../command.js';

const ACTION_TEXT = {
  create: 'create ',
  skip: 'same   ',
  changed: 'changed',
  update: 'update ',
} as const;

/** `file:line: message`, the form editors jump to. */
export function describeProblem(p: ImportProblem): string {
  return `strata: ${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`;
}

function describeImport(r: ImportResult): string {
  const verb = r.dryRun ? 'Would import' : 'Imported';
  const many = r.scopes.length > 1;
  const into = many ? `the ${r.scopes.join(', ')} scopes` : `the ${r.scopes[0] ?? r.scope} scope`;
  const lines = [`${verb} ${r.format} from ${r.source} into ${into}:`];
  for (const m of r.memories)
    lines.push(`  ${ACTION_TEXT[m.action]} ${many ? `${m.scope}/` : ''}${m.id}  ${m.title}`);
  for (const e of r.edges.filter((x) => x.action === 'add'))
    lines.push(`  edge    ${e.from} —${e.label}→ ${e.to}`);
  for (const u of r.unresolved)
    lines.push(
      `  no edge ${u.from} → "${u.target}": the source holds no such entry (${u.file}${u.line ? `:${u.line}` : ''})`,
    );
  const c = r.counts;
  lines.push(
    `${c.create} new, ${c.skip} unchanged, ${c.changed} changed in the source, ${c.update} updated, ${c.edges} edges added`,
  );
  if (c.changed)
    lines.push('Changed memories were left as they are: rerun with --update to rewrite them.');
  if (r.dryRun) lines.push('Dry run: nothing was written.');
  return lines.join('\n');
}

/** `strata import`: memories from another memory system. */
export const importCommand: Command = {
  name: 'import',
  help: `strata import <format> <path> [--scope S] [--dry-run] [--update]

  Formats: ${IMPORT_FORMATS.join(', ')}.
    mcp-memory    the MCP memory server's memory.jsonl (or a folder holding it):
                  entities become memories (their entityType as the type when strata
                  knows it, else a learning tagged with it), observations a bullet
                  list, relations labelled graph edges.
    basic-memory  a basic-memory project folder: each note a memory (its title,
                  type and tags; observation #tags added), its "- relation [[Target]]"
                  lines labelled edges. Symbolic links out of the folder are skipped.
    claude-md     a CLAUDE.md (each # or ## section a draft), or Claude Code's
                  auto-memory folder (each note a draft; "auto" finds this project's
                  folder). Drafts go to the local scope unless --scope says otherwise
                  and wait for \`strata review\`.
    origin        the origin memory plugin's store: a project holding .claude/memory
                  (and its local/ folder), or the memory folder itself. Each memory
                  keeps its id, type (custom types too), tags and fields, and goes to
                  the scope it records (local/ stays local) unless --scope names one;
                  graph.json edges keep their labels. archive/ stays behind.

  Each memory records where it came from (source, source_hash), so importing again
  creates nothing twice: unchanged entries are skipped, changed ones are reported and
  rewritten only with --update. --dry-run prints the plan (--json: the plan as JSON)
  and writes nothing. The source is only read. Lines or files that cannot be imported
  are named on stderr and the rest is imported; the exit code is then 1.`,
  options: {
    scope: { type: 'string' },
    'dry-run': { type: 'boolean' },
    update: { type: 'boolean' },
  },
  async run(ctx, args) {
    const usage = 'strata import <format> <path> [--scope S] [--dry-run] [--update]';
    const format = requirePositional(args, 0, 'format', usage);
    if (!isImportFormat(format)) throw unknownFormat(format, IMPORT_FORMATS);
    const named = requirePositional(args, 1, 'path', usage);
    const source =
      format === 'claude-md' && named === 'auto'
        ? readCliAutoMemory(ctx).dir // Claude Code's auto-memory folder, found as Claude Code finds it
        : path.resolve(ctx.cwd, named);
    const scope = readScope(args.values.scope);
    const parsed = readImportSource(format, source, {
      projectRoot: ctx.projectRoot,
      scopeNamed: scope !== undefined,
    });
    const result = await importParsed(ctx.store, parsed, {
      format,
      source,
      scope: scope ?? (format === 'claude-md' ? 'local' : 'project'),
      dryRun: args.values['dry-run'] === true,
      update: args.values.update === true,
    });
    for (const p of result.problems) ctx.notice(describeProblem(p));
    return {
      json: result,
      text: describeImport(result),
      exitCode: result.problems.length ? 1 : 0,
    };
  },
};
