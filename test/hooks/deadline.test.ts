/**
 * No input can hold Claude: a hook whose handler never finishes exits 0 at its deadline,
 * and a stdin pipe that is never closed is given up on instead of read forever.
 */
import { spawn } from 'node:child_process';
import { closeSync, constants, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runHook as runInProcess } from '../../src/hooks/hook-frame.js';
import { writeFdSync } from '../../src/hooks/stdout.js';
import { REPO } from '../kit/cli.js';
import { makeTempStore } from '../kit/temp-store.js';

const store = makeTempStore({ samples: false });
afterAll(() => store.cleanup());
const logFile = path.join(store.env.STRATA_CACHE_DIR!, 'logs', 'hooks.log');

describe('the hook deadline', () => {
  it('a handler that never settles ends in exit 0, no output, and a log line', async () => {
    const written: string[] = [];
    const exited = new Promise<void>((resolve) => {
      void runInProcess('PostToolUse', () => new Promise<string | null>(() => {}), {
        env: store.env,
        cwd: store.proj,
        home: store.home,
        bundleDir: path.join(REPO, 'lib', 'hooks'),
        readStdin: () => JSON.stringify({ session_id: 's', cwd: store.proj }),
        write: (text) => written.push(text),
        now: () => new Date(),
        deadlineMs: 25,
        exitNow: resolve,
      });
    });
    await exited;
    expect(written).toEqual([]);
    const projectLog = readLogs(store.root);
    expect(projectLog).toContain('PostToolUse deadline of 25 ms passed: exiting without output');
  });

  it('the real bundle gives up on a stdin pipe that never closes, and exits 0', async () => {
    const fifo = path.join(store.root, 'stdin.fifo');
    await run('mkfifo', [fifo]);
    // Read-write: opening never blocks, and the child holds a writer, so EOF never comes.
    const fd = openSync(fifo, constants.O_RDWR);
    try {
      const code = await run(
        process.execPath,
        [path.join(REPO, 'lib', 'hooks', 'post-tool-use.js')],
        fd,
      );
      expect(code).toBe(0);
    } finally {
      closeSync(fd);
    }
    expect(readFileSync(logFile, 'utf8')).toContain('not closed in time');
  });
});

describe('the hook output', () => {
  it('waits on a full non-blocking pipe no longer than its deadline, then throws the write error', async () => {
    const fifo = path.join(store.root, 'stdout.fifo');
    await run('mkfifo', [fifo]);
    // This process holds both ends and never reads: the pipe fills and stays full.
    const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    try {
      writeFdSync(fd, 'x'.repeat(1024), 50);
      let code: unknown;
      try {
        writeFdSync(fd, 'y'.repeat(4 * 1024 * 1024), 50);
      } catch (error) {
        code = (error as NodeJS.ErrnoException).code;
      }
      expect(code).toBe('EAGAIN');
    } finally {
      closeSync(fd);
    }
  });
});

/** Every hooks.log below `dir` (the project's log lives in its cache folder). */
function readLogs(dir: string): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, name.name);
      if (name.isDirectory()) walk(full);
      else if (name.name === 'hooks.log' && existsSync(full)) out.push(readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return out.join('\n');
}

function run(cmd: string, args: string[], stdinFd?: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: store.proj,
      env: store.env,
      stdio: [stdinFd ?? 'ignore', 'pipe', 'pipe'],
    });
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
}
