import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { makeTempStore, SAMPLE_MEMORIES, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { changedLines, snapshot } from '../support/snapshot.js';

const ids = SAMPLE_MEMORIES.map((rel) => path.basename(rel, '.md'));

describe('reading never rewrites', () => {
  let t: TempStore;
  beforeAll(() => {
    t = makeTempStore();
  });
  afterAll(() => t.cleanup());

  it('list, show, verify, stats and doctor leave every byte of the store as it was', async () => {
    const before = snapshot(t.memDir);
    const runs = [
      ['list', '--json'],
      ['list', '--all'],
      ['verify', '--json'],
      ['stats'],
      ['doctor'],
      ...ids.map((id) => ['show', id, '--json']),
    ];
    for (const args of runs) await strataIn(t, args);
    expect(snapshot(t.memDir)).toEqual(before);
  });

  it('an edit that changes nothing (same tags) leaves the bytes alone', async () => {
    const file = t.mem('permanent/artifact-release-checklist.md');
    const before = readFileSync(file, 'utf8');
    const r = await strataIn(t, [
      'edit',
      'artifact-release-checklist',
      '--tags',
      'release,process',
    ]);
    expect(r.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe.each(SAMPLE_MEMORIES)('sample %s through the CLI', (rel) => {
  let t: TempStore;
  let file: string;
  let original: string;
  const id = path.basename(rel, '.md');
  beforeAll(() => {
    t = makeTempStore();
    file = t.mem(rel);
    original = readFileSync(file, 'utf8');
  });
  afterAll(() => t.cleanup());

  it('link then unlink keeps unknown fields, their order, and every line but updated', async () => {
    const target =
      id === 'retro-march-incident' ? 'artifact-release-checklist' : 'retro-march-incident';
    const linked = await strataIn(t, ['link', id, target, '--label', 'references', '--json']);
    expect(linked.json).toMatchObject({ from: id, to: target, label: 'references', changed: true });
    const mid = parseDocument(readFileSync(file, 'utf8'), file).data;
    expect(mid.links).toContain(target);
    const unlinked = await strataIn(t, ['unlink', id, target, '--json']);
    expect(unlinked.json).toMatchObject({ changed: true });
    const after = readFileSync(file, 'utf8');
    const diff = changedLines(original, after);
    expect(diff.every(([a, b]) => a?.startsWith('updated:') && b?.startsWith('updated:'))).toBe(
      true,
    );
    const before = parseDocument(original, file).data;
    const now = parseDocument(after, file).data;
    expect(Object.keys(now)).toEqual(Object.keys(before));
    expect({ ...now, updated: before.updated }).toEqual(before);
  });

  it('edit --title changes only the title and updated lines', async () => {
    // Start from the sample as shipped: its updated stamp is years old, so it must change.
    writeFileSync(file, original);
    const start = original;
    const r = await strataIn(t, ['edit', id, '--title', 'Renamed: with a colon', '--json']);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ id, title: 'Renamed: with a colon' });
    const diff = changedLines(start, readFileSync(file, 'utf8'));
    expect(diff.map(([a]) => a?.split(':')[0])).toEqual(['title', 'updated']);
    expect(diff.map(([, b]) => b?.split(':')[0])).toEqual(['title', 'updated']);
  });
});
