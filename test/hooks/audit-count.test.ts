/**
 * The session-start audit count through the built hook bundle and the built CLI: the hook
 * never runs the audit, it starts `strata audit --summary --quiet` detached and shows the
 * count from the summary file at a later start, while the store is unchanged.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditSummaryLine } from '../../src/core/audit-summary.js';
import { FENCE_CLOSE } from '../../src/core/fence.js';
import { type DigestPaths, digestPaths } from '../../src/storage/digest-paths.js';
import { processGone } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { runHookInProcess } from '../support/hook-in-process.js';
import { basePayload } from '../support/hook-runner.js';
import { strata } from '../support/run-cli-in-process.js';

let store: TempStore;
let paths: DigestPaths;
const opts = () => ({ cwd: store.proj, env: store.env });
const markers = () => ['reindex-requested.json', 'audit-requested.json'];

/** The pid a hook recorded for its detached child, or null when it started none. */
function startedPid(name: string): number | null {
  const file = path.join(paths.dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).pid : null;
}

const sessionStart = () =>
  runHookInProcess(
    'session-start',
    JSON.stringify({ ...basePayload('SessionStart', 's1', store.proj), source: 'startup' }),
    opts(),
  );

beforeEach(async () => {
  store = makeTempStore();
  paths = digestPaths(path.join(store.root, 'cache'), store.proj);
  // A fresh digest: the hooks below start no reindex unless the store changes.
  expect((await strata(['reindex', '--no-embed'], opts())).code).toBe(0);
});
afterEach(async () => {
  // Detached children may still be writing: let them finish before cleanup.
  for (const name of markers()) {
    const pid = startedPid(name);
    if (pid) await processGone(pid);
  }
  store.cleanup();
});

describe('SessionStart audit count', () => {
  it('starts the audit in the background, then shows its count while the store is unchanged', async () => {
    const first = await sessionStart();
    expect(first.code).toBe(0);
    expect(first.context).not.toContain('/strata:audit');
    const pid = startedPid('audit-requested.json');
    expect(pid).toBeGreaterThan(0);
    await processGone(pid!);
    const summary = JSON.parse(readFileSync(paths.auditSummary, 'utf8'));
    const line = auditSummaryLine(summary.counts);
    expect(line).toMatch(/^\d+ stale gotchas?, .*: `\/strata:audit`$/);

    const second = await sessionStart();
    expect(second.context).toContain(`\n${line}\n`);
    expect(second.context!.indexOf(line!)).toBeLessThan(second.context!.indexOf(FENCE_CLOSE));
    expect(startedPid('audit-requested.json')).toBe(pid);

    // A memory added since: the count may be wrong, so it is not shown.
    writeFileSync(
      store.mem('permanent/learning-new.md'),
      '---\ntype: learning\ntitle: New\n---\n\nNew.\n',
    );
    const third = await sessionStart();
    expect(third.code).toBe(0);
    expect(third.context).not.toContain('/strata:audit');
  });

  it('fails open on a summary that is not a file, and shows nothing for a broken one', async () => {
    mkdirSync(paths.dir, { recursive: true });
    execFileSync('mkfifo', [paths.auditSummary]);
    const fifo = await sessionStart();
    expect(fifo.code).toBe(0);
    expect(fifo.context).toContain('strata memory for project');
    const pid = startedPid('audit-requested.json');
    if (pid) await processGone(pid);
    rmSync(paths.auditSummary, { force: true });
    writeFileSync(paths.auditSummary, '{"version":1,"counts":');
    const broken = await sessionStart();
    expect(broken.code).toBe(0);
    expect(broken.context).not.toContain('/strata:audit');
  });

  it('runs no audit and shows no count with audit.sessionStartIntervalHours 0', async () => {
    mkdirSync(store.globalDir, { recursive: true });
    writeFileSync(
      path.join(store.globalDir, 'config.json'),
      JSON.stringify({ audit: { sessionStartIntervalHours: 0 } }),
    );
    const run = await sessionStart();
    expect(run.code).toBe(0);
    expect(startedPid('audit-requested.json')).toBeNull();
    expect(existsSync(paths.auditSummary)).toBe(false);
  });
});
