import { describe, expect, it } from 'vitest';
import { isoSeconds, trimMillis } from '../../src/core/time.js';

describe('times to the second', () => {
  it.each([
    ['2026-04-01T10:00:00.123Z', '2026-04-01T10:00:00Z'],
    ['2026-04-01T10:00:00Z', '2026-04-01T10:00:00Z'],
    ['not a time', 'not a time'],
  ])('trimMillis(%j) is %j', (input, expected) => {
    expect(trimMillis(input)).toBe(expected);
  });

  it('isoSeconds drops the milliseconds of a date', () => {
    expect(isoSeconds(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe('2026-01-02T03:04:05Z');
  });
});
