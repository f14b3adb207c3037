/**
 * Notes named by reference instead of copied: a labels file lists, for each note, the
 * public repository it comes from (pinned commit), the file and the entry inside that file.
 * The text is read from a local git copy (see git-copy.ts), so no
 * third-party text is stored in this repository.
 *
 * An entry is found by its exact text in one of four shapes, one per kind of source:
 * - `heading`: a markdown heading (outside code fences); the note runs to the next heading.
 * - `mdx`: the same, in an MDX page, whose self-closing components (`<Icon … />`) are left
 *   out of title and body, since a reader of the page sees an icon or a badge, not words.
 * - `tldr`: a tldr-pages example, `- description:` followed by its command.
 * - `cheat`: a cheat sheet block, `# comment` followed by commands up to a blank line.
 */
import { findGitDir, readBlobs } from './git-copy.js';

/** How entries are cut out of a source's files. */
export type EntryFormat = 'heading' | 'mdx' | 'tldr' | 'cheat';

/** A public repository that notes are read from. */
export interface RefSource {
  repository: string;
  commit: string;
  license: string;
  format: EntryFormat;
}

/** One note: the entry's text in `path`, the `occurrence`-th such entry (1 when absent). */
export interface NoteRef {
  source: string;
  path: string;
  entry: string;
  occurrence?: number;
}

/** A note's text as the detector sees it. */
export interface RefNote {
  title: string;
  body: string;
}

/** A stable string key for a reference (what the bench keys notes by). */
export function refKey(ref: NoteRef): string {
  const nth = ref.occurrence && ref.occurrence > 1 ? `@${ref.occurrence}` : '';
  return `${ref.source}:${ref.path}#${ref.entry}${nth}`;
}

/** Line numbers where entries of `format` start, with the entry text of each. */
function listEntries(lines: readonly string[], format: EntryFormat): [number, string][] {
  const out: [number, string][] = [];
  let fence = false;
  lines.forEach((line, at) => {
    if (/^\s*```/.test(line)) fence = !fence;
    if (fence) return;
    const heading = /^#{1,6}\s+(.*)$/;
    const shape = { heading, mdx: heading, tldr: /^- (.*)$/, cheat: /^# (.*)$/ }[format];
    const m = shape.exec(line);
    if (m) out.push([at, m[1]!.trim()]);
  });
  return out;
}

/** The lines of one entry: up to the next entry, and for a cheat sheet up to a blank line. */
function entryLines(lines: readonly string[], format: EntryFormat, ref: NoteRef): string[] {
  const entries = listEntries(lines, format);
  const matches = entries.filter(([, text]) => text === ref.entry);
  const found = matches[(ref.occurrence ?? 1) - 1];
  if (!found) throw new Error(`${refKey(ref)}: no such entry`);
  const next = entries.find(([at]) => at > found[0]);
  let end = next?.[0] ?? lines.length;
  if (format === 'cheat') {
    const blank = lines.findIndex((l, i) => i > found[0] && l.trim() === '');
    if (blank >= 0) end = Math.min(end, blank);
  }
  return lines.slice(found[0] + 1, end);
}

/** Text without MDX's self-closing components (`<Icon name="x" />`) and the spaces after them. */
function dropComponents(text: string): string {
  return text.replace(/<[A-Z][\w.]*(\s[^<>]*)?\/>[ \t]*/g, '').trim();
}

/**
 * Title and body of the entry `ref` names in `text`. A tldr description keeps its words
 * without the one-letter flag hints (`[c]reate` reads "create"), as a reader sees it.
 */
export function cutNote(text: string, format: EntryFormat, ref: NoteRef): RefNote {
  const lines = text.split('\n');
  // `___` and `<br>` only separate one section from the next in the source's layout.
  const kept = entryLines(lines, format, ref).filter((l) => !/^\s*(___+|<br\s*\/?>)\s*$/.test(l));
  let body = kept.join('\n').trim();
  let title = ref.entry.replace(/:$/, '').trim();
  if (format === 'tldr') title = title.replace(/\[([^\]\s]*)\]/g, '$1');
  if (format === 'mdx') {
    // `{#id}` after a heading only sets its anchor; the page does not show it.
    title = dropComponents(title).replace(/\s*\{#[\w-]+\}$/, '');
    body = dropComponents(body);
  }
  return { title, body };
}

/**
 * The text of every reference, keyed by {@link refKey}; null when a source has no local
 * copy (the caller skips the set and says so).
 */
export function readRefNotes(
  sources: Readonly<Record<string, RefSource>>,
  refs: readonly NoteRef[],
): Map<string, RefNote> | null {
  const unknown = refs.find((r) => !sources[r.source]);
  if (unknown) throw new Error(`${refKey(unknown)}: unknown source`);
  const notes = new Map<string, RefNote>();
  for (const [name, source] of Object.entries(sources)) {
    const mine = refs.filter((r) => r.source === name);
    if (!mine.length) continue;
    const gitDir = findGitDir(source.repository);
    if (!gitDir) return null;
    const texts = readBlobs(
      gitDir,
      mine.map((r) => `${source.commit}:${r.path}`),
    );
    for (const [i, ref] of mine.entries())
      notes.set(refKey(ref), cutNote(texts[i]!, source.format, ref));
  }
  return notes;
}
