/**
 * `strata import origin` of a generated 5,000-memory store in the origin's layout, in
 * process: the dry run (read, parse and plan), the import into an empty store, and the
 * second import that finds everything already there. Baseline: scanning and parsing the
 * imported store, which every import does first.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ImportResult, importParsed } from '../../src/services/import/import.js';
import { readImportSource } from '../../src/services/import/import-readers.js';
import { loadStore, type StoreContext } from '../../src/storage/load-store.js';
import { createOriginStore, type OriginBenchStore } from './support/generate-origin-store.js';
import { type BenchRow, median, timeRuns } from './support/measure.js';

/** A fresh, empty target project with local and project scopes. */
function createTarget(): { ctx: StoreContext; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-import-'));
  const dir = path.join(root, 'proj', '.claude', 'memory');
  mkdirSync(path.join(root, 'proj', '.git'), { recursive: true });
  mkdirSync(dir, { recursive: true });
  const ctx: StoreContext = {
    scopes: [
      {
        scope: 'local',
        dir: path.join(dir, 'local'),
        readOnly: false,
        trustedRoot: path.join(root, 'proj'),
      },
      { scope: 'project', dir, readOnly: false, trustedRoot: path.join(root, 'proj') },
    ],
    read: { maxFileBytes: 1024 * 1024 },
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
  return { ctx, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

function importOnce(
  ctx: StoreContext,
  src: OriginBenchStore,
  dryRun: boolean,
): Promise<ImportResult> {
  const parsed = readImportSource('origin', src.source, { projectRoot: undefined });
  const options = {
    format: 'origin',
    source: src.source,
    scope: 'project' as const,
    update: false,
  };
  return importParsed(ctx, parsed, { ...options, dryRun });
}

/** First imports into fresh targets, each timed alone; the last target is kept. */
async function timeFirstImports(src: OriginBenchStore, runs: number) {
  const times: number[] = [];
  let kept: ReturnType<typeof createTarget> | undefined;
  let result: ImportResult | undefined;
  for (let i = 0; i < runs; i++) {
    kept?.cleanup();
    kept = createTarget();
    const start = performance.now();
    result = await importOnce(kept.ctx, src, false);
    times.push(performance.now() - start);
  }
  return { ms: median(times), target: kept!, result: result! };
}

/** Rows for a 5,000-memory origin store. */
export async function benchImport(count = 5_000): Promise<BenchRow[]> {
  const src = createOriginStore(count);
  const empty = createTarget();
  try {
    const dry = median(await timeRuns(() => importOnce(empty.ctx, src, true), 3));
    const first = await timeFirstImports(src, 3);
    const { ctx } = first.target;
    let again: ImportResult | undefined;
    const second = median(
      await timeRuns(async () => {
        again = await importOnce(ctx, src, false);
      }, 3),
    );
    const scan = median(await timeRuns(() => loadStore(ctx), 3));
    first.target.cleanup();
    const c = first.result.counts;
    if (c.create !== count || again?.counts.skip !== count || again.counts.edges)
      throw new Error(
        `bench: import created ${c.create}, then skipped ${again?.counts.skip} of ${count}`,
      );
    const baseline = { name: 'scan+parse the imported store', value: Math.round(scan) };
    const what = `${count} memories, ${src.edges} graph edges`;
    return [
      {
        name: `strata import origin --dry-run, ${what}`,
        value: Math.round(dry),
        unit: 'ms',
        baseline,
      },
      {
        name: `strata import origin into an empty store (${c.edges} edges written)`,
        value: Math.round(first.ms),
        unit: 'ms',
        baseline,
      },
      {
        name: 'strata import origin again (nothing to change)',
        value: Math.round(second),
        unit: 'ms',
        baseline,
      },
    ];
  } finally {
    empty.cleanup();
    src.cleanup();
  }
}
