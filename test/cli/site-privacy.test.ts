/**
 * Privacy by path, through the built CLI: a site built into the repository's work tree
 * shows only what the repository already shares (the project scope) and names what it
 * left out; global memory and local drafts and stashes appear only when asked for by
 * name; a site built outside any work tree shows every scope, as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

const GLOBAL_WORD = 'zebracrossing';
const LOCAL_WORD = 'quokkaselfie';
const STASH_WORD = 'wombatburrow';

let t: TempStore;

/** Every byte of every file of the site, as text (paths included). */
function siteText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `${e.name}\n${readFileSync(path.join(e.parentPath, e.name), 'utf8')}`)
    .join('\n');
}

beforeAll(async () => {
  t = makeTempStore({ realGit: true });
  const remember = (scope: string, title: string, body: string) =>
    strataIn(t, [
      'remember',
      '--type',
      'learning',
      '--scope',
      scope,
      '--title',
      title,
      '--body',
      body,
    ]);
  expect(
    (await remember('global', `Personal note ${GLOBAL_WORD}`, `${GLOBAL_WORD} body`)).code,
  ).toBe(0);
  expect((await remember('local', `Draft ${LOCAL_WORD}`, `${LOCAL_WORD} body`)).code).toBe(0);
  const stash = await strataIn(t, [
    'stash',
    '--label',
    `thread ${STASH_WORD}`,
    '--prompt',
    STASH_WORD,
  ]);
  expect(stash.code, stash.stderr).toBe(0);
});
afterAll(() => t?.cleanup());

describe('strata site build --out inside the repository', () => {
  it('shows the project scope only and says what it left out', async () => {
    const out = path.join(t.proj, 'docs', 'memory-site');
    const built = await strataIn(t, ['site', 'build', '--out', 'docs/memory-site']);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(
      /left out the local, claude, global scopes .*git work tree .*--scopes /,
    );
    const text = siteText(out);
    expect(text).toContain('gotcha-vite-env-prefix');
    for (const word of [GLOBAL_WORD, LOCAL_WORD, STASH_WORD, t.globalDir]) {
      expect(text).not.toContain(word);
    }
  });

  it('shows a scope asked for by name, and still names the rest', async () => {
    const built = await strataIn(t, [
      'site',
      'build',
      '--out',
      'docs/memory-site',
      '--scopes',
      'project,global',
      '--json',
    ]);
    expect(built.code, built.stderr).toBe(0);
    expect(built.json.workTree).toBe(t.proj);
    // Claude Code's own notes are machine-local like the local scope; CLAUDE.md was not asked for.
    expect(built.json.leftOut.map((l: { scope: string }) => l.scope)).toEqual([
      'local',
      'claude',
      'instructions',
    ]);
    const text = siteText(path.join(t.proj, 'docs', 'memory-site'));
    expect(text).toContain(GLOBAL_WORD);
    expect(text).not.toContain(LOCAL_WORD);
    expect(text).not.toContain(STASH_WORD);
  });

  it('refuses an unknown scope name, naming the flag', async () => {
    const built = await strataIn(t, ['site', 'build', '--scopes', 'project,team', '--json']);
    expect(built.code).toBe(2);
    expect(built.json.error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(built.json.error.message).toContain('--scopes');
  });
});

describe('strata site build --out outside any work tree', () => {
  it('shows every scope, as before', async () => {
    const out = path.join(t.root, 'site-outside');
    const built = await strataIn(t, ['site', 'build', '--out', out, '--json']);
    expect(built.code, built.stderr).toBe(0);
    expect(built.json.leftOut).toEqual([]);
    const text = siteText(out);
    for (const word of [GLOBAL_WORD, LOCAL_WORD, STASH_WORD]) expect(text).toContain(word);
  });
});
