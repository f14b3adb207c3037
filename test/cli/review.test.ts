/**
 * Drafts end to end through the built CLI and hook bundles: capture from a transcript,
 * the session-start notice, review (list, accept into another scope, discard to
 * archive), and the archiving of drafts nobody reviewed in time.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { digestPaths } from '../../src/storage/digest-files.js';
import { basePayload, fileAppears, runHook } from '../kit/hook-runner.js';
import { backgroundCaptureGone, hookChildrenGone, processGone } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { TRANSCRIPTS_DIR } from '../kit/transcript-labels.js';
import { strata } from '../support/run-cli-in-process.js';

let store: TempStore;
const run = (args: string[]) => strata(args, { cwd: store.proj, env: store.env });
const local = (rel: string) => path.join(store.memDir, 'local', rel);

function transcript(name: string): string {
  const file = path.join(store.root, name);
  copyFileSync(path.join(TRANSCRIPTS_DIR, name), file);
  return file;
}

async function sessionStartContext(): Promise<string> {
  const payload = { ...basePayload('SessionStart', 'next-session', store.proj), source: 'startup' };
  const hook = await runHook('session-start', JSON.stringify(payload), {
    cwd: store.proj,
    env: store.env,
  });
  expect(hook.code).toBe(0);
  return hook.context ?? '';
}

beforeEach(() => {
  store = makeTempStore({ samples: false });
});
afterEach(() => store.cleanup());

describe('the hooks start capture in the background', () => {
  const payloadFor = (event: string, extra: Record<string, unknown>) => ({
    ...basePayload(event, 'ended-session', store.proj),
    transcript_path: transcript('real-cli-correction.jsonl'),
    ...extra,
  });

  it.each([
    ['session-end', false, 'SessionEnd', { reason: 'prompt_input_exit' }],
    ['pre-compact', false, 'PreCompact', { trigger: 'auto', custom_instructions: '' }],
    // The default, "auto", does not ask while Claude Code's auto memory is on (its default).
    ['session-end', 'auto', 'SessionEnd', { reason: 'prompt_input_exit' }],
    ['pre-compact', 'auto', 'PreCompact', { trigger: 'auto', custom_instructions: '' }],
  ])(
    '%s with hooks.capture.atStop %s (Claude not asked): the hook returns at once and a rule draft quoting the correction follows',
    async (bundle, atStop, event, extra) => {
      mkdirSync(store.globalDir, { recursive: true });
      writeFileSync(
        path.join(store.globalDir, 'config.json'),
        JSON.stringify({ hooks: { capture: { atStop } } }),
      );
      const digest = digestPaths(path.join(store.root, 'cache'), store.proj);
      mkdirSync(digest.dir, { recursive: true });
      const hook = await runHook(bundle, JSON.stringify(payloadFor(event, extra)), {
        cwd: store.proj,
        env: store.env,
      });
      expect(hook).toMatchObject({ code: 0, stdout: '' });
      // The worker writes the digest last, after the drafts.
      await fileAppears(digest.session);
      const drafts = (await run(['review', '--json'])).json.drafts;
      expect(drafts).toHaveLength(1);
      expect(drafts[0]).toMatchObject({ rule: 'correction', session: 'ended-session' });
      expect(drafts[0].body).toContain(
        '> User: No, never use npm here, always use pnpm because the lockfile is pnpm',
      );
      // The worker may still write below the cache after the digest: the store goes after it.
      const cacheRoot = path.join(store.root, 'cache');
      await backgroundCaptureGone(cacheRoot, store.proj, 'ended-session');
      await hookChildrenGone(cacheRoot, store.proj);
    },
  );

  it("with Claude asked at a stop (the default while Claude Code's auto memory is off), session end writes no rule draft and compaction starts no worker", async () => {
    const sessions = digestPaths(path.join(store.root, 'cache'), store.proj).sessions;
    const marker = path.join(sessions, 'ended-session', 'capture.json');
    // The hooks and the worker they start both see the switch, as in a real session.
    const env = { ...store.env, CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' };
    const compact = await runHook(
      'pre-compact',
      JSON.stringify(payloadFor('PreCompact', { trigger: 'auto', custom_instructions: '' })),
      { cwd: store.proj, env },
    );
    expect(compact).toMatchObject({ code: 0, stdout: '' });
    expect(existsSync(marker)).toBe(false);
    const end = await runHook(
      'session-end',
      JSON.stringify(payloadFor('SessionEnd', { reason: 'prompt_input_exit' })),
      { cwd: store.proj, env },
    );
    expect(end).toMatchObject({ code: 0, stdout: '' });
    await processGone(JSON.parse(readFileSync(marker, 'utf8')).pid);
    expect((await run(['review', '--json'])).json.drafts).toEqual([]);
  });
});

describe('strata capture and strata review', () => {
  it('capture → session-start notice → accept into project → the notice is gone', async () => {
    const file = transcript('pnpm-correction.jsonl');
    const first = await run(['capture', '--transcript', file, '--session', 's1', '--json']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.json.created).toHaveLength(1);
    const draft = first.json.created[0];
    expect(draft).toMatchObject({ scope: 'local', status: 'draft', rule: 'correction' });
    // The same transcript again (SessionEnd after PreCompact): nothing new.
    const again = await run(['capture', '--transcript', file, '--session', 's1', '--json']);
    expect(again.json.created).toEqual([]);

    const listed = await run(['list', '--status', 'draft', '--json']);
    expect(listed.json.memories.map((m: { id: string }) => m.id)).toEqual([draft.id]);
    const review = await run(['review', '--json']);
    expect(review.json.drafts[0]).toMatchObject({
      id: draft.id,
      rule: 'correction',
      session: 's1',
    });
    expect(review.json.drafts[0].body).toContain('> User: No, never use npm in this repo.');

    expect(await sessionStartContext()).toContain(
      '1 draft from earlier sessions: `/strata:review`',
    );

    const accepted = await run(['review', '--accept', draft.id, '--scope', 'project', '--json']);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.json.accepted).toMatchObject({ id: draft.id, scope: 'project' });
    const text = readFileSync(path.join(store.memDir, `${draft.id}.md`), 'utf8');
    const { data } = parseDocument(text, 'accepted');
    expect(data.status).toBeUndefined();
    expect(data).toMatchObject({ capture_rule: 'correction', session: 's1', type: 'learning' });
    expect(existsSync(draft.path)).toBe(false);
    expect((await run(['list', '--status', 'draft', '--json'])).json.memories).toEqual([]);
    expect(await sessionStartContext()).not.toMatch(/drafts? from earlier sessions/);
  });

  it('discard moves a draft to archive/, never deletes it', async () => {
    const made = await run([
      'capture',
      '--transcript',
      transcript('cents-correction.jsonl'),
      '--json',
    ]);
    const id = made.json.created[0].id as string;
    const discarded = await run(['review', '--discard', id, '--json']);
    expect(discarded.code, discarded.stderr).toBe(0);
    expect(discarded.json.archivedPath).toBe(local(`archive/${id}.md`));
    expect(readFileSync(local(`archive/${id}.md`), 'utf8')).toContain("That's wrong because");
    expect((await run(['review', '--json'])).json.drafts).toEqual([]);
    // A discarded draft is not proposed again from the same session.
    const again = await run([
      'capture',
      '--transcript',
      transcript('cents-correction.jsonl'),
      '--json',
    ]);
    expect(again.json.created).toEqual([]);
  });

  it('drafts older than drafts.ttlDays are archived when drafts are listed', async () => {
    mkdirSync(local(''), { recursive: true });
    writeFileSync(
      local('learning-old-draft.md'),
      '---\nid: learning-old-draft\ntitle: An old draft nobody reviewed\ntype: learning\ncreated: "2020-01-01T00:00:00Z"\nupdated: "2020-01-01T00:00:00Z"\nstatus: draft\n---\nOld.\n',
    );
    const review = await run(['review', '--json']);
    expect(review.json).toMatchObject({ drafts: [], archived: ['learning-old-draft'] });
    expect(existsSync(local('archive/learning-old-draft.md'))).toBe(true);
  });

  it('edits a draft while reviewing it: --edit keeps it waiting, --accept with edits applies them', async () => {
    const made = await run([
      'capture',
      '--transcript',
      transcript('pnpm-correction.jsonl'),
      '--json',
    ]);
    const draft = made.json.created[0];
    const edited = await run([
      'review',
      '--edit',
      draft.id,
      '--title',
      'Use pnpm, never npm: the lockfile is pnpm-lock.yaml',
      '--tags',
      'tooling,pnpm',
      '--json',
    ]);
    expect(edited.code, edited.stderr).toBe(0);
    expect(edited.json.edited).toMatchObject({ id: draft.id, status: 'draft' });
    const waiting = (await run(['review', '--json'])).json.drafts;
    expect(waiting.map((d: { title: string }) => d.title)).toEqual([
      'Use pnpm, never npm: the lockfile is pnpm-lock.yaml',
    ]);

    const accepted = await run([
      'review',
      '--accept',
      draft.id,
      '--scope',
      'project',
      '--body',
      'Install and run scripts with pnpm; npm would write a second lockfile.',
      '--json',
    ]);
    expect(accepted.code, accepted.stderr).toBe(0);
    const text = readFileSync(path.join(store.memDir, `${draft.id}.md`), 'utf8');
    const { data, body } = parseDocument(text, 'accepted');
    expect(data).toMatchObject({
      title: 'Use pnpm, never npm: the lockfile is pnpm-lock.yaml',
      tags: ['tooling', 'pnpm'],
      capture_rule: 'correction',
      session: made.json.created[0].session ?? data.session,
    });
    expect(data.status).toBeUndefined();
    expect(body.trim()).toBe(
      'Install and run scripts with pnpm; npm would write a second lockfile.',
    );
  });

  it('refuses a bad edit during review and accepts nothing', async () => {
    const made = await run([
      'capture',
      '--transcript',
      transcript('cents-correction.jsonl'),
      '--json',
    ]);
    const id = made.json.created[0].id as string;
    const before = readFileSync(made.json.created[0].path, 'utf8');
    const cases: Array<[string[], RegExp]> = [
      [['--accept', id, '--title', ''], /^strata: .*title/],
      // An argument cannot reach the 1 MiB body limit (the OS caps one at 128 KiB); a tag can be wrong.
      [['--accept', id, '--tags', 'ok,<script>'], /^strata: .*tags.*<script>/],
      [['--accept', id, '--file-pattern', '{a,{b,{c,{d,e}}}}'], /^strata: .*file_patterns|glob/],
      [['--edit', id], /^strata: --edit .* names no change/],
      [['--title', 'T'], /^strata: --title, --body, --tags and --file-pattern need --accept/],
      [['--accept', id, '--discard', id], /^strata: give one of --accept, --edit and --discard/],
      [['--edit', '../../etc/passwd', '--title', 'T'], /^strata: .*etc\/passwd/],
    ];
    for (const [args, message] of cases) {
      const result = await run(['review', ...args]);
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(result.stderr, args.join(' ')).toMatch(message);
    }
    expect(readFileSync(made.json.created[0].path, 'utf8')).toBe(before);
    expect((await run(['review', '--json'])).json.drafts.map((d: { id: string }) => d.id)).toEqual([
      id,
    ]);
  });

  it('refuses to accept what is not a draft, naming it', async () => {
    const made = await run([
      'capture',
      '--transcript',
      transcript('queue-decision.jsonl'),
      '--json',
    ]);
    const id = made.json.created[0].id as string;
    expect((await run(['review', '--accept', id])).code).toBe(0);
    const again = await run(['review', '--accept', id]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(new RegExp(`^strata: "${id}" is not a draft waiting for review`));
    const missing = await run(['capture', '--transcript', path.join(store.root, 'nope.txt')]);
    expect(missing.stderr).toMatch(/^strata: --transcript ".*nope\.txt" is not a \.jsonl file/);
  });
});
