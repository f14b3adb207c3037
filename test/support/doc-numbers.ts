/**
 * Finds measured numbers in markdown that do not point at the results file. A measured
 * number is a figure with a unit of time, size or ratio (`12 ms`, `2.5 s`, `4.3 MB`, `28%`,
 * `1.14×`) or a score between 0 and 1 written as a decimal (`0.84`, `1.0`). Each block of
 * the document (a paragraph, a list item, a table row, a heading) that holds one must also
 * hold a link to `eval/RESULTS.md`. Not counted: fenced code, inline code (settings and
 * commands are written there), link targets, dotted versions (`20.19`, `1.2.3`) and bare
 * counts (ports, versions, "10,000 memories").
 */

/** A block of a markdown file that holds a measured number and no link to the results. */
export interface UnlinkedNumber {
  /** 1-based line where the block starts. */
  line: number;
  /** The measured figure found, as written. */
  figure: string;
  /** The block's text, shortened. */
  text: string;
}

/** A markdown block: its first line and its text. */
interface Block {
  line: number;
  text: string;
}

const UNIT = String.raw`\d[\d,]*(?:\.\d+)?\s?(?:ms|µs|s|sec|seconds?|minutes?|min|[kKMG]B|%|×)(?![\p{L}\p{N}])`;
const SCORE = String.raw`(?<![\d.])(?:0\.\d+|1\.0+)(?![\d.]*\d)`;
const MEASURED = new RegExp(`(?<![\\p{L}\\p{N}_.-])(?:${UNIT}|${SCORE})`, 'u');
const RESULTS_LINK = /\]\((?:\.\.?\/)*eval\/RESULTS\.md(?:#[^)\s]*)?\)/;
const BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s|\|)/;

/** The file's lines with fenced code blocks blanked, so their numbers are never read. */
function blankFences(lines: readonly string[]): string[] {
  let fence: string | null = null;
  return lines.map((line) => {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && open) {
      fence = open[1] ?? null;
      return '';
    }
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      return '';
    }
    return line;
  });
}

/** Splits a file into blocks: paragraphs, and a new block at each list item, heading and table row. */
export function splitBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  blankFences(markdown.split('\n')).forEach((line, index) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (current === null || BLOCK_START.test(line)) {
      current = { line: index + 1, text: line };
      blocks.push(current);
    } else {
      current.text += `\n${line}`;
    }
  });
  return blocks;
}

/** The text a reader sees as prose: inline code and link targets removed, links kept. */
function readProse(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/(`+)[\s\S]*?\1/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ');
}

/** The first measured figure of a block, or null. */
export function findMeasured(text: string): string | null {
  const match = MEASURED.exec(readProse(text));
  return match ? match[0] : null;
}

/** Every block of `markdown` that holds a measured number but no link to `eval/RESULTS.md`. */
export function findUnlinkedNumbers(markdown: string): UnlinkedNumber[] {
  const found: UnlinkedNumber[] = [];
  for (const block of splitBlocks(markdown)) {
    const figure = findMeasured(block.text);
    if (figure === null || RESULTS_LINK.test(block.text)) continue;
    found.push({ line: block.line, figure, text: block.text.replace(/\s+/g, ' ').slice(0, 100) });
  }
  return found;
}

/** The anchors of the results file's links in `markdown` (`#section`), without the `#`. */
export function listResultsAnchors(markdown: string): string[] {
  const anchors: string[] = [];
  for (const match of markdown.matchAll(/\]\((?:\.\.?\/)*eval\/RESULTS\.md#([^)\s]+)\)/g)) {
    anchors.push(match[1] ?? '');
  }
  return anchors;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to dashes. */
export function slugHeading(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of every heading of a markdown file. */
export function listHeadingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of blankFences(markdown.split('\n'))) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(slugHeading(heading[1] ?? ''));
  }
  return anchors;
}
