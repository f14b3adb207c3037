/**
 * Throwaway stores for tests: a project with `.git` and the sample memories under
 * `.claude/memory/`, a temp HOME, and an environment that points nowhere real.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { isPidAlive } from '../../src/io/pid-alive.js';
import { digestPaths } from '../../src/storage/digest-files.js';
import { scaledMs } from './test-load.js';

/** The sample store: every awkward case of an older store. Tests copy it, never write to it. */
export const SAMPLES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'project-memory',
);

/** The markers naming the pid of each detached child a hook starts for a project. */
const HOOK_CHILD_MARKERS = ['reindex-requested.json', 'audit-requested.json'];
/** The longest a cleanup waits for such a child before removing the store anyway. */
const CHILD_WAIT_MS = scaledMs(60_000);
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Blocks until the detached children a hook started for any project below `cacheRoot` (a
 * reindex, an audit summary) have exited, so removing the store never races their writes:
 * a test may run hooks in several checkouts (worktrees, clones) sharing one cache.
 * Synchronous, as the cleanups that call it are.
 */
function waitForHookChildren(cacheRoot: string, project: string): void {
  const projects = path.dirname(digestPaths(cacheRoot, project).dir);
  let dirs: string[];
  try {
    dirs = readdirSync(projects).map((name) => path.join(projects, name));
  } catch {
    return;
  }
  for (const dir of dirs) {
    for (const name of HOOK_CHILD_MARKERS) {
      let pid: unknown;
      try {
        pid = JSON.parse(readFileSync(path.join(dir, name), 'utf8')).pid;
      } catch {
        continue;
      }
      const until = Date.now() + CHILD_WAIT_MS;
      while (typeof pid === 'number' && isPidAlive(pid) && Date.now() < until)
        Atomics.wait(pause, 0, 0, 25);
    }
  }
}

/** A temp directory tree holding one project and one home. */
export interface TempStore {
  /** The temp directory holding everything. */
  root: string;
  /** The project root (has `.git`). */
  proj: string;
  /** `<proj>/.claude/memory`: the project scope. */
  memDir: string;
  /** The temp HOME. */
  home: string;
  /** `<home>/.claude/memory`: the global scope. */
  globalDir: string;
  /** An environment for spawned CLIs: HOME and cache point into `root`, no strata vars. */
  env: Record<string, string>;
  /** Absolute path of a file in the project scope. */
  mem(rel: string): string;
  cleanup(): void;
}

/** Options for {@link makeTempStore}. */
export interface TempStoreOptions {
  /** Copy the samples into the project scope (default true). */
  samples?: boolean;
  /** `git init` for real instead of an empty `.git` folder. */
  realGit?: boolean;
}

/** The environment of this process without anything that would point strata elsewhere. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined) continue;
    if (/^(STRATA_|CLAUDE_|VISUAL$|EDITOR$|XDG_)/.test(k)) continue;
    env[k] = v;
  }
  return env;
}

/**
 * A temp store for the running test, removed when the test has finished (after its
 * `afterEach` hooks, so services they close are closed first). The one helper for a store
 * a single test owns; call it inside a test.
 */
export function tempStore(options: TempStoreOptions = {}): TempStore {
  const store = makeTempStore(options);
  onTestFinished(() => store.cleanup());
  return store;
}

/** Creates `<tmp>/proj/.git`, `<tmp>/proj/.claude/memory` (from the samples) and `<tmp>/home`. */
export function makeTempStore(options: TempStoreOptions = {}): TempStore {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-test-'));
  const proj = path.join(root, 'proj');
  const memDir = path.join(proj, '.claude', 'memory');
  const home = path.join(root, 'home');
  mkdirSync(home, { recursive: true });
  mkdirSync(path.dirname(memDir), { recursive: true });
  if (options.samples === false) mkdirSync(memDir, { recursive: true });
  else cpSync(SAMPLES_DIR, memDir, { recursive: true });
  if (options.realGit) execFileSync('git', ['init', '-q', proj]);
  else mkdirSync(path.join(proj, '.git'));
  const env = {
    ...baseEnv(),
    HOME: home,
    STRATA_CACHE_DIR: path.join(root, 'cache'),
    XDG_CACHE_HOME: path.join(root, 'xdg-cache'),
  };
  return {
    root,
    proj,
    memDir,
    home,
    globalDir: path.join(home, '.claude', 'memory'),
    env,
    mem: (rel) => path.join(memDir, rel),
    // A hook may have started a detached reindex or audit that still writes below the
    // store as the test ends: it is awaited first, and rmSync retries a last ENOTEMPTY.
    cleanup: () => {
      waitForHookChildren(env.STRATA_CACHE_DIR, proj);
      rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
  };
}

/** Every file below `dir`, as sorted `/`-separated relative paths. */
export function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel))) {
    const child = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(dir, child)).isDirectory()) out.push(...listFiles(dir, child));
    else out.push(child);
  }
  return out.sort();
}

/** The sample memory files (markdown with a `type`), relative to the sample store. */
export const SAMPLE_MEMORIES: readonly string[] = listFiles(SAMPLES_DIR).filter(
  (f) => f.endsWith('.md') && f !== 'README.md' && !f.includes('broken'),
);
