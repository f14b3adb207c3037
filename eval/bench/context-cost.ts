/**
 * What strata adds to Claude's first request: the real Claude Code CLI against a fake
 * Messages API on loopback, on a generated 400-memory store whose digest is ready (after
 * `strata reindex`), once without the plugin and once with it. The difference of the two
 * request bodies is everything strata adds: the skill's description, the slash commands,
 * the MCP server instructions, the names of its deferred tools and the session-start
 * block. Tokens are estimated as characters / 4 (no tokenizer is installed), counted on
 * the JSON text of the request, so escapes count too.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLAUDE, runClaude } from '../../test/kit/claude-cli.js';
import { spawnStrata } from '../../test/kit/cli.js';
import { type FakeRequest, startFakeApi } from '../../test/kit/fake-anthropic.js';
import { processGone } from '../../test/kit/processes.js';
import { type BenchStore, createBenchStore } from './support/bench-store.js';
import type { BenchRow } from './support/measure.js';

/** The target for everything strata adds to the first request, in tokens. */
const TARGET_TOKENS = 1_000;

const tokens = (chars: number) => Math.round(chars / 4);

/** The environment of a run on `store`: its HOME and caches, no STRATA_/CLAUDE_/XDG_ setting. */
export function storeEnv(
  store: Pick<BenchStore, 'home' | 'cacheRoot' | 'root'>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !/^(STRATA_|CLAUDE_|XDG_)/.test(k)) env[k] = v;
  }
  return {
    ...env,
    HOME: store.home,
    STRATA_CACHE_DIR: store.cacheRoot,
    XDG_CACHE_HOME: path.join(store.root, 'xdg-cache'),
  };
}

/**
 * Waits for the background workers the hooks started (capture, reindex, audit): each
 * leaves its pid in a JSON file of the cache, and the store cannot be removed under them.
 */
export async function workersGone(cacheRoot: string): Promise<void> {
  if (!existsSync(cacheRoot)) return;
  const files = readdirSync(cacheRoot, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => f.endsWith('.json'))) {
    let pid: unknown;
    try {
      pid = JSON.parse(readFileSync(path.join(cacheRoot, file), 'utf8'))?.pid;
    } catch {
      continue;
    }
    if (Number.isSafeInteger(pid) && (pid as number) > 0) await processGone(pid as number);
  }
}

/** The text of the first user turn's part that holds the session-start block. */
function sessionStartBlock(request: FakeRequest): string {
  const content = request.body.messages?.[0]?.content;
  const parts: Array<{ text?: string }> = Array.isArray(content) ? content : [];
  const part = parts.find((p) => p.text?.includes('<strata-memory'));
  return part?.text ?? '';
}

/** Notes in Claude Code's own memory folder of the bench project, with their MEMORY.md. */
const CLAUDE_NOTES = [
  ['prefers-pnpm', 'feedback', 'This repo uses pnpm, never npm'],
  ['staging-reset-trap', 'project', 'Never run prisma migrate reset against staging'],
  ['short-commits', 'user', 'Prefers short imperative commit messages'],
  ['grafana-latency', 'reference', 'grafana.internal/d/api-latency is the oncall latency board'],
] as const;

/** Writes the notes as Claude Code writes them; returns their MEMORY.md lines. */
export function seedClaudeMemory(store: BenchStore): string[] {
  const slug = store.projectRoot.replace(/[^a-zA-Z0-9]/g, '-');
  const dir = path.join(store.home, '.claude', 'projects', slug, 'memory');
  mkdirSync(dir, { recursive: true });
  const lines: string[] = [];
  for (const [name, type, description] of CLAUDE_NOTES) {
    const text = `---\nname: ${name}\ndescription: ${description}\nmetadata:\n  type: ${type}\n---\n${description}.\n`;
    writeFileSync(path.join(dir, `${name}.md`), text);
    lines.push(`- [${name}](${name}.md) — ${description}`);
  }
  writeFileSync(path.join(dir, 'MEMORY.md'), `${lines.join('\n')}\n`);
  return lines;
}

/** The first request of one `claude -p` run. */
export async function firstRequest(
  store: BenchStore,
  options: { plugin: boolean; toolSearch: boolean },
): Promise<FakeRequest> {
  const api = await startFakeApi(() => ({ text: 'Noted.' }), 4);
  try {
    const run = await runClaude(['Noted, thanks'], {
      cwd: store.projectRoot,
      env: storeEnv(store),
      apiUrl: api.url,
      ...options,
    });
    const first = api.requests[0];
    if (run.code !== 0 || !first) throw new Error(`claude -p failed: ${run.stderr.slice(0, 500)}`);
    return first;
  } finally {
    await api.close();
  }
}

/** Rows: the first request with and without strata, and the session-start block. */
export async function benchContextCost(): Promise<BenchRow[]> {
  if (!existsSync(CLAUDE)) return [];
  const store = await createBenchStore(400);
  try {
    // Keyword search only: the first request does not depend on the embedding model.
    const config = JSON.stringify({ embedding: { provider: 'none' } });
    writeFileSync(path.join(store.memoryDir, 'config.json'), config);
    seedClaudeMemory(store);
    const reindex = await spawnStrata(['reindex'], {
      cwd: store.projectRoot,
      env: storeEnv(store),
    });
    if (reindex.code !== 0) throw new Error(`strata reindex failed: ${reindex.stderr}`);
    const without = await firstRequest(store, { plugin: false, toolSearch: true });
    const withPlugin = await firstRequest(store, { plugin: true, toolSearch: true });
    const eager = await firstRequest(store, { plugin: true, toolSearch: false });
    const added = withPlugin.text.length - without.text.length;
    const startBlock = sessionStartBlock(withPlugin);
    const block = startBlock.length;
    // Claude Code loads its own MEMORY.md; strata must not say the same notes again.
    const repeated = CLAUDE_NOTES.filter(([, , description]) => startBlock.includes(description));
    return [
      { name: 'first request without strata', value: without.text.length, unit: 'chars' },
      { name: 'first request with strata', value: withPlugin.text.length, unit: 'chars' },
      {
        name: 'added by strata (skill, commands, server instructions, tool names, session start)',
        value: tokens(added),
        unit: 'tokens (chars/4)',
        target: `≤ ${TARGET_TOKENS}`,
        met: tokens(added) <= TARGET_TOKENS,
      },
      { name: 'of which the session-start block', value: tokens(block), unit: 'tokens (chars/4)' },
      {
        name: `Claude Code memory notes (of ${CLAUDE_NOTES.length}, loaded by Claude Code from MEMORY.md) repeated in the session-start block`,
        value: repeated.length,
        unit: 'notes',
        target: '0',
        met: repeated.length === 0,
      },
      {
        name: 'added with tool search off (every MCP tool schema sent)',
        value: tokens(eager.text.length - without.text.length),
        unit: 'tokens (chars/4)',
      },
    ];
  } finally {
    await workersGone(store.cacheRoot);
    store.cleanup();
  }
}
