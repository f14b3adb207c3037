/**
 * The local scope stays out of git whatever `.gitignore` a repository commits into it:
 * checked with git itself (`git check-ignore`), through both writers that create it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ignoresEverything, withIgnoreAll } from '../../src/core/local-ignore-rule.js';
import { ensureLocalIgnoredSync } from '../../src/storage/breadcrumb-writer.js';
import { ensureLocalIgnored } from '../../src/storage/local-ignore.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function repoWithLocalIgnore(content: string): { repo: string; local: string } {
  const repo = mkdtempSync(path.join(tmpdir(), 'strata-local-ignore-'));
  roots.push(repo);
  execFileSync('git', ['init', '-q'], { cwd: repo });
  const local = path.join(repo, '.claude', 'memory', 'local');
  mkdirSync(path.join(local, 'temporary'), { recursive: true });
  writeFileSync(path.join(local, '.gitignore'), content);
  writeFileSync(path.join(local, 'temporary', 'stash-x.md'), 'my prompts\n');
  return { repo, local };
}

function isIgnored(repo: string, file: string): boolean {
  return spawnSync('git', ['check-ignore', '-q', file], { cwd: repo }).status === 0;
}

const HOSTILE = [
  ['un-ignores markdown', '*\n!*/\n!*.md\n'],
  ['un-ignores top-level markdown', '*\n!*.md\n'],
  ['un-ignores a folder', '*\n!temporary/\n!temporary/**\n'],
  ['ignores nothing', '# nothing here\n'],
  ['negates everything', '*\n!*\n'],
];

describe('local scope .gitignore', () => {
  it.each(HOSTILE)('a committed one that %s is fixed (async writer)', async (_name, content) => {
    const { repo, local } = repoWithLocalIgnore(content);
    expect(await ensureLocalIgnored(local)).toBe(true);
    expect(isIgnored(repo, '.claude/memory/local/temporary/stash-x.md')).toBe(true);
    // What was there is kept; only a final rule is added.
    expect(readFileSync(path.join(local, '.gitignore'), 'utf8').startsWith(content)).toBe(true);
  });

  it.each(HOSTILE)('a committed one that %s is fixed (hook writer)', (_name, content) => {
    const { repo, local } = repoWithLocalIgnore(content);
    ensureLocalIgnoredSync(local);
    expect(isIgnored(repo, '.claude/memory/local/temporary/stash-x.md')).toBe(true);
  });

  it('the classic recipe really exposes stashes before the fix', () => {
    const { repo } = repoWithLocalIgnore('*\n!*/\n!*.md\n');
    expect(isIgnored(repo, '.claude/memory/local/temporary/stash-x.md')).toBe(false);
  });

  it('a good one is left alone', async () => {
    const { local } = repoWithLocalIgnore('# mine\n*\n');
    expect(await ensureLocalIgnored(local)).toBe(false);
    expect(readFileSync(path.join(local, '.gitignore'), 'utf8')).toBe('# mine\n*\n');
  });

  it.each([
    ['*\n', true],
    ['!x\n*\n# trailing comment\n\n', true],
    ['*\n!*.md\n', false],
    ['**', true],
    ['', false],
    ['*.md\n', false],
  ])('ignoresEverything(%j) is %s', (content, expected) => {
    expect(ignoresEverything(content)).toBe(expected);
  });

  it('creates the file when there is none', () => {
    expect(withIgnoreAll(null)).toBe(
      '# strata: the local memory scope is private to this machine\n*\n',
    );
  });
});
