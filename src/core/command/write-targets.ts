/**
 * The files a Bash command line visibly writes, so that a command writing a file meets
 * that file's `file_patterns` as an edit of it would. Only writes, never reads (`cat f`,
 * `grep x f`, the source of `cp`), and only what the line itself shows:
 *
 * - output redirections: `> f`, `>> f`, `>| f`, `&> f`, `2> f`;
 * - `tee [-a] f…`; `cp`/`mv … dest` (and `-t dir`); `sed -i`/`perl -i … f…`;
 *   `truncate … f…`; `dd of=f`; `curl -o f`; `wget -O f`.
 *
 * `rm`, the source `mv` takes away and `touch` are not writes here: a file gotcha says
 * what a file's content must be, which deleting or touching it does not change (a gotcha
 * about deleting is a `command_patterns` one, `rm *backup*`). A path holding `$`, a
 * backtick, `~`, a glob or a brace is not known from the text and is left out.
 *
 * Relative paths are taken from the line's directory, or from an earlier `cd`/`pushd` of
 * the same line to a literal folder; after a `cd` to anything else they are left out.
 * `bash -c "…"` and `eval` are read too, in the directory they start in. Pure.
 */
import { programName, shellScript, unwrap } from './command-forms.js';
import { splitShell } from './shell-split.js';

/** Most write targets taken from one line. */
export const MAX_WRITE_TARGETS = 16;

/** A file the line writes. */
export interface WriteTarget {
  /** Normalised, relative to the line's directory, or absolute. */
  path: string;
  /**
   * For `cp`/`mv` with one source: the source's file name, which lands in `path` when
   * `path` is a folder (the caller may look).
   */
  intoFolder?: string;
}

/** What a word of the line leaves unknown: expansions, `~`, globs, braces. */
const UNKNOWN = /[$`*?[\]{}]|^~/;

/** `a/./b/../c` → `a/c`; absolute stays absolute; `..` past the start is kept. */
export function normalisePath(text: string): string {
  const absolute = text.startsWith('/');
  const out: string[] = [];
  for (const part of text.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length && out.at(-1) !== '..') out.pop();
    else if (part !== '..' || !absolute) out.push(part);
  }
  const joined = out.join('/');
  return absolute ? `/${joined}` : joined || '.';
}

/** `file` taken from `dir` (null: unknown), or null when either is not known from the text. */
function resolveFrom(dir: string | null, file: string): string | null {
  if (!file || UNKNOWN.test(file) || file === '-' || file.startsWith('/dev/')) return null;
  if (file.startsWith('/')) return normalisePath(file);
  return dir === null ? null : normalisePath(dir === '.' ? file : `${dir}/${file}`);
}

/** The folder a `cd`/`pushd` command moves to from `dir` (null: not known from the text). */
function changedDir(dir: string | null, args: readonly string[]): string | null {
  const operands = args.filter((a) => !a.startsWith('-') || a === '-');
  const to = operands[0];
  if (operands.length !== 1 || to === undefined || to === '-' || UNKNOWN.test(to)) return null;
  if (to.startsWith('/')) return normalisePath(to);
  return dir === null ? null : normalisePath(`${dir}/${to}`);
}

/**
 * The operands of a command's words (after the program), and the values of the options in
 * `withValue` (`-t dir`, `-tdir`, `--target-directory=dir`); `--` ends the options.
 */
function operandsOf(
  words: readonly string[],
  withValue: ReadonlySet<string>,
): { operands: string[]; values: Map<string, string> } {
  const operands: string[] = [];
  const values = new Map<string, string>();
  let options = true;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (options && word === '--') options = false;
    else if (options && word.startsWith('-') && word !== '-') {
      const eq = word.indexOf('=');
      if (word.startsWith('--') && eq > 0) values.set(word.slice(0, eq), word.slice(eq + 1));
      else if (withValue.has(word)) values.set(word, words[++i] ?? '');
      else if (!word.startsWith('--') && withValue.has(word.slice(0, 2)) && word.length > 2)
        values.set(word.slice(0, 2), word.slice(2));
    } else operands.push(word);
  }
  return { operands, values };
}

const NO_VALUES: ReadonlySet<string> = new Set();
const COPY_VALUES = new Set(['-t', '--target-directory', '-S', '--suffix']);

/** `cp`/`mv`: the destination, and the one source's name when the destination may be a folder. */
function copyTargets(words: readonly string[]): WriteTarget[] {
  const { operands, values } = operandsOf(words, COPY_VALUES);
  const folder = values.get('-t') ?? values.get('--target-directory');
  const baseName = (source: string) => source.replace(/\/+$/, '').split('/').pop() ?? '';
  if (folder !== undefined)
    return operands.map((source) => ({ path: `${folder}/${baseName(source)}` }));
  if (operands.length < 2) return [];
  const dest = operands.at(-1)!;
  const sources = operands.slice(0, -1);
  if (sources.length > 1 || dest.endsWith('/'))
    return sources.map((source) => ({ path: `${dest}/${baseName(source)}` }));
  const noFolder = words.includes('-T') || words.includes('--no-target-directory');
  const name = baseName(sources[0]!);
  return [noFolder || UNKNOWN.test(name) ? { path: dest } : { path: dest, intoFolder: name }];
}

/** `sed -i` (GNU `-i[SUFFIX]`, BSD `-i ''`/`-i .bak`, `--in-place`): the files after the script. */
function sedTargets(words: readonly string[]): string[] {
  let inPlace = false;
  let script = false;
  const files: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-e' || word === '--expression' || word === '-f' || word === '--file') {
      script = true;
      i++;
    } else if (word.startsWith('--in-place')) inPlace = true;
    else if (word.startsWith('--expression=') || word.startsWith('--file=')) script = true;
    else if (/^-[nErsuz]*i/.test(word)) {
      inPlace = true;
      // BSD sed takes the next word as the suffix: '' or one that starts with a dot.
      if (word.endsWith('i') && /^(|\.[\w.-]*)$/.test(words[i + 1] ?? 'x')) i++;
    } else if (word.startsWith('-') && word !== '-') {
      if (/^-[nErsuz]*[ef]$/.test(word)) {
        script = true;
        i++;
      } else if (/^-[nErsuz]*[ef]./.test(word)) script = true;
    } else if (!script) script = true;
    else files.push(word);
  }
  return inPlace ? files : [];
}

/**
 * One single-dash cluster of perl switches (`-pi`, `-i.bak`, `-pe`): whether it turns
 * in-place editing on, and whether the program text follows as the next word (`-e` last)
 * or came with it.
 */
function perlSwitches(word: string): { inPlace: boolean; program: 'next' | 'here' | null } {
  for (let j = 1; j < word.length; j++) {
    const c = word[j]!;
    // `-i` takes the rest as a backup suffix; `-e` the rest, else the next word, as code.
    if (c === 'i') return { inPlace: true, program: null };
    if (c === 'e' || c === 'E')
      return { inPlace: false, program: j === word.length - 1 ? 'next' : 'here' };
    // Switches that take the rest of the word as their value.
    if ('MImxCdD'.includes(c)) break;
  }
  return { inPlace: false, program: null };
}

/** `perl -i`/`-pi -e …`: the files after the program. */
function perlTargets(words: readonly string[]): string[] {
  let inPlace = false;
  let program = false;
  const files: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word === '--') continue;
    if (word.startsWith('-') && word !== '-' && !word.startsWith('--')) {
      const switches = perlSwitches(word);
      inPlace ||= switches.inPlace;
      if (switches.program) program = true;
      if (switches.program === 'next') i++;
    } else if (!program) program = true;
    else files.push(word);
  }
  return inPlace ? files : [];
}

/** The option of `words` that takes the output file (`-o f`, `-of`, `--output f`, `--output=f`). */
function outputOption(words: readonly string[], short: string, long: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word === long) out.push(words[++i] ?? '');
    else if (word.startsWith(`${long}=`)) out.push(word.slice(long.length + 1));
    else if (/^-[a-zA-Z]+$/.test(word) && word.endsWith(short)) out.push(words[++i] ?? '');
    else if (word.startsWith(`-${short}`) && word.length > 2) out.push(word.slice(2));
  }
  return out;
}

/** The files one simple command (wrappers taken off) writes, not counting redirections. */
export function commandWrites(words: readonly string[]): WriteTarget[] {
  const program = programName(words[0] ?? '');
  const paths = (files: string[]) => files.map((path) => ({ path }));
  switch (program) {
    case 'tee':
      return paths(operandsOf(words, NO_VALUES).operands);
    case 'cp':
    case 'mv':
      return copyTargets(words);
    case 'sed':
      return paths(sedTargets(words));
    case 'perl':
      return paths(perlTargets(words));
    case 'truncate':
      return paths(operandsOf(words, new Set(['-s', '--size', '-r', '--reference'])).operands);
    case 'dd':
      return paths(words.filter((w) => w.startsWith('of=')).map((w) => w.slice(3)));
    case 'curl': {
      const dir = operandsOf(words, new Set(['--output-dir'])).values.get('--output-dir');
      const files = outputOption(words, 'o', '--output');
      return paths(dir ? files.map((f) => (f.startsWith('/') ? f : `${dir}/${f}`)) : files);
    }
    case 'wget':
      return paths(outputOption(words, 'O', '--output-document'));
    default:
      return [];
  }
}

/** Adds the writes of `line`, read from folder `start`, to `out`, `depth` levels down. */
function collect(line: string, start: string | null, depth: number, out: WriteTarget[]): void {
  const split = splitShell(line);
  let dir = start;
  let redirect = 0;
  const add = (path: string, intoFolder?: string) => {
    const resolved = resolveFrom(dir, path);
    if (resolved !== null && out.length < MAX_WRITE_TARGETS)
      out.push({ path: resolved, ...(intoFolder ? { intoFolder } : {}) });
  };
  for (const [index, raw] of split.commands.entries()) {
    const words = unwrap(raw);
    // Redirections of earlier commands, and those of this one (taken from the same folder).
    for (; split.writes[redirect]?.command === index; redirect++)
      add(split.writes[redirect]!.target);
    const program = programName(words[0] ?? '');
    if (program === 'cd' || program === 'pushd') dir = changedDir(dir, words.slice(1));
    else if (program === 'popd') dir = null;
    for (const target of commandWrites(words)) add(target.path, target.intoFolder);
    const script = depth < 3 ? shellScript(words) : null;
    if (script !== null) collect(script, dir, depth + 1, out);
    else if (program === 'eval' && depth < 3)
      collect(words.slice(1).join(' '), dir, depth + 1, out);
  }
  // A redirection with no command words (`> file`) belongs to no command.
  for (; redirect < split.writes.length; redirect++) add(split.writes[redirect]!.target);
}

/**
 * The files `line` writes (see the module's comment), at most {@link MAX_WRITE_TARGETS},
 * each once, in the order the line writes them.
 */
export function writeTargets(line: string): WriteTarget[] {
  const out: WriteTarget[] = [];
  collect(line, '.', 0, out);
  const seen = new Set<string>();
  return out.filter((t) => !seen.has(t.path) && seen.add(t.path));
}

/** Whether `line` may write a file at all: a cheap test before it is split. */
export function mayWrite(line: string): boolean {
  return /[>]|\b(?:tee|cp|mv|sed|perl|truncate|dd|curl|wget)\b/.test(line);
}
