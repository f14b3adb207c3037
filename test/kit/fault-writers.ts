/**
 * The concurrent phase of the fault suite: CLI processes and one MCP server write the same
 * store at once (saves with links, links, tag edits, merges, moves, racing on purpose: a
 * link to a memory being merged, an edit of a memory being moved). Every acknowledged
 * write is recorded and looked for at the end.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnStrataIn } from './cli.js';
import { startFakeOllama } from './fake-ollama.js';
import type { SuiteCounts, SuiteSize } from './fault-suite.js';
import { startMcp } from './mcp.js';
import { seededRandom } from './seeded-random.js';
import { listFiles, type TempStore } from './temp-store.js';
import { writeMemory } from './write-memory.js';

/** Acknowledged writes, by kind. */
export interface Acks {
  saves: Array<{ id: string; token: string }>;
  tags: Array<{ id: string; tag: string }>;
  links: Array<{ from: string; to: string }>;
  merges: Array<{ keep: string; old: string }>;
  moves: string[];
}

type Op = () => Promise<void>;

function seed(t: TempStore, pairs: number): void {
  for (let j = 0; j < 4; j++) writeMemory(t.memDir, `decision-s${j}`, { title: `Source ${j}` });
  for (let i = 0; i < pairs; i++) {
    writeMemory(t.memDir, `decision-mk${i}`, { title: `Merge keeper ${i}` });
    writeMemory(t.memDir, `decision-mo${i}`, { title: `Merged ${i}` });
    writeMemory(t.memDir, `learning-mv${i}`, { title: `Moving ${i}` });
  }
}

/** Runs `ops` with at most `writers` at a time. */
async function runPool(ops: readonly Op[], writers: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < ops.length) await ops[next++]!();
  };
  await Promise.all(Array.from({ length: writers }, worker));
}

/** Runs the concurrent phase; returns what was acknowledged. */
export async function runConcurrent(
  t: TempStore,
  size: SuiteSize,
  counts: SuiteCounts,
): Promise<Acks> {
  const pairs = Math.max(1, Math.ceil(size.concurrentOps / 8));
  seed(t, pairs);
  const acks: Acks = { saves: [], tags: [], links: [], merges: [], moves: [] };
  const ollama = await startFakeOllama();
  const mcp = await startMcp({
    env: { ...t.env, OLLAMA_HOST: ollama.url },
    cwd: t.root,
    args: ['--project', t.proj],
  });
  try {
    const ops = planOps(t, size, pairs, acks, mcp.client);
    counts.operations += ops.length;
    await runPool(ops, size.writers);
  } finally {
    await mcp.close();
    await ollama.close();
  }
  return acks;
}

type Client = Awaited<ReturnType<typeof startMcp>>['client'];

async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  return result.isError ? null : (result.structuredContent as Record<string, unknown>);
}

function planOps(t: TempStore, size: SuiteSize, pairs: number, acks: Acks, client: Client): Op[] {
  const random = seededRandom(size.seed);
  const pick = (n: number) => Math.floor(random() * n);
  const ops: Op[] = [];
  for (let n = 0; n < size.concurrentOps; n++) {
    const i = n % pairs;
    const s = `decision-s${pick(4)}`;
    const token = `token${n}x`;
    const kind = n % 8;
    if (kind === 0)
      ops.push(async () => {
        const title = `Concurrent save ${n}`;
        const args = ['remember', '--type', 'learning', '--title', title, '--body', token];
        const r = await spawnStrataIn(t, [...args, '--link', `hub-${pick(4)}`, '--json']);
        if (r.code === 0) acks.saves.push({ id: r.json.id, token });
      });
    else if (kind === 1)
      ops.push(async () => {
        const args = { type: 'learning', title: `Mcp save ${n}`, body: token, links: [s] };
        const r = await callTool(client, 'memory_save', args);
        if (r) acks.saves.push({ id: String(r.id), token });
      });
    else if (kind === 2 || kind === 3)
      ops.push(linkOp(t, client, acks, s, `decision-mo${i}`, kind));
    else if (kind === 4 || kind === 5)
      ops.push(tagOp(t, client, acks, kind, s, `learning-mv${i}`, n));
    else if (kind === 6)
      ops.push(async () => {
        const r = await spawnStrataIn(t, ['merge', `decision-mk${i}`, `decision-mo${i}`, '--json']);
        if (r.code === 0) acks.merges.push({ keep: `decision-mk${i}`, old: `decision-mo${i}` });
      });
    else
      ops.push(async () => {
        const r = await spawnStrataIn(t, ['move', `learning-mv${i}`, '--to', 'global', '--json']);
        if (r.code === 0) acks.moves.push(`learning-mv${i}`);
      });
  }
  return ops;
}

function linkOp(t: TempStore, client: Client, acks: Acks, from: string, to: string, kind: number) {
  return async () => {
    const ok =
      kind === 2
        ? (await spawnStrataIn(t, ['link', from, to, '--json'])).code === 0
        : (await callTool(client, 'memory_link', { from, to })) !== null;
    if (ok) acks.links.push({ from, to });
  };
}

function tagOp(
  t: TempStore,
  client: Client,
  acks: Acks,
  kind: number,
  source: string,
  moving: string,
  n: number,
) {
  const tag = `t${n}`;
  return async () => {
    const id = kind === 4 ? source : moving;
    const ok =
      kind === 4
        ? (await spawnStrataIn(t, ['edit', id, '--add-tag', tag, '--json'])).code === 0
        : (await callTool(client, 'memory_update', { id, add_tags: [tag] })) !== null;
    if (ok) acks.tags.push({ id, tag });
  };
}

/** Every live memory file of the store by id (the most specific scope first). */
function liveFiles(t: TempStore): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const dir of [t.memDir, t.globalDir]) {
    if (!existsSync(dir)) continue;
    for (const rel of listFiles(dir)) {
      if (!rel.endsWith('.md') || rel.startsWith('archive/') || path.basename(rel).startsWith('.'))
        continue;
      const text = readFileSync(path.join(dir, rel), 'utf8');
      const id = /^id: (.+)$/m.exec(text)?.[1];
      if (id) out.set(id, [...(out.get(id) ?? []), text]);
    }
  }
  return out;
}

/** Looks for every acknowledged write; counts and notes the lost ones. */
export function checkAcks(t: TempStore, acks: Acks, counts: SuiteCounts): void {
  const live = liveFiles(t);
  const keeperOf = new Map(acks.merges.map((m) => [m.old, m.keep]));
  const lost = (what: string) => {
    counts.lost += 1;
    counts.notes.push(`lost: ${what}`);
  };
  for (const s of acks.saves) if (!live.get(s.id)?.[0]?.includes(s.token)) lost(`save ${s.id}`);
  for (const g of acks.tags) {
    const tags = /^tags: \[(.*)\]$/m.exec(live.get(g.id)?.[0] ?? '')?.[1]?.split(', ') ?? [];
    if (!tags.includes(g.tag)) lost(`tag ${g.tag} on ${g.id}`);
  }
  for (const l of acks.links) {
    const links = /^links: \[(.*)\]$/m.exec(live.get(l.from)?.[0] ?? '')?.[1]?.split(', ') ?? [];
    if (!links.includes(l.to) && !links.includes(keeperOf.get(l.to) ?? ''))
      lost(`link ${l.from} → ${l.to}`);
  }
  for (const m of acks.merges) if (live.has(m.old)) lost(`merge of ${m.old}`);
  for (const id of acks.moves) {
    const copies = live.get(id) ?? [];
    if (copies.length !== 1 || existsSync(t.mem(`${id}.md`))) lost(`move of ${id}`);
  }
  counts.acknowledged +=
    acks.saves.length +
    acks.tags.length +
    acks.links.length +
    acks.merges.length +
    acks.moves.length;
}
