/**
 * Duplicates caught at save through the built MCP server and a real client: once the
 * background embedding has run (fake Ollama backed by a real model), memory_save of a
 * paraphrase returns the original in `similar`; if_unique refuses with DUPLICATE.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
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
  // A busy machine must not turn the check into a words-only one: a generous Ollama deadline.
  mkdirSync(store.globalDir, { recursive: true });
  writeFileSync(
    path.join(store.globalDir, 'config.json'),
    JSON.stringify({ embedding: { timeoutMs: 120_000 } }),
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

const paraphrase = {
  type: 'gotcha',
  title: 'Running prisma migrate dev after schema drift wipes the development database',
  body: 'When a table was changed by hand, `prisma migrate dev` resets the dev database and every row is lost. Run `prisma migrate diff` first.',
};

describe('memory_save: duplicates', () => {
  it('declares similar, advice and duplicate_check in its output schema and if_unique in its input', async () => {
    const { tools } = await mcp.client.listTools();
    const save = tools.find((t) => t.name === 'memory_save')!;
    const out = save.outputSchema?.properties as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(
      expect.arrayContaining(['similar', 'advice', 'duplicate_check']),
    );
    expect(save.outputSchema?.required).toEqual(
      expect.arrayContaining(['similar', 'duplicate_check']),
    );
    const input = save.inputSchema.properties as Record<string, { type?: string }>;
    expect(input.if_unique?.type).toBe('boolean');
  });

  it('if_unique refuses a paraphrase with DUPLICATE naming the memory it repeats', async () => {
    const { code, text } = await mcp.refused('memory_save', { ...paraphrase, if_unique: true });
    expect(code).toBe('DUPLICATE');
    expect(text).toMatch(/gotcha-prisma-migrate-resets-dev-db/);
    expect(text).toMatch(/fix: update gotcha-prisma-migrate-resets-dev-db/);
    expect(
      existsSync(
        store.mem(
          'permanent/gotcha-running-prisma-migrate-dev-after-schema-drift-wipes-the-development-database.md',
        ),
      ),
    ).toBe(false);
  });

  it('saves the paraphrase and lists the original in similar, by words and meaning', async () => {
    const { data, text } = await mcp.ok('memory_save', paraphrase);
    expect(data.duplicate_check).toBe('keyword+semantic');
    expect(data.similar[0]).toMatchObject({
      id: 'gotcha-prisma-migrate-resets-dev-db',
      scope: 'project',
      title: 'prisma migrate dev silently resets the database after drift',
    });
    expect(data.advice).toMatch(/memory_update/);
    expect(text).toMatch(/Similar memories/);
    expect(existsSync(data.path)).toBe(true);
  });

  it('lists nothing for a memory on another subject', async () => {
    const { data } = await mcp.ok('memory_save', {
      type: 'decision',
      title: 'Feature flags live in LaunchDarkly, not in env files',
      body: 'Flags change without a deploy; env files need one.',
    });
    expect(data.similar).toEqual([]);
    expect(data.advice).toBeUndefined();
  });
});
