/**
 * Which paths a gotcha's file_patterns reach, through the built Read hook and the CLI: a
 * pattern naming a folder covers the files below it, and a project opened through a
 * symbolic link still matches files given by their real path (and the other way round).
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { readPayload, runHook } from '../support/hook-runner.js';

function gotcha(id: string, patterns: string[]): string {
  return `---
id: ${id}
title: About ${patterns.join(' and ')}
type: gotcha
severity: high
created: "2026-05-01T10:00:00Z"
updated: "2026-05-01T10:00:00Z"
tags: [payments]
file_patterns: ${JSON.stringify(patterns)}
---
Only ${patterns.join(' and ')} is concerned.
`;
}

async function storeWith(gotchas: Record<string, string[]>): Promise<TempStore> {
  const store = tempStore({ samples: false });
  for (const [id, patterns] of Object.entries(gotchas))
    writeFileSync(store.mem(`${id}.md`), gotcha(id, patterns));
  mkdirSync(path.join(store.proj, 'src', 'payments'), { recursive: true });
  writeFileSync(path.join(store.proj, 'src', 'payments', 'charge.ts'), 'export {};\n');
  expect((await spawnStrata(['reindex'], { cwd: store.proj, env: store.env })).code).toBe(0);
  return store;
}

/**
 * The gotcha ids the Read hook shows for `file`, in a new session opened in `projectDir`
 * (a gotcha is shown once per session).
 */
async function shown(store: TempStore, projectDir: string, file: string): Promise<string[]> {
  const session = `s-${Math.random().toString(36).slice(2)}`;
  const run = await runHook('post-tool-use', readPayload(session, projectDir, file), {
    cwd: projectDir,
    env: { ...store.env, CLAUDE_PROJECT_DIR: projectDir },
  });
  expect(run.code).toBe(0);
  return [...(run.context ?? '').matchAll(/\(high, ([\w-]+)\)/g)].map((m) => m[1]!);
}

describe('gotcha file_patterns on a read', () => {
  it('a pattern naming a folder, with or without a trailing slash, covers the files below it', async () => {
    const store = await storeWith({
      'gotcha-folder-bare': ['src/payments'],
      'gotcha-folder-name': ['payments'],
      'gotcha-other-folder': ['src/pay'],
    });
    const file = path.join(store.proj, 'src/payments/charge.ts');
    expect(await shown(store, store.proj, file)).toEqual([
      'gotcha-folder-bare',
      'gotcha-folder-name',
    ]);
    const cli = await spawnStrata(['gotchas', 'src/payments/charge.ts', '--json'], {
      cwd: store.proj,
      env: store.env,
    });
    expect(
      JSON.parse(cli.stdout)
        .gotchas.map((g: { id: string }) => g.id)
        .sort(),
    ).toEqual(['gotcha-folder-bare', 'gotcha-folder-name']);
    // The audit calls only the pattern that names no folder or file of the project stale.
    const audit = await spawnStrata(['audit', '--json'], { cwd: store.proj, env: store.env });
    const stale = JSON.parse(audit.stdout).stale.map((s: { id: string }) => s.id);
    expect(stale).toEqual(['gotcha-other-folder']);
  });

  it('matches when the project is opened through a symbolic link and the file named by its real path', async () => {
    const store = await storeWith({ 'gotcha-charge': ['src/payments/charge.ts'] });
    const link = path.join(store.root, 'linked-checkout');
    symlinkSync(store.proj, link);
    const real = path.join(store.proj, 'src/payments/charge.ts');
    const viaLink = path.join(link, 'src/payments/charge.ts');
    expect(await shown(store, link, real)).toEqual(['gotcha-charge']);
    expect(await shown(store, store.proj, viaLink)).toEqual(['gotcha-charge']);
    const cli = await spawnStrata(['gotchas', real, '--json'], { cwd: link, env: store.env });
    expect(JSON.parse(cli.stdout)).toMatchObject({
      file: 'src/payments/charge.ts',
      gotchas: [{ id: 'gotcha-charge', via: 'pattern' }],
    });
  });
});
