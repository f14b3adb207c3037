/**
 * A keyword file (keyword-codec.ts) read from its bytes in memory rather than from disk:
 * for an index built to be saved that must answer before it could be (a full disk).
 */
import { type Header, type KeywordFile, MAGIC } from './keyword-codec.js';
import { TermTable } from './term-table.js';

/**
 * A saved index held in memory (`bytes`, a whole file) opened as `openKeywordFile`
 * opens one from disk: for an index built to be saved that must answer before it could
 * be (a full disk). Throws when the bytes are not one or are damaged.
 */
export function keywordFileFromBytes(bytes: Uint8Array, expectedFormat: number): KeywordFile {
  const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const slice = (position: number, length: number): Buffer => {
    if (position + length > all.length) throw new Error('the file ends early');
    return all.subarray(position, position + length);
  };
  const u32 = (count: number, position: number): Uint32Array => {
    const array = new Uint32Array(count);
    new Uint8Array(array.buffer).set(slice(position, array.byteLength));
    return array;
  };
  if (slice(0, 4).toString('latin1') !== MAGIC) throw new Error('it is not a saved keyword index');
  const headerLength = all.readUInt32LE(4);
  const {
    termCount: n,
    latin1,
    termChars,
    documentBytes,
    postingBytes,
    ...stats
  } = JSON.parse(slice(8, headerLength).toString('utf8')) as Header;
  if (stats.format !== expectedFormat)
    throw new Error(`format ${String(stats.format)}, expected ${expectedFormat}`);
  let pos = 8 + headerLength;
  const text = slice(pos, termChars * (latin1 ? 1 : 2)).toString(latin1 ? 'latin1' : 'utf16le');
  pos += termChars * (latin1 ? 1 : 2);
  const starts = u32(n + 1, pos);
  pos += starts.byteLength;
  const sorted = u32(n, pos);
  pos += sorted.byteLength;
  const postingStarts = u32(n + 1, pos);
  pos += postingStarts.byteLength;
  const documents = slice(pos, documentBytes);
  const base = pos + documentBytes;
  if (all.length !== base + postingBytes) throw new Error('its size does not match its header');
  return {
    stats,
    documentBytes: documents,
    terms: new TermTable(text, starts, sorted),
    termBytes: (index) =>
      slice(base + postingStarts[index]!, postingStarts[index + 1]! - postingStarts[index]!),
    close: () => {},
  };
}
