/**
 * The fault suite at bench size (the CI test runs it small): concurrent CLI and MCP
 * writers, kill -9 at injected writes of merge, move, save, archive, link and edit with
 * the next run after each, cache corruption, oversized and non-UTF-8 input. Counts only.
 */

import { formatCounts, runFaultSuite, type SuiteSize } from '../../test/kit/fault-suite.js';
import { makeTempStore } from '../../test/kit/temp-store.js';
import type { BenchRow } from './support/measure.js';

/** The bench size: ten times the CI test's operations and kills. */
export const BENCH_FAULT_SIZE: SuiteSize = {
  concurrentOps: 120,
  writers: 4,
  kills: 60,
  seed: 27,
};

/** Runs the suite once and reports its counts as rows. */
export async function benchFaults(size: SuiteSize = BENCH_FAULT_SIZE): Promise<BenchRow[]> {
  const store = makeTempStore({ samples: false });
  try {
    const counts = await runFaultSuite(store, size);
    const { notes, ...numbers } = counts;
    if (notes.length) console.error(formatCounts(counts));
    return Object.entries(numbers).map(([name, value]) => ({
      name,
      value,
      unit: 'count',
      digits: 0,
    }));
  } finally {
    store.cleanup();
  }
}
