import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { digestPaths } from '../../src/storage/digest-files.js';
import { hookChildrenGone } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { runHookInProcess } from '../support/hook-in-process.js';
import {
  basePayload,
  fileAppears,
  promptPayload,
  readPayload,
  runHook,
} from '../support/hook-runner.js';
import { strata } from '../support/run-cli-in-process.js';

let store: TempStore;

beforeEach(() => {
  store = makeTempStore();
});
afterEach(async () => {
  // A detached reindex or audit a hook started may still be writing: let it finish first.
  await hookChildrenGone(path.join(store.root, 'cache'), store.proj);
  store.cleanup();
});

const opts = () => ({ cwd: store.proj, env: store.env });
const prompt = (session: string, text: string) =>
  runHookInProcess('user-prompt-submit', promptPayload(session, store.proj, text), opts());

const AUTH_THREAD = [
  'The refresh token rotation fails when two browser tabs refresh at once, look at the auth refresh code',
  'So both tabs send the same refresh token and the second rotation is rejected as token reuse?',
  'Add a lock around the refresh token rotation in the session store so concurrent refreshes share it',
  'Write a test firing two refresh token rotations in parallel against the session store',
];

async function runAuthThread(session: string) {
  for (const text of AUTH_THREAD) {
    const run = await prompt(session, text);
    expect(run).toMatchObject({ code: 0, stdout: '' });
  }
  await runHookInProcess(
    'post-tool-use',
    readPayload(
      session,
      store.proj,
      path.join(store.proj, 'src/auth/refresh-token.ts'),
      'export function rotateRefreshToken() {}',
    ),
    opts(),
  );
}

function localFiles(): string[] {
  try {
    return readdirSync(path.join(store.memDir, 'local')).filter((f) => f.endsWith('.md'));
  } catch {
    return [];
  }
}

describe('SessionStart hook', () => {
  it('gives the overview within budget once the digest exists', async () => {
    await strata(['reindex', '--no-embed'], opts());
    const run = await runHookInProcess(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 's1', store.proj), source: 'startup' }),
      opts(),
    );
    expect(run.code).toBe(0);
    expect(run.json.hookSpecificOutput.hookEventName).toBe('SessionStart');
    expect(run.context).toContain(`strata memory for project ${store.proj}`);
    expect(run.context).toContain('gotcha-prisma-migrate-resets-dev-db');
    expect(run.context).toContain('mcp__plugin_strata_memory__memory_search');
    expect(run.context).toContain('/strata:resume');
    expect(run.context!.length).toBeLessThanOrEqual(1_500 * 4);
  });

  it('starts a detached reindex when the digest is missing and does not wait for it', async () => {
    const paths = digestPaths(path.join(store.root, 'cache'), store.proj);
    mkdirSync(paths.dir, { recursive: true });
    const appeared = fileAppears(paths.session);
    const run = await runHook(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 's1', store.proj), source: 'startup' }),
      opts(),
    );
    expect(run.code).toBe(0);
    expect(run.context).toContain('digest is being built');
    await appeared;
    const digest = JSON.parse(readFileSync(paths.session, 'utf8'));
    expect(digest.total).toBeGreaterThan(0);
  });

  it('keeps to a small token budget from config', async () => {
    await strata(['reindex', '--no-embed'], opts());
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      store.mem('config.json'),
      JSON.stringify({ hooks: { sessionStart: { tokenBudget: 100 } } }),
    );
    const run = await runHookInProcess(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 's1', store.proj), source: 'startup' }),
      opts(),
    );
    expect(run.context!.length).toBeLessThanOrEqual(100 * 4 + 400);
  });
});

describe('UserPromptSubmit hook: topic shift, stash, resume', () => {
  it('stashes the previous thread on a shift and tells how to resume it', async () => {
    await runAuthThread('t1');
    const shift = await prompt(
      't1',
      'The settings page sidebar overlaps the main content on mobile screens, the CSS grid breaks below 640px',
    );
    expect(shift.code).toBe(0);
    const match = /stashed as (breadcrumb-[a-z0-9-]+)\. Resume it with \/strata:resume \1\./.exec(
      shift.context ?? '',
    );
    expect(match, shift.context).not.toBeNull();
    const id = match![1]!;
    const [file] = localFiles();
    expect(file).toBe(`${id}.md`);
    const doc = parseDocument(readFileSync(path.join(store.memDir, 'local', file!), 'utf8'), file!);
    expect(doc.data).toMatchObject({ id, type: 'breadcrumb', status: 'stashed', session: 't1' });
    expect(doc.body).toContain('refresh token rotation fails');
    expect(doc.body).toContain('src/auth/refresh-token.ts');
    expect(readFileSync(path.join(store.memDir, 'local', '.gitignore'), 'utf8')).toMatch(/^\*$/m);

    const back = await prompt(
      't2',
      'The refresh token rotation still fails for two tabs, the lock in the session store does not help',
    );
    expect(back.context).toContain(`looks like the stashed thread`);
    expect(back.context).toContain(`/strata:resume ${id}`);

    const resumed = await strata(['resume', id, '--json'], opts());
    expect(resumed.code).toBe(0);
    expect(resumed.json.prompts[0]).toContain('refresh token rotation fails');
    expect(resumed.json.files).toContain('src/auth/refresh-token.ts');
    expect(resumed.json.status).toBe('resumed');
    expect(
      parseDocument(readFileSync(path.join(store.memDir, 'local', file!), 'utf8'), file!).data
        .status,
    ).toBe('resumed');
    const later = await prompt(
      't3',
      'The refresh token rotation still fails for two tabs, the lock in the session store does not help',
    );
    expect(later.stdout).toBe('');
  });

  it('never shifts on slash commands or one-word replies, and redacts secrets in stashes', async () => {
    await runAuthThread('t4');
    for (const text of ['/strata:recall billing webhooks and invoices', 'yes', 'go on']) {
      expect((await prompt('t4', text)).stdout).toBe('');
    }
    await prompt(
      't4',
      'Use the key sk-ant-api03-abcdefghijklmnopqrstuvwxyz012345 and DATABASE_URL=postgres://app:hunter2@db/prod for the session store refresh token test',
    );
    await prompt(
      't4',
      'Marketing wants annual plans at a 20% discount, how do we model yearly Stripe prices for billing',
    );
    const [file] = localFiles();
    const text = readFileSync(path.join(store.memDir, 'local', file!), 'utf8');
    expect(text).not.toContain('sk-ant-api03');
    expect(text).not.toContain('hunter2');
    expect(text).toContain('[REDACTED]');
  });

  it('fails open on malformed input and without a session id', async () => {
    for (const input of [
      '',
      'nope',
      JSON.stringify({ prompt: 'hello there world' }),
      JSON.stringify({ session_id: 's', prompt: 42 }),
    ]) {
      const run = await runHook('user-prompt-submit', input, opts());
      expect(run).toMatchObject({ code: 0, stdout: '' });
    }
  });
});

describe('PreCompact and SessionEnd hooks', () => {
  it('writes a snapshot breadcrumb and seeds the next session', async () => {
    await runAuthThread('c1');
    const compact = await runHook(
      'pre-compact',
      JSON.stringify({
        ...basePayload('PreCompact', 'c1', store.proj),
        trigger: 'auto',
        custom_instructions: '',
      }),
      opts(),
    );
    expect(compact).toMatchObject({ code: 0, stdout: '' });
    const snap = localFiles().find((f) => f.includes('snapshot'));
    expect(snap).toBeDefined();
    const doc = parseDocument(readFileSync(path.join(store.memDir, 'local', snap!), 'utf8'), snap!);
    expect(doc.data).toMatchObject({ type: 'breadcrumb', status: 'open' });
    expect(doc.body).toContain('src/auth/refresh-token.ts');
    const start = await runHookInProcess(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 'c1', store.proj), source: 'compact' }),
      opts(),
    );
    expect(start.context).toContain('Before the compaction this session was on');

    const end = await runHook(
      'session-end',
      JSON.stringify({ ...basePayload('SessionEnd', 'c1', store.proj), reason: 'other' }),
      opts(),
    );
    expect(end).toMatchObject({ code: 0, stdout: '' });
    const history = JSON.parse(
      readFileSync(path.join(store.root, 'cache', 'topic-history.json'), 'utf8'),
    );
    expect(history.sessions).toBe(1);
    expect(history.mean).toBeGreaterThan(0);
  });
});
