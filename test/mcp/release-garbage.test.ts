import { describe, expect, it } from 'vitest';
import { collectLoadGarbage } from '../../src/mcp/release-garbage.js';

describe('collectLoadGarbage', () => {
  it('runs a full collection that frees unreachable memory', () => {
    // Garbage large enough to see: 64 MB of arrays nothing refers to after this block.
    (() => {
      const junk: number[][] = [];
      for (let i = 0; i < 64; i++) junk.push(new Array(131_072).fill(i));
      return junk.length;
    })();
    const before = process.memoryUsage().heapUsed;
    expect(collectLoadGarbage()).toBe(true);
    expect(process.memoryUsage().heapUsed).toBeLessThan(before);
  });
});
