/**
 * Builds test/fixtures/duplicates/pairs.json from labels.json: the text of every labelled
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
