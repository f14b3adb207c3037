/**
 * `strata stash` and `strata resume` as the README's slash commands describe them, through
 * the built CLI: a stash needs something to stash, and resume without an id lists the
 * stashed threads instead of refusing.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnStrataIn } from '../kit/cli.js';
import { tempStore } from '../kit/temp-store.js';

describe('strata stash and resume', () => {
  it('refuses a stash with nothing in it, and writes nothing', async () => {
    const t = tempStore({ samples: false });
    const r = await spawnStrataIn(t, ['stash']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^strata: nothing to stash\n {2}fix: say what the thread is: strata stash --label/,
    );
    const local = path.join(t.memDir, 'local');
    expect(existsSync(local) ? readdirSync(local).filter((f) => f.endsWith('.md')) : []).toEqual(
      [],
    );
  });

  it('resume without an id lists the stashed threads and drops a resumed one', async () => {
    const t = tempStore({ samples: false });
    expect((await spawnStrataIn(t, ['resume'])).stdout).toBe('No stashed threads.\n');
    const first = await spawnStrataIn(t, ['stash', '--label', 'retry budget', '--json']);
    const second = await spawnStrataIn(t, [
      'stash',
      '--label',
      'cache keys',
      '--prompt',
      'why stale',
      '--json',
    ]);
    const [a, b] = [first.json.id, second.json.id];
    const listed = await spawnStrataIn(t, ['resume', '--json']);
    expect(listed.code).toBe(0);
    expect(listed.json.stashed.map((s: { id: string }) => s.id).sort()).toEqual([a, b].sort());
    const text = (await spawnStrataIn(t, ['resume'])).stdout;
    expect(text).toContain(a);
    expect(text).toContain('Resume one with strata resume <id>.');
    expect((await spawnStrataIn(t, ['resume', a])).code).toBe(0);
    const after = await spawnStrataIn(t, ['resume', '--json']);
    expect(after.json.stashed.map((s: { id: string }) => s.id)).toEqual([b]);
  });
});
