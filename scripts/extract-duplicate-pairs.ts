/**
 * Builds test/fixtures/duplicates/notes.json from labels.json: the text of every labelled
 * note, read from local clones of the public source repositories at the pinned commits.
 *
 *   node --import tsx scripts/extract-duplicate-pairs.ts <dir holding owner+name/ clones>
 *
 * Each clone is looked up as `<dir>/<owner>+<name>/repo` (a bare or normal git folder).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Source {
  repo: string;
  commit: string;
  /** How a ref names a note; older sources imply it from their name. */
  format?: 'markdown-file' | 'section' | 'bullet';
  /** The file holding the sections or bullets. */
  file?: string;
}
interface Note {
  title: string;
  body: string;
}

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/duplicates',
);
const labels = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as {
  sources: Record<string, Source>;
  sets: Record<string, [string, string, boolean][]>;
};
const mirrors = process.argv[2] ?? '/work/.mirror';

function showFile(source: Source, file: string): string {
  const gitDir = path.join(mirrors, source.repo.replace('/', '+'), 'repo');
  return execFileSync('git', ['--git-dir', gitDir, 'show', `${source.commit}:${file}`], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
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

/** One `###`/`####` section of the flight rules, up to the next heading of those levels. */
function readSection(text: string, heading: string): Note {
  const lines = text.split('\n');
  const isHeading = (l: string) => /^#{2,4}\s/.test(l);
  const title = (l: string) =>
    l
      .replace(/^#+\s+/, '')
      .replace(/<a .*$/, '')
      .trim();
  const start = lines.findIndex((l) => /^#{3,4}\s/.test(l) && title(l) === heading);
  if (start < 0) throw new Error(`no section "${heading}"`);
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
function listHeadings(lines: string[]): { at: number; level: number; title: string }[] {
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
function readAnySection(text: string, heading: string): Note {
  const lines = text.split('\n');
  const headings = listHeadings(lines);
  const k = headings.findIndex((h) => h.title === heading);
  if (k < 0) throw new Error(`no section "${heading}"`);
  const next = headings.slice(k + 1).find((h) => h.level <= headings[k]!.level);
  const body = lines.slice(headings[k]!.at + 1, next?.at ?? lines.length).join('\n');
  return { title: heading, body: body.replace(/<!-- CHAPTER (START|END) -->/g, '').trim() };
}

/** A top-level `- ` bullet that starts with `start`: its first sentence is the title. */
function readBullet(text: string, start: string): Note {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`- ${start}`));
  if (at < 0) throw new Error(`no bullet "${start}"`);
  let end = at + 1;
  const continues = (i: number) =>
    !/^(- |#)/.test(lines[i]!) &&
    !(lines[i]!.trim() === '' && !/^(\s+\S|```)/.test(lines[i + 1] ?? ''));
  while (end < lines.length && continues(end)) end++;
  const text2 = lines.slice(at, end).join('\n').replace(/^- /, '').trim();
  const cut = text2.search(/(?<=\S)[.:](\s|$)/);
  const title = cut > 0 ? text2.slice(0, cut) : text2.split('\n')[0]!;
  return { title, body: text2.slice(title.length).replace(/^[.:]/, '').trim() };
}

function readNote(ref: string): Note {
  const colon = ref.indexOf(':');
  const kind = ref.slice(0, colon);
  const key = ref.slice(colon + 1);
  const source = labels.sources[kind];
  if (!source) throw new Error(`unknown source ${kind}`);
  if (kind === 'git-tips') {
    const tips = JSON.parse(showFile(source, 'tips.json')) as { title: string; tip: string }[];
    const tip = tips[Number(key)]!;
    return { title: tip.title.trim(), body: tip.tip.trim() };
  }
  if (kind === 'flight-rules') return readSection(showFile(source, 'README.md'), key);
  if (source.format === 'section') return readAnySection(showFile(source, source.file!), key);
  if (source.format === 'bullet') return readBullet(showFile(source, source.file!), key);
  return readMarkdownNote(showFile(source, key));
}

const notes: Record<string, Note> = {};
for (const pairs of Object.values(labels.sets)) {
  for (const [a, b] of pairs) {
    notes[a] ??= readNote(a);
    notes[b] ??= readNote(b);
  }
}
writeFileSync(path.join(dir, 'notes.json'), `${JSON.stringify(notes, null, 1)}\n`);
console.log(`${Object.keys(notes).length} notes written`);
