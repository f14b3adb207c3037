import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/core/errors.js';
import { emptyState, removePaths } from '../../src/indexing/index-state.js';

const FILES = ['/s/a/x.md', '/s/a/b/y.md', '/s/ab/z.md', '/s/c.md', '/t/a/w.md'];

function stateWith(files: readonly string[]) {
  const state = emptyState();
  for (const path of files) {
    const problem: Problem = { path, code: 'INVALID_FRONTMATTER', message: 'x' };
    state.problems.set(path, problem);
    state.files.set(path, { size: 1, mtimeMs: 1, hash: 'h' });
  }
  return state;
}

const left = (state: ReturnType<typeof emptyState>) => [...state.problems.keys()].sort();

describe('removePaths', () => {
  it('removes a file, and every file below a removed folder, and nothing that only shares a prefix', () => {
    const state = stateWith(FILES);
    expect(removePaths(state, ['/s/a', '/s/c.md'])).toBe(3);
    expect(left(state)).toEqual(['/s/ab/z.md', '/t/a/w.md']);
    expect([...state.files.paths()].sort()).toEqual(['/s/ab/z.md', '/t/a/w.md']);
  });

  it('takes a folder with a trailing slash as the folder', () => {
    const state = stateWith(FILES);
    expect(removePaths(state, ['/s/a/'])).toBe(2);
    expect(left(state)).toEqual(['/s/ab/z.md', '/s/c.md', '/t/a/w.md']);
  });

  it('counts a file once when it and its folder are both reported', () => {
    const state = stateWith(FILES);
    expect(removePaths(state, ['/s/a/x.md', '/s/a', '/s/a/b'])).toBe(2);
    expect(left(state)).toEqual(['/s/ab/z.md', '/s/c.md', '/t/a/w.md']);
  });

  it('removes nothing for a path it does not know', () => {
    const state = stateWith(FILES);
    expect(removePaths(state, ['/s/a/x', '/u', '/s/c'])).toBe(0);
    expect(left(state)).toEqual([...FILES].sort());
  });
});
