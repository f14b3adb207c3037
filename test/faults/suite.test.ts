/**
 * The fault suite at CI size (the bench runs it larger: `npm run bench -- faults`):
 * concurrent CLI and MCP writers, kill -9 at injected writes followed by the next run,
 * cache corruption, oversized and non-UTF-8 input. Nothing acknowledged is lost, no file
 * is torn, no lock is stuck, and verify names every disagreement the files show. The
 * writers and the killed runs are real processes; the checks between them run in-process.
 */
import { describe, expect, it } from 'vitest';
import { formatCounts, runFaultSuite } from '../kit/fault-suite.js';
import { tempStore } from '../kit/temp-store.js';
import { scaledMs } from '../kit/test-load.js';
import { strataIn } from '../support/run-cli-in-process.js';

describe('fault suite (CI size)', () => {
  it(
    'loses nothing, tears nothing, leaves no stuck lock, and verify misses nothing',
    async () => {
      const t = tempStore({ samples: false });
      const size = { concurrentOps: 12, writers: 3, kills: 5, seed: 27 };
      const counts = await runFaultSuite(t, size, strataIn);
      const report = formatCounts(counts);
      expect(counts.kills, report).toBeGreaterThan(0);
      expect(counts.acknowledged, report).toBeGreaterThan(0);
      expect(counts.lost, report).toBe(0);
      expect(counts.torn, report).toBe(0);
      expect(counts.stuckLocks, report).toBe(0);
      expect(counts.missed, report).toBe(0);
      expect(counts.wrongAnswers, report).toBe(0);
    },
    scaledMs(180_000),
  );
});
