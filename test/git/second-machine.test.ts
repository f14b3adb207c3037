/**
 * A second machine joins personal memory through a remote, from either starting point the
 * guide allows: a `~/.claude/memory` with memories of its own made a git repository (its
 * history shares no commit with the remote's), or a clone made before the first push. Both
 * machines end with every memory of both, and a sync git refuses reports git's own reason.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { git } from '../kit/git-repos.js';
import { readGraphAt } from '../kit/write-memory.js';
import { gitTestEnv } from '../support/git-env.js';
import { strata } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

interface Machine {
  mem: string;
  env: Record<string, string>;
  work: string;
}

let root: string;
let remote: string;

function machine(name: string, start: 'clone' | 'init' | 'none'): Machine {
  const home = path.join(root, name);
  const work = path.join(home, 'work');
  mkdirSync(work, { recursive: true });
  const mem = path.join(home, '.claude', 'memory');
  if (start === 'clone') git(root, ['clone', '-q', remote, mem]);
  return { mem, work, env: gitTestEnv(home, path.join(root, `${name}-cache`)) };
}

/** What the guide says for an existing folder: make it a repository with the remote. */
function joinRemote(m: Machine): void {
  git(m.mem, ['init', '-q']);
  git(m.mem, ['remote', 'add', 'origin', remote]);
}

async function ok(m: Machine, ...args: string[]): Promise<string> {
  const r = await strata(args, { cwd: m.work, env: m.env });
  expect(r.code, `${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(0);
  return r.stdout;
}

const remember = (m: Machine, title: string, ...more: string[]) =>
  ok(m, 'remember', '--type', 'learning', '--title', title, '--body', `${title}.`, ...more);

/** Memory files and graph of a machine, git's own files aside. */
const files = (m: Machine) =>
  Object.fromEntries(Object.entries(snapshot(m.mem)).filter(([f]) => !f.startsWith('.git/')));

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-join-'));
  remote = path.join(root, 'memory.git');
  git(root, ['init', '-q', '--bare', remote]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a second machine joins', () => {
  let laptop: Machine;
  let early: Machine;
  let empty: Machine;

  beforeAll(async () => {
    // Both clones are made before anything was pushed.
    early = machine('early-clone', 'clone');
    empty = machine('empty-clone', 'clone');
    laptop = machine('laptop', 'none');
    await remember(laptop, 'Tabs not spaces');
    await remember(laptop, 'Coffee after lunch', '--link', 'learning-tabs-not-spaces');
    joinRemote(laptop);
    const first = await spawnStrata(['sync'], { cwd: laptop.work, env: laptop.env });
    expect(first.code, first.stderr).toBe(0);
  });

  it('from its own memories: both machines keep every memory of both', async () => {
    const desktop = machine('desktop', 'none');
    await remember(desktop, 'Desk lamp flickers');
    // The same id on both machines, with other text: both are kept.
    writeFileSync(
      path.join(desktop.mem, 'learning-coffee-after-lunch.md'),
      readFileSync(path.join(laptop.mem, 'learning-coffee-after-lunch.md'), 'utf8')
        .replace('Coffee after lunch.', 'Coffee only before noon.')
        .replace(/links: .*\n/, ''),
    );
    await ok(desktop, 'link', 'learning-desk-lamp-flickers', 'learning-coffee-after-lunch');
    joinRemote(desktop);
    const synced = await spawnStrata(['sync'], { cwd: desktop.work, env: desktop.env });
    expect(synced.code, synced.stderr).toBe(0);
    await ok(laptop, 'sync');
    await ok(desktop, 'sync');
    expect(files(desktop)).toEqual(files(laptop));
    const all = Object.keys(files(laptop)).filter((f) => f.endsWith('.md'));
    expect(all.sort()).toEqual([
      'learning-coffee-after-lunch-2.md',
      'learning-coffee-after-lunch.md',
      'learning-desk-lamp-flickers.md',
      'learning-tabs-not-spaces.md',
    ]);
    const texts = all.map((f) => readFileSync(path.join(laptop.mem, f), 'utf8')).join('\n');
    expect(texts).toContain('Coffee after lunch.');
    expect(texts).toContain('Coffee only before noon.');
    // The laptop's copy (now under another id) keeps its link, the desktop's its own.
    const idOf = (text: string) =>
      path.basename(
        all.find((f) => readFileSync(path.join(laptop.mem, f), 'utf8').includes(text)) ?? '',
        '.md',
      );
    const graph = readGraphAt(laptop.mem);
    const targets = (id: string) => (graph[id] ?? []).map((e) => e.target);
    expect(targets(idOf('Coffee after lunch.'))).toEqual(['learning-tabs-not-spaces']);
    expect(targets(idOf('Coffee only before noon.'))).toEqual(['learning-desk-lamp-flickers']);
    for (const m of [laptop, desktop]) {
      const verify = await strata(['verify'], { cwd: m.work, env: m.env });
      expect(verify.code, verify.stdout).toBe(0);
    }
  });

  it('from a clone made before the first push, with memories of its own', async () => {
    await remember(early, 'Early bird note');
    await ok(early, 'sync');
    await ok(laptop, 'sync');
    expect(files(early)).toEqual(files(laptop));
    expect(Object.keys(files(laptop))).toContain('learning-early-bird-note.md');
    expect(Object.keys(files(early))).toContain('learning-tabs-not-spaces.md');
  });

  it('from a clone made before the first push, with nothing of its own', async () => {
    const out = await ok(empty, 'sync');
    expect(out).toMatch(/pulled [1-9]/);
    expect(files(empty)).toEqual(files(laptop));
  });

  it('keeps bytes that are not UTF-8 through a merge of both machines’ edits', async () => {
    const rel = 'learning-cafe-notes.md';
    const head = '---\nid: learning-cafe-notes\ntitle: Cafe notes\ntype: learning\n---\n\n';
    const latin = (text: string) => Buffer.from(text, 'latin1');
    writeFileSync(
      path.join(laptop.mem, rel),
      Buffer.concat([latin(head), latin('Caf\xe9 au lait.\n')]),
    );
    await ok(laptop, 'sync');
    await ok(early, 'sync');
    await ok(laptop, 'link', 'learning-cafe-notes', 'learning-tabs-not-spaces');
    const file = path.join(early.mem, rel);
    writeFileSync(file, Buffer.concat([readFileSync(file), latin('Cr\xe8me br\xfbl\xe9e.\n')]));
    // The body edit lands first: the laptop's merge takes the body from the other side.
    await ok(early, 'sync');
    await ok(laptop, 'sync');
    await ok(early, 'sync');
    const bytes = readFileSync(path.join(laptop.mem, rel));
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(bytes.includes(latin('Caf\xe9 au lait.'))).toBe(true);
    expect(bytes.includes(latin('Cr\xe8me br\xfbl\xe9e.'))).toBe(true);
    expect(bytes.includes(Buffer.from('\uFFFD', 'utf8'))).toBe(false);
    expect(bytes.toString('latin1')).toContain('learning-tabs-not-spaces');
  });

  it('a sync git refuses reports git’s own reason', async () => {
    // This machine's git merges only by fast-forward: both sides have new commits.
    git(empty.mem, ['config', 'merge.ff', 'only']);
    await remember(laptop, 'Laptop only');
    await ok(laptop, 'sync');
    await remember(empty, 'Desktop only');
    const r = await strata(['sync'], { cwd: empty.work, env: empty.env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('fast-forward');
    expect(r.stderr).not.toContain('nothing to commit');
    expect(git(empty.mem, ['status', '--porcelain'])).toBe('');
  });
});
