/**
 * A gotcha saved by the CLI reaches the Read hook at once, with no MCP server running to
 * rewrite the digests: the built CLI's `remember` updates the digests the built
 * PostToolUse hook reads (real stdin), without a search or a session start in between.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { readPayload, runHook } from '../support/hook-runner.js';

async function readFile(s: TempStore, rel: string, session: string) {
  const payload = readPayload(session, s.proj, path.join(s.proj, rel));
  const run = await runHook('post-tool-use', payload, { cwd: s.proj, env: s.env });
  expect(run.code).toBe(0);
  return run.context ?? '';
}

function rememberGotcha(s: TempStore, title: string, pattern: string) {
  return spawnStrata(
    [
      'remember',
      '--type',
      'gotcha',
      '--title',
      title,
      '--severity',
      'high',
      '--file-pattern',
      pattern,
      '--body',
      `${title}: check it first.`,
      '--json',
    ],
    { cwd: s.proj, env: s.env },
  );
}

describe('a gotcha saved by the CLI', () => {
  it('is on the next file read after an earlier reindex', async () => {
    const s = tempStore();
    const reindex = await spawnStrata(['reindex', '--no-embed'], { cwd: s.proj, env: s.env });
    expect(reindex.code).toBe(0);
    expect(await readFile(s, 'billing/invoice.ts', 'sess-1')).not.toContain('invoice');
    const saved = await rememberGotcha(s, 'Invoice totals round per line', 'billing/**');
    expect(saved.code, saved.stderr).toBe(0);
    const context = await readFile(s, 'billing/invoice.ts', 'sess-1');
    expect(context).toContain(saved.json.id);
  });

  it('is on the first file read of a store never indexed', async () => {
    const s = tempStore({ samples: false });
    const saved = await rememberGotcha(s, 'Never edit generated clients', 'gen/**');
    expect(saved.code, saved.stderr).toBe(0);
    expect(await readFile(s, 'gen/client.ts', 'sess-2')).toContain(saved.json.id);
  });

  it('leaves the Read hook once the CLI forgets it', async () => {
    const s = tempStore({ samples: false });
    const saved = await rememberGotcha(s, 'Cache keys include the tenant', 'cache/**');
    expect(saved.code, saved.stderr).toBe(0);
    expect(await readFile(s, 'cache/keys.ts', 'sess-3')).toContain(saved.json.id);
    const forget = await spawnStrata(['forget', saved.json.id], { cwd: s.proj, env: s.env });
    expect(forget.code, forget.stderr).toBe(0);
    expect(await readFile(s, 'cache/keys.ts', 'sess-4')).not.toContain(saved.json.id);
  });
});
