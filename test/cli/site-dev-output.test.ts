/**
 * `strata site dev` through the built CLI, as the README has a newcomer run it: it says it
 * is building before the first build's seconds of silence, calls that build "Built" (not
 * "rebuilt"), then serves the site at the address it prints.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../kit/cli.js';
import { exited, printedLines } from '../kit/processes.js';
import { tempStore } from '../kit/temp-store.js';
import { writeMemory } from '../kit/write-memory.js';

describe('strata site dev', () => {
  it('says it is building, then that it built, then where it serves', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-postgres-for-orders', { title: 'Use Postgres for orders' });
    const child = spawn(
      process.execPath,
      [CLI, 'site', 'dev', '--port', '0', '--out', path.join(t.root, 'site')],
      { cwd: t.proj, env: t.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const out: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    const done = exited(child);
    await printedLines(child, 3);
    const lines = Buffer.concat(out).toString('utf8').split('\n');
    expect(lines[0]).toBe('Building the site…');
    expect(lines[1]).toMatch(/^Built \d+ pages in [\d.]+ s$/);
    const url = /^Serving (http:\/\/127\.0\.0\.1:\d+\/) /.exec(lines[2] ?? '')?.[1];
    expect(url, lines.join('\n')).toBeDefined();
    expect((await fetch(url!)).status).toBe(200);
    child.kill('SIGTERM');
    expect((await done).code).toBe(0);
  });
});
