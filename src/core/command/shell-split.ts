/**
 * Splits a Bash command line into simple commands (lists of words), the way a shell reads
 * it, for matching gotcha `command_patterns`. One pass over the text, no RegExp on it:
 * quotes ('…', "…", $'…'), backslashes, comments, `&&` `||` `;` `|` `&` newlines and
 * parentheses end a command; redirections and their targets are taken out of the words
 * (a file an output redirection writes is kept aside, see {@link ShellSplit.writes});
 * here-document bodies are skipped; `$(…)`, backticks and `<(…)` are handed back as nested lines for
 * the caller to split in turn. The text is the model's, so it is capped, and the caller
 * bounds the nesting. Pure.
 */

/** Past this many characters a command line is cut (the rest is not looked at). */
export const MAX_LINE_CHARS = 32_768;
/** Most simple commands taken from one line. */
export const MAX_COMMANDS = 512;

/** A file an output redirection (`>`, `>>`, `>|`, `&>`, `2>`) writes. */
export interface RedirectWrite {
  /** The target word as the shell reads it (quotes removed). */
  target: string;
  /** Index in `commands` of the simple command it belongs to (or of the next one). */
  command: number;
}

/** The simple commands of a line, the text of its command substitutions, and its output redirections. */
export interface ShellSplit {
  commands: string[][];
  nested: string[];
  writes: RedirectWrite[];
}

const BLANK = new Set([' ', '\t', '\r']);
const ENDS = new Set(['\n', ';', '&', '|', '(', ')']);

/** The index just past the `)` closing a group opened before `from`, quote-aware. */
function closeParen(text: string, from: number): number {
  let depth = 1;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
    } else if (c === '\\') i++;
    else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Redirection operators that write a file: `>&2`, `>&-`, `<`, `<>` and `<&` name a descriptor or read. */
const WRITE_OPS = new Set(['>', '>>', '>|', '&>', '&>>']);

/** State of one pass; every method moves `i` forward. */
class Splitter {
  readonly out: ShellSplit = { commands: [], nested: [], writes: [] };
  private i = 0;
  private word = '';
  private hasWord = false;
  private words: string[] = [];
  /**
   * The next word is a redirection target (taken out of the words; `write`: a file an
   * output redirection writes) or a here-document delimiter.
   */
  private target: 'none' | 'file' | 'write' | 'heredoc' | 'heredoc-tabs' = 'none';
  private heredocs: Array<{ delimiter: string; tabs: boolean }> = [];

  constructor(private readonly text: string) {}

  run(): ShellSplit {
    const t = this.text;
    while (this.i < t.length && this.out.commands.length < MAX_COMMANDS) this.step(t[this.i]!);
    this.endCommand();
    return this.out;
  }

  private step(c: string): void {
    const t = this.text;
    const next = t[this.i + 1];
    if (BLANK.has(c)) this.endWord(1);
    else if (c === '\\') this.escaped(next);
    else if (c === '#' && !this.hasWord) this.skipComment();
    else if (c === "'") this.singleQuoted();
    else if (c === '"') this.doubleQuoted();
    else if (c === '`') this.backticks();
    else if (c === '$' && next === "'") this.ansiQuoted();
    else if ((c === '$' || c === '<' || c === '>') && next === '(') this.substitution();
    else if (c === '<' || c === '>' || (c === '&' && next === '>')) this.redirection();
    else if (ENDS.has(c)) this.endOperator(c);
    else {
      this.add(c);
      this.i++;
    }
  }

  /** A backslash-newline joins lines; any other escaped character is literal. */
  private escaped(next: string | undefined): void {
    if (next !== '\n') this.add(next ?? '');
    this.i += 2;
  }

  private endOperator(c: string): void {
    this.endWord(0);
    this.endCommand();
    this.i++;
    if (c === '\n') this.skipHeredocs();
  }

  private add(text: string): void {
    this.word += text;
    this.hasWord = true;
  }

  private endWord(advance: number): void {
    this.i += advance;
    if (!this.hasWord) return;
    const word = this.word;
    this.word = '';
    this.hasWord = false;
    if (this.target === 'none') this.words.push(word);
    else if (this.target === 'write')
      this.out.writes.push({ target: word, command: this.out.commands.length });
    else if (this.target !== 'file')
      this.heredocs.push({ delimiter: word, tabs: this.target === 'heredoc-tabs' });
    this.target = 'none';
  }

  private endCommand(): void {
    this.endWord(0);
    if (this.words.length) this.out.commands.push(this.words);
    this.words = [];
    this.target = 'none';
  }

  private skipComment(): void {
    const end = this.text.indexOf('\n', this.i);
    this.i = end < 0 ? this.text.length : end;
  }

  private singleQuoted(): void {
    const end = this.text.indexOf("'", this.i + 1);
    const stop = end < 0 ? this.text.length : end;
    this.add(this.text.slice(this.i + 1, stop));
    this.i = stop + 1;
  }

  private ansiQuoted(): void {
    const t = this.text;
    let j = this.i + 2;
    let value = '';
    for (; j < t.length && t[j] !== "'"; j++) {
      if (t[j] === '\\') j++;
      value += t[j] ?? '';
    }
    this.add(value);
    this.i = j + 1;
  }

  private doubleQuoted(): void {
    const t = this.text;
    let j = this.i + 1;
    let value = '';
    while (j < t.length && t[j] !== '"') {
      const c = t[j]!;
      if (c === '\\' && '"\\$`\n'.includes(t[j + 1] ?? '')) {
        if (t[j + 1] !== '\n') value += t[j + 1];
        j += 2;
      } else if (c === '$' && t[j + 1] === '(') {
        const end = closeParen(t, j + 2);
        this.out.nested.push(t.slice(j + 2, end - 1));
        value += t.slice(j, end);
        j = end;
      } else if (c === '`') {
        const end = t.indexOf('`', j + 1);
        const stop = end < 0 ? t.length : end;
        this.out.nested.push(t.slice(j + 1, stop));
        j = stop + 1;
      } else {
        value += c;
        j++;
      }
    }
    this.add(value);
    this.i = j + 1;
  }

  private backticks(): void {
    const end = this.text.indexOf('`', this.i + 1);
    const stop = end < 0 ? this.text.length : end;
    this.out.nested.push(this.text.slice(this.i + 1, stop));
    this.add(this.text.slice(this.i, stop + 1));
    this.i = stop + 1;
  }

  /** `$(…)`, `<(…)`, `>(…)`; `$((…))` is arithmetic and holds no command. */
  private substitution(): void {
    const t = this.text;
    const end = closeParen(t, this.i + 2);
    if (t[this.i + 2] !== '(') this.out.nested.push(t.slice(this.i + 2, end - 1));
    this.add(t.slice(this.i, end));
    this.i = end;
  }

  /** `>`, `>>`, `2>&1`, `&>`, `<<EOF`, `<<-EOF`, `<<<word`: the operator and its target go. */
  private redirection(): void {
    const t = this.text;
    // A file descriptor number written against the operator (`2>`) is part of it.
    if (this.hasWord && /^\d+$/.test(this.word)) {
      this.word = '';
      this.hasWord = false;
    } else this.endWord(0);
    let op = '';
    while (this.i < t.length && '<>&|-'.includes(t[this.i]!) && op.length < 3) op += t[this.i++];
    if (op === '<<' || op === '<<-') this.target = op === '<<' ? 'heredoc' : 'heredoc-tabs';
    else this.target = WRITE_OPS.has(op) ? 'write' : 'file';
  }

  /** After a newline: the bodies of pending here-documents, up to their delimiter lines. */
  private skipHeredocs(): void {
    const t = this.text;
    for (const { delimiter, tabs } of this.heredocs) {
      while (this.i < t.length) {
        const end = t.indexOf('\n', this.i);
        const stop = end < 0 ? t.length : end;
        const line = t.slice(this.i, stop);
        this.i = stop + 1;
        if ((tabs ? line.replace(/^\t+/, '') : line) === delimiter) break;
      }
    }
    this.heredocs = [];
  }
}

/** The simple commands of `line` (cut at {@link MAX_LINE_CHARS}) and its nested lines. */
export function splitShell(line: string): ShellSplit {
  return new Splitter(line.length > MAX_LINE_CHARS ? line.slice(0, MAX_LINE_CHARS) : line).run();
}
