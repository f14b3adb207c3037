/**
 * Frontmatter parse, edit and serialise. Pure: no I/O.
 *
 * Why edits are line-based: a person's file must come back byte for byte except for the
 * fields strata was asked to change. Re-dumping the whole YAML would reorder keys, drop
 * comments and restyle values, so an edit replaces only the lines of the touched keys and
 * then re-parses the result to prove nothing else moved.
 */
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { displayText } from './byte-text.js';
import { StrataError } from './errors.js';

/** The most YAML nodes one frontmatter may expand to; stops alias bombs ("billion laughs"). */
const MAX_YAML_NODES = 20_000;

/** A markdown document split into its frontmatter data and its body. */
export interface ParsedDocument {
  /** The parsed frontmatter mapping; empty when the file has none. */
  data: Record<string, unknown>;
  /** Everything after the closing fence (one line break after the fence removed). */
  body: string;
  hasFrontmatter: boolean;
}

/** Where the frontmatter sits inside a text, as character offsets. */
interface FrontmatterSpan {
  /** Offset of the first character of the YAML (after the opening fence line). */
  yamlStart: number;
  /** Offset just past the YAML (start of the closing fence line). */
  yamlEnd: number;
  /** Offset just past the closing fence line, including its line break. */
  bodyStart: number;
}

function loadYaml(source: string): unknown {
  // CORE_SCHEMA: no timestamps (dates stay the strings the user wrote), no custom tags.
  return yaml.load(source, { schema: yaml.CORE_SCHEMA });
}

const GRAY_MATTER_OPTIONS = { engines: { yaml: loadYaml as (s: string) => object } };

/** Finds the frontmatter fences. Returns null when the text does not open with `---`. */
function locateFrontmatter(text: string, file: string): FrontmatterSpan | null {
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open) return null;
  const yamlStart = open[0].length;
  const fence = /^---[ \t]*(?:\r?\n|$)/gm;
  fence.lastIndex = yamlStart;
  // An empty frontmatter puts the closing fence right at yamlStart.
  const close = fence.exec(text);
  if (!close) {
    throw new StrataError(
      'INVALID_FRONTMATTER',
      `${file}: frontmatter opened with --- on line 1 is never closed`,
      { subject: file, hint: 'add a line with only --- after the last frontmatter field' },
    );
  }
  return { yamlStart, yamlEnd: close.index, bodyStart: close.index + close[0].length };
}

/** Walks a parsed YAML value, counting nodes (shared alias targets count each time). */
function countNodes(value: unknown, budget: { left: number }): void {
  budget.left -= 1;
  if (budget.left < 0) return;
  if (Array.isArray(value)) {
    for (const item of value) {
      countNodes(item, budget);
      if (budget.left < 0) return;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) {
      countNodes(item, budget);
      if (budget.left < 0) return;
    }
  }
}

function invalid(file: string, reason: string, cause?: unknown): StrataError {
  return new StrataError('INVALID_FRONTMATTER', `${file}: ${reason}`, {
    subject: file,
    hint: 'fix the YAML between the --- lines at the top of the file',
    cause,
  });
}

/**
 * Parses a markdown document with optional YAML frontmatter (safe schema only).
 * Throws {@link StrataError} `INVALID_FRONTMATTER` naming `file` when the YAML is broken,
 * not a mapping, unclosed, or expands past a safe size.
 */
export function parseDocument(raw: string, file: string): ParsedDocument {
  // Bytes that are not UTF-8 parse as U+FFFD; the raw text keeps them for line edits.
  const text = displayText(raw);
  const span = locateFrontmatter(text, file);
  if (!span) return { data: {}, body: text, hasFrontmatter: false };
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text, GRAY_MATTER_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw invalid(file, `invalid YAML frontmatter: ${reason}`, error);
  }
  const data: unknown = parsed.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw invalid(file, 'frontmatter must be a mapping of field: value lines');
  }
  const budget = { left: MAX_YAML_NODES };
  countNodes(data, budget);
  if (budget.left < 0) {
    throw invalid(
      file,
      `frontmatter expands to more than ${MAX_YAML_NODES} values (YAML alias bomb?)`,
    );
  }
  return { data: data as Record<string, unknown>, body: parsed.content, hasFrontmatter: true };
}

/**
 * The body of `raw` as the file holds it: unlike {@link parseDocument}'s body, bytes that
 * are not UTF-8 stay escaped (see byte-text), so writing it elsewhere keeps them.
 */
export function sliceBody(raw: string, file: string): string {
  const span = locateFrontmatter(raw, file);
  return span ? raw.slice(span.bodyStart) : raw;
}

/** Keys strata always writes with double quotes, so other YAML readers keep them as strings. */
const QUOTED_KEYS = new Set(['created', 'updated']);

/** Serialises one field as YAML lines (no trailing newline). */
export function dumpField(key: string, value: unknown, flow = true): string {
  const forceQuotes = QUOTED_KEYS.has(key) && typeof value === 'string';
  return yaml
    .dump(
      { [key]: value },
      {
        schema: yaml.CORE_SCHEMA,
        lineWidth: -1,
        noRefs: true,
        flowLevel: flow ? 1 : -1,
        quotingType: '"',
        forceQuotes,
      },
    )
    .replace(/\n$/, '');
}

/** Builds a new memory file: the given fields in order, then the body. */
export function serializeDocument(fields: Record<string, unknown>, body: string): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => dumpField(key, value));
  const text = body.startsWith('\n') ? body : `\n${body}`;
  return `---\n${lines.join('\n')}\n---\n${text.endsWith('\n') ? text : `${text}\n`}`;
}

/** Field changes for {@link editDocument}: a value sets the field, `undefined` removes it. */
export type FieldChanges = Record<string, unknown>;

const KEY_LINE = /^([A-Za-z_$][\w$.-]*)[ \t]*:(?:[ \t]|$)/;

function isContinuation(line: string): boolean {
  return /^[ \t]/.test(line) || line === '-' || line.startsWith('- ');
}

/** Splits YAML lines into top-level blocks keyed by field name. */
function findBlocks(lines: string[]): Map<string, { start: number; end: number; flow: boolean }> {
  const blocks = new Map<string, { start: number; end: number; flow: boolean }>();
  for (let i = 0; i < lines.length; i++) {
    const match = KEY_LINE.exec(lines[i] ?? '');
    if (!match?.[1]) continue;
    let end = i + 1;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j] ?? '';
      if (isContinuation(line)) end = j + 1;
      else if (line.trim() !== '') break;
    }
    const rest = (lines[i] ?? '').slice(match[0].length).trim();
    blocks.set(match[1], { start: i, end, flow: rest !== '' || end === i + 1 });
  }
  return blocks;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Changes only the named frontmatter fields of `text` (and the body, when given), keeping
 * every other byte: unknown fields, their order, comments, quoting and line endings.
 * Throws `CONFLICT` when a field cannot be edited in place or the result would differ in
 * any field that was not asked to change.
 */
export function editDocument(
  text: string,
  file: string,
  changes: FieldChanges,
  body?: string,
): string {
  const span = locateFrontmatter(text, file);
  if (!span) throw invalid(file, 'has no frontmatter to edit');
  const before = parseDocument(text, file);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const yamlText = text.slice(span.yamlStart, span.yamlEnd);
  const lines = yamlText === '' ? [] : yamlText.replace(/\r?\n$/, '').split(/\r?\n/);
  const blocks = findBlocks(lines);
  const replacements: Array<{ start: number; end: number; lines: string[] }> = [];
  const appended: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    const block = blocks.get(key);
    if (!block && key in before.data) {
      throw new StrataError('CONFLICT', `${file}: cannot edit field "${key}" in place`, {
        subject: file,
        hint: `edit the "${key}" line by hand`,
      });
    }
    const newLines =
      value === undefined ? [] : dumpField(key, value, block?.flow ?? true).split('\n');
    if (block) replacements.push({ start: block.start, end: block.end, lines: newLines });
    else appended.push(...newLines);
  }
  replacements.sort((a, b) => b.start - a.start);
  for (const r of replacements) lines.splice(r.start, r.end - r.start, ...r.lines);
  lines.push(...appended);
  const head = text.slice(0, span.yamlStart);
  const fenceAndBody = text.slice(span.yamlEnd);
  const yamlOut = lines.length ? `${lines.join(eol)}${eol}` : '';
  let result = head + yamlOut + fenceAndBody;
  if (body !== undefined) {
    const bodyStart = head.length + yamlOut.length + (span.bodyStart - span.yamlEnd);
    result = result.slice(0, bodyStart) + body;
  }
  verifyEdit(before, parseDocument(result, file), changes, file);
  return result;
}

function verifyEdit(
  before: ParsedDocument,
  after: ParsedDocument,
  changes: FieldChanges,
  file: string,
): void {
  const keys = new Set([...Object.keys(before.data), ...Object.keys(after.data)]);
  for (const key of keys) {
    const expected = key in changes ? changes[key] : before.data[key];
    if (!sameValue(after.data[key], expected)) {
      throw new StrataError(
        'CONFLICT',
        `${file}: editing would change field "${key}" unexpectedly`,
        {
          subject: file,
          hint: 'edit the frontmatter by hand; strata left the file untouched',
        },
      );
    }
  }
}
