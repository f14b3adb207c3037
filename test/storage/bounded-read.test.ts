import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBoundedTextSync } from '../../src/storage/bounded-read.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'strata-bounded-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readBoundedTextSync', () => {
  it('reads a file up to the cap and refuses one past it', () => {
    const file = path.join(dir, 'note.md');
    writeFileSync(file, 'é'.repeat(50)); // 100 bytes
    expect(readBoundedTextSync(file, 100)).toEqual({ ok: true, text: 'é'.repeat(50) });
    expect(readBoundedTextSync(file, 99)).toEqual({ ok: false, reason: 'too large', size: 100 });
    expect(readBoundedTextSync(path.join(dir, 'none'), 10)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(readBoundedTextSync(dir, 10)).toEqual({ ok: false, reason: 'not a regular file' });
  });

  it.runIf(existsSync('/proc/self/status'))(
    'reads all of a file whose size says less than it holds (the buffer grows)',
    () => {
      // /proc files report size 0, so the whole text arrives past the size fstat gave.
      const read = readBoundedTextSync('/proc/self/status', 1024 * 1024);
      expect(read.ok && read.text.startsWith('Name:')).toBe(true);
      expect(read.ok && read.text.length).toBeGreaterThan(200);
      const capped = readBoundedTextSync('/proc/self/status', 16);
      expect(capped).toMatchObject({ ok: false, reason: 'too large' });
      expect(readFileSync('/proc/self/status', 'utf8').length).toBeGreaterThan(16);
    },
  );
});
