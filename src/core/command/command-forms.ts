/**
 * What a Bash command line runs, as word lists a `command_patterns` entry is matched
 * against: each simple command (see `shell-split.ts`) with what only wraps the real
 * program taken off — `VAR=1` assignments, `env`, `sudo`, `time`, `nice`, `nohup`,
 * `timeout`, `command`, `exec`, `xargs` — and, as a second form, the program a runner
 * starts ({@link RUNNERS}: `npx`, `pnpm exec`, `bundle exec`, `poetry run`, `uv run`, …).
 * `bash -c "…"`, `sh -c`,
 * `eval` and command substitutions are split again, a bounded number of levels deep.
 * Pure.
 */
import { splitShell } from './shell-split.js';

/** Levels of `bash -c`/`$(…)` followed; deeper text is not looked at. */
export const MAX_NESTING = 4;
/** Most forms returned for one line (each is matched against the digest). */
export const MAX_FORMS = 1024;

const SHELLS = new Set(['bash', 'sh', 'zsh', 'dash', 'ksh']);
/** Words of shell grammar that may open a simple command. */
const KEYWORDS = new Set(['!', '{', '}', 'then', 'do', 'else', 'elif', 'if', 'while', 'until']);

/**
 * Wrappers that run the rest of the line: the options each takes a value for (anything
 * else starting with `-` is a flag), and how many plain words come before the program.
 */
export const WRAPPERS: Readonly<
  Record<string, { withValue: ReadonlySet<string>; leading: number }>
> = {
  env: { withValue: new Set(['-u', '--unset', '-C', '--chdir']), leading: 0 },
  sudo: {
    withValue: new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-U', '-T', '-R']),
    leading: 0,
  },
  doas: { withValue: new Set(['-u', '-C']), leading: 0 },
  time: { withValue: new Set(['-f', '-o']), leading: 0 },
  nice: { withValue: new Set(['-n']), leading: 0 },
  nohup: { withValue: new Set(), leading: 0 },
  command: { withValue: new Set(), leading: 0 },
  exec: { withValue: new Set(['-a']), leading: 0 },
  builtin: { withValue: new Set(), leading: 0 },
  timeout: { withValue: new Set(['-s', '--signal', '-k', '--kill-after']), leading: 1 },
  xargs: {
    withValue: new Set(['-I', '-n', '-P', '-L', '-d', '-E', '-s', '-a', '--delimiter']),
    leading: 0,
  },
};

/**
 * Runners that start a package's or an environment's program, each with the options that
 * take a value (as above). The one list the matcher reads, the docs name and the tests walk:
 * a pattern is written for the program (`rake db:reset`), and a runner's line meets it.
 */
export const RUNNERS: Readonly<Record<string, ReadonlySet<string>>> = {
  npx: new Set(['-p', '--package', '--cache', '--registry']),
  bunx: new Set(['-p', '--package']),
  pnpx: new Set(['-p', '--package']),
  'pnpm exec': new Set(['-C', '--dir', '--filter', '-F']),
  'pnpm dlx': new Set(['--package']),
  'npm exec': new Set(['-p', '--package', '-w', '--workspace']),
  'npm x': new Set(['-p', '--package']),
  'yarn exec': new Set(),
  'yarn dlx': new Set(['-p', '--package']),
  'bun x': new Set(['-p', '--package']),
  yarn: new Set(['--cwd']),
  'bundle exec': new Set(['--gemfile']),
  'poetry run': new Set(['-C', '--directory', '-P', '--project']),
  'uv run': new Set([
    '--with',
    '--with-requirements',
    '--with-editable',
    '-p',
    '--python',
    '--project',
    '--directory',
    '--package',
    '--extra',
    '--group',
    '--env-file',
    '--index',
  ]),
  uvx: new Set(['--from', '--with', '-p', '--python']),
  'pipenv run': new Set(),
  'pdm run': new Set(['-p', '--project']),
  'pipx run': new Set(['--spec', '--python']),
  'hatch run': new Set(),
  'conda run': new Set(['-n', '--name', '-p', '--prefix']),
  'mise exec': new Set(['-C', '--cd']),
  'mise x': new Set(['-C', '--cd']),
};

/** The last path part of a program (`/usr/bin/npm` → `npm`). */
export function programName(word: string): string {
  const slash = word.lastIndexOf('/');
  return slash < 0 ? word : word.slice(slash + 1);
}

const isAssignment = (word: string) => {
  const eq = word.indexOf('=');
  if (eq <= 0) return false;
  for (let i = 0; i < eq; i++) {
    const c = word.charCodeAt(i);
    const ok =
      c === 95 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (i > 0 && c >= 48 && c <= 57);
    if (!ok) return false;
  }
  return true;
};

/** Index of the first word after the options of a wrapper or runner starting at `from`. */
function skipOptions(
  words: readonly string[],
  from: number,
  withValue: ReadonlySet<string>,
): number {
  let i = from;
  while (i < words.length && words[i]!.startsWith('-') && words[i] !== '-') {
    const word = words[i]!;
    i++;
    if (word === '--') break;
    if (withValue.has(word)) i++;
  }
  return i;
}

/** Strips assignments, shell keywords and wrappers until the real program leads. */
export function unwrap(words: readonly string[]): string[] {
  let i = 0;
  // Each round takes at least one word, so this ends.
  while (i < words.length) {
    const word = words[i]!;
    if (KEYWORDS.has(word) || isAssignment(word)) {
      i++;
      continue;
    }
    const name = programName(word);
    // Own keys only: a program called `constructor` is no wrapper.
    const wrapper = Object.hasOwn(WRAPPERS, name) ? WRAPPERS[name] : undefined;
    if (!wrapper) break;
    i = skipOptions(words, i + 1, wrapper.withValue);
    while (i < words.length && isAssignment(words[i]!)) i++;
    i += wrapper.leading;
  }
  return words.slice(i);
}

/** A package spec as its program name: `prisma@5` → `prisma`, `@scope/cli@1` → `cli`. */
function packageProgram(spec: string): string {
  const at = spec.indexOf('@', 1);
  return programName(at > 0 ? spec.slice(0, at) : spec);
}

/** The program a runner starts, with its arguments, or null when `words` is no runner. */
function runnerTarget(words: readonly string[]): string[] | null {
  const name = programName(words[0] ?? '');
  const two = `${name} ${words[1] ?? ''}`;
  const key = Object.hasOwn(RUNNERS, two) ? two : Object.hasOwn(RUNNERS, name) ? name : null;
  if (!key) return null;
  const start = skipOptions(words, key.includes(' ') ? 2 : 1, RUNNERS[key]!);
  if (start >= words.length) return null;
  return [packageProgram(words[start]!), ...words.slice(start + 1)];
}

/** The command string of `bash -c "…"` (flags may be grouped, as in `-lc`), or null. */
export function shellScript(words: readonly string[]): string | null {
  if (!SHELLS.has(programName(words[0] ?? ''))) return null;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (!word.startsWith('-')) return null;
    if (!word.startsWith('--') && word.includes('c')) return words[i + 1] ?? null;
  }
  return null;
}

/** Adds the forms of one line and its nested lines to `forms`, `depth` levels down. */
function collect(line: string, depth: number, forms: string[][]): void {
  const split = splitShell(line);
  const inner: string[] = [...split.nested];
  for (const words of split.commands) {
    if (forms.length >= MAX_FORMS) return;
    const form = unwrap(words);
    if (!form.length) continue;
    forms.push(form);
    const target = runnerTarget(form);
    if (target) forms.push(unwrap(target));
    const script = shellScript(form);
    if (script !== null) inner.push(script);
    else if (programName(form[0]!) === 'eval') inner.push(form.slice(1).join(' '));
  }
  if (depth + 1 >= MAX_NESTING) return;
  for (const text of inner) collect(text, depth + 1, forms);
}

/**
 * Every simple command `line` runs, as word lists whose first word is the program (as
 * written: match its {@link programName}). Runners add the program they start as a
 * second form, so `npx prisma migrate reset` yields both lists.
 */
export function commandForms(line: string): string[][] {
  const forms: string[][] = [];
  collect(line, 0, forms);
  return forms.slice(0, MAX_FORMS).filter((f) => f.length > 0);
}
