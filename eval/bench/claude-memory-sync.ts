/**
 * A note Claude Code writes into its own memory folder → found by `memory_search` through
 * the MCP server (the claude scope), beside the same for a memory file written into the
 * project scope (an IDE edit), in the same run on a 1,000-memory store without Ollama.
 * The note is written as Claude Code's Write tool writes it, then its MEMORY.md line.
 */
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Setup, setUp, startServer } from './mcp-sync.js';
import type { BenchServer } from './support/mcp-session.js';
import { type BenchRow, median } from './support/measure.js';
import { formatTable } from './support/table.js';

const WAIT_MS = 120_000;

async function found(server: BenchServer, query: string, id: string): Promise<boolean> {
  const result = await server.client.callTool({
    name: 'memory_search',
    arguments: { query, mode: 'keyword', limit: 5 },
  });
  const data = result.structuredContent as { results?: Array<{ id: string }> } | undefined;
  return (data?.results ?? []).some((r) => r.id === id);
}

/** A word no generated memory holds, so the search costs what a specific query costs. */
const word = (kind: string, i: number) => `zq${kind}${i}marmot`;

function writeClaudeNote(dir: string, i: number): { file: string; id: string } {
  const id = `bench-note-${i}`;
  const file = path.join(dir, `${id}.md`);
  const text = `---\nname: ${id}\ndescription: Remember the ${word('c', i)} setting\nmetadata:\n  type: project\n---\nThe ${word('c', i)} setting matters.\n`;
  writeFileSync(file, text);
  appendFileSync(path.join(dir, 'MEMORY.md'), `- [${id}](${id}.md) — ${word('c', i)}\n`);
  return { file, id };
}

function writeProjectMemory(setup: Setup, i: number): { file: string; id: string } {
  const id = `learning-bench-${i}`;
  const file = path.join(setup.memDir, `${id}.md`);
  const text = `---\ntype: learning\ntitle: Remember the ${word('p', i)} setting\ncreated: "2026-05-01T00:00:00Z"\n---\nThe ${word('p', i)} setting matters.\n`;
  writeFileSync(file, text);
  return { file, id };
}

async function timeWrites(
  server: BenchServer,
  n: number,
  write: (i: number) => { file: string; id: string },
  query: (i: number) => string,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const { file, id } = write(i);
    await server.waitFor(
      (d) => d.event === 'index-updated' && ((d.changed as string[]) ?? []).includes(file),
      WAIT_MS,
    );
    while (!(await found(server, query(i), id))) {
      // Not listed yet: search again; the time keeps running.
    }
    times.push(performance.now() - start);
  }
  return times;
}

/** Runs the bench and returns its rows. */
export async function benchClaudeMemorySync(count = 1_000, writes = 15): Promise<BenchRow[]> {
  const setup = await setUp(count);
  const slug = setup.proj.replace(/[^a-zA-Z0-9]/g, '-');
  const dir = path.join(setup.home, '.claude', 'projects', slug, 'memory');
  // The folder exists before the server starts, as it does once Claude Code has saved once.
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'MEMORY.md'), '');
  const server = await startServer(setup, 'cache', { provider: 'none' });
  try {
    await server.waitFor((d) => d.event === 'index-ready', WAIT_MS);
    await server.waitFor((d) => d.event === 'watching', WAIT_MS);
    // Two unmeasured writes of each kind first.
    await timeWrites(
      server,
      2,
      (i) => writeClaudeNote(dir, 1000 + i),
      (i) => word('c', 1000 + i),
    );
    await timeWrites(
      server,
      2,
      (i) => writeProjectMemory(setup, 1000 + i),
      (i) => word('p', 1000 + i),
    );
    const ide = await timeWrites(
      server,
      writes,
      (i) => writeProjectMemory(setup, i),
      (i) => word('p', i),
    );
    const claude = await timeWrites(
      server,
      writes,
      (i) => writeClaudeNote(dir, i),
      (i) => word('c', i),
    );
    return [
      {
        name: `note written into Claude Code's memory folder → found by memory_search p50 (${writes} writes, ${count / 1000}k memories, no Ollama)`,
        value: Math.round(median(claude)),
        unit: 'ms',
        baseline: {
          name: 'memory file written into the project scope (IDE edit)',
          value: Math.round(median(ide)),
        },
        target: '≤ 300 ms',
        met: median(claude) <= 300,
      },
    ];
  } finally {
    await server.close();
    rmSync(setup.root, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(formatTable("Claude Code's memory folder → search", await benchClaudeMemorySync()));
}
