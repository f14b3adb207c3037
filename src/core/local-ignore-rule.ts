/**
 * When a local scope's `.gitignore` really keeps everything out of git. Git applies the
 * last rule that matches, so `*` followed by `!*.md` (committed by a repository, or left
 * by hand) ignores nothing that matters: only a final rule that matches everything does.
 * Pure.
 */

/** Rules that match every entry of the folder. */
const IGNORE_ALL = new Set(['*', '**', '/*', '/**']);

/** The rules of a `.gitignore` in order: no blank lines, no comments, no trailing blanks. */
function effectiveRules(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.replace(/(?<!\\)\s+$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** True when the last rule of `content` ignores everything, so no earlier `!` can undo it. */
export function ignoresEverything(content: string): boolean {
  const rules = effectiveRules(content);
  return rules.length > 0 && IGNORE_ALL.has(rules.at(-1)!);
}

/** What a new local `.gitignore` holds. */
const NEW_FILE = '# strata: the local memory scope is private to this machine\n*\n';

/**
 * The `.gitignore` to write: a new one when there is none, the content with a final `*`
 * when it does not already end by ignoring everything, or null when it is fine as it is.
 */
export function withIgnoreAll(content: string | null): string | null {
  if (content === null) return NEW_FILE;
  if (ignoresEverything(content)) return null;
  return `${content.replace(/\n?$/, '\n')}# strata: the local scope stays out of git, whatever came before\n*\n`;
}
