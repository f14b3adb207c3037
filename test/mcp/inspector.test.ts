/**
 * The MCP Inspector CLI (the reference client tool) against the built server: `tools/list`
 * and a `tools/call` of memory_search, asserted on the JSON it prints. The Inspector exits
 * 0 even when a tool fails, so the JSON is what counts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';
import { SERVER } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const INSPECTOR = path.join(REPO, 'node_modules', '.bin', 'mcp-inspector');

let store: TempStore;

beforeAll(() => {
  store = makeTempStore();
});

afterAll(() => store?.cleanup());

function inspect(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(INSPECTOR, ['--cli', 'node', SERVER, ...args], {
      cwd: store.root,
      // The Inspector hands its environment to the server it starts.
      env: { ...store.env, CLAUDE_PROJECT_DIR: store.proj, OLLAMA_HOST: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('MCP Inspector CLI', () => {
  it('tools/list shows the fifteen tools with input and output schemas', async () => {
    const run = await inspect(['--method', 'tools/list']);
    expect(run.code, run.stderr).toBe(0);
    const { tools } = JSON.parse(run.stdout);
    expect(tools).toHaveLength(15);
    const search = tools.find((t: { name: string }) => t.name === 'memory_search');
    // `query` is one phrasing or a list of them.
    const query = search.inputSchema.properties.query;
    const types = [query.type, ...(query.anyOf ?? []).map((t: { type: string }) => t.type)];
    expect(types).toEqual(expect.arrayContaining(['string', 'array']));
    expect(search.outputSchema.properties.results.type).toBe('array');
    expect(search.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
  });

  it('tools/call memory_search returns structured rows', async () => {
    const run = await inspect([
      '--method',
      'tools/call',
      '--tool-name',
      'memory_search',
      '--tool-arg',
      'query=prisma migrate',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent.results[0]).toMatchObject({
      id: 'gotcha-prisma-migrate-resets-dev-db',
      type: 'gotcha',
      scope: 'project',
    });
    expect(result.content[0].text).toContain('gotcha-prisma-migrate-resets-dev-db');
  });

  it('tools/call with a path-like id is an isError result with its code', async () => {
    const run = await inspect([
      '--method',
      'tools/call',
      '--tool-name',
      'memory_get',
      '--tool-arg',
      'id=../secrets',
    ]);
    const result = JSON.parse(run.stdout);
    expect(result.isError).toBe(true);
    expect(result._meta['strata/error'].code).toBe('INVALID_ID');
  });
});
