/**
 * The file gotchas a Bash command meets by writing a project file (`> f`, `tee f`,
 * `cp … f`, `sed -i … f`: see core/command/write-targets): each written file is matched
 * against `file_patterns` as an edit of it would be, so `cp backup.csv outputs/data.csv`
 * brings the gotchas of `outputs/data.csv`. Files outside the project are left out, as
 * are reads. A line that cannot write a file is not split for this.
 */
import type { GotchaMatch } from '../../core/gotcha/gotcha-match.js';
import { projectFilesWritten } from '../../storage/written-files.js';
import type { ToolFile } from '../file-path.js';
import type { HookContext } from '../hook-frame.js';
import { fileMatches, type GotchaSessionState } from './gotcha-warnings.js';

/** A file gotcha met by a write, and the project file written. */
export interface WriteMatch {
  match: GotchaMatch;
  file: ToolFile;
}

/** The project files `line` writes, from the call's folder. */
function writtenFiles(ctx: HookContext, line: string): ToolFile[] {
  const root = ctx.env.projectRoot;
  if (!root) return [];
  const cwd = typeof ctx.input.cwd === 'string' ? ctx.input.cwd : root;
  return projectFilesWritten(line, cwd, root).map((f) => ({ ...f, display: f.relative }));
}

/**
 * The gotchas of the project files `line` writes, not yet shown in this session, each
 * once (with the first file that meets it), in the order the line writes the files.
 */
export function writeMatches(
  ctx: HookContext,
  line: string,
  state: () => GotchaSessionState,
): WriteMatch[] {
  const files = writtenFiles(ctx, line);
  if (!files.length) return [];
  const { gotchas, enterpriseGotchas } = ctx.config;
  if (gotchas.maxPerRead === 0 && enterpriseGotchas.maxPerRead === 0) return [];
  const found = new Map<string, WriteMatch>();
  for (const file of files)
    for (const match of fileMatches(ctx, file, state()))
      if (!found.has(match.gotcha.id)) found.set(match.gotcha.id, { match, file });
  return [...found.values()];
}
