/**
 * The files of the hooks' V8 code cache (`<cache>/code-cache/`, written by
 * `hooks/code-cache.ts`): bytecode followed by a CRC-32 trailer of it, first under a
 * `.pending` name, renamed once a run has checked the trailer. Shared by the hooks and by
 * `strata doctor`, which checks every file and removes those that fail.
 */
import { readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** The suffix of a cache written but not yet checked. */
export const PENDING = '.pending';

/** CRC-32 of `bytes` (zlib is loaded only here: when a cache is written or checked). */
export function crc32(bytes: Uint8Array): number {
  return process.getBuiltinModule('node:zlib').crc32(bytes) >>> 0;
}

/** The payload of a cache file whose CRC-32 trailer matches, else null. */
export function checkedPayload(data: Buffer): Buffer | null {
  if (data.length <= 4) return null;
  const payload = data.subarray(0, data.length - 4);
  return crc32(payload) === data.readUInt32BE(data.length - 4) ? payload : null;
}

/** The code-cache folder under a cache root. */
export function codeCacheDir(cacheRoot: string): string {
  return join(cacheRoot, 'code-cache');
}

/** What {@link checkCodeCaches} found. */
export interface CodeCacheCheck {
  checked: number;
  /** File names removed because their trailer did not match (or they could not be read). */
  removed: string[];
}

/**
 * Checks every cache file's trailer, checked or pending, and removes those that fail: a
 * changed byte in bytecode that V8 accepts would crash a hook or run wrong code.
 */
export function checkCodeCaches(cacheRoot: string): CodeCacheCheck {
  const dir = codeCacheDir(cacheRoot);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.bin') || n.endsWith(`.bin${PENDING}`));
  } catch {
    return { checked: 0, removed: [] };
  }
  const removed: string[] = [];
  for (const name of names) {
    let ok = false;
    try {
      ok = checkedPayload(readFileSync(join(dir, name))) !== null;
    } catch {}
    if (ok) continue;
    try {
      unlinkSync(join(dir, name));
    } catch {}
    removed.push(name);
  }
  return { checked: names.length, removed };
}
