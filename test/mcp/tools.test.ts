/**
 * Every tool through the built server over stdio, on a copy of the sample store, with
 * embeddings from a fake Ollama (real model, local HTTP).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { type McpSession, startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const TOOL_NAMES = [
  'memory_search',
  'memory_get',
  'memory_list',
  'memory_context',
  'memory_graph',
  'memory_save',
  'memory_update',
  'memory_link',
  'memory_unlink',
  'memory_forget',
  'memory_move',
  'memory_stash',
  'memory_resume',
  'memory_stats',
  'memory_audit',
];

let store: TempStore;
let ollama: FakeOllama;
let mcp: McpSession;

beforeAll(async () => {
  store = makeTempStore();
  ollama = await startFakeOllama();
  mcp = await startMcp({
    env: { ...store.env, OLLAMA_HOST: ollama.url },
    cwd: store.root,
    args: ['--project', store.proj],
  });
});

afterAll(async () => {
  await mcp?.close();
  await ollama?.close();
  store?.cleanup();
});

describe('tools/list', () => {
  it('lists the fifteen tools with schemas written for the model and annotations', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations).toMatchObject({ openWorldHint: false });
      expect(typeof tool.annotations?.readOnlyHint).toBe('boolean');
      expect(typeof tool.annotations?.destructiveHint).toBe('boolean');
      expect(typeof tool.annotations?.idempotentHint).toBe('boolean');
    }
    const search = tools.find((t) => t.name === 'memory_search')!;
    expect(search.annotations?.readOnlyHint).toBe(true);
    // `query` or `queries`: either may carry the search.
    expect(search.inputSchema.required ?? []).toEqual([]);
    const props = search.inputSchema.properties as Record<string, { description?: string }>;
    expect(props.query?.description).toMatch(/words/);
    expect(props.queries?.description).toMatch(/phrasings/);
    expect(tools.find((t) => t.name === 'memory_forget')?.annotations?.destructiveHint).toBe(true);
  });
});

describe('reading', () => {
  it('memory_search answers with compact rows and a text form', async () => {
    const { data, text } = await mcp.ok('memory_search', {
      query: 'prisma migrate resets database',
    });
    expect(data.results[0]).toMatchObject({
      id: 'gotcha-prisma-migrate-resets-dev-db',
      type: 'gotcha',
      scope: 'project',
      severity: 'high',
    });
    expect(data.results[0].score).toBeGreaterThan(0);
    expect(data.results[0].snippet.length).toBeLessThanOrEqual(140);
    expect(data.results[0]).not.toHaveProperty('body');
    expect(text).toContain('1. gotcha-prisma-migrate-resets-dev-db [gotcha, project, high]');
  });

  it('memory_search takes several phrasings and fuses them', async () => {
    const { data } = await mcp.ok('memory_search', {
      query: 'two tabs log the user out',
      queries: ['refresh token rotation race', 'two tabs log the user out'],
    });
    expect(data.queries).toEqual(['two tabs log the user out', 'refresh token rotation race']);
    expect(data.results[0].id).toBe('learning-refresh-token-rotation-race');
    const listed = await mcp.ok('memory_search', {
      query: ['made-up plorbtastic', 'refresh token rotation race'],
      mode: 'keyword',
    });
    expect(listed.data.results[0].id).toBe('learning-refresh-token-rotation-race');
    const tooMany = await mcp.refused('memory_search', {
      queries: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'],
    });
    expect(tooMany.code).toBe('INVALID_ARGUMENT');
    const none = await mcp.refused('memory_search', {});
    expect(none.text).toMatch(/query is empty/);
  });

  it('memory_search answers nothing for made-up words', async () => {
    const { data, text } = await mcp.ok('memory_search', { query: 'xqzzyv plorbtastic' });
    expect(data.results).toEqual([]);
    expect(text).toContain('No memories match');
  });

  it('memory_search filters by type and runs keyword-only when asked', async () => {
    const { data } = await mcp.ok('memory_search', {
      query: 'authentication',
      types: ['hub'],
      mode: 'keyword',
    });
    expect(data.mode).toBe('keyword');
    expect(data.degraded).toBe(false);
    expect(data.results.map((r: { id: string }) => r.id)).toEqual(['hub-authentication']);
  });

  it('memory_get returns the whole memory with labelled edges and custom fields', async () => {
    const { data, text } = await mcp.ok('memory_get', { id: 'decision-jwt-over-server-sessions' });
    expect(data).toMatchObject({
      id: 'decision-jwt-over-server-sessions',
      type: 'decision',
      scope: 'project',
    });
    expect(data.body.length).toBeGreaterThan(20);
    expect(data.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.edges).toContainEqual({
      target: 'hub-authentication',
      label: 'part-of',
      title: 'Authentication hub',
      type: 'hub',
    });
    expect(data.fields).toHaveProperty('scope', 'project');
    expect(text).toContain('part-of → hub-authentication');
  });

  it('memory_list pages through rows, filtered by type', async () => {
    const all = await mcp.ok('memory_list', {});
    expect(all.data.total).toBeGreaterThanOrEqual(8);
    const gotchas = await mcp.ok('memory_list', { type: 'gotcha' });
    expect(gotchas.data.items.every((r: { type: string }) => r.type === 'gotcha')).toBe(true);
    const page = await mcp.ok('memory_list', { limit: 2 });
    expect(page.data.items).toHaveLength(2);
    expect(page.data.next_offset).toBe(2);
    const next = await mcp.ok('memory_list', { limit: 2, offset: 2 });
    expect(next.data.items[0].id).not.toBe(page.data.items[0].id);
  });

  it('memory_context finds the gotcha whose file pattern matches a path, and hubs for a topic', async () => {
    const file = await mcp.ok('memory_context', { path: `${store.proj}/prisma/schema.prisma` });
    expect(file.data.gotchas[0]).toMatchObject({
      id: 'gotcha-prisma-migrate-resets-dev-db',
      via: 'pattern',
    });
    expect(file.text).toContain('gotcha-prisma-migrate-resets-dev-db (high, pattern)');
    const gotcha = await mcp.ok('memory_context', { topic: 'prisma migrations' });
    expect(gotcha.data.gotchas[0]).toEqual({
      id: 'gotcha-prisma-migrate-resets-dev-db',
      title: 'prisma migrate dev silently resets the database after drift',
      severity: 'high',
      scope: 'project',
      via: 'search',
      summary: expect.any(String),
    });
    const topic = await mcp.ok('memory_context', { topic: 'authentication' });
    expect(topic.data.hubs.map((h: { id: string }) => h.id)).toContain('hub-authentication');
  });

  it('memory_graph walks links to depth N with labels', async () => {
    const one = await mcp.ok('memory_graph', { id: 'hub-authentication' });
    expect(one.data.edges).toContainEqual({
      from: 'hub-authentication',
      to: 'decision-jwt-over-server-sessions',
      label: 'has-part',
    });
    const two = await mcp.ok('memory_graph', {
      id: 'learning-refresh-token-rotation-race',
      depth: 2,
    });
    const hub = two.data.nodes.find((n: { id: string }) => n.id === 'hub-authentication');
    expect(hub?.depth).toBeLessThanOrEqual(2);
    const only = await mcp.ok('memory_graph', {
      id: 'hub-authentication',
      labels: ['nothing-like-this'],
    });
    expect(only.data.edges).toEqual([]);
  });

  it('memory_stats reports counts and the index state', async () => {
    await mcp.waitFor((e) => e.event === 'index-ready');
    const { data } = await mcp.ok('memory_stats');
    expect(data.total).toBeGreaterThanOrEqual(8);
    expect(data.by_type.gotcha).toBeGreaterThanOrEqual(2);
    expect(data.invalid).toBeGreaterThanOrEqual(1);
    expect(data.index.state).toBe('ready');
    expect(data.project_root).toBe(store.proj);
  });
});

describe('writing', () => {
  it('memory_save writes a file that memory_search finds at once', async () => {
    const saved = await mcp.ok('memory_save', {
      type: 'gotcha',
      title: 'Stripe webhooks arrive twice under retries',
      body: 'Make the webhook handler idempotent on the event id.',
      tags: ['payments', 'stripe'],
      severity: 'critical',
      file_patterns: ['src/payments/**'],
    });
    expect(saved.data.id).toBe('gotcha-stripe-webhooks-arrive-twice-under-retries');
    expect(readFileSync(saved.data.path, 'utf8')).toContain('severity: critical');
    const found = await mcp.ok('memory_search', {
      query: 'stripe webhook idempotent',
      mode: 'keyword',
    });
    expect(found.data.results[0].id).toBe(saved.data.id);
    const ctx = await mcp.ok('memory_context', { path: 'src/payments/charge.ts' });
    expect(ctx.data.gotchas[0].id).toBe(saved.data.id);
  });

  it('memory_update changes only what it is given, guarded by the hash', async () => {
    const before = await mcp.ok('memory_get', {
      id: 'gotcha-stripe-webhooks-arrive-twice-under-retries',
    });
    const updated = await mcp.ok('memory_update', {
      id: before.data.id,
      add_tags: ['webhooks'],
      expected_hash: before.data.hash,
    });
    expect(updated.data.hash).not.toBe(before.data.hash);
    const after = await mcp.ok('memory_get', { id: before.data.id });
    expect(after.data.tags).toEqual(['payments', 'stripe', 'webhooks']);
    expect(after.data.body).toBe(before.data.body);
  });

  it('memory_link and memory_unlink keep frontmatter and graph in step', async () => {
    const id = 'gotcha-stripe-webhooks-arrive-twice-under-retries';
    const linked = await mcp.ok('memory_link', {
      from: id,
      to: 'decision-jwt-over-server-sessions',
      label: 'references',
    });
    expect(linked.data).toMatchObject({ changed: true, label: 'references' });
    const again = await mcp.ok('memory_link', {
      from: id,
      to: 'decision-jwt-over-server-sessions',
      label: 'references',
    });
    expect(again.data.changed).toBe(false);
    const got = await mcp.ok('memory_get', { id: 'decision-jwt-over-server-sessions' });
    expect(got.data.edges).toContainEqual(
      expect.objectContaining({ target: id, label: 'referenced-by' }),
    );
    const unlinked = await mcp.ok('memory_unlink', {
      from: id,
      to: 'decision-jwt-over-server-sessions',
    });
    expect(unlinked.data.changed).toBe(true);
    expect((await mcp.ok('memory_get', { id })).data.links).toEqual([]);
  });

  it('memory_forget archives by default and deletes when asked', async () => {
    const temp = await mcp.ok('memory_save', {
      type: 'learning',
      title: 'Temporary learning',
      body: 'x',
    });
    const archived = await mcp.ok('memory_forget', { id: temp.data.id });
    expect(archived.data.action).toBe('archived');
    expect(existsSync(archived.data.archived_path)).toBe(true);
    const hidden = await mcp.ok('memory_search', { query: 'Temporary learning', mode: 'keyword' });
    expect(hidden.data.results.map((r: { id: string }) => r.id)).not.toContain(temp.data.id);
    const deleted = await mcp.ok('memory_forget', { id: temp.data.id, mode: 'delete' });
    expect(deleted.data.action).toBe('deleted');
    expect(existsSync(archived.data.archived_path)).toBe(false);
  });

  it('memory_stash sets a thread aside and memory_resume brings it back', async () => {
    const stash = await mcp.ok('memory_stash', {
      label: 'flaky checkout test',
      prompts: ['why does checkout.spec fail on CI', 'add a retry to the payment mock'],
      files: ['web/e2e/checkout.spec.ts'],
      next_steps: 'Compare the CI timing logs with a local run.',
    });
    expect(stash.data).toMatchObject({ scope: 'local', status: 'stashed' });
    expect(readFileSync(stash.data.path, 'utf8')).toMatch(/status: "?stashed/);
    const open = await mcp.ok('memory_resume', {});
    expect(open.data.stashes.map((s: { id: string }) => s.id)).toContain(stash.data.id);
    const resumed = await mcp.ok('memory_resume', { id: stash.data.id });
    expect(resumed.data.stash.prompts).toEqual([
      'why does checkout.spec fail on CI',
      'add a retry to the payment mock',
    ]);
    expect(resumed.data.stash.files).toEqual(['web/e2e/checkout.spec.ts']);
    expect(resumed.text).toContain('Compare the CI timing logs');
    expect(readFileSync(stash.data.path, 'utf8')).toMatch(/status: "?resumed/);
    const index = JSON.parse(readFileSync(stashIndexFile(), 'utf8'));
    expect(index.stashes.find((s: { id: string }) => s.id === stash.data.id)?.status).toBe(
      'resumed',
    );
  });
});

/** The hooks' stash list of the test project (one project in the cache). */
function stashIndexFile(): string {
  const dir = path.join(store.root, 'cache', 'projects');
  const project = readdirSync(dir).find((d) => d.startsWith('proj-'));
  return path.join(dir, project ?? 'missing', 'stashes.json');
}
