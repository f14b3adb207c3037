/**
 * The handoff note end to end, with the built CLI and real git worktrees: SessionEnd in a
 * worktree starts the worker, which writes the note into the main checkout's local scope;
 * the next SessionStart in any checkout of the repository shows it. A planted `.git` file
 * is not followed. The first test runs the built hook bundles as processes; the others run
 * the same hooks in-process (the worker they start is the built CLI either way).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { digestPaths } from '../../src/storage/digest-paths.js';
import { addWorktree, git, makeRepo } from '../kit/git-repos.js';
import { startMcp } from '../kit/mcp.js';
import { processGone } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { runHookInProcess } from '../support/hook-in-process.js';
import { type HookRun, runHook } from '../support/hook-runner.js';
import { strata } from '../support/run-cli-in-process.js';

const FIXTURE = path.resolve(
  import.meta.dirname,
  '..',
  'fixtures',
  'transcripts',
  'handoff-next-steps.jsonl',
);
/** The session id inside the fixture. */
const SESSION = JSON.parse(readFileSync(FIXTURE, 'utf8').split('\n')[0]!).sessionId as string;

let store: TempStore;
let root: string;
let main: string;
let wt: string;
const pending: number[] = [];

beforeEach(() => {
  store = makeTempStore({ samples: false });
  root = realpathSync(store.root);
  main = makeRepo(root, 'app');
  wt = addWorktree(main, root, 'app-rounding', 'feature/rounding');
});
afterEach(async () => {
  for (const pid of pending.splice(0)) await processGone(pid);
  // SessionStart hooks start a detached reindex when a checkout has no digest yet.
  const projects = path.join(root, 'cache', 'projects');
  for (const name of existsSync(projects) ? readdirSync(projects) : []) {
    const marker = path.join(projects, name, 'reindex-requested.json');
    if (existsSync(marker)) await processGone(JSON.parse(readFileSync(marker, 'utf8')).pid);
  }
  store.cleanup();
});

/** The fixture as a session that ran in `cwd`: its file paths moved there. */
function transcriptFor(cwd: string, name: string): string {
  const file = path.join(root, `${name}.jsonl`);
  writeFileSync(file, readFileSync(FIXTURE, 'utf8').replaceAll('/home/dev/shop', cwd));
  return file;
}

/** How a hook is run: the built bundle as a process, or in-process. */
type RunHook = (
  name: string,
  stdin: string,
  options: { cwd: string; env: Record<string, string> },
) => Promise<HookRun>;

/** Runs the SessionEnd hook in `cwd` and waits for the worker it started. */
async function endSession(
  cwd: string,
  session: string,
  transcript: string,
  run: RunHook = runHookInProcess,
): Promise<void> {
  const payload = {
    session_id: session,
    transcript_path: transcript,
    cwd,
    hook_event_name: 'SessionEnd',
    reason: 'prompt_input_exit',
  };
  const ended = await run('session-end', JSON.stringify(payload), { cwd, env: store.env });
  expect(ended).toMatchObject({ code: 0, stdout: '' });
  const state = path.join(digestPaths(path.join(root, 'cache'), cwd).sessions, session);
  const { pid } = JSON.parse(readFileSync(path.join(state, 'capture.json'), 'utf8'));
  pending.push(pid);
  await processGone(pid);
}

async function startSession(
  cwd: string,
  session: string,
  runner: RunHook = runHookInProcess,
): Promise<string> {
  const payload = { session_id: session, cwd, hook_event_name: 'SessionStart', source: 'startup' };
  const run = await runner('session-start', JSON.stringify(payload), { cwd, env: store.env });
  expect(run.code).toBe(0);
  return run.context ?? '';
}

const handoffs = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('breadcrumb-handoff-')) : [];

describe('the handoff note', () => {
  it('is written from a worktree into the main checkout and opens the next session', async () => {
    // The rule drafts the worker writes when Claude is not asked at a stop land there too.
    mkdirSync(store.globalDir, { recursive: true });
    writeFileSync(
      path.join(store.globalDir, 'config.json'),
      JSON.stringify({ hooks: { capture: { atStop: false } } }),
    );
    await endSession(wt, SESSION, transcriptFor(wt, 't1'), runHook);
    const local = path.join(main, '.claude', 'memory', 'local');
    expect(existsSync(path.join(wt, '.claude', 'memory', 'local'))).toBe(false);
    const [name] = handoffs(local);
    const doc = parseDocument(readFileSync(path.join(local, name!), 'utf8'), name!);
    expect(doc.data).toMatchObject({
      type: 'breadcrumb',
      status: 'handoff',
      session: SESSION,
      branch: 'feature/rounding',
      commit: git(wt, ['rev-parse', 'HEAD']).slice(0, 12),
    });
    expect(doc.body).toContain('Last: also update the credit notes to use the same rounding');
    expect(doc.body).toContain('- `src/billing/credit-note.ts`');
    expect(doc.body).toContain('- failed: `npx tsc --noEmit` — src/billing/credit-note.ts(14,3)');
    expect(doc.body).toContain('- passed: `npx vitest run test/billing`');
    expect(doc.body).toContain('- Add a credit-note test for per-line rounding.');
    expect(doc.body).not.toContain('sk_live_51H');
    expect(readFileSync(path.join(local, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    // The drafts of the same worker land there too, not hidden by the note quoting the prompts.
    const review = await strata(['review', '--json'], { cwd: wt, env: store.env });
    expect(review.json.drafts.map((d: { rule: string }) => d.rule)).toContain('error-fix');

    // The next session, in the main checkout or in another worktree, starts with it.
    const other = addWorktree(main, root, 'app-other', 'other');
    for (const cwd of [main, other]) {
      const context = await startSession(cwd, `next-${path.basename(cwd)}`, runHook);
      expect(context).toContain('Where the last session ended:');
      expect(context).toContain('feature/rounding@');
      expect(context).toContain('last "also update the credit notes to use the same rounding"');
      expect(context).toContain('Changed: src/billing/invoice.ts, src/billing/rounding.ts');
      expect(context).toContain('failed: `npx tsc --noEmit`');
      expect(context).toContain('Next steps: Import `roundLines`');
      expect(context).not.toContain('sk_live_51H');
    }
    // Not shown to the session that wrote it (a resumed session has its own history).
    expect(await startSession(wt, SESSION)).not.toContain('Where the last session ended');
  });

  it('is one per session id, and survives the removal of the worktree', async () => {
    const transcript = transcriptFor(wt, 't1');
    await endSession(wt, SESSION, transcript);
    await endSession(wt, SESSION, transcript);
    const local = path.join(main, '.claude', 'memory', 'local');
    expect(handoffs(local)).toHaveLength(1);
    const cli = await strata(['list', '--type', 'breadcrumb', '--json'], {
      cwd: wt,
      env: store.env,
    });
    expect(cli.code).toBe(0);
    expect(JSON.stringify(cli.json)).toContain('breadcrumb-handoff-');

    // A session that did nothing does not replace the note.
    const shared = digestPaths(path.join(root, 'cache'), wt, main).shared;
    const before = readFileSync(path.join(shared, 'handoff.json'), 'utf8');
    const empty = path.join(root, 'empty.jsonl');
    writeFileSync(empty, `${JSON.stringify({ type: 'queue-operation', sessionId: 'idle' })}\n`);
    const idle = await strata(
      ['capture', '--transcript', empty, '--session', 'idle', '--trigger', 'session-end', '--json'],
      { cwd: wt, env: store.env },
    );
    expect(idle.json).toMatchObject({ handoff: null });
    expect(readFileSync(path.join(shared, 'handoff.json'), 'utf8')).toBe(before);

    // Like other breadcrumbs, notes older than breadcrumbs.ttlDays are for `strata gc`.
    mkdirSync(store.globalDir, { recursive: true });
    writeFileSync(
      path.join(store.globalDir, 'config.json'),
      JSON.stringify({ breadcrumbs: { ttlDays: 1e-9 } }),
    );
    const gc = await strata(['gc', '--dry-run', '--json'], { cwd: wt, env: store.env });
    expect(gc.json.breadcrumbs.expired.map((b: { id: string }) => b.id)).toEqual([
      path.basename(handoffs(local)[0]!, '.md'),
    ]);

    git(main, ['worktree', 'remove', '--force', wt]);
    expect(handoffs(local)).toHaveLength(1);
    expect(await startSession(main, 'after-removal')).toContain('Next steps: Import `roundLines`');
  });

  it("takes a long session's first prompt from the start of its transcript", async () => {
    mkdirSync(store.globalDir, { recursive: true });
    writeFileSync(
      path.join(store.globalDir, 'config.json'),
      JSON.stringify({ drafts: { maxTranscriptBytes: 64 * 1024 } }),
    );
    const lines = readFileSync(transcriptFor(wt, 't1'), 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('"type":"user"'));
    const filler = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify({ type: 'progress', n: i, data: 'x'.repeat(500) }),
    );
    const long = path.join(root, 'long.jsonl');
    writeFileSync(long, [...lines.slice(0, at + 1), ...filler, ...lines.slice(at + 1)].join('\n'));
    const run = await strata(['capture', '--transcript', long, '--handoff', '--json'], {
      cwd: wt,
      env: store.env,
    });
    expect(run.json.truncated).toBe(true);
    const note = readFileSync(run.json.handoff.file, 'utf8');
    expect(note).toContain('- First: round invoice totals per line instead of per invoice');
    expect(note).toContain('- Last: also update the credit notes to use the same rounding');
  });

  it('shares stashes across worktrees: the MCP server in one, the hooks in another', async () => {
    mkdirSync(store.globalDir, { recursive: true });
    writeFileSync(
      path.join(store.globalDir, 'config.json'),
      JSON.stringify({ embedding: { provider: 'none' } }),
    );
    const mcp = await startMcp({ env: store.env, cwd: wt });
    try {
      const stash = await mcp.ok('memory_stash', {
        label: 'credit note rounding',
        prompts: ['round the credit notes per line'],
      });
      expect(stash.data.path).toBe(
        path.join(main, '.claude', 'memory', 'local', `${stash.data.id}.md`),
      );
      const context = await startSession(main, 'stash-reader');
      expect(context).toContain(`credit note rounding (${stash.data.id}, stashed`);
    } finally {
      await mcp.close();
    }
  });

  it('does not follow a planted .git file to another repository', async () => {
    await endSession(wt, SESSION, transcriptFor(wt, 't1'));
    const clone = path.join(root, 'clone');
    git(root, ['init', '-q', clone]);
    // The clone replaces its own .git with a pointer at the victim's worktree.
    rmSync(path.join(clone, '.git'), { recursive: true });
    writeFileSync(
      path.join(clone, '.git'),
      `gitdir: ${path.join(main, '.git', 'worktrees', 'app-rounding')}\n`,
    );
    await endSession(clone, 'planted-session', transcriptFor(clone, 't2'));
    expect(handoffs(path.join(main, '.claude', 'memory', 'local'))).toHaveLength(1);
    const own = handoffs(path.join(clone, '.claude', 'memory', 'local'));
    expect(own).toHaveLength(1);
    const doc = readFileSync(path.join(clone, '.claude', 'memory', 'local', own[0]!), 'utf8');
    expect(doc).not.toContain('branch:');
    const doctor = await strata(['doctor', '--json'], { cwd: clone, env: store.env });
    expect(doctor.json.checks).toContainEqual(
      expect.objectContaining({ name: 'worktree', warning: true }),
    );
    const linked = await strata(['doctor', '--json'], { cwd: wt, env: store.env });
    expect(linked.json.checks).toContainEqual({
      name: 'worktree',
      ok: true,
      detail: `linked worktree of ${main}: the local scope, stashes and handoff notes are shared with it`,
    });
    // Local memories a worktree kept before its local scope moved are named, with the fix.
    mkdirSync(path.join(wt, '.claude', 'memory', 'local'), { recursive: true });
    writeFileSync(
      path.join(wt, '.claude', 'memory', 'local', 'learning-old.md'),
      '---\ntype: learning\n---\n',
    );
    const stranded = await strata(['doctor', '--json'], { cwd: wt, env: store.env });
    expect(stranded.json.checks).toContainEqual(
      expect.objectContaining({
        name: 'worktree',
        warning: true,
        detail: expect.stringContaining(
          `holds 1 memory file from before, which no scope reads: move them to ${path.join(main, '.claude', 'memory', 'local')}`,
        ),
      }),
    );
    // The victim's next session still sees its own note, not the clone's.
    const context = await startSession(main, 'victim-next');
    expect(context).toContain('feature/rounding@');
    const cloneContext = await startSession(clone, 'clone-next');
    expect(cloneContext).toContain('(breadcrumb-handoff-planted-session)');
    expect(cloneContext).not.toContain('feature/rounding');
  });
});
