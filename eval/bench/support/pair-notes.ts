/**
 * The notes of eval/fixtures/duplicates/labels.json, read from local git copies of their
 * public sources at the pinned commits (see git-copy.ts), so no note text is stored in
 * this repository. A note is named `<source>:<key>`; how the key names it depends on the
 * source: an index into git-tips' tips.json, a `###`/`####` section of the flight rules,
 * a section or a top-level bullet of one file (`format`), or a markdown file (its path).
 */
import { findGitDir, readBlobs } from './git-copy.js';
import type { RefNote as Note } from './note-refs.js';

/** A source of labels.json. */
export interface PairSource {
  repo: string;
  commit: string;
  license: string;
  /** How a key names a note; the two oldest sources imply it from their name. */
  format?: 'markdown-file' | 'section' | 'bullet';
  /** The file holding the sections or bullets. */
  file?: string;
}

/** A markdown note: its first heading is the title, the rest the body. */
function readMarkdownNote(text: string): Note {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => /^#\s/.test(l));
  const title = at >= 0 ? lines[at]!.replace(/^#\s+/, '').trim() : '';
  return {
    title,
    body: lines
      .slice(at + 1)
      .join('\n')
      .trim(),
  };
}

/** One `###`/`####` section of the flight rules, up to the next heading of levels 2–4. */
function readFlightRule(text: string, heading: string): Note {
  const lines = text.split('\n');
  const isHeading = (l: string) => /^#{2,4}\s/.test(l);
  const title = (l: string) =>
    l
      .replace(/^#+\s+/, '')
      .replace(/<a .*$/, '')
      .trim();
  const start = lines.findIndex((l) => /^#{3,4}\s/.test(l) && title(l) === heading);
  if (start < 0) throw new Error(`strata: no section "${heading}"`);
  let end = start + 1;
  while (end < lines.length && !isHeading(lines[end]!)) end++;
  const body = lines
    .slice(start + 1, end)
    .filter((l) => !/^<a name=/.test(l.trim()))
    .join('\n')
    .trim();
  return { title: heading, body };
}

/** Markdown headings outside code fences, with their line and level. */
function listHeadings(lines: readonly string[]): { at: number; level: number; title: string }[] {
  const out: { at: number; level: number; title: string }[] = [];
  let fence = false;
  lines.forEach((line, at) => {
    if (/^\s*```/.test(line)) fence = !fence;
    const m = fence ? null : /^(#{1,6})\s+(.*)$/.exec(line);
    if (m) out.push({ at, level: m[1]!.length, title: m[2]!.trim() });
  });
  return out;
}

/** The first section titled `heading` (any level), up to the next heading of its level or above. */
function readSection(text: string, heading: string): Note {
  const lines = text.split('\n');
  const headings = listHeadings(lines);
  const k = headings.findIndex((h) => h.title === heading);
  if (k < 0) throw new Error(`strata: no section "${heading}"`);
  const next = headings.slice(k + 1).find((h) => h.level <= headings[k]!.level);
  const body = lines.slice(headings[k]!.at + 1, next?.at ?? lines.length).join('\n');
  return { title: heading, body: body.replace(/<!-- CHAPTER (START|END) -->/g, '').trim() };
}

/** A top-level `- ` bullet that starts with `start`: its first sentence is the title. */
function readBullet(text: string, start: string): Note {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`- ${start}`));
  if (at < 0) throw new Error(`strata: no bullet "${start}"`);
  let end = at + 1;
  const continues = (i: number) =>
    !/^(- |#)/.test(lines[i]!) &&
    !(lines[i]!.trim() === '' && !/^(\s+\S|```)/.test(lines[i + 1] ?? ''));
  while (end < lines.length && continues(end)) end++;
  const bullet = lines.slice(at, end).join('\n').replace(/^- /, '').trim();
  const cut = bullet.search(/(?<=\S)[.:](\s|$)/);
  const title = cut > 0 ? bullet.slice(0, cut) : bullet.split('\n')[0]!;
  return { title, body: bullet.slice(title.length).replace(/^[.:]/, '').trim() };
}

/** The file a note of `source` lives in. */
function fileOf(name: string, source: PairSource, key: string): string {
  if (name === 'git-tips') return 'tips.json';
  if (name === 'flight-rules') return 'README.md';
  return source.format === 'section' || source.format === 'bullet' ? source.file! : key;
}

function cut(name: string, source: PairSource, key: string, text: string): Note {
  if (name === 'git-tips') {
    const tip = (JSON.parse(text) as { title: string; tip: string }[])[Number(key)];
    if (!tip) throw new Error(`strata: git-tips:${key}: no such tip`);
    return { title: tip.title.trim(), body: tip.tip.trim() };
  }
  if (name === 'flight-rules') return readFlightRule(text, key);
  if (source.format === 'section') return readSection(text, key);
  if (source.format === 'bullet') return readBullet(text, key);
  return readMarkdownNote(text);
}

/**
 * The text of every note named in `keys`, by key; null when a source has no local copy
 * (the caller skips the sets and says so).
 */
export function readPairNotes(
  sources: Readonly<Record<string, PairSource>>,
  keys: readonly string[],
): Map<string, Note> | null {
  const bySource = new Map<string, string[]>();
  for (const key of new Set(keys)) {
    const name = key.slice(0, key.indexOf(':'));
    if (!sources[name]) throw new Error(`strata: ${key}: unknown source`);
    bySource.set(name, [...(bySource.get(name) ?? []), key.slice(name.length + 1)]);
  }
  const notes = new Map<string, Note>();
  for (const [name, inner] of bySource) {
    const source = sources[name]!;
    const gitDir = findGitDir(source.repo);
    if (!gitDir) return null;
    const files = inner.map((k) => fileOf(name, source, k));
    const unique = [...new Set(files)];
    const texts = readBlobs(
      gitDir,
      unique.map((f) => `${source.commit}:${f}`),
    );
    const textOf = new Map(unique.map((f, i) => [f, texts[i]!]));
    inner.forEach((k, i) => {
      notes.set(`${name}:${k}`, cut(name, source, k, textOf.get(files[i]!)!));
    });
  }
  return notes;
}
