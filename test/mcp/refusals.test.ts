/**
 * Every refusal is an `isError` result with a stable code and a next step, and the server
 * keeps serving afterwards: enterprise writes, unknown ids, invalid types, oversized bodies,
 * path-like ids, malformed arguments, stale hashes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type McpSession, startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let store: TempStore;
let mcp: McpSession;
let enterpriseDir: string;

const ENTERPRISE_MEMORY = `---
id: gotcha-never-commit-env-files
title: Never commit .env files
type: gotcha
severity: critical
created: "2026-01-01T00:00:00Z"
updated: "2026-01-01T00:00:00Z"
---
Secrets leak through git history.
`;

beforeAll(async () => {
  store = makeTempStore();
  enterpriseDir = path.join(store.root, 'enterprise');
  mkdirSync(enterpriseDir);
  writeFileSync(path.join(enterpriseDir, 'gotcha-never-commit-env-files.md'), ENTERPRISE_MEMORY);
  mcp = await startMcp({
    // No Ollama and keyword-only config would hide nothing here: refusals come first.
    env: {
      ...store.env,
      CLAUDE_MEMORY_ENTERPRISE_PATH: enterpriseDir,
      OLLAMA_HOST: 'http://127.0.0.1:9',
    },
    cwd: store.root,
    args: ['--project', store.proj],
  });
});

afterAll(async () => {
  await mcp?.close();
  store?.cleanup();
});

describe('writes to the enterprise scope', () => {
  const id = 'gotcha-never-commit-env-files';
  it.each([
    ['memory_save', { type: 'decision', title: 'x', body: 'y', scope: 'enterprise' }],
    ['memory_update', { id, title: 'Changed' }],
    ['memory_forget', { id }],
    ['memory_link', { from: id, to: 'hub-authentication' }],
    ['memory_unlink', { from: id, to: 'hub-authentication' }],
  ])('%s is refused with READ_ONLY_SCOPE', async (tool, args) => {
    const { code, text } = await mcp.refused(tool, args);
    expect(code).toBe('READ_ONLY_SCOPE');
    expect(text).toMatch(/^strata: the enterprise scope .* is read-only/);
    expect(text).toMatch(/fix: .*administrators/);
  });

  it('while reading enterprise memories works', async () => {
    const { data } = await mcp.ok('memory_get', { id });
    expect(data.scope).toBe('enterprise');
  });
});

describe('unknown ids', () => {
  const missing = 'decision-that-nobody-made';
  it.each([
    ['memory_get', { id: missing }],
    ['memory_update', { id: missing, title: 'x' }],
    ['memory_forget', { id: missing }],
    ['memory_link', { from: missing, to: 'hub-authentication' }],
    ['memory_link', { from: 'hub-authentication', to: missing }],
    ['memory_unlink', { from: missing, to: 'hub-authentication' }],
    ['memory_graph', { id: missing }],
    ['memory_resume', { id: missing }],
    ['memory_save', { type: 'learning', title: 'x', body: 'y', links: [missing] }],
  ])('%s %j is refused with NOT_FOUND', async (tool, args) => {
    const { code, text } = await mcp.refused(tool, args);
    expect(code).toBe('NOT_FOUND');
    expect(text).toContain(missing);
    expect(text).toMatch(/fix: /);
  });
});

describe('path-like ids', () => {
  it.each([
    ['memory_get', { id: '../x' }],
    ['memory_get', { id: '../../etc/passwd' }],
    ['memory_get', { id: 'permanent/hub-authentication' }],
    ['memory_update', { id: '../x', title: 'y' }],
    ['memory_forget', { id: '..' }],
    ['memory_link', { from: 'hub-authentication', to: '../x' }],
    ['memory_graph', { id: 'a\\b' }],
    ['memory_resume', { id: '../x' }],
    ['memory_save', { type: 'learning', title: 'x', body: 'y', links: ['../x'] }],
  ])('%s %j is refused with INVALID_ID', async (tool, args) => {
    const { code, text } = await mcp.refused(tool, args);
    expect(code).toBe('INVALID_ID');
    expect(text).toMatch(/fix: a memory id is a slug/);
  });
});

describe('invalid values', () => {
  it.each([
    [
      'memory_save',
      { type: 'gotcha', title: 'Bad glob', body: 'x', file_patterns: [`${'{*,*}'.repeat(12)}.zz`] },
    ],
    [
      'memory_save',
      { type: 'gotcha', title: 'Bad glob', body: 'x', file_patterns: ['*a'.repeat(17)] },
    ],
    ['memory_update', { id: 'gotcha-vite-env-prefix', file_patterns: [`{${'a,'.repeat(40)}b}`] }],
  ])('%s with a glob beyond the limits is refused naming file_patterns', async (tool, args) => {
    const { code, text } = await mcp.refused(tool, args);
    expect(code).toBe('INVALID_ARGUMENT');
    expect(text).toContain('file_patterns');
    expect(text).toMatch(/limit \d+/);
  });

  it.each([
    [
      'memory_save',
      { type: 'gotcha', title: 'Bad command', body: 'x', command_patterns: ['* publish'] },
    ],
    [
      'memory_save',
      {
        type: 'gotcha',
        title: 'Bad command',
        body: 'x',
        command_patterns: ['npm publish; rm -rf /'],
      },
    ],
    ['memory_update', { id: 'gotcha-vite-env-prefix', command_patterns: ['--force'] }],
    ['memory_update', { id: 'gotcha-vite-env-prefix', command_patterns: ['x'.repeat(201)] }],
  ])(
    '%s with a malformed command pattern is refused naming command_patterns',
    async (tool, args) => {
      const { code, text } = await mcp.refused(tool, args);
      expect(code).toBe('INVALID_ARGUMENT');
      expect(text).toMatch(/command_patterns.*(wildcard|shell syntax|option|longer than)/);
    },
  );

  it('an unknown type is refused naming the field and the allowed types', async () => {
    const { code, text } = await mcp.refused('memory_save', {
      type: 'retro',
      title: 'x',
      body: 'y',
    });
    expect(code).toBe('INVALID_ARGUMENT');
    expect(text).toContain('type');
    expect(text).toContain('"decision"');
    // The fix names the fields the tool takes, read from its schema.
    expect(text).toMatch(/memory_save takes: [^\n]*\btitle\b/);
  });

  it('an oversized body is refused with FILE_TOO_LARGE and nothing is written', async () => {
    const body = 'x'.repeat(1_100_000);
    const { code, text } = await mcp.refused('memory_save', {
      type: 'learning',
      title: 'Huge',
      body,
    });
    expect(code).toBe('FILE_TOO_LARGE');
    expect(text).toMatch(/fix: keep memories short/);
    const { data } = await mcp.ok('memory_search', { query: 'Huge', mode: 'keyword' });
    expect(data.results).toEqual([]);
  });

  it('an oversized body is refused on update too', async () => {
    const { code } = await mcp.refused('memory_update', {
      id: 'hub-authentication',
      body: 'x'.repeat(1_100_000),
    });
    expect(code).toBe('FILE_TOO_LARGE');
  });

  it('a bad label, tag or severity is refused', async () => {
    expect(
      (
        await mcp.refused('memory_link', {
          from: 'hub-authentication',
          to: 'decision-jwt-over-server-sessions',
          label: 'Not A Label',
        })
      ).code,
    ).toBe('INVALID_ARGUMENT');
    expect(
      (
        await mcp.refused('memory_save', {
          type: 'learning',
          title: 'x',
          body: 'y',
          tags: ['no spaces allowed'],
        })
      ).code,
    ).toBe('INVALID_ARGUMENT');
    expect(
      (await mcp.refused('memory_save', { type: 'gotcha', title: 'x', body: 'y', severity: 'meh' }))
        .code,
    ).toBe('INVALID_ARGUMENT');
  });

  it('resuming something that is not a stash is refused', async () => {
    const { code, text } = await mcp.refused('memory_resume', { id: 'hub-authentication' });
    expect(code).toBe('INVALID_ARGUMENT');
    expect(text).toContain('not a stash');
  });

  it('an update against a stale hash is refused with CONFLICT', async () => {
    const { code } = await mcp.refused('memory_update', {
      id: 'hub-authentication',
      title: 'Authentication',
      expected_hash: '0'.repeat(64),
    });
    expect(code).toBe('CONFLICT');
  });
});

describe('malformed arguments', () => {
  it.each([
    ['memory_search', {}],
    ['memory_search', { query: '' }],
    ['memory_search', { query: 'x', limit: 'ten' }],
    ['memory_search', { query: 'x', limit: 5000 }],
    ['memory_search', { query: 'x', scopes: ['everywhere'] }],
    ['memory_get', { id: 42 }],
    ['memory_save', { type: 'learning' }],
    ['memory_save', { type: 'learning', title: ['a'], body: 'y' }],
    ['memory_graph', { id: 'hub-authentication', depth: 99 }],
    ['memory_list', { offset: -1 }],
    ['memory_forget', { id: 'hub-authentication', mode: 'shred' }],
    ['memory_context', {}],
  ])('%s %j is refused with INVALID_ARGUMENT', async (tool, args) => {
    const { code, text } = await mcp.refused(tool, args);
    expect(code).toBe('INVALID_ARGUMENT');
    expect(text).toMatch(/fix: /);
  });

  it('an unknown tool is a protocol error naming the tools', async () => {
    await expect(mcp.client.callTool({ name: 'memory_nuke', arguments: {} })).rejects.toThrow(
      /unknown tool "memory_nuke".*memory_search/,
    );
  });

  it('the server is still serving after all of it', async () => {
    const { data } = await mcp.ok('memory_stats');
    expect(data.total).toBeGreaterThan(0);
    expect(mcp.stderr()).toBe('');
  });
});
