import { describe, expect, it } from 'vitest';
import { decodeFileStamps, type FileStamp, FileStamps } from '../../src/indexing/file-stamps.js';

const stamp = (size: number, mtimeMs: number, hash = `h${size}`): FileStamp => ({
  size,
  mtimeMs,
  hash,
});

/** Stamps as a process reads them back from a saved file. */
function saved(record: Record<string, FileStamp>): FileStamps {
  const stamps = new FileStamps();
  for (const [file, value] of Object.entries(record)) stamps.set(file, value);
  return decodeFileStamps(stamps.toBytes());
}

describe('FileStamps', () => {
  it('reads back every stamp as saved, with changes since kept beside the saved rows', () => {
    const stamps = saved({
      '/s/a.md': stamp(10, 1.25),
      '/s/é/ü.md': stamp(20, 2, ''),
      '/s/日本.md': stamp(30, 1795945931220.2312),
    });
    expect(Object.fromEntries(stamps.entries())).toEqual({
      '/s/a.md': stamp(10, 1.25),
      '/s/é/ü.md': stamp(20, 2, ''),
      '/s/日本.md': stamp(30, 1795945931220.2312),
    });
    stamps.set('/s/a.md', stamp(11, 3));
    stamps.delete('/s/é/ü.md');
    stamps.set('/s/new.md', stamp(5, 5));
    expect(stamps.get('/s/a.md')).toEqual(stamp(11, 3));
    expect(stamps.has('/s/é/ü.md')).toBe(false);
    expect(stamps.size).toBe(3);
    expect([...stamps.paths()].sort()).toEqual(['/s/a.md', '/s/new.md', '/s/日本.md']);
    const again = decodeFileStamps(stamps.toBytes());
    expect(Object.fromEntries(again.entries())).toEqual(Object.fromEntries(stamps.entries()));
  });

  it('asks to read a file whose size or mtime changed, or that is new, and names the removed', () => {
    const stamps = saved({
      '/s/same.md': stamp(10, 1),
      '/s/grown.md': stamp(10, 1),
      '/s/touched.md': stamp(10, 1),
      '/s/gone.md': stamp(10, 1),
    });
    stamps.set('/s/written.md', stamp(7, 7));
    stamps.set('/s/written-gone.md', stamp(7, 7));
    const check = stamps.check();
    expect(check.see('/s/same.md', 10, 1)).toBe(false);
    expect(check.see('/s/grown.md', 11, 1)).toBe(true);
    expect(check.see('/s/touched.md', 10, 2)).toBe(true);
    expect(check.see('/s/new.md', 1, 1)).toBe(true);
    expect(check.see('/s/written.md', 7, 7)).toBe(false);
    expect(check.unseen().sort()).toEqual(['/s/gone.md', '/s/written-gone.md']);
  });

  it('refuses bytes that are not a whole table', () => {
    const bytes = saved({ '/s/a.md': stamp(1, 1) }).toBytes();
    expect(() => decodeFileStamps(bytes.subarray(0, bytes.length - 1))).toThrow(/cut short/);
    expect(() => decodeFileStamps(Buffer.from('{"/s/a.md":{}}'))).toThrow(/not a table/);
  });
});
