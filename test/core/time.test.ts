import { describe, expect, it } from 'vitest';
import { isoSeconds, isoString, trimMillis } from '../../src/core/time.js';

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

  it('isoString writes what toISOString writes, for every date it computes', () => {
    const edges = [
      0,
      -1,
      Date.UTC(2000, 1, 29),
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2100, 2, 1),
      Date.UTC(1969, 11, 31, 23, 59, 59, 999),
      Date.UTC(0, 0, 1) - 1,
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 1,
      -62167219200000,
      -62167219200001,
    ];
    let seed = 11;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const random = Array.from({ length: 20_000 }, () =>
      Math.floor((next() * 1.2 - 0.1) * 253402300800000),
    );
    for (const ms of [...edges, ...random]) {
      const date = new Date(ms);
      expect(isoString(date), String(ms)).toBe(date.toISOString());
    }
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
