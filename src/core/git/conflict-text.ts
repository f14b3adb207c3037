/**
 * Git conflict markers in a text file: spotting them, and splitting a marked file into
 * the texts of its sides. Pure: no I/O.
 */

import { type Problem, StrataError } from '../errors.js';

const OPEN = /^<{7}(?: |$)/;
const BASE = /^\|{7}(?: |$)/;
const MIDDLE = /^={7}$/;
const CLOSE = /^>{7}(?: |$)/;

/** True when `text` holds a complete git conflict block (opening, middle and closing lines). */
export function hasConflictMarkers(text: string): boolean {
  // Every file of every scan passes here: the common case must not split lines.
  if (!text.includes('<<<<<<<')) return false;
  let stage = 0;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (stage === 0 && OPEN.test(line)) stage = 1;
    else if (stage === 1 && MIDDLE.test(line)) stage = 2;
    else if (stage === 2 && CLOSE.test(line)) return true;
  }
  return false;
}

/**
 * Where the complete marker blocks of a memory file sit. `file`: a block opens before the
 * frontmatter closes, or the file has no frontmatter (an add/add conflict of two whole
 * files starts with `<<<<<<<`): git wrote them, as no memory can start that way. `body`:
 * blocks only below the frontmatter, which a memory may show as an example (a lesson about
 * git), so they are a conflict only when git lists the file as unmerged. `none`: no block.
 */
export function locateConflictMarkers(text: string): 'none' | 'body' | 'file' {
  if (!hasConflictMarkers(text)) return 'none';
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open) return 'file';
  const fence = /^---[ \t]*\r?$/gm;
  fence.lastIndex = open[0].length;
  const close = fence.exec(text);
  if (!close) return 'file';
  return /^<{7}(?: |\r?$)/m.test(text.slice(0, close.index)) ? 'file' : 'body';
}

/** The texts a conflicted file was merged from; `base` only when git wrote diff3 markers. */
export interface ConflictSides {
  base: string | null;
  ours: string;
  theirs: string;
}

type Part = 'all' | 'ours' | 'base' | 'theirs';

/** The next part after `line`, or null when `line` is text of the current part. */
function nextPart(part: Part, line: string): Part | null {
  if (part === 'all' && OPEN.test(line)) return 'ours';
  if (part === 'ours' && BASE.test(line)) return 'base';
  if ((part === 'ours' || part === 'base') && MIDDLE.test(line)) return 'theirs';
  if (part === 'theirs' && CLOSE.test(line)) return 'all';
  return null;
}

/**
 * Splits a file with conflict markers into its sides: text outside the blocks goes to
 * every side. Returns null when the markers do not form complete blocks.
 */
export function splitConflictText(text: string): ConflictSides | null {
  const out = { base: [] as string[], ours: [] as string[], theirs: [] as string[] };
  let part: Part = 'all';
  let sawBase = false;
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    const next = nextPart(part, line);
    if (next) {
      sawBase ||= next === 'base';
      part = next;
      return;
    }
    // The final element after the last newline is not a line of its own.
    const piece = i < lines.length - 1 ? `${raw}\n` : raw;
    if (part === 'all') for (const side of Object.values(out)) side.push(piece);
    else out[part].push(piece);
  });
  if (part !== 'all') return null;
  return {
    base: sawBase ? out.base.join('') : null,
    ours: out.ours.join(''),
    theirs: out.theirs.join(''),
  };
}

/** The problem of a memory file that still holds git conflict markers. */
export function conflictedMemory(file: string): StrataError {
  return new StrataError('CONFLICT', `${file}: holds git conflict markers (<<<<<<< … >>>>>>>)`, {
    subject: file,
    hint: 'run `strata verify --fix` to merge its fields (links, tags, dates) from both sides; text still marked after that is yours to choose: keep the right lines, delete the marker lines',
  });
}

/** The problem of a `graph.json` that still holds git conflict markers (read as their union). */
export function conflictedGraph(file: string): Problem {
  return {
    path: file,
    code: 'CONFLICT',
    message: `strata: ${file}: holds git conflict markers; strata reads it as the union of both sides until \`strata verify --fix\` (or the next link) writes that union`,
  };
}
