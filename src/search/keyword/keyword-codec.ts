/**
 * The saved keyword index, a file read by offset instead of parsed whole. A loaded 100k
 * memory index held 245 MB of JavaScript heap (a radix tree of Maps over 298k terms, an
 * object per posting list); here a process keeps only the terms as one string with
 * offsets, a sorted permutation of them, where each term's postings start, and the
 * document table MiniSearch keeps anyway, and reads a term's postings with one
 * `fs.readSync` at its offset when a query needs them.
 *
 * Layout: `STRK`, the header's length (u32), the header (JSON: MiniSearch's document
 * statistics and each section's length), then the sections in order: the terms in
 * MiniSearch's iteration order (Latin-1 when every character fits, else UTF-16), each
 * term's start in them (u32, one more than the terms), the permutation that sorts them
 * (u32), each term's postings start (u32, relative to the postings section, one more than
 * the terms), the documents (JSON), and the postings. A term's postings are varints: its
 * number of fields, then per field its id, its number of postings and (document id delta,
 * term frequency) pairs in ascending document order. Numbers are little-endian.
 */
import { closeSync, fstatSync, openSync } from 'node:fs';
import { readAt } from '../../io/read-at.js';
import { CompactPostings, type PostingStore, SmallMap } from '../compact-postings.js';
import { sortTerms, TermTable } from './term-table.js';

/** The first bytes of a keyword file. */
export const MAGIC = 'STRK';

/** One indexed document: short id, external id (the key), field lengths, stored fields. */
export type SavedDocument = [number, unknown, number[], unknown];

/** MiniSearch's document statistics, saved in the header. */
export interface IndexStats {
  format: number;
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
}

/** The file's header: the statistics and each section's length. */
export interface Header extends IndexStats {
  termCount: number;
  latin1: boolean;
  termChars: number;
  documentBytes: number;
  postingBytes: number;
}

/**
 * One field's postings already in the file's form: `count` (document gap, term frequency)
 * varint pairs in ascending document order, the first gap counted from document 0.
 */
export interface EncodedPostings {
  field: number;
  count: number;
  pairs: Uint8Array;
}

/**
 * A term to save: its field postings (as MiniSearch holds them, or already encoded, by
 * field in the order MiniSearch holds them), or the saved bytes of an unchanged term.
 */
export interface TermToSave {
  term: string;
  fields?: Iterable<
    [number, { size: number; keys(): Iterable<number>; get(doc: number): number | undefined }]
  >;
  encoded?: readonly EncodedPostings[];
  raw?: Uint8Array;
}

/** Growing byte buffer of unsigned LEB128 varints. */
class ByteWriter {
  bytes = new Uint8Array(1 << 16);
  length = 0;

  #reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  varint(value: number): void {
    this.#reserve(8);
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.bytes[this.length++] = rest;
  }

  append(raw: Uint8Array): void {
    this.#reserve(raw.length);
    this.bytes.set(raw, this.length);
    this.length += raw.length;
  }
}

function writeFields(out: ByteWriter, fields: NonNullable<TermToSave['fields']>): void {
  const list = [...fields];
  out.varint(list.length);
  for (const [fieldId, postings] of list) {
    out.varint(fieldId);
    out.varint(postings.size);
    const docs = [...postings.keys()].sort((a, b) => a - b);
    let previous = 0;
    for (const doc of docs) {
      out.varint(doc - previous);
      out.varint(postings.get(doc)!);
      previous = doc;
    }
  }
}

function writeEncoded(out: ByteWriter, fields: readonly EncodedPostings[]): void {
  out.varint(fields.length);
  for (const { field, count, pairs } of fields) {
    out.varint(field);
    out.varint(count);
    out.append(pairs);
  }
}

/** The whole file for these statistics, documents and terms (in MiniSearch's order). */
export function encodeKeywordFile(
  stats: IndexStats,
  documents: readonly SavedDocument[],
  terms: Iterable<TermToSave>,
): Uint8Array {
  const names: string[] = [];
  const postingStarts: number[] = [0];
  const postings = new ByteWriter();
  for (const { term, fields, encoded, raw } of terms) {
    names.push(term);
    if (raw) postings.append(raw);
    else if (encoded) writeEncoded(postings, encoded);
    else writeFields(postings, fields ?? []);
    if (postings.length > 0xffffffff) throw new Error('keyword postings exceed 4 GB');
    postingStarts.push(postings.length);
  }
  const text = names.join('');
  const latin1 = !/[^\u0000-\u00ff]/.test(text);
  const termBytes = Buffer.from(text, latin1 ? 'latin1' : 'utf16le');
  const termStarts = new Uint32Array(names.length + 1);
  names.forEach((name, i) => {
    termStarts[i + 1] = termStarts[i]! + name.length;
  });
  const docBytes = Buffer.from(JSON.stringify(documents));
  const header: Header = {
    ...stats,
    termCount: names.length,
    latin1,
    termChars: text.length,
    documentBytes: docBytes.length,
    postingBytes: postings.length,
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const lead = Buffer.alloc(8);
  lead.write(MAGIC, 0, 'latin1');
  lead.writeUInt32LE(headerBytes.length, 4);
  const u32 = (array: Uint32Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  return Buffer.concat([
    lead,
    headerBytes,
    termBytes,
    u32(termStarts),
    u32(sortTerms(names)),
    u32(Uint32Array.from(postingStarts)),
    docBytes,
    postings.bytes.subarray(0, postings.length),
  ]);
}

/**
 * One term's postings from its saved bytes: compact, Map-shaped postings under each field
 * (see compact-postings.ts), which turn into Maps on their first write.
 */
export function decodeTerm(bytes: Uint8Array): SmallMap<number, CompactPostings> {
  let pos = 0;
  // Inlined LEB128: a query decodes every posting of its words, ~180k at 100k memories.
  const read = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (pos >= bytes.length) throw new Error('postings end early');
      const byte = bytes[pos++]!;
      if (byte < 0x80) return value + byte * scale;
      value += (byte & 0x7f) * scale;
      scale *= 0x80;
    }
  };
  const pairs: unknown[] = new Array(read() * 2);
  // Each posting takes at least two bytes: enough room without a first pass.
  const capacity = Math.floor(bytes.length / 2);
  const store: PostingStore = { docs: new Uint32Array(capacity), freqs: new Uint8Array(capacity) };
  let next = 0;
  for (let f = 0; f < pairs.length; f += 2) {
    const fieldId = read();
    const count = read();
    if (next + count > capacity) throw new Error('postings overrun their bytes');
    let doc = 0;
    for (let i = next; i < next + count; i++) {
      const delta = bytes[pos]!;
      if (delta < 0x80 && pos + 1 < bytes.length && bytes[pos + 1]! < 0x80) {
        // The common case: a one-byte gap and a one-byte frequency.
        doc += delta;
        store.docs[i] = doc;
        store.freqs[i] = bytes[pos + 1]!;
        pos += 2;
        continue;
      }
      doc += read();
      store.docs[i] = doc;
      const freq = read();
      if (freq > 0xff && !(store.freqs instanceof Uint32Array)) {
        const wider = new Uint32Array(capacity);
        wider.set(store.freqs);
        store.freqs = wider;
      }
      store.freqs[i] = freq;
    }
    pairs[f] = fieldId;
    pairs[f + 1] = new CompactPostings(store, next, count);
    next += count;
  }
  return new SmallMap<number, CompactPostings>(pairs);
}

/** An open saved index: its statistics, documents and terms; postings read on demand. */
export interface KeywordFile {
  stats: IndexStats;
  /**
   * The documents section as its bytes (JSON of {@link SavedDocument}s), until the opener
   * takes them (it empties the field).
   */
  documentBytes: Buffer;
  terms: TermTable;
  /** The saved bytes of the postings of the term at `index`. */
  termBytes(index: number): Uint8Array;
  close(): void;
}

function mustRead(fd: number, length: number, position: number): Buffer {
  const bytes = readAt(fd, position, length);
  if (!bytes) throw new Error('the file ends early');
  return bytes;
}

function readU32(fd: number, count: number, position: number): Uint32Array {
  const array = new Uint32Array(count);
  const bytes = mustRead(fd, array.byteLength, position);
  new Uint8Array(array.buffer).set(bytes);
  return array;
}

function readHeader(fd: number): { header: Header; at: number } {
  const lead = mustRead(fd, 8, 0);
  if (lead.toString('latin1', 0, 4) !== MAGIC) throw new Error('it is not a saved keyword index');
  const length = lead.readUInt32LE(4);
  const header = JSON.parse(mustRead(fd, length, 8).toString('utf8')) as Header;
  if (!Number.isInteger(header?.termCount) || !Number.isInteger(header.postingBytes))
    throw new Error('its header is incomplete');
  return { header, at: 8 + length };
}

/**
 * Opens a saved index: reads the header, the term table and the documents; the file
 * stays open for postings until `close`. Throws when the file is not one or is damaged.
 */
export function openKeywordFile(file: string, expectedFormat: number): KeywordFile {
  const fd = openSync(file, 'r');
  try {
    const { header, at } = readHeader(fd);
    if (header.format !== expectedFormat)
      throw new Error(`format ${String(header.format)}, expected ${expectedFormat}`);
    const n = header.termCount;
    const termByteLength = header.termChars * (header.latin1 ? 1 : 2);
    const text = mustRead(fd, termByteLength, at).toString(header.latin1 ? 'latin1' : 'utf16le');
    let pos = at + termByteLength;
    const starts = readU32(fd, n + 1, pos);
    pos += starts.byteLength;
    const sorted = readU32(fd, n, pos);
    pos += sorted.byteLength;
    const postingStarts = readU32(fd, n + 1, pos);
    pos += postingStarts.byteLength;
    const documentBytes = mustRead(fd, header.documentBytes, pos);
    const base = pos + header.documentBytes;
    if (starts[n] !== header.termChars || postingStarts[n] !== header.postingBytes)
      throw new Error('its term table does not match its header');
    // Postings are read later, by offset: a file cut short must fail here, not mid-query.
    if (fstatSync(fd).size !== base + header.postingBytes)
      throw new Error('its size does not match its header');
    const {
      termCount: _t,
      latin1: _l,
      termChars: _c,
      documentBytes: _d,
      postingBytes: _p,
      ...stats
    } = header;
    let open = true;
    return {
      stats,
      documentBytes,
      terms: new TermTable(text, starts, sorted),
      termBytes: (index) =>
        mustRead(
          fd,
          postingStarts[index + 1]! - postingStarts[index]!,
          base + postingStarts[index]!,
        ),
      close: () => {
        if (open) closeSync(fd);
        open = false;
      },
    };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}
