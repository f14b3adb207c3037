/**
 * The MCP server gives each notice once an hour: the first search that cannot use meaning
 * says why, the next ones within the hour do not, and an hour on it is said again.
 */
import { describe, expect, it } from 'vitest';
import { createQuietNotices } from '../../src/mcp/quiet-notices.js';

describe('createQuietNotices', () => {
  it('gives a notice once an hour, each text on its own', () => {
    const clock = { now: 1_000 };
    const give = createQuietNotices(() => clock.now);
    expect(give('no Ollama')).toBe(true);
    expect(give('no Ollama')).toBe(false);
    expect(give('vectors still being built')).toBe(true);
    clock.now += 60 * 60 * 1000 - 1;
    expect(give('no Ollama')).toBe(false);
    clock.now += 1;
    expect(give('no Ollama')).toBe(true);
  });

  it('gives it again when the clock went back', () => {
    const clock = { now: 10_000 };
    const give = createQuietNotices(() => clock.now);
    expect(give('no Ollama')).toBe(true);
    clock.now = 5_000;
    expect(give('no Ollama')).toBe(true);
  });
});
