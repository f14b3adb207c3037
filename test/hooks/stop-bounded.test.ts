/**
 * The Stop hook's once-a-session ask, through the built bundle: the marker is claimed with
 * an exclusive create before the transcript is read, so six concurrent first stops of one
 * session give one block, and a stop killed during its scan leaves the claim (later stops
 * do not scan again). A transcript of long single-line tool outputs (hex dumps) is read
 * in bounded slices and still yields its correction. Timings are in eval/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { digestPaths } from '../../src/storage/digest-paths.js';
import { REPO } from '../kit/cli.js';
import { FAULT_PRELOAD } from '../kit/faults.js';
import { basePayload, runHook } from '../kit/hook-runner.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { TRANSCRIPTS_DIR } from '../kit/transcript-labels.js';

let store: TempStore;

beforeEach(() => {
  store = makeTempStore({ samples: false });
  // The question at a stop is asked (by default) while Claude Code's auto memory is off.
  store.env.CLAUDE_CODE_DISABLE_AUTO_MEMORY = '1';
  copyFileSync(
    path.join(TRANSCRIPTS_DIR, 'pnpm-correction.jsonl'),
    path.join(store.proj, '.transcript.jsonl'),
  );
});

const payload = (session: string) =>
  JSON.stringify({ ...basePayload('Stop', session, store.proj), stop_hook_active: false });
const stop = (session: string) =>
  runHook('stop', payload(session), { cwd: store.proj, env: store.env });
const marker = (session: string) =>
  path.join(
    digestPaths(path.join(store.root, 'cache'), store.proj).sessions,
    session,
    'capture-asked.json',
  );

/**
 * The built Stop hook under the fault preload, with `faults` (FAULTS_HOLD_*) in its
 * environment: `held` says whether the preload held it (FAULT-HOLD on stderr) before it
 * closed, `done` gives its stdout once it closed, `kill` ends it at once.
 */
function heldStop(session: string, faults: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', FAULT_PRELOAD, path.join(REPO, 'lib', 'hooks', 'stop.js')],
    { cwd: store.proj, env: { ...store.env, ...faults }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stdin.end(payload(session));
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const held = new Promise<boolean>((resolve) => {
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.includes('FAULT-HOLD ')) resolve(true);
    });
    child.on('close', () => resolve(false));
  });
  const done = new Promise<string>((resolve) => child.on('close', () => resolve(out)));
  return { held, done, kill: () => child.kill('SIGKILL') };
}

describe('Stop hook: one ask per session', () => {
  it('six concurrent first stops of one session block once', async () => {
    const runs = await Promise.all(Array.from({ length: 6 }, () => stop('s1')));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    expect(runs.filter((r) => r.json?.decision === 'block')).toHaveLength(1);
    expect((await stop('s1')).stdout).toBe('');
  });

  it('six concurrent first stops that all saw no marker yet still block once', async () => {
    // Each stop is held right after it looked for the marker, until all six have looked:
    // only an exclusive claim then keeps five of them from scanning and asking too.
    const go = path.join(store.root, 'go');
    const children = Array.from({ length: 6 }, () =>
      heldStop('s4', { FAULTS_HOLD_STAT: 'capture-asked\\.json$', FAULTS_HOLD_UNTIL: go }),
    );
    expect(await Promise.all(children.map((c) => c.held))).toEqual(Array(6).fill(true));
    writeFileSync(go, '');
    const outputs = await Promise.all(children.map((c) => c.done));
    expect(outputs.filter((o) => o.includes('"decision":"block"'))).toHaveLength(1);
  });

  it('claims the session before reading the transcript: a stop killed there is not retried', async () => {
    const transcript = path.join(store.proj, '.transcript.jsonl');
    // The preload blocks the process at its first synchronous read of the transcript, as
    // a long synchronous scan would (no timer, not even the hook's deadline, can fire).
    const child = heldStop('s2', { FAULTS_HOLD_OPEN: `${transcript.replace(/[.]/g, '\\.')}$` });
    expect(await child.held).toBe(true);
    expect(existsSync(marker('s2'))).toBe(true);
    child.kill();
    await child.done;
    const later = await stop('s2');
    expect(later).toMatchObject({ code: 0, stdout: '' });
  });

  it('waits briefly for a transcript Claude Code has not created yet, and still asks', async () => {
    // Claude Code can run the Stop hook of a short session just before it writes the file.
    const transcript = path.join(store.proj, '.transcript.jsonl');
    const text = readFileSync(transcript);
    rmSync(transcript);
    // The preload holds the hook right after its first look finds no file, until the file is
    // there, and then reports that first look as it was: missing.
    const child = heldStop('s5', {
      FAULTS_HOLD_STAT: `${transcript.replace(/[.]/g, '\\.')}$`,
      FAULTS_HOLD_UNTIL: transcript,
    });
    expect(await child.held).toBe(true);
    writeFileSync(transcript, text);
    const out = await child.done;
    expect(out).toContain('"decision":"block"');
  });

  it('reads long single-line tool outputs in bounded slices and still finds the correction', async () => {
    const line = (value: unknown) => JSON.stringify(value);
    const lines = [
      line({ type: 'user', message: { role: 'user', content: 'Dump the firmware as hex.' } }),
    ];
    for (let i = 0; i < 12; i++) {
      const id = `toolu_${i}`;
      const command = 'xxd -p firmware.bin | tr -d "\\n"';
      lines.push(
        line({
          type: 'assistant',
          message: {
            role: 'assistant',
            content: [{ type: 'tool_use', id, name: 'Bash', input: { command } }],
          },
        }),
        line({
          type: 'user',
          message: {
            role: 'user',
            content: [
              {
                type: 'tool_result',
                tool_use_id: id,
                content: randomBytes(15_000).toString('hex'),
                is_error: i % 2 === 0,
              },
            ],
          },
        }),
      );
    }
    lines.push(
      line({
        type: 'user',
        message: {
          role: 'user',
          content: 'No, never dump firmware to the terminal; write it to a file.',
        },
      }),
    );
    writeFileSync(path.join(store.proj, '.transcript.jsonl'), `${lines.join('\n')}\n`);
    const run = await stop('s3');
    expect(run.code, run.stderr).toBe(0);
    expect(run.json?.decision).toBe('block');
    expect(run.json.reason).toContain('never dump firmware');
  });
});
