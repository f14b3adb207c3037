/**
 * What the PreToolUse hook does in-process for a Bash call in a store without command
 * gotchas, phase by phase (process start and bundle load excluded: the hook bench times
 * those beside `node -e ''`): find the scopes and the cache, read the header of
 * `gotcha-lookup.jsonl` (which says there is no command gotcha), and, for comparison, the
 * config layers the hook then no longer reads and the older `gotcha-commands.json`. Means of 1,000 rounds after 100 warm-up rounds, on the generated
 * 10,000-memory store of the hook bench. Usage: `node --import tsx eval/pretool/bash-path-cost.ts`
 * after `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asCommandDigest } from '../../src/core/command/command-digest.js';
import { openGotchaLookup } from '../../src/hooks/gotcha-lookup-file.js';
import { readHookConfig, resolveHookEnv } from '../../src/hooks/hook-env.js';
import { readJsonFile } from '../../src/hooks/state-files.js';
import { writeGotchaStore } from '../bench/support/generate-gotcha-store.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function mean(round: () => void): number {
  for (let i = 0; i < 100; i++) round();
  const start = performance.now();
  for (let i = 0; i < 1_000; i++) round();
  return (performance.now() - start) / 1_000;
}

const root = mkdtempSync(path.join(tmpdir(), 'strata-bash-path-'));
try {
  const proj = path.join(root, 'proj');
  writeGotchaStore(proj, 10_000, 1_000);
  const env = {
    ...process.env,
    HOME: path.join(root, 'home'),
    STRATA_CACHE_DIR: path.join(root, 'cache'),
    CLAUDE_PROJECT_DIR: proj,
  };
  execFileSync(
    process.execPath,
    [path.join(REPO, 'lib', 'cli', 'main.js'), 'reindex', '--no-embed'],
    { cwd: proj, env, stdio: 'ignore' },
  );
  const proc = { env, cwd: proj, home: env.HOME, bundleDir: path.join(REPO, 'lib', 'hooks') };
  const hookEnv = resolveHookEnv(proc, proj, false);
  const rows = {
    'find scopes and cache (resolveHookEnv)': mean(() => resolveHookEnv(proc, proj, false)),
    'read the gotcha lookup header (openGotchaLookup)': mean(() =>
      openGotchaLookup(hookEnv.paths.gotchaLookup)?.close(),
    ),
  };
  const skipped = {
    'read config layers (readHookConfig), no longer read here': mean(() =>
      readHookConfig(hookEnv.scopes, hookEnv.userConfig),
    ),
    'read gotcha-commands.json, no longer read here': mean(() =>
      asCommandDigest(readJsonFile(hookEnv.paths.gotchaCommands)),
    ),
  };
  for (const [phase, ms] of Object.entries(rows)) console.log(`${phase}: ${ms.toFixed(3)} ms`);
  console.log(
    `total: ${Object.values(rows)
      .reduce((a, b) => a + b, 0)
      .toFixed(3)} ms`,
  );
  for (const [phase, ms] of Object.entries(skipped)) console.log(`${phase}: ${ms.toFixed(3)} ms`);
} finally {
  rmSync(root, { recursive: true, force: true, maxRetries: 5 });
}
