/**
 * Embedding progress on stderr: redrawn in place on a terminal (throttled), one plain line
 * per tenth of the way elsewhere; rate and time left from the texts embedded so far.
 */
import { describe, expect, it } from 'vitest';
import { createProgressReporter, formatDuration } from '../../src/cli/embed-progress.js';

function run(isTTY: boolean) {
  let text = '';
  let t = 0;
  const reporter = createProgressReporter({ write: (s) => (text += s), isTTY }, () => t);
  for (let done = 0; done <= 1000; done += 50) {
    t += 1000;
    reporter.update({ done, embedded: done, total: 1000 });
  }
  reporter.end();
  return text;
}

describe('embedding progress', () => {
  it('prints eleven plain lines (0 % to 100 %) when stderr is not a terminal', () => {
    const lines = run(false).trim().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[5]).toBe('strata: embedding 500/1000 (45.5 texts/s, ETA 11s)');
    expect(lines.at(-1)).toMatch(/^strata: embedding 1000\/1000 \(/);
  });

  it('redraws one line with a bar on a terminal', () => {
    const text = run(true);
    expect(text.startsWith('\r')).toBe(true);
    expect(text).toContain('[############............] 500/1000');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.match(/\n/g)).toHaveLength(1);
  });

  it('formats durations', () => {
    expect(formatDuration(48.2)).toBe('48s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('?');
  });
});
