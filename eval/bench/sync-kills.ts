/**
 * Kills during `strata sync`: a laptop with new memories syncs while its process group
 * (strata and the git it runs) is killed with SIGKILL, every other time the moment git
 * holds `.git/index.lock`, otherwise at a random moment of the sync; then a plain
 * sync runs. Counted: kills that left `.git/index.lock`, later syncs that failed, and
 * memories missing from the remote at the end. Run: `npm run build`, then
 * `node --import tsx eval/bench/sync-kills.ts [kills] [cli]`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The CLI to run: this checkout's build, or another build's `lib/cli/main.js` (second argument). */
const CLI = process.argv[3] ?? path.join(REPO, 'lib', 'cli', 'main.js');
const KILLS = Number(process.argv[2] ?? 15);

const root = mkdtempSync(path.join(tmpdir(), 'strata-sync-kills-'));
const home = path.join(root, 'home');
const mem = path.join(home, '.claude', 'memory');
const env = {
  ...process.env,
  HOME: home,
  STRATA_CACHE_DIR: path.join(root, 'cache'),
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
const strata = (...args: string[]) =>
  execFileSync(process.execPath, [CLI, ...args], { cwd: home, env, stdio: 'pipe' });

/**
 * A sync in its own process group, killed with all its children: after `ms`, or (`ms`
 * null) the moment its git is seen holding `.git/index.lock`.
 */
async function killedSync(ms: number | null): Promise<void> {
  const child = spawn(process.execPath, [CLI, 'sync'], {
    cwd: home,
    env,
    detached: true,
    stdio: 'ignore',
  });
  let done = false;
  const exited = new Promise((resolve) => child.on('exit', resolve)).then(() => {
    done = true;
  });
  if (ms !== null) await delay(ms);
  else {
    const lock = path.join(mem, '.git', 'index.lock');
    while (!done && !existsSync(lock)) await new Promise((r) => setImmediate(r));
  }
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {}
  await exited;
}

try {
  git(root, 'init', '-q', '--bare', path.join(root, 'remote.git'));
  mkdirSync(path.dirname(mem), { recursive: true });
  git(root, 'clone', '-q', path.join(root, 'remote.git'), mem);
  strata('remember', '--type', 'learning', '--title', 'First note', '--body', 'One.');
  strata('sync');
  // How long a sync of one new memory takes, to spread the kills over it.
  strata('remember', '--type', 'learning', '--title', 'Timing note', '--body', 'Two.');
  const start = performance.now();
  strata('sync');
  const span = performance.now() - start;
  let locks = 0;
  let failed = 0;
  const titles: string[] = [];
  for (let i = 0; i < KILLS; i++) {
    const title = `Killed sync ${i}`;
    titles.push(title);
    strata('remember', '--type', 'learning', '--title', title, '--body', `${title}.`);
    // Every other kill waits for git's index lock; the rest land anywhere in the sync.
    await killedSync(i % 2 ? null : Math.random() * span);
    if (existsSync(path.join(mem, '.git', 'index.lock'))) locks++;
    try {
      strata('sync');
    } catch {
      failed++;
    }
  }
  const pushed = git(path.join(root, 'remote.git'), 'ls-tree', '-r', '--name-only', 'HEAD');
  const missing = titles.filter(
    (t) => !pushed.includes(`learning-${t.toLowerCase().replaceAll(' ', '-')}.md`),
  );
  console.log(
    JSON.stringify({
      kills: KILLS,
      syncMs: Math.round(span),
      leftIndexLock: locks,
      laterSyncsFailed: failed,
      missingFromRemote: missing.length,
    }),
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
