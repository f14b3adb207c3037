/**
 * A memory whose body shows git conflict markers as an example (a lesson about merges) is
 * an ordinary memory: `remember` and `memory_save` save it once, `verify` passes, `show`
 * prints the whole body, `edit` works and `verify --fix` leaves it as written. Markers are
 * a conflict only when git lists the file as unmerged, or when they break the frontmatter
 * or frame the whole file as git writes them. Built CLI, built MCP server, real git.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnStrataIn } from '../kit/cli.js';
import { git } from '../kit/git-repos.js';
import { type McpSession, startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const EXAMPLE = [
  'When git stops a merge, the file shows both sides:',
  '',
  '<<<<<<< HEAD',
  'timeout: 30',
  '=======',
  'timeout: 60',
  '>>>>>>> feature',
  '',
  'Keep the right lines, delete the marker lines, then `git add` the file.',
  '',
].join('\n');

let store: TempStore;
const memDir = () => path.join(store.proj, '.claude', 'memory');
const memoryFiles = () => readdirSync(memDir()).filter((f) => f.endsWith('.md'));

beforeAll(() => {
  store = makeTempStore({ samples: false });
  git(store.proj, ['init', '-q']);
  writeFileSync(store.mem('config.json'), JSON.stringify({ embedding: { provider: 'none' } }));
});

afterAll(() => store?.cleanup());

describe('a body that shows conflict markers as an example', () => {
  let file = '';

  it('is saved once by remember, passes verify and shows whole', async () => {
    const saved = await spawnStrataIn(
      store,
      ['remember', '--type', 'learning', '--title', 'Reading merge conflicts', '--json'],
      { stdin: EXAMPLE },
    );
    expect(saved.code, saved.stderr).toBe(0);
    file = saved.json.path;
    expect(memoryFiles()).toEqual(['learning-reading-merge-conflicts.md']);
    const verify = await spawnStrataIn(store, ['verify']);
    expect(verify.code, verify.stdout + verify.stderr).toBe(0);
    const show = await spawnStrataIn(store, ['show', 'learning-reading-merge-conflicts']);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toContain('timeout: 30\n=======\ntimeout: 60');
  });

  it('can be edited, and verify --fix leaves it as written', async () => {
    const edit = await spawnStrataIn(store, [
      'edit',
      'learning-reading-merge-conflicts',
      '--tags',
      'git',
    ]);
    expect(edit.code, edit.stderr).toBe(0);
    const before = readFileSync(file, 'utf8');
    expect(before).toContain(EXAMPLE.trim());
    const fix = await spawnStrataIn(store, ['verify', '--fix']);
    expect(fix.code, fix.stdout + fix.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('is saved once by memory_save through the MCP server', async () => {
    let mcp: McpSession | undefined;
    try {
      mcp = await startMcp({ env: store.env, cwd: store.root, args: ['--project', store.proj] });
      const saved = await mcp.ok('memory_save', {
        type: 'learning',
        title: 'Merge markers explained',
        body: EXAMPLE,
        scope: 'project',
      });
      expect(readFileSync(saved.data.path, 'utf8')).toContain(EXAMPLE.trim());
      expect(memoryFiles().sort()).toEqual([
        'learning-merge-markers-explained.md',
        'learning-reading-merge-conflicts.md',
      ]);
    } finally {
      await mcp?.close();
    }
  });
});

describe('markers git wrote still count as a conflict', () => {
  const doc = (front: string, body: string) => `---\n${front}---\n\n${body}\n`;

  it('when they break the frontmatter, even once committed', async () => {
    const broken = doc(
      'id: decision-port\ntitle: Port\ntype: decision\n<<<<<<< HEAD\ntags: [a]\n=======\ntags: [b]\n>>>>>>> two\n',
      'We use port 8080.',
    );
    writeFileSync(path.join(memDir(), 'decision-port.md'), broken);
    git(store.proj, ['add', '.']);
    git(store.proj, ['-c', 'user.name=T', '-c', 'user.email=t@e', 'commit', '-q', '-m', 'x']);
    const verify = await spawnStrataIn(store, ['verify']);
    expect(verify.code).toBe(1);
    expect(verify.stdout + verify.stderr).toMatch(/decision-port\.md: holds git conflict markers/);
  });

  it('when they frame the whole file', async () => {
    const framed = `<<<<<<< HEAD\n${doc('id: decision-db\ntitle: DB\ntype: decision\n', 'Postgres.')}=======\n${doc('id: decision-db\ntitle: DB\ntype: decision\n', 'MySQL.')}>>>>>>> two\n`;
    writeFileSync(path.join(memDir(), 'decision-db.md'), framed);
    const edit = await spawnStrataIn(store, ['edit', 'decision-db', '--tags', 'x']);
    expect(edit.code).not.toBe(0);
    expect(edit.stderr).toMatch(/decision-db\.md: holds git conflict markers/);
    expect(readFileSync(path.join(memDir(), 'decision-db.md'), 'utf8')).toBe(framed);
  });
});
