/**
 * The hostile-repository suite: one generated clone with every known trick committed
 * (see hostile-repo.ts), driven through the built CLI, the built hook bundles and the MCP
 * server. Whatever strata decides about each trick, these hold: nothing reaches the
 * repository's endpoint, enterprise policy stays visible and wins, every hook exits 0,
 * nothing is written outside the store, nothing crashes, and refusals say `strata:`.
 */
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONTEXT_CHARS } from '../../src/core/fence.js';
import type { CliResult } from '../kit/cli.js';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { startMcp } from '../kit/mcp.js';
import { makeTempStore } from '../kit/temp-store.js';
import { basePayload, promptPayload, readPayload, runHook } from '../support/hook-runner.js';
import { strataIn } from '../support/run-cli-in-process.js';
import {
  type HostileRepo,
  INJECTED_TITLE,
  makeHostileRepo,
  memoryText,
  POLICY_ID,
  PROTOTYPE_IDS,
  REDOS_GLOBS,
} from './hostile-repo.js';

let sinkRequests = 0;
let sink: Server;
let sinkUrl = '';
let ollama: FakeOllama;
let repo: HostileRepo;

beforeAll(async () => {
  sink = createServer((req, res) => {
    sinkRequests += 1;
    req.resume();
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/api`;
  ollama = await startFakeOllama({ models: ['nomic-embed-text'] });
  repo = makeHostileRepo(sinkUrl);
  repo.store.env.OLLAMA_HOST = ollama.url;
});

afterAll(async () => {
  // Checked once more after everything ran, background work included.
  expect(sinkRequests).toBe(0);
  for (const dir of repo.outsideDirs) expect(readdirSync(dir)).toEqual([]);
  await new Promise((resolve) => sink.close(resolve));
  await ollama.close();
  repo.store.cleanup();
});

/** A run that ended on its own, without a stack trace; a refusal speaks as strata. */
function expectNoCrash(run: CliResult | { code: number | null; stderr: string }): void {
  // 0 done, 1 problems found or refused, 2 bad arguments: never a signal or a crash code.
  expect([0, 1, 2]).toContain(run.code);
  expect(run.stderr).not.toMatch(/TypeError|RangeError|ReferenceError|\n\s+at .+:\d+:\d+/);
  if (run.code !== 0 && run.stderr.trim()) expect(run.stderr.trimStart()).toMatch(/^strata:/m);
}

const cli = (args: string[]) => strataIn(repo.store, args);

describe('a hostile repository, through the CLI', () => {
  it('reindex, list, stats, verify, search and gotchas finish without a crash', async () => {
    for (const args of [
      ['reindex', '--full'],
      ['list'],
      ['stats'],
      ['verify'],
      ['search', 'commit', 'env'],
      ['gotchas', 'src/app.ts'],
      ['gotchas', `src/${'a'.repeat(58)}.ts`],
    ]) {
      const run = await cli(args);
      expectNoCrash(run);
    }
    expect(ollama.requests).toBeGreaterThan(0);
  });

  it('enterprise policy stays visible and wins over the repository memory of the same id', async () => {
    const show = await cli(['show', POLICY_ID, '--json']);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('Never commit .env files');
    expect(show.stdout).not.toContain('Policy exception');
  });

  it('memories named after prototype members show, link and verify', async () => {
    for (const id of PROTOTYPE_IDS) {
      const show = await cli(['show', id, '--json']);
      expectNoCrash(show);
      expect(show.code).toBe(0);
    }
    expectNoCrash(await cli(['link', 'constructor', 'toString']));
    expectNoCrash(await cli(['verify']));
  });

  it('verify names the globs that could freeze a matcher, by file and field', async () => {
    const verify = await cli(['verify']);
    const out = `${verify.stdout}\n${verify.stderr}`;
    expect(out).toContain('gotcha-redos-0');
    expect(out).toContain('file_patterns');
  });

  it('writes through a linked scope folder are refused, nothing lands outside', async () => {
    for (const scope of ['project', 'local']) {
      const run = await cli([
        'remember',
        '--type',
        'learning',
        '--title',
        `Via ${scope}`,
        '--body',
        'x',
        '--scope',
        scope,
      ]);
      expectNoCrash(run);
    }
    expectNoCrash(await cli(['forget', 'constructor']));
    for (const dir of repo.outsideDirs) expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a backtracking glob at save time, naming the field', async () => {
    const run = await cli([
      'remember',
      '--type',
      'gotcha',
      '--title',
      'Bad glob',
      '--body',
      'x',
      '--file-pattern',
      REDOS_GLOBS[0]!,
    ]);
    expect(run.code).not.toBe(0);
    expectNoCrash(run);
    expect(run.stderr).toContain('file_patterns');
  });
});

describe('a hostile repository, through the hooks', () => {
  const env = () => repo.store.env;
  const cwd = () => repo.store.proj;

  it('every hook exits 0; memory text arrives fenced, one line per item', async () => {
    const start = await runHook(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 'h1', cwd()), source: 'startup' }),
      { cwd: cwd(), env: env() },
    );
    const read = await runHook(
      'post-tool-use',
      readPayload('h1', cwd(), path.join(cwd(), 'src', 'app.ts')),
      {
        cwd: cwd(),
        env: env(),
      },
    );
    const longName = path.join(cwd(), 'src', `${'a'.repeat(58)}.ts`);
    const worst = await runHook('post-tool-use', readPayload('h1', cwd(), longName), {
      cwd: cwd(),
      env: env(),
    });
    const prompt = await runHook(
      'user-prompt-submit',
      promptPayload('h1', cwd(), 'fix the login flow'),
      {
        cwd: cwd(),
        env: env(),
      },
    );
    const compact = await runHook(
      'pre-compact',
      JSON.stringify({
        ...basePayload('PreCompact', 'h1', cwd()),
        trigger: 'auto',
        custom_instructions: '',
      }),
      { cwd: cwd(), env: env() },
    );
    for (const run of [start, read, worst, prompt, compact]) expect(run.code).toBe(0);
    for (const context of [start.context, read.context]) {
      if (!context) continue;
      expect(context).not.toContain(INJECTED_TITLE);
      // One block, closed once at the very end, nothing that reads as another block.
      expect(context.length).toBeLessThanOrEqual(MAX_CONTEXT_CHARS);
      expect(context.match(/<\s*\/\s*strata-memory/g)).toEqual(['</strata-memory']);
      expect(context.endsWith('\n</strata-memory>')).toBe(true);
      expect(context).not.toMatch(/<\s*\/?\s*system-reminder/);
      expect(context).not.toMatch(/[\u{e0000}-\u{e007f}\u00ad]/u);
      for (const line of context.split('\n').filter((l) => l.includes('SYSTEM OVERRIDE')))
        expect(line).toContain('gotcha-injected');
    }
    expect(read.context ?? '').toContain('gotcha-injected');
    // The ignored repository settings are named, whatever the budget.
    expect(start.context).toMatch(/embedding\.endpoint/);
  });
});

describe('a hostile repository, through the MCP server', () => {
  it('memory_context answers, the server stays responsive, bad globs are refused', async () => {
    const mcp = await startMcp({ env: repo.store.env, cwd: repo.store.proj });
    try {
      const context = await mcp.ok('memory_context', { path: `src/${'a'.repeat(58)}.ts` });
      expect(context.text).not.toContain(INJECTED_TITLE);
      const stats = await mcp.ok('memory_stats');
      expect(stats.data).toBeDefined();
      const policy = await mcp.ok('memory_get', { id: POLICY_ID });
      expect(policy.text).toContain('Never commit .env files');
      const refused = await mcp.refused('memory_save', {
        type: 'gotcha',
        title: 'Bad glob',
        body: 'x',
        file_patterns: [REDOS_GLOBS[0]],
      });
      expect(refused.text).toContain('file_patterns');
      const search = await mcp.ok('memory_search', { query: 'personal note' });
      expect(search.data).toBeDefined();
    } finally {
      await mcp.close();
    }
  });
});

describe('links out of the store, one at a time', () => {
  it('names the link and the fix, writes nothing through it', async () => {
    const t = makeTempStore({ samples: false });
    try {
      const outside = path.join(t.root, 'outside');
      mkdirSync(outside);
      symlinkSync(outside, t.mem('permanent'));
      const run = await strataIn(t, [
        'remember',
        '--type',
        'learning',
        '--title',
        'X',
        '--body',
        'y',
      ]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`strata: ${t.mem('permanent')} is a symbolic link`);
      expect(run.stderr).toMatch(/fix: replace the link with a real folder/);
      rmSync(t.mem('permanent'));
      symlinkSync(outside, t.mem('local'));
      const local = await strataIn(t, [
        'remember',
        '--type',
        'learning',
        '--title',
        'X',
        '--body',
        'y',
        '--scope',
        'local',
      ]);
      expect(local.code).toBe(1);
      expect(local.stderr).toContain(`strata: ${t.mem('local')} is a symbolic link`);
      // The topic hook's stash writer refuses the same link and still exits 0.
      const hook = await runHook(
        'pre-compact',
        JSON.stringify({ ...basePayload('PreCompact', 'l1', t.proj), trigger: 'auto' }),
        {
          cwd: t.proj,
          env: t.env,
        },
      );
      expect(hook.code).toBe(0);
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      t.cleanup();
    }
  });

  it('a store folder that is itself a link is not read', async () => {
    const t = makeTempStore({ samples: false });
    try {
      const elsewhere = path.join(t.root, 'elsewhere');
      mkdirSync(elsewhere);
      writeFileSync(
        path.join(elsewhere, 'learning-x.md'),
        memoryText({ id: 'learning-x', title: 'X', scope: 'project', type: 'learning' }),
      );
      rmSync(t.memDir, { recursive: true });
      symlinkSync(elsewhere, t.memDir);
      const list = await strataIn(t, ['list', '--json']);
      expect(JSON.stringify(list.json)).not.toContain('learning-x');
      const verify = await strataIn(t, ['verify']);
      expect(`${verify.stdout}${verify.stderr}`).toContain(`${t.memDir} is a symbolic link`);
    } finally {
      t.cleanup();
    }
  });
});
