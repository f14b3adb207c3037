/**
 * The one composition root: the CLI and the MCP server resolve project, scopes, config and
 * cache through `resolveRuntime`, so the same process inputs give the same values in both.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveRuntime } from '../../src/app/runtime.js';
import { createCliContext } from '../../src/cli/context.js';
import { resolveSettings } from '../../src/mcp/environment.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let store: TempStore;
afterEach(() => store?.cleanup());

function inputs(env: Record<string, string>) {
  return { env, cwd: store.proj, home: store.home, projectFlag: undefined, admin: false };
}

describe('resolveRuntime', () => {
  it('gives the CLI and the MCP server the same project, scopes, cache and config', async () => {
    store = makeTempStore();
    writeFileSync(
      path.join(store.memDir, 'config.json'),
      JSON.stringify({ search: { defaultLimit: 7 } }),
    );
    const env = { ...store.env, CLAUDE_PROJECT_DIR: store.proj };
    const ctx = await createCliContext({
      ...inputs(env),
      readStdin: async () => '',
      notice: () => {},
      print: () => {},
      progress: { write: () => {}, isTTY: false },
      onSignal: () => () => {},
      cliPath: 'main.js',
    });
    const settings = await resolveSettings(inputs(env));
    expect(ctx.projectRoot).toBe(store.proj);
    expect(settings.projectRoot).toBe(ctx.projectRoot);
    expect(settings.cacheRoot).toBe(ctx.cacheRoot);
    expect(settings.store.scopes.map((s) => s.dir)).toEqual(ctx.scopes.map((s) => s.dir));
    expect(ctx.config.search.defaultLimit).toBe(7);
    expect(settings.config).toEqual(ctx.config);
  });

  it('treats a value Claude Code left unsubstituted as absent, in every entry point', async () => {
    store = makeTempStore();
    // What `.mcp.json` holds when Claude Code does not fill it in.
    const literal = ['$', '{CLAUDE_PROJECT_DIR}'].join('');
    const env = { ...store.env, CLAUDE_PROJECT_DIR: literal };
    const runtime = await resolveRuntime({ ...inputs(env), projectFlag: literal });
    // Falls back to the git root above cwd rather than a folder literally named `${…}`.
    expect(runtime.projectRoot).toBe(store.proj);
  });

  it('reports a broken repository config and keeps the defaults of that layer', async () => {
    store = makeTempStore();
    writeFileSync(path.join(store.memDir, 'config.json'), '{ not json');
    const runtime = await resolveRuntime(inputs(store.env));
    expect(runtime.configProblems).toMatchObject([
      { source: path.join(store.memDir, 'config.json'), field: '(file)' },
    ]);
    const settings = await resolveSettings(inputs(store.env));
    expect(settings.configProblems).toContain('config.json');
  });
});
