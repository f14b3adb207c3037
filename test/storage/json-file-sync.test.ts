/**
 * The hooks' synchronous writes (storage/json-file-sync.ts): a write the kernel stops short
 * is carried on to the end (injected here: at most 7 bytes a call), a replaced file is
 * whole, an append adds one whole line, and a missing folder is made owner-only.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileBytesSync, writeTextSync } from '../../src/storage/json-file-sync.js';

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  // Short writes, as a signal or a filling disk can cause on a regular file.
  const writeSync = (fd: number, data: Uint8Array, offset = 0) =>
    fs.writeSync(fd, data, offset, Math.min(7, data.length - offset));
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-json-sync-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('synchronous writes for hooks', () => {
  it('replace a file whole through short writes, in a new owner-only folder, leaving no temp file', () => {
    const dir = path.join(tempDir(), 'sessions', 's1');
    const text = JSON.stringify({ shown: Array.from({ length: 40 }, (_, i) => `gotcha-${i}`) });
    writeTextSync(path.join(dir, 'gotchas.json'), text);
    expect(readFileSync(path.join(dir, 'gotchas.json'), 'utf8')).toBe(text);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toEqual(['gotchas.json']);
  });

  it('append whole lines through short writes, and refuse to replace with wx', () => {
    const file = path.join(tempDir(), 'reads.jsonl');
    const line = `${JSON.stringify({ path: 'src/a.ts', terms: ['alpha', 'beta', 'gamma'] })}\n`;
    writeFileBytesSync(file, line, 'a');
    writeFileBytesSync(file, Buffer.from(line), 'a');
    expect(readFileSync(file, 'utf8')).toBe(line + line);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(path.join(path.dirname(file), 'taken'), 'x');
    expect(() => writeFileBytesSync(path.join(path.dirname(file), 'taken'), 'y', 'wx')).toThrow(
      /EEXIST/,
    );
  });
});
