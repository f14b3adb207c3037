/**
 * The in-process runner the CLI tests use: runs are isolated from each other and from the
 * test process (env, cwd, home, stdin, output), as separate processes would be.
 */
import { describe, expect, it } from 'vitest';
import { tempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

describe('strata run in-process', () => {
  it('keeps two concurrent runs apart and leaves the process env and cwd alone', async () => {
    const a = tempStore({ samples: false });
    const b = tempStore({ samples: false });
    const envBefore = { ...process.env };
    const cwdBefore = process.cwd();
    const save = (s: typeof a, title: string) =>
      strataIn(s, ['remember', '--type', 'learning', '--title', title, '--json'], {
        stdin: `${title} body\n`,
      });
    const [savedA, savedB] = await Promise.all([save(a, 'Only in A'), save(b, 'Only in B')]);
    expect([savedA.code, savedB.code]).toEqual([0, 0]);
    const [listA, listB] = await Promise.all([
      strataIn(a, ['list', '--json']),
      strataIn(b, ['list', '--json']),
    ]);
    expect(listA.json.memories.map((m: { id: string }) => m.id)).toEqual(['learning-only-in-a']);
    expect(listB.json.memories.map((m: { id: string }) => m.id)).toEqual(['learning-only-in-b']);
    const shown = await strataIn(a, ['show', 'learning-only-in-a', '--json']);
    expect(shown.json.body).toContain('Only in A body');
    expect(process.cwd()).toBe(cwdBefore);
    expect(process.env).toEqual(envBefore);
  });

  it('reads the project from the env it is given, not from the test process', async () => {
    const a = tempStore({ samples: false });
    const b = tempStore({ samples: false });
    const before = process.env.CLAUDE_PROJECT_DIR;
    await strataIn(b, ['remember', '--type', 'learning', '--title', 'Kept in B', '--body', 'x']);
    // Run from A's folder with CLAUDE_PROJECT_DIR naming B: B's memory is found.
    const listed = await strataIn(a, ['list', '--json'], { env: { CLAUDE_PROJECT_DIR: b.proj } });
    expect(listed.json.memories.map((m: { id: string }) => m.id)).toEqual(['learning-kept-in-b']);
    expect(process.env.CLAUDE_PROJECT_DIR).toBe(before);
  });
});
