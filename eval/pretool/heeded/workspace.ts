/**
 * Where a heeded player works: a checkout of the session's repository at the commit the
 * session started from, with the set's gotchas in its project store, and the real first
 * request the pinned Claude Code CLI sends there with strata installed (captured through
 * the fake Messages API on loopback).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runClaude } from '../../../test/kit/claude-cli.js';
import { REPO } from '../../../test/kit/cli.js';
import { startFakeApi } from '../../../test/kit/fake-anthropic.js';
import { workersGone } from '../../bench/context-cost.js';
import type { ReplaySession } from '../extract-calls.js';
import type { Block } from './session-messages.js';

type Git = (...args: string[]) => string;
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The Bash commands of a session that commit, whitespace squeezed. */
function commitCommands(jsonl: string): string[] {
  const out: string[] = [];
  for (const raw of jsonl.split('\n')) {
    if (!raw.trim()) continue;
    const content = JSON.parse(raw).message?.content;
    if (!Array.isArray(content)) continue;
    for (const b of content)
      if (b.type === 'tool_use' && b.name === 'Bash' && /git\s+commit/.test(b.input?.command ?? ''))
        out.push(squeeze(String(b.input.command)));
  }
  return out;
}

/**
 * The commit each session started from. The logs carry no dates, so a session is placed by
 * the commits it made: a commit whose subject (15 characters or more) one of its
 * `git commit` commands names is the session's; the session started from the parent of
 * its first. A session that committed nothing started after the last commit of the nearest
 * earlier session that did (sessions in the sets' order), else from the first commit.
 */
export function sessionStartCommits(
  git: Git,
  at: string,
  sessions: readonly ReplaySession[],
): Map<string, string> {
  const history = git('log', '--reverse', '--format=%H%x09%s', at)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, subject] = line.split('\t') as [string, string];
      return { hash, subject: squeeze(subject) };
    });
  const starts = new Map<string, string>();
  let lastMade = history[0]!.hash;
  for (const session of sessions) {
    const commands = commitCommands(session.jsonl);
    const made = history
      .map((c, i) => ({ ...c, i }))
      .filter((c) => c.subject.length >= 15 && commands.some((cmd) => cmd.includes(c.subject)));
    if (made.length === 0) {
      starts.set(session.name, lastMade);
      continue;
    }
    const first = made[0]!.i;
    starts.set(session.name, first > 0 ? history[first - 1]!.hash : history[0]!.hash);
    lastMade = made.at(-1)!.hash;
  }
  return starts;
}

/** A clone of `gitDir` at `commit` in `dest` (detached), its remote the public repository. */
export function checkout(gitDir: string, repository: string, commit: string, dest: string): void {
  mkdirSync(path.dirname(dest), { recursive: true });
  execFileSync('git', ['clone', '--quiet', '--no-checkout', gitDir, dest]);
  execFileSync('git', ['-C', dest, 'checkout', '--quiet', '--detach', commit]);
  execFileSync('git', [
    '-C',
    dest,
    'remote',
    'set-url',
    'origin',
    `https://github.com/${repository}.git`,
  ]);
}

/** The environment of a capture: only temp folders, no STRATA_/CLAUDE_ settings of ours. */
function captureEnv(root: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(STRATA_|CLAUDE_|XDG_)/.test(k)) env[k] = v;
  return {
    ...env,
    HOME: path.join(root, 'home'),
    STRATA_CACHE_DIR: path.join(root, 'cache'),
    XDG_CACHE_HOME: path.join(root, 'xdg-cache'),
  };
}

/**
 * Puts the set's store in `project`'s project scope, indexes it (keyword search only: the
 * first request does not depend on the embedding model) and returns the body of the first
 * request `claude -p` sends there with strata installed and tool search on, as a user's
 * session does. The store stays in the project as it was written; what the capture
 * left in it (its config, the local scope its session end wrote) does not.
 */
export async function captureFirstRequest(project: string, store: string): Promise<Block> {
  const memory = path.join(project, '.claude', 'memory');
  cpSync(store, memory, { recursive: true });
  writeFileSync(
    path.join(memory, 'config.json'),
    JSON.stringify({ embedding: { provider: 'none' } }),
  );
  const root = mkdtempSync(path.join(tmpdir(), 'strata-heeded-capture-'));
  const env = captureEnv(root);
  mkdirSync(env.HOME!, { recursive: true });
  const api = await startFakeApi(() => ({ text: 'Noted.' }), 4);
  try {
    execFileSync(process.execPath, [path.join(REPO, 'lib', 'cli', 'main.js'), 'reindex'], {
      cwd: project,
      env,
      stdio: 'ignore',
    });
    const run = await runClaude(['Noted, thanks'], {
      cwd: project,
      env,
      apiUrl: api.url,
      plugin: true,
      toolSearch: true,
    });
    const first = api.requests[0];
    if (run.code !== 0 || !first) throw new Error(`claude -p failed: ${run.stderr.slice(0, 500)}`);
    return first.body;
  } finally {
    await api.close();
    await workersGone(env.STRATA_CACHE_DIR!);
    rmSync(memory, { recursive: true, force: true });
    cpSync(store, memory, { recursive: true });
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  }
}
