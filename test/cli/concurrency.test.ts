import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { findEdge, parseGraph } from '../../src/core/graph.js';
import { spawnStrataIn } from '../kit/cli.js';
import { deadPid } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let t: TempStore;
beforeEach(() => {
  t = makeTempStore({ samples: false });
});
afterEach(() => t.cleanup());

/** Writes `n` plain memories `learning-n0` … straight to disk. */
function seed(n: number): string[] {
  const ids = Array.from({ length: n }, (_, i) => `learning-n${i}`);
  for (const id of ids) {
    writeFileSync(
      t.mem(`${id}.md`),
      `---\nid: ${id}\ntitle: Node ${id}\ntype: learning\nowner: someone # keep me\n---\nbody\n`,
    );
  }
  return ids;
}

function links(id: string): string[] {
  const data = parseDocument(readFileSync(t.mem(`${id}.md`), 'utf8'), id).data;
  return (data.links as string[] | undefined) ?? [];
}

const graph = () => parseGraph(readFileSync(t.mem('graph.json'), 'utf8'), 'graph.json').graph;

describe('real processes at the same moment', () => {
  it.each([2, 6])(
    '%i processes remembering the same title get distinct ids and files',
    async (n) => {
      const runs = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          spawnStrataIn(t, [
            'remember',
            '--type',
            'decision',
            '--title',
            'Same title',
            '--body',
            `by ${i}`,
            '--json',
          ]),
        ),
      );
      for (const r of runs) expect(r).toMatchObject({ code: 0, stderr: '' });
      const ids = runs.map((r) => r.json.id as string);
      expect(new Set(ids).size).toBe(n);
      expect(ids.sort()).toEqual(
        [
          'decision-same-title',
          ...Array.from({ length: n - 1 }, (_, i) => `decision-same-title-${i + 1}`),
        ].sort(),
      );
      const files = readdirSync(t.memDir).filter((f) => f.endsWith('.md'));
      expect(files).toHaveLength(n);
      const bodies = files.map((f) => readFileSync(t.mem(f), 'utf8').match(/by (\d+)/)?.[1]).sort();
      expect(bodies).toEqual(Array.from({ length: n }, (_, i) => String(i)).sort());
    },
  );

  it('8 processes linking different pairs lose no edge and no frontmatter link', async () => {
    const ids = seed(16);
    const pairs = Array.from({ length: 8 }, (_, i) => [ids[2 * i]!, ids[2 * i + 1]!] as const);
    const runs = await Promise.all(
      pairs.map(([a, b]) => spawnStrataIn(t, ['link', a, b, '--label', 'implements'])),
    );
    for (const r of runs) expect(r).toMatchObject({ code: 0, stderr: '' });
    const g = graph();
    for (const [a, b] of pairs) {
      expect(findEdge(g, a, b)?.label).toBe('implements');
      expect(findEdge(g, b, a)?.label).toBe('implemented-by');
      expect(links(a)).toEqual([b]);
    }
    expect(existsSync(t.mem('graph.json.lock'))).toBe(false);
  });

  it('8 processes linking one memory to 8 others keep all 8 links in its frontmatter', async () => {
    const [hub, ...others] = seed(9);
    const runs = await Promise.all(others.map((o) => spawnStrataIn(t, ['link', hub!, o])));
    for (const r of runs) expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(links(hub!).sort()).toEqual([...others].sort());
    expect(readFileSync(t.mem(`${hub}.md`), 'utf8')).toContain('owner: someone # keep me');
    expect(
      graph()
        [hub!]?.map((e) => e.target)
        .sort(),
    ).toEqual([...others].sort());
  });

  it('linking and unlinking at once: each pair ends as its last command says', async () => {
    const ids = seed(8);
    await spawnStrataIn(t, ['link', ids[0]!, ids[1]!]);
    await spawnStrataIn(t, ['link', ids[2]!, ids[3]!]);
    const runs = await Promise.all([
      spawnStrataIn(t, ['unlink', ids[0]!, ids[1]!]),
      spawnStrataIn(t, ['unlink', ids[2]!, ids[3]!]),
      spawnStrataIn(t, ['link', ids[4]!, ids[5]!]),
      spawnStrataIn(t, ['link', ids[6]!, ids[7]!]),
    ]);
    for (const r of runs) expect(r).toMatchObject({ code: 0, stderr: '' });
    const g = graph();
    expect(Object.keys(g).sort()).toEqual(ids.slice(4).sort());
    expect([links(ids[0]!), links(ids[2]!), links(ids[4]!), links(ids[6]!)]).toEqual([
      [],
      [],
      [ids[5]],
      [ids[7]],
    ]);
  });

  it('a stale graph lock left by a dead process is taken over', async () => {
    const ids = seed(4);
    writeFileSync(t.mem('graph.json.lock'), `${await deadPid()}\n`);
    const runs = await Promise.all([
      spawnStrataIn(t, ['link', ids[0]!, ids[1]!]),
      spawnStrataIn(t, ['link', ids[2]!, ids[3]!]),
    ]);
    for (const r of runs) expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(findEdge(graph(), ids[0]!, ids[1]!)).toBeDefined();
    expect(findEdge(graph(), ids[2]!, ids[3]!)).toBeDefined();
    expect(existsSync(t.mem('graph.json.lock'))).toBe(false);
  });

  it('a stale file lock left by a dead process does not block an edit', async () => {
    const [id] = seed(1);
    writeFileSync(t.mem(`.${id}.md.lock`), `${await deadPid()}\n`);
    const r = await spawnStrataIn(t, ['edit', id!, '--title', 'After the crash']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(t.mem(`${id}.md`), 'utf8')).toContain('title: After the crash');
  });
});
