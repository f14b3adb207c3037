/**
 * Packets for the "where saves land" judge: the real first request of a session with
 * strata installed (the pinned Claude Code CLI against the fake Messages API on loopback,
 * a generated 400-memory store with notes in Claude Code's own memory folder), and one
 * packet per request of `where-saves-land/requests.json` holding only that first request
 * with the user's message replaced by the request, and the prompt. No label is in a packet.
 *
 *   npx tsx eval/judged/build-where-packets.ts /tmp/judge
 *
 * writes `/tmp/judge/where/first-request.json`, `rNN.json` per request and `store.json`
 * (where the store is, for the scorer). The store is kept for the scorer.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnStrata } from '../../test/kit/cli.js';
import { firstRequest, seedClaudeMemory, storeEnv, workersGone } from '../bench/context-cost.js';
import { createBenchStore } from '../bench/support/bench-store.js';
import { CHECKOUT, productBody } from './product-text.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** One labelled request (the labels stay out of the packets). */
export interface WhereRequest {
  id: string;
  kind: string;
  team: boolean;
  text: string;
  probe: string;
}

/** The requests, as committed. */
export function readRequests(): WhereRequest[] {
  const file = path.join(HERE, 'where-saves-land', 'requests.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { requests: WhereRequest[] }).requests;
}

// biome-ignore lint/suspicious/noExplicitAny: the request body is Claude Code's free-form JSON
function withUserText(body: any, text: string): any {
  const copy = structuredClone(body);
  const last = copy.messages?.at(-1);
  if (!last) return copy;
  if (typeof last.content === 'string') last.content = text;
  else {
    const parts: Array<{ type?: string; text?: string }> = last.content;
    // The session-start block and other reminders stay; the typed message is replaced.
    const typed = parts.filter((p) => p.type === 'text' && !p.text?.includes('<system-reminder>'));
    const target = typed.at(-1);
    if (target) target.text = text;
    else parts.push({ type: 'text', text });
  }
  return copy;
}

/**
 * What a player sees (prompts/where-saves-land-layout.md): the first request, the
 * requests' ids and texts (no labels), and the memory tools' schemas exactly as the CLI
 * sends them when they are not deferred, which is what ToolSearch loads.
 */
async function writePlayerFolder(
  store: Awaited<ReturnType<typeof createBenchStore>>,
  dir: string,
  // biome-ignore lint/suspicious/noExplicitAny: the request body is Claude Code's free-form JSON
  body: any,
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'first-request.json'), JSON.stringify(body, null, 1));
  const requests = readRequests().map(({ id, text }) => ({ id, text }));
  writeFileSync(path.join(dir, 'requests.json'), JSON.stringify(requests, null, 1));
  const loaded = await firstRequest(store, { plugin: true, toolSearch: false });
  const tools = (loaded.body.tools as Array<{ name: string }>).filter((tool) =>
    tool.name.startsWith('mcp__plugin_strata_memory__'),
  );
  writeFileSync(path.join(dir, 'deferred-tools.json'), JSON.stringify(tools, null, 1));
  writeSkillResults(path.join(dir, 'skills'));
}

/** What the Skill tool returns for strata's skill and each slash command: its body. */
function writeSkillResults(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'strata:memory.md'), productBody('skills/memory/SKILL.md'));
  for (const file of readdirSync(path.join(CHECKOUT, 'commands')))
    if (file.endsWith('.md'))
      writeFileSync(path.join(dir, `strata:${file}`), productBody(`commands/${file}`));
}

async function main(out: string): Promise<void> {
  const dir = path.join(out, 'where');
  mkdirSync(dir, { recursive: true });
  const store = await createBenchStore(400);
  try {
    writeFileSync(
      path.join(store.memoryDir, 'config.json'),
      JSON.stringify({ embedding: { provider: 'none' } }),
    );
    seedClaudeMemory(store);
    const reindex = await spawnStrata(['reindex'], {
      cwd: store.projectRoot,
      env: storeEnv(store),
    });
    if (reindex.code !== 0) throw new Error(`strata reindex failed: ${reindex.stderr}`);
    const first = await firstRequest(store, { plugin: true, toolSearch: true });
    writeFileSync(path.join(dir, 'first-request.json'), JSON.stringify(first.body, null, 1));
    await writePlayerFolder(store, path.join(out, 'player'), first.body);
    const prompt = readFileSync(path.join(HERE, 'prompts', 'where-saves-land.md'), 'utf8');
    for (const request of readRequests()) {
      const packet = {
        instructions: prompt,
        first_request: withUserText(first.body, request.text),
      };
      writeFileSync(path.join(dir, `${request.id}.json`), JSON.stringify(packet, null, 1));
    }
    writeFileSync(
      path.join(dir, 'store.json'),
      JSON.stringify({
        root: store.root,
        project: store.projectRoot,
        home: store.home,
        cache: store.cacheRoot,
      }),
    );
    console.log(`wrote ${readRequests().length} packets to ${dir} (store kept at ${store.root})`);
  } finally {
    await workersGone(store.cacheRoot);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: npx tsx eval/judged/build-where-packets.ts <out-dir>');
  await main(out);
}
