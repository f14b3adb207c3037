import { buildGotchaDigest } from '../../core/digest.js';
import { StrataError } from '../../core/errors.js';
import { checkGlob } from '../../core/glob.js';
import { findPatternCases, folderCounts, globCoverage } from '../../core/pattern-coverage.js';
import { loadStore } from '../../storage/load-store.js';
import { listProjectFiles } from '../../storage/project-files.js';
import { readGlobList } from '../args.js';
import type { CliContext, Command } from '../command.js';

/** Files looked at; past this, counts are of the first ones listed. */
const MAX_FILES = 50_000;

function readNumber(value: unknown, name: string, min: number, max: number, fallback: number) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new StrataError('INVALID_ARGUMENT', `${name} ${JSON.stringify(value)} is out of range`, {
      subject: name,
      hint: `give a number from ${min} to ${max}`,
    });
  return n;
}

async function projectFiles(ctx: CliContext) {
  if (!ctx.projectRoot)
    throw new StrataError('INVALID_ARGUMENT', 'not inside a project', {
      subject: 'project',
      hint: 'run it inside the repository (or pass --project <dir>)',
    });
  return listProjectFiles(ctx.projectRoot, MAX_FILES);
}

/** `--try GLOB…`: how many files each glob matches, with examples. */
async function tryGlobs(ctx: CliContext, globs: string[]) {
  const { files } = await projectFiles(ctx);
  const rows = globs.map((glob) => {
    const problem = checkGlob(glob);
    return problem
      ? { glob, error: `${glob} ${problem}`, matched: 0, examples: [] }
      : { glob, ...globCoverage([glob], files) };
  });
  const text = rows
    .map((r) =>
      'error' in r
        ? `${r.glob}: refused (${r.error})`
        : `${r.glob}: ${r.matched} of ${files.length} files${r.examples.length ? ` (e.g. ${r.examples.join(', ')})` : ''}`,
    )
    .join('\n');
  return { json: { files: files.length, globs: rows }, text };
}

/** `strata gotcha-patterns`: gotchas whose file patterns need a look, with the project's folders. */
export const gotchaPatternsCommand: Command = {
  name: 'gotcha-patterns',
  help: `strata gotcha-patterns [--limit N] [--max-share F]
strata gotcha-patterns --try GLOB [--try GLOB]...

  Lists the gotchas whose file_patterns match no file of the project, more than a share F
  of its files (default 0.2), or that have neither file nor command patterns — each with
  its patterns, how many files they match and a few of them — then the project's folders
  with their file counts (what /strata:enrich-patterns gives Claude to propose better
  patterns from). --limit N (default 10) sets the batch; the last line counts them all.
  --try prints how many files each glob matches, to check a proposal before saving it.`,
  options: {
    limit: { type: 'string' },
    'max-share': { type: 'string' },
    try: { type: 'string', multiple: true },
  },
  async run(ctx, { values }) {
    const tries = readGlobList(values.try);
    if (tries?.length) return tryGlobs(ctx, tries);
    const limit = readNumber(values.limit, '--limit', 1, 200, 10);
    const maxShare = readNumber(values['max-share'], '--max-share', 0.01, 1, 0.2);
    const { files, truncated } = await projectFiles(ctx);
    const store = await loadStore(ctx.store);
    const digest = buildGotchaDigest(store.visible, ctx.projectRoot ?? null, ctx.store.now());
    const cases = findPatternCases(digest.gotchas, files, maxShare);
    const batch = cases.slice(0, limit).map((c) => ({
      id: c.gotcha.id,
      title: c.gotcha.title,
      severity: c.gotcha.severity,
      summary: c.gotcha.summary,
      problem: c.problem,
      filePatterns: c.gotcha.globs,
      commandPatterns: c.gotcha.commands ?? [],
      matched: c.matched,
      examples: c.examples,
    }));
    const folders = folderCounts(files);
    const json = {
      files: files.length,
      truncated,
      gotchas: batch,
      remaining: cases.length,
      folders,
    };
    const lines = batch.map(
      (g) =>
        `${g.id} (${g.severity}, ${g.problem}: ${g.matched} files) ${g.title}\n  file_patterns: ${g.filePatterns.join(', ') || '-'}  command_patterns: ${g.commandPatterns.join('; ') || '-'}${g.examples.length ? `\n  e.g. ${g.examples.join(', ')}` : ''}\n  ${g.summary}`,
    );
    const folderLine = `Folders (files): ${folders.map((f) => `${f.folder} ${f.files}`).join(', ')}`;
    const count = `${cases.length} gotcha${cases.length === 1 ? '' : 's'} to look at, ${files.length}${truncated ? '+' : ''} files.`;
    return { json, text: [...lines, folderLine, count].join('\n') };
  },
};
