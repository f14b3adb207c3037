/**
 * A request past the stdio limit (the SDK's transport closes at 10 MiB) is answered with a
 * JSON-RPC error naming its size, and the built server keeps serving: through the SDK's
 * client and as raw stdio lines.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type McpSession, SERVER, startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const TWELVE_MIB = 12 * 1024 * 1024;

describe('an oversized MCP request', () => {
  let store: TempStore;
  let mcp: McpSession;

  beforeAll(async () => {
    store = makeTempStore();
    mcp = await startMcp({
      env: { ...store.env, OLLAMA_HOST: 'http://127.0.0.1:9' },
      cwd: store.root,
      args: ['--project', store.proj],
    });
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it('gets an error naming its size, and the next request is answered', async () => {
    const call = mcp.client.callTool({
      name: 'memory_save',
      arguments: { type: 'learning', title: 'Huge', body: 'x'.repeat(TWELVE_MIB) },
    });
    await expect(call).rejects.toThrow(/over the limit of \d+ bytes.*fix: send less/);
    const { data } = await mcp.ok('memory_search', { query: 'vite env prefix', mode: 'keyword' });
    expect(data.results.length).toBeGreaterThan(0);
  });
});

describe('raw stdio', () => {
  it('answers 12 MiB with an error carrying its id, then serves a normal request', async () => {
    const store = makeTempStore();
    const child = spawn(process.execPath, [SERVER, '--project', store.proj], {
      env: { ...store.env, OLLAMA_HOST: 'http://127.0.0.1:9' },
      cwd: store.root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    // Notifications (index ready) may come in between: answers are picked by their id.
    const answer = async (id: number) => {
      for (;;) {
        const message = JSON.parse((await lines.next()).value as string);
        if (message.id === id) return message;
      }
    };
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      },
    });
    expect((await answer(1)).result.serverInfo).toBeDefined();
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const huge = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'memory_search', arguments: { query: 'q'.repeat(TWELVE_MIB) } },
    };
    send(huge);
    send({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    const refused = await answer(2);
    expect(refused.error.code).toBe(-32600);
    expect(refused.error.data['strata/error'].code).toBe('FILE_TOO_LARGE');
    const listed = await answer(3);
    expect(listed.result.tools.map((t: { name: string }) => t.name)).toContain('memory_search');
    child.stdin.end();
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  });
});
