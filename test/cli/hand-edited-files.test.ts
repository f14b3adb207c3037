/**
 * Hand-edited files that strata would read other than written. A file made by hand that
 * reuses a memory's id: `show` and `list` answer with the memory's own file and name the
 * other, `verify` blames the stray, `doctor` does not print only ok lines. Enum typos
 * (`severity: hgih`, `type: decison`): named by `verify`, `doctor`, the audit and the
 * session-start count, and an unknown severity is served as high, never lower. Through the
 * built CLI and the built hook bundles with real stdin.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { basePayload, readPayload, runHook } from '../support/hook-runner.js';

const cli = (s: TempStore, args: string[]) => spawnStrata(args, { cwd: s.proj, env: s.env });

function file(fields: Record<string, string>, body: string): string {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\ncreated: "2026-01-01T00:00:00Z"\nupdated: "2026-01-01T00:00:00Z"\n---\n${body}\n`;
}

describe('a hand-made file reusing a memory id', () => {
  it('never replaces the memory in show or list, and verify and doctor name the stray', async () => {
    const s = tempStore({ samples: false });
    const saved = await cli(s, [
      'remember',
      '--type',
      'decision',
      '--title',
      'Use Postgres',
      '--body',
      'For the orders service.',
      '--json',
    ]);
    expect(saved.code, saved.stderr).toBe(0);
    const id: string = saved.json.id;
    const original: string = saved.json.path;
    // Sorts before the original in its folder, so a scan lists it first.
    const stray = path.join(path.dirname(original), `a-copy-of-${id}.md`);
    writeFileSync(stray, file({ id, title: 'Stray copy', type: 'decision' }, 'Use MySQL.'));

    const show = await cli(s, ['show', id, '--json']);
    expect(show.json.path).toBe(original);
    expect(show.json.title).toBe('Use Postgres');
    expect(show.json.sameIdFiles).toEqual([stray]);

    const list = await cli(s, ['list', '--json']);
    const rows = list.json.memories.filter((m: { id: string }) => m.id === id);
    expect(rows.map((m: { title: string }) => m.title)).toEqual(['Use Postgres']);
    expect(list.stderr).toContain(stray);

    const verify = await cli(s, ['verify']);
    expect(verify.code).not.toBe(0);
    expect(verify.stdout + verify.stderr).toContain(
      `${stray}: id "${id}" is already used by ${original}`,
    );

    const doctor = await cli(s, ['doctor']);
    expect(doctor.stdout).toMatch(/WARN memory files: 1 file problem \(.*a-copy-of-/);
  });
});

describe('enum typos in hand-edited files', () => {
  function setUp(): TempStore {
    const s = tempStore({ samples: false });
    writeFileSync(
      s.mem('gotcha-payments-retry.md'),
      file(
        {
          id: 'gotcha-payments-retry',
          title: 'Retries charge twice',
          type: 'gotcha',
          severity: 'hgih',
          file_patterns: '["src/payments/**"]',
        },
        'Pass an idempotency key.',
      ),
    );
    writeFileSync(
      s.mem('decision-queue.md'),
      file({ id: 'decision-queue', title: 'Use a queue for emails', type: 'decison' }, 'SQS.'),
    );
    return s;
  }

  it('serve an unknown severity as high on a file read and at session start', async () => {
    const s = setUp();
    expect((await cli(s, ['reindex', '--no-embed'])).code).toBe(0);
    const read = await runHook(
      'post-tool-use',
      readPayload('sess-1', s.proj, path.join(s.proj, 'src', 'payments', 'charge.ts')),
      { cwd: s.proj, env: s.env },
    );
    expect(read.context).toContain('(high, gotcha-payments-retry)');
    const start = await runHook(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 'sess-2', s.proj), source: 'startup' }),
      { cwd: s.proj, env: s.env },
    );
    expect(start.context).toContain('gotcha-payments-retry');
  });

  it('are named by verify, doctor, the audit and the session-start count', async () => {
    const s = setUp();
    const verify = await cli(s, ['verify']);
    const said = verify.stdout + verify.stderr;
    expect(said).toContain(
      'severity "hgih" is not one of critical, high, medium, low: served as high',
    );
    expect(said).toContain('type "decison" is not a known type: did you mean "decision"?');

    const doctor = await cli(s, ['doctor']);
    expect(doctor.stdout).toMatch(/WARN memory files: 2 files read other than written/);

    const audit = await cli(s, ['audit', '--json']);
    expect(audit.json.misread.map((m: { path: string }) => path.basename(m.path)).sort()).toEqual([
      'decision-queue.md',
      'gotcha-payments-retry.md',
    ]);
    expect((await cli(s, ['reindex', '--no-embed'])).code).toBe(0);
    const summary = await cli(s, ['audit', '--summary']);
    expect(summary.stdout).toContain('2 memory files read other than written');
    const start = await runHook(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 'sess-3', s.proj), source: 'startup' }),
      { cwd: s.proj, env: s.env },
    );
    expect(start.context).toContain('2 memory files read other than written');
  });
});
