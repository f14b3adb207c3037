/**
 * Packets for judged patterns, second form: what the session's Claude has when the user
 * runs `/strata:enrich-patterns 20` in the labelled project. Per set (`PATTERN_SETS`):
 *
 * - `first-request.json`: the real first request of the pinned Claude Code CLI with strata
 *   loaded (`--plugin-dir` on a copy of the plugin in the session's HOME), captured through
 *   the fake Messages API on loopback, in a git clone of the set's repository at its
 *   labelled commit whose project store holds the set's gotchas without tags and patterns.
 *   The user's turn is the slash command as Claude Code expands it
 *   (`claude -p "/strata:enrich-patterns 20"`).
 * - `project/`: the repository at that commit (`git archive`) with the same stripped store
 *   in `.claude/memory/`, for the player's reads (the CLI's Read tool, grep through Bash).
 * - `files.txt`, `gotchas/`: as in the first form (`build-packets.ts`).
 * - `prompt.md`: `prompt-v2.md`.
 *
 * No label is in a packet: not `labels.json`, not the gotchas' tags or patterns.
 *
 *   STRATA_EVAL_SOURCES=/work/.mirror npx tsx eval/pretool/patterns/build-packets-v2.ts /tmp/patterns-v2
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runClaude } from '../../../test/kit/claude-cli.js';
import { spawnStrata } from '../../../test/kit/cli.js';
import { type FakeRequest, startFakeApi } from '../../../test/kit/fake-anthropic.js';
import { storeEnv, workersGone } from '../../bench/context-cost.js';
import { findGitDir } from '../../bench/support/git-copy.js';
import { FIXTURES } from '../../bench/support/labelled-store.js';
import { CHECKOUT } from '../../judged/product-text.js';
import { PATTERN_SETS, writeSet } from './build-packets.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** What the user types: the command with the batch size the first form fills in. */
export const COMMAND_LINE = '/strata:enrich-patterns 20';

interface SetSource {
  repository: string;
  commit: string;
}

function readSource(set: string): SetSource {
  return JSON.parse(readFileSync(path.join(FIXTURES, set, 'source.json'), 'utf8')) as SetSource;
}

/** The local git copy of the set's repository (under `$STRATA_EVAL_SOURCES`). */
function mirrorOf(source: SetSource): string {
  const gitDir = findGitDir(source.repository);
  if (!gitDir)
    throw new Error(
      `strata: no local git copy of ${source.repository}\nfix: set STRATA_EVAL_SOURCES to the folder holding it`,
    );
  return gitDir;
}

/** The repository's tree at the commit, files only. */
function extractTree(gitDir: string, commit: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['--git-dir', gitDir, 'archive', commit], {
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
}

/** A clone at the commit on `main`, as a developer's checkout (for git status and log). */
function cloneAt(gitDir: string, commit: string, dir: string): void {
  const git = (args: string[], cwd?: string) =>
    execFileSync('git', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  git(['clone', '--quiet', '--shared', '--no-checkout', gitDir, dir]);
  git(['checkout', '--quiet', '-B', 'main', commit], dir);
}

/** Copies the packet's stripped gotchas into a project's store. */
function seedStore(gotchas: string, projectRoot: string): void {
  const store = path.join(projectRoot, '.claude', 'memory');
  mkdirSync(store, { recursive: true });
  for (const name of readdirSync(gotchas))
    copyFileSync(path.join(gotchas, name), path.join(store, name));
}

/** What a plugin install holds, from this checkout. */
const PLUGIN_PARTS = [
  '.claude-plugin',
  '.mcp.json',
  'package.json',
  'commands',
  'skills',
  'hooks',
  'lib',
];

/**
 * The plugin copied out of this checkout (its dependencies linked), so the paths the
 * command's text names lead to an install, not to the repository that holds the labels.
 */
function installPlugin(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const part of PLUGIN_PARTS)
    cpSync(path.join(CHECKOUT, part), path.join(dir, part), { recursive: true });
  symlinkSync(path.join(CHECKOUT, 'node_modules'), path.join(dir, 'node_modules'));
}

/** The main loop's request: it carries the tools (side requests such as titles do not). */
function mainRequest(requests: FakeRequest[]): FakeRequest {
  const found = requests.find(
    (r) =>
      Array.isArray(r.body.tools) && r.body.tools.length > 0 && r.text.includes('enrich-patterns'),
  );
  if (!found) throw new Error(`no request carried ${COMMAND_LINE} (${requests.length} seen)`);
  return found;
}

/** Runs the command once in a clone of the set's project and returns the first request. */
async function captureFirstRequest(
  source: SetSource,
  gitDir: string,
  gotchas: string,
): Promise<FakeRequest> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-patterns-v2-'));
  const store = {
    root,
    home: path.join(root, 'home'),
    cacheRoot: path.join(root, 'cache'),
    projectRoot: path.join(root, path.basename(source.repository)),
  };
  mkdirSync(store.home);
  const plugin = path.join(store.home, '.claude', 'plugins', 'strata');
  installPlugin(plugin);
  cloneAt(gitDir, source.commit, store.projectRoot);
  seedStore(gotchas, store.projectRoot);
  writeFileSync(
    path.join(store.projectRoot, '.claude', 'memory', 'config.json'),
    JSON.stringify({ embedding: { provider: 'none' } }),
  );
  const env = storeEnv(store);
  const api = await startFakeApi(() => ({ text: 'Noted.' }), 8);
  try {
    const reindex = await spawnStrata(['reindex'], { cwd: store.projectRoot, env });
    if (reindex.code !== 0) throw new Error(`strata reindex failed: ${reindex.stderr}`);
    const run = await runClaude([COMMAND_LINE, '--plugin-dir', plugin], {
      cwd: store.projectRoot,
      env,
      apiUrl: api.url,
      plugin: false,
      toolSearch: true,
    });
    if (run.code !== 0) throw new Error(`claude -p failed: ${run.stderr.slice(0, 500)}`);
    return mainRequest(api.requests);
  } finally {
    await api.close();
    await workersGone(store.cacheRoot);
    rmSync(root, { recursive: true, force: true });
  }
}

async function writeSetV2(set: string, out: string): Promise<void> {
  const dir = path.join(out, set);
  const source = readSource(set);
  const gitDir = mirrorOf(source);
  writeSet(set, out);
  rmSync(path.join(dir, 'command.md'));
  writeFileSync(path.join(dir, 'prompt.md'), readFileSync(path.join(HERE, 'prompt-v2.md'), 'utf8'));
  const first = await captureFirstRequest(source, gitDir, path.join(dir, 'gotchas'));
  writeFileSync(path.join(dir, 'first-request.json'), JSON.stringify(first.body, null, 1));
  extractTree(gitDir, source.commit, path.join(dir, 'project'));
  seedStore(path.join(dir, 'gotchas'), path.join(dir, 'project'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: npx tsx eval/pretool/patterns/build-packets-v2.ts <out-dir>');
  for (const set of PATTERN_SETS) await writeSetV2(set, out);
  console.log(`wrote ${PATTERN_SETS.length} packets to ${out}`);
}
