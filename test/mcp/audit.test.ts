/**
 * memory_audit through the built MCP server and a real client, with vectors embedded in
 * the background by a fake Ollama backed by a real model (no deadline on its calls, so the
 * vectors come from it whatever the machine's load).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { type McpSession, startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let store: TempStore;
let ollama: FakeOllama;
let mcp: McpSession;

beforeAll(async () => {
  store = makeTempStore();
  writeFileSync(
    store.mem('permanent/gotcha-prisma-drift-reset.md'),
    '---\ntype: gotcha\ntitle: prisma migrate dev wipes the dev database when the schema drifted\n---\n\nAfter a hand edit to a table, `prisma migrate dev` resets the database and every row is lost. Check with `prisma migrate diff` first.\n',
  );
  writeFileSync(store.mem('permanent/typo.md'), '---\ntpye: learning\ntitle: Hidden\n---\n\nx\n');
  // The fake's first embed loads its model: no deadline may cut it short (keyword-only
  // would follow, and no vector would come for the audit to compare).
  mkdirSync(store.globalDir, { recursive: true });
  writeFileSync(
    path.join(store.globalDir, 'config.json'),
    JSON.stringify({ embedding: { provider: 'ollama', timeoutMs: 120_000 } }),
  );
  ollama = await startFakeOllama();
  mcp = await startMcp({
    env: { ...store.env, OLLAMA_HOST: ollama.url },
    cwd: store.root,
    args: ['--project', store.proj],
  });
  await mcp.waitFor((e) => e.event === 'vectors' && Number(e.vectors) > 0);
});

afterAll(async () => {
  await mcp?.close();
  await ollama?.close();
  store?.cleanup();
});

describe('memory_audit', () => {
  it('is listed read-only with the documented output schema', async () => {
    const { tools } = await mcp.client.listTools();
    const audit = tools.find((t) => t.name === 'memory_audit')!;
    expect(audit.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(Object.keys(audit.outputSchema?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'duplicates',
        'stale',
        'superseded',
        'suggested_links',
        'expired',
        'not_memories',
      ]),
    );
  });

  it('finds the duplicate by words and meaning, the stale gotchas and the misspelt file', async () => {
    const { data, text } = await mcp.ok('memory_audit');
    expect(data.duplicate_check).toBe('keyword+semantic');
    expect(data.duplicates).toEqual([
      {
        ids: ['gotcha-prisma-drift-reset', 'gotcha-prisma-migrate-resets-dev-db'],
        keep: 'gotcha-prisma-migrate-resets-dev-db',
        score: expect.any(Number),
      },
    ]);
    expect(data.stale.map((s: { id: string }) => s.id)).toContain('gotcha-vite-env-prefix');
    const typo = data.not_memories.find(
      (n: { path: string }) => path.basename(n.path) === 'typo.md',
    );
    expect(typo.reason).toMatch(/tpye/);
    expect(text).toMatch(
      /duplicates: keep gotcha-prisma-migrate-resets-dev-db; if they say the same thing, merge gotcha-prisma-drift-reset/,
    );
  });
});
