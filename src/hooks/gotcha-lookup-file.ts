/**
 * Reads the gotchas a file could match from `gotcha-lookup.jsonl` (see core/gotcha-lookup):
 * one read of the file as bytes, `JSON.parse` of the header line and of the candidate
 * entry lines only. Returns null whenever the file is missing, of another version or
 * inconsistent, so the hook falls back to `gotchas.json`.
 */
import { readFileSync } from 'node:fs';
import type { GotchaEntry } from '../core/digest.js';
import {
  asGotchaEntry,
  asLookupHeader,
  type GotchaLookupHeader,
  lookupCandidates,
} from '../core/gotcha-lookup.js';
import { pathWords } from '../core/terms.js';

/** Past this the file is not read (the digest of a runaway store must not stall a read). */
const MAX_BYTES = 64 * 1024 * 1024;
const NEWLINE = 0x0a;

function readBytes(file: string): Buffer | null {
  try {
    const bytes = readFileSync(file);
    return bytes.length <= MAX_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

function readHeader(
  bytes: Buffer | null,
): { bytes: Buffer; header: GotchaLookupHeader; body: number } | null {
  const end = bytes ? bytes.indexOf(NEWLINE) : -1;
  if (!bytes || end < 0) return null;
  try {
    const header = asLookupHeader(JSON.parse(bytes.toString('utf8', 0, end)));
    // The last offset is where the file ends: anything else is a torn or foreign file.
    return header && end + 1 + header.offsets[header.count]! === bytes.length
      ? { bytes, header, body: end + 1 }
      : null;
  } catch {
    return null;
  }
}

/**
 * The gotchas of `file` that {@link matchGotchas} must check, in digest order, or null
 * when the lookup cannot be used. `relPath` is project-relative (null outside the project).
 */
export function readGotchaCandidates(
  file: string,
  relPath: string | null,
  displayPath: string,
): GotchaEntry[] | null {
  const read = readHeader(readBytes(file));
  if (!read) return null;
  const { header, body } = read;
  const entries: GotchaEntry[] = [];
  for (const i of lookupCandidates(header, relPath, pathWords(relPath ?? displayPath))) {
    const entry = readEntry(
      read.bytes,
      body + (header.offsets[i] ?? -1),
      body + (header.offsets[i + 1] ?? -1),
    );
    if (!entry) return null;
    entries.push(entry);
  }
  return entries;
}

/** The entry line between two byte offsets (the end includes its newline), or null. */
function readEntry(bytes: Buffer, start: number, end: number): GotchaEntry | null {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start) return null;
  try {
    return asGotchaEntry(JSON.parse(bytes.toString('utf8', start, end - 1)));
  } catch {
    return null;
  }
}
