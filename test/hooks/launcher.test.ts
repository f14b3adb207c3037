/**
 * hooks/run-hook.sh, the launcher hooks.json runs: Bun from PATH, else the plugin's own
 * node_modules/.bin/bun, else Node; a Bun placeholder left by --ignore-scripts falls back to
 * Node with the payload intact; and one real bundle under the real pinned Bun.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, spawnStrata } from '../kit/cli.js';
import { readPayload, runHook } from '../kit/hook-runner.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const LAUNCHER = path.join(REPO, 'hooks', 'run-hook.sh');
const REAL_BUN = path.join(REPO, 'node_modules', '.bin', 'bun');
const nodeDir = path.dirname(process.execPath);
const tmp = mkdtempSync(path.join(tmpdir(), 'strata-launcher-'));
let store: TempStore;
let sessions = 0;

/** An executable script that appends its arguments to `log`, then runs `then`. */
function recorder(file: string, log: string, then: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\necho "$@" >> "${log}"\n${then}\n`);
  chmodSync(file, 0o755);
  return log;
}

/** A plugin folder with a copy of the launcher and the built bundles; optionally a local bun. */
function plugin(name: string, localBun?: (file: string) => void): string {
  const root = path.join(tmp, name);
  mkdirSync(path.join(root, 'hooks'), { recursive: true });
  copyFileSync(LAUNCHER, path.join(root, 'hooks', 'run-hook.sh'));
  symlinkSync(path.join(REPO, 'lib'), path.join(root, 'lib'));
  localBun?.(path.join(root, 'node_modules', '.bin', 'bun'));
  return root;
}

/** Reads the prisma schema through the launcher of `root`; the sample gotcha must come back. */
async function readThrough(root: string, pathDirs: string[], extra: Record<string, string> = {}) {
  const file = path.join(store.proj, 'prisma', 'schema.prisma');
  const run = await runHook('post-tool-use', readPayload(`l${++sessions}`, store.proj, file), {
    cwd: store.proj,
    env: { ...store.env, ...extra, PATH: [...pathDirs, '/usr/bin', '/bin'].join(':') },
    command: ['sh', path.join(root, 'hooks', 'run-hook.sh'), 'post-tool-use', 'read'],
  });
  expect(run.code, run.stderr).toBe(0);
  return run;
}

beforeAll(async () => {
  store = makeTempStore();
  expect((await spawnStrata(['reindex'], { cwd: store.proj, env: store.env })).code).toBe(0);
});
afterAll(() => {
  store?.cleanup();
  rmSync(tmp, { recursive: true, force: true });
});

describe('hooks/run-hook.sh', () => {
  it("prefers bun on PATH, then the plugin's node_modules/.bin/bun", async () => {
    const onPath = path.join(tmp, 'path-bin');
    const pathLog = recorder(
      path.join(onPath, 'bun'),
      path.join(tmp, 'path-bun.log'),
      `exec "${process.execPath}" "$@"`,
    );
    const localLog = path.join(tmp, 'local-bun.log');
    const root = plugin('both', (file) =>
      recorder(file, localLog, `exec "${process.execPath}" "$@"`),
    );
    expect((await readThrough(root, [onPath, nodeDir])).context).toContain(
      'gotcha-prisma-migrate-resets-dev-db',
    );
    // The hooks.json entry's name goes along: it names the code cache on Node.
    expect(readFileSync(pathLog, 'utf8')).toContain(
      `${path.join('lib', 'hooks', 'post-tool-use.js')} read`,
    );
    expect(existsSync(localLog)).toBe(false);
    expect((await readThrough(root, [nodeDir])).context).toContain('gotcha-prisma');
    expect(readFileSync(localLog, 'utf8')).toContain(path.join('lib', 'hooks', 'post-tool-use.js'));
  });

  it("falls back to node with the payload intact when the local bun is Bun's placeholder", async () => {
    // What node_modules/bun/bin/bun.exe is when its postinstall did not run.
    const root = plugin('placeholder', (file) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'echo "Error: Bun\'s postinstall script was not run." >&2\nexit 1\n');
      chmodSync(file, 0o755);
    });
    const run = await readThrough(root, [nodeDir]);
    expect(run.context).toContain('gotcha-prisma-migrate-resets-dev-db');
  });

  it('runs on node when there is no bun, or with STRATA_HOOK_RUNTIME=node', async () => {
    const log = path.join(tmp, 'forced.log');
    const onPath = path.join(tmp, 'forced-bin');
    recorder(path.join(onPath, 'bun'), log, 'exit 1');
    const root = plugin('forced', (file) => recorder(file, log, 'exit 1'));
    const forced = await readThrough(root, [onPath, nodeDir], { STRATA_HOOK_RUNTIME: 'node' });
    expect(forced.context).toContain('gotcha-prisma');
    expect(existsSync(log)).toBe(false);
    expect((await readThrough(plugin('none'), [nodeDir])).context).toContain('gotcha-prisma');
  });

  it.skipIf(!existsSync(REAL_BUN))('runs a real bundle under the pinned bun', async () => {
    // A `node` that fails first on PATH: the gotcha can only come from Bun.
    const fakeNode = path.join(tmp, 'no-node');
    const log = recorder(path.join(fakeNode, 'node'), path.join(tmp, 'node.log'), 'exit 1');
    const run = await readThrough(path.join(REPO), [fakeNode]);
    expect(run.context).toContain(
      'Known gotcha for prisma/schema.prisma (high, gotcha-prisma-migrate-resets-dev-db)',
    );
    expect(existsSync(log)).toBe(false);
  });

  it('is what hooks.json runs, for every event', () => {
    const config = JSON.parse(readFileSync(path.join(REPO, 'hooks', 'hooks.json'), 'utf8'));
    const events = Object.keys(config.hooks);
    expect(events.sort()).toEqual([
      'PostToolUse',
      'PreCompact',
      'PreToolUse',
      'SessionEnd',
      'SessionStart',
      'Stop',
      'UserPromptSubmit',
    ]);
    for (const event of events) {
      for (const group of config.hooks[event]) {
        for (const hook of group.hooks) {
          expect(hook.command).toBe('sh');
          // biome-ignore lint/suspicious/noTemplateCurlyInString: Claude Code substitutes it, not JS
          expect(hook.args[0]).toBe('${CLAUDE_PLUGIN_ROOT}/hooks/run-hook.sh');
          expect(existsSync(path.join(REPO, 'lib', 'hooks', `${hook.args[1]}.js`))).toBe(true);
        }
      }
      // Entries of one event that run the same bundle name themselves: each keeps its own
      // code cache (src/hooks/code-cache.ts), in the loader's accepted form.
      const runs = config.hooks[event].flatMap((g: { hooks: Array<{ args: string[] }> }) =>
        g.hooks.map((h) => h.args.slice(1).join(' ')),
      );
      expect(new Set(runs).size).toBe(runs.length);
      for (const run of runs) expect(run).toMatch(/^[a-z-]+( [a-z]{1,16})?$/);
    }
  });
});
