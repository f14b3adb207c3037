/**
 * `memory_context` for a file: what the path, the file's content and the link graph say,
 * through the built MCP server over stdio.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../support/fake-ollama.js';
import { type McpSession, startMcp } from '../support/mcp.js';
import { makeTempStore, type TempStore } from '../support/temp-store.js';
import { writeMemory } from '../support/write-memory.js';

let store: TempStore;
let ollama: FakeOllama;
let mcp: McpSession;

function writeStore(dir: string): void {
  writeMemory(dir, 'learning-stripe-charge-retries', {
    title: 'Retrying Stripe charges',
    tags: ['payments'],
    links: ['hub-billing-map', 'gotcha-webhook-double-delivery'],
    body: 'A charge retried after a timeout must reuse its idempotency key.',
  });
  writeMemory(dir, 'hub-billing-map', {
    title: 'Billing, where things are',
    body: 'Invoices, subscriptions and refunds, and who owns each.',
  });
  writeMemory(dir, 'gotcha-webhook-double-delivery', {
    title: 'Webhooks arrive twice',
    extra: 'severity: high',
    body: 'Deduplicate on the event id before acting.',
  });
  writeMemory(dir, 'decision-ledger-in-cents', {
    title: 'Ledger amounts are integers of the smallest currency unit',
    body: 'Every ledger entry stores cents; floats never touch money.',
  });
  writeMemory(dir, 'learning-docker-layer-order', {
    title: 'Copy the lockfile before the sources in a Dockerfile',
  });
}

beforeAll(async () => {
  store = makeTempStore({ samples: false });
  writeStore(store.memDir);
  // File-aware context is opt-in (it loses on the held-out file-path set); this suite is
  // about what it does when on.
  writeFileSync(
    path.join(store.memDir, 'config.json'),
    JSON.stringify({ search: { fileAware: true } }),
  );
  const ledger = 'export function postLedgerEntry(ledger: Ledger, entry: LedgerEntry) {\n';
  mkdirSync(path.join(store.proj, 'src', 'accounts'), { recursive: true });
  writeFileSync(path.join(store.proj, 'src', 'accounts', 'post.ts'), ledger.repeat(3));
  // The same words outside the project, reached through a link from inside it.
  writeFileSync(path.join(store.root, 'outside.ts'), ledger.repeat(3));
  symlinkSync(path.join(store.root, 'outside.ts'), path.join(store.proj, 'src', 'linked.ts'));
  ollama = await startFakeOllama();
  mcp = await startMcp({
    env: { ...store.env, OLLAMA_HOST: ollama.url },
    cwd: store.proj,
    args: ['--project', store.proj],
  });
  await mcp.waitFor((e) => e.event === 'index-ready');
});

afterAll(async () => {
  await mcp?.close();
  await ollama?.close();
  store?.cleanup();
});

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

describe('memory_context for a file', () => {
  it('finds the memory the path speaks of, then the hub and gotcha linked to it', async () => {
    const { data, text } = await mcp.ok('memory_context', {
      path: 'src/payments/stripe/charge-retry.ts',
    });
    expect(ids(data.related)).toContain('learning-stripe-charge-retries');
    expect(ids(data.hubs)).toEqual(['hub-billing-map']);
    expect(data.gotchas).toContainEqual(
      expect.objectContaining({ id: 'gotcha-webhook-double-delivery', via: 'link' }),
    );
    expect(text).toContain('gotcha-webhook-double-delivery (high, link)');
    expect(ids(data.related)).not.toContain('learning-docker-layer-order');
  });

  it('reads what a file inside the project is about', async () => {
    const { data } = await mcp.ok('memory_context', {
      path: path.join(store.proj, 'src', 'accounts', 'post.ts'),
    });
    expect(ids(data.decisions)).toEqual(['decision-ledger-in-cents']);
  });

  it('does not follow a link out of the project', async () => {
    const { data } = await mcp.ok('memory_context', { path: 'src/accounts/linked.ts' });
    expect(ids(data.decisions)).toEqual([]);
  });
});
