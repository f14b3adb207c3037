/**
 * One embedding run at a time: requests made during a run share the single run after it,
 * and each request is answered by a run that started after it was made.
 */
import { describe, expect, it } from 'vitest';
import { CoalescedRuns } from '../../src/indexing/coalesced-runs.js';

describe('CoalescedRuns', () => {
  it('runs once now, then once for everything asked meanwhile', async () => {
    let started = 0;
    const gates: Array<() => void> = [];
    const runs = new CoalescedRuns(async () => {
      const run = ++started;
      await new Promise<void>((resolve) => gates.push(resolve));
      return run;
    });
    const first = runs.request();
    const second = runs.request();
    const third = runs.request();
    expect(started).toBe(1);
    gates.shift()!();
    expect(await first).toBe(1);
    // The second run starts once the first has ended, and answers both waiting requests.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(started).toBe(2);
    gates.shift()!();
    expect([await second, await third]).toEqual([2, 2]);
    const fourth = runs.request();
    gates.shift()!();
    expect(await fourth).toBe(3);
  });

  it('a failed run does not stop the next one', async () => {
    let calls = 0;
    const runs = new CoalescedRuns(async () => {
      calls++;
      if (calls === 1) throw new Error('strata: backend went away');
      return calls;
    });
    const failing = runs.request();
    const next = runs.request();
    await expect(failing).rejects.toThrow(/went away/);
    expect(await next).toBe(2);
  });
});
