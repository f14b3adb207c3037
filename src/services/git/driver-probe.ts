/**
 * Does the configured merge driver run? A driver that cannot start (strata moved, node
 * gone) makes git keep our side of a file alone and call it a conflict, so `doctor` runs
 * the driver line once on three empty files in a temporary folder, as git would.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GitEnv } from '../../storage/git/git-run.js';

/** True when `command` (a `merge.strata.driver` line) merges three empty files cleanly. */
export async function probeDriver(command: string, env: GitEnv): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'strata-driver-'));
  try {
    await Promise.all(['base', 'ours', 'theirs'].map((f) => writeFile(path.join(dir, f), '')));
    const line = command
      .replaceAll('%O', 'base')
      .replaceAll('%A', 'ours')
      .replaceAll('%B', 'theirs')
      .replaceAll('%P', 'probe.txt');
    return await new Promise((resolve) => {
      execFile('sh', ['-c', line], { cwd: dir, env, timeout: 20_000 }, (error) => resolve(!error));
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
