import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

const FIXTURE = path.join(REPO, 'test', 'fixtures', 'import', 'claude-code');

let t: TempStore;
let localDir: string;
let autoDir: string;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  localDir = path.join(t.memDir, 'local');
  cpSync(path.join(FIXTURE, 'CLAUDE.md'), path.join(t.proj, 'CLAUDE.md'));
  // Where Claude Code keeps this project's auto memory: its path with every other character a dash.
  const key = t.proj.replace(/[^a-zA-Z0-9]/g, '-');
  autoDir = path.join(t.home, '.claude', 'projects', key, 'memory');
  mkdirSync(path.dirname(autoDir), { recursive: true });
  cpSync(path.join(FIXTURE, 'memory'), autoDir, { recursive: true });
});
afterEach(() => t.cleanup());

const run = (...args: string[]) => strata(args, { cwd: t.proj, env: t.env });
const ids = (r: { json: { memories: Array<{ id: string }> } }) => r.json.memories.map((m) => m.id);

describe('strata import claude-md', () => {
  it('makes a local draft of each CLAUDE.md section, once', async () => {
    const before = readFileSync(path.join(t.proj, 'CLAUDE.md'), 'utf8');
    const dry = await run('import', 'claude-md', 'CLAUDE.md', '--dry-run', '--json');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.json.scope).toBe('local');
    expect(ids(dry)).toEqual([
      'learning-orders-service',
      'learning-build-and-test',
      'learning-conventions',
    ]);
    const done = await run('import', 'claude-md', 'CLAUDE.md', '--json');
    expect(done.code, done.stderr).toBe(0);
    const conventions = readFileSync(path.join(localDir, 'learning-conventions.md'), 'utf8');
    expect(conventions).toContain('status: draft');
    expect(conventions).toContain('source: claude-md:CLAUDE.md#conventions');
    expect(conventions).toContain('## not a heading: a comment inside a code block');
    const review = await run('review', '--json');
    expect(JSON.stringify(review.json)).toContain('learning-build-and-test');
    const store = snapshot(t.memDir);
    const again = await run('import', 'claude-md', 'CLAUDE.md', '--json');
    expect(again.json.counts).toEqual({ create: 0, skip: 3, changed: 0, update: 0, edges: 0 });
    expect(snapshot(t.memDir)).toEqual(store);
    expect(readFileSync(path.join(t.proj, 'CLAUDE.md'), 'utf8')).toBe(before);
  });

  it('finds the auto-memory folder with "auto" and drafts each note, skipping the index lines', async () => {
    const source = snapshot(autoDir);
    const done = await run('import', 'claude-md', 'auto', '--json');
    expect(done.code, done.stderr).toBe(0);
    expect(done.json.source).toBe(autoDir);
    expect(ids(done)).toEqual([
      'learning-integration-tests-use-a-real-database',
      'learning-release-process',
    ]);
    const note = readFileSync(
      path.join(localDir, 'learning-integration-tests-use-a-real-database.md'),
      'utf8',
    );
    expect(note).toContain('tags: [auto-memory, feedback]');
    expect(note).toContain('Do not mock the database in integration tests');
    expect(note).toContain('**Why:** a mocked test passed');
    const store = snapshot(t.memDir);
    const again = await run('import', 'claude-md', autoDir, '--json');
    expect(again.json.counts).toMatchObject({ create: 0, skip: 2 });
    expect(snapshot(t.memDir)).toEqual(store);
    expect(snapshot(autoDir)).toEqual(source);
    writeFileSync(path.join(autoDir, 'MEMORY.md'), '- a line that is a note itself\n', {
      flag: 'a',
    });
    const more = await run('import', 'claude-md', 'auto', '--json');
    expect(ids(more)).toContain('learning-memory-md');
  });
});
