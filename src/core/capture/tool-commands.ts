/**
 * How the tool rules read tool calls: the file an edit tool wrote, and how shell commands
 * compare and show (a command retried with other arguments is the same step, and the
 * `cd … &&` in front of it is not what ran). Pure.
 */

/** Claude Code's tools that write a file named by `file_path` (or a notebook's `notebook_path`). */
export const EDIT_TOOLS: ReadonlySet<string> = new Set([
  'Edit',
  'Write',
  'MultiEdit',
  'NotebookEdit',
]);

/** The file an edit tool wrote, relative to the project (null outside it). */
export function relativeFile(input: Record<string, unknown>, root: string | null): string | null {
  const file = input.file_path ?? input.notebook_path;
  if (typeof file !== 'string' || !file) return null;
  if (!root) return null;
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : null;
}

/** Steps that only look around (list, read, search, navigate): their failure is no lesson. */
const PROBE_COMMAND =
  /^(?:ls|cat|head|tail|grep|rg|find|which|echo|pwd|cd|gh run|git (?:status|log|diff|show))\b/;

/** Setup steps before the command itself: they choose where and how, not what runs. */
const SETUP_STEP = /^(?:cd|source|\.|export|set)\s/;

/** The steps of a command line, without the setup steps. */
function ranSteps(command: string): string[] {
  return command.split(/\s*(?:&&|;)\s*/).filter((p) => p && !SETUP_STEP.test(p));
}

/**
 * What a command runs, without the steps that only set it up (`cd … &&`, `source … &&`,
 * variable assignments) and without its arguments past the program and its subcommand or
 * script: two runs of `git commit -m "…"` with other messages are one command retried.
 */
export function commandKey(command: string): string {
  const words = (ranSteps(command)[0] ?? command)
    .split(/\s+/)
    .filter((w) => w && !/^[A-Z_][A-Z0-9_]*=/.test(w));
  const plain = (w: string | undefined) => w !== undefined && !/^[-"'`$(<>|&]/.test(w);
  // `python -m pytest`, `pnpm run lint`: the module or script is what runs.
  const runner = /^(?:run|exec|run-script|-m)$/.test(words[1] ?? '') && plain(words[2]);
  if (runner) return words.slice(0, 3).join(' ');
  return plain(words[1]) ? words.slice(0, 2).join(' ') : (words[0] ?? '');
}

/** Whether a command key (see {@link commandKey}) only looks around. */
export function isProbe(key: string): boolean {
  return PROBE_COMMAND.test(key);
}

/** A command as a draft's title shows it: without the `cd … &&` in front. */
export function shownCommand(command: string): string {
  return command.replace(/^(?:cd\s+\S+\s*&&\s*)+/, '');
}
