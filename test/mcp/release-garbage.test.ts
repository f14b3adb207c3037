import { describe, expect, it } from 'vitest';
import { collectLoadGarbage } from '../../src/mcp/release-garbage.js';

/** Lets the current job end: V8 keeps a WeakRef's target alive until then. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('collectLoadGarbage', () => {
  it('runs a full collection: an object nothing refers to is gone after it', async () => {
    // A large object in the old generation's reach, referred to only weakly once built;
    // nothing else allocates enough here for V8 to collect it on its own.
    const ref = (() => new WeakRef(new Array(131_072).fill(1)))();
    await nextTurn();
    expect(collectLoadGarbage()).toBe(true);
    expect(ref.deref()).toBeUndefined();
  });
});
