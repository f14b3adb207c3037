/**
 * A compact saved form of the MiniSearch keyword index. MiniSearch's own `toJSON` writes
 * every posting as a property of a nested object; parsing that at 10k memories built a
 * transient tree several times the size of the index (over 100 MB of garbage for a
 * 45 MB index), which stayed in the server's resident memory long after the load.
 * Here postings are varint bytes (base64 inside the JSON) decoded straight into the maps
 * MiniSearch searches, and saving walks those maps without building a copy.
 *
 * Reads and writes MiniSearch's internal fields: minisearch is pinned to an exact version
 * for this reason (see package.json), and the round-trip tests catch a change of them.
 */
import MiniSearch, { type Options } from 'minisearch';
import {
  CompactPostings,
  type Frequencies,
  type PostingStore,
  SmallMap,
} from '../compact-postings.js';

/** The internal fields of a MiniSearch instance the codec reads and writes. */
interface MiniSearchInternals {
  _index: Iterable<[string, Map<number, Map<number, number>>]> & {
    set(term: string, data: Map<number, Map<number, number>>): unknown;
  };
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, unknown>;
  _dirtCount: number;
}

/** One indexed document: short id, external id (the key), field lengths, stored fields. */
type SavedDocument = [number, unknown, number[], unknown];

/** The saved index. `postings` is base64 of varints, term by term (see {@link encodeIndex}). */
export interface CompactIndex {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
  documents: SavedDocument[];
  terms: string[];
  /** Number of (document, frequency) pairs in `postings`. */
  postingCount: number;
  postings: string;
}

function internals(search: MiniSearch<unknown>): MiniSearchInternals {
  return search as unknown as MiniSearchInternals;
}

/** Growing byte buffer of unsigned LEB128 varints. */
class VarintWriter {
  #bytes = new Uint8Array(1 << 16);
  #length = 0;

  write(value: number): void {
    if (this.#length + 8 > this.#bytes.length) {
      const grown = new Uint8Array(this.#bytes.length * 2);
      grown.set(this.#bytes);
      this.#bytes = grown;
    }
    let rest = value;
    while (rest >= 0x80) {
      this.#bytes[this.#length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.#bytes[this.#length++] = rest;
  }

  base64(): string {
    return Buffer.from(this.#bytes.buffer, 0, this.#length).toString('base64');
  }
}

/**
 * The index in compact form. Per term: number of fields, then per field its id, its
 * number of postings and (document id delta, term frequency) pairs in ascending document
 * order — the order MiniSearch's own JSON round trip produces, so ties rank alike.
 */
export function encodeIndex(search: MiniSearch<unknown>): CompactIndex {
  const ms = internals(search);
  const terms: string[] = [];
  const out = new VarintWriter();
  let postingCount = 0;
  for (const [term, fields] of ms._index) {
    terms.push(term);
    out.write(fields.size);
    for (const [fieldId, postings] of fields) {
      out.write(fieldId);
      out.write(postings.size);
      postingCount += postings.size;
      const docs = [...postings.keys()].sort((a, b) => a - b);
      let previous = 0;
      for (const doc of docs) {
        out.write(doc - previous);
        out.write(postings.get(doc)!);
        previous = doc;
      }
    }
  }
  const documents: SavedDocument[] = [];
  for (const [shortId, key] of ms._documentIds) {
    documents.push([
      shortId,
      key,
      ms._fieldLength.get(shortId) ?? [],
      ms._storedFields.get(shortId),
    ]);
  }
  return {
    documentCount: ms._documentCount,
    nextId: ms._nextId,
    fieldIds: ms._fieldIds,
    averageFieldLength: ms._avgFieldLength,
    dirtCount: ms._dirtCount,
    documents,
    terms,
    postingCount,
    postings: out.base64(),
  };
}

/** Reads varints from bytes; throws when they run out (a truncated or damaged file). */
function varintReader(bytes: Uint8Array): () => number {
  let pos = 0;
  return () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (pos >= bytes.length) throw new Error('postings end early');
      const byte = bytes[pos++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  };
}

function checkShape(saved: CompactIndex): void {
  const ok =
    typeof saved === 'object' &&
    saved !== null &&
    Number.isInteger(saved.documentCount) &&
    Number.isInteger(saved.nextId) &&
    Array.isArray(saved.documents) &&
    Array.isArray(saved.terms) &&
    Array.isArray(saved.averageFieldLength) &&
    Number.isInteger(saved.postingCount) &&
    saved.postingCount >= 0 &&
    typeof saved.fieldIds === 'object' &&
    typeof saved.postings === 'string';
  if (!ok) throw new Error('the saved keyword index is incomplete');
}

/** The documents as the numeric-keyed objects MiniSearch's `loadJS` takes. */
function documentTables(documents: readonly SavedDocument[]) {
  const documentIds: Record<number, unknown> = {};
  const fieldLength: Record<number, number[]> = {};
  const storedFields: Record<number, unknown> = {};
  for (const [shortId, key, lengths, stored] of documents) {
    documentIds[shortId] = key;
    fieldLength[shortId] = lengths;
    if (stored !== undefined) storedFields[shortId] = stored;
  }
  return { documentIds, fieldLength, storedFields };
}

/** Rebuilds a MiniSearch index saved by {@link encodeIndex}; throws when it is damaged. */
export function decodeIndex<T>(saved: CompactIndex, options: Options<T>): MiniSearch<T> {
  checkShape(saved);
  // loadJS sets up documents, ids and field statistics; the term index is filled below,
  // straight from the bytes, so no per-posting objects are ever built.
  const search = MiniSearch.loadJS<T>(
    {
      documentCount: saved.documentCount,
      nextId: saved.nextId,
      fieldIds: saved.fieldIds,
      averageFieldLength: saved.averageFieldLength,
      dirtCount: saved.dirtCount,
      ...documentTables(saved.documents),
      index: [],
      serializationVersion: 2,
    },
    options,
  );
  fillTermIndex(internals(search as MiniSearch<unknown>)._index, saved);
  return search;
}

/** The largest value an array of this kind holds. */
function maxOf(freqs: Frequencies): number {
  return freqs instanceof Uint8Array ? 0xff : freqs instanceof Uint16Array ? 0xffff : 0xffffffff;
}

/**
 * A wider copy of `freqs` able to hold `freq`. Almost every term frequency fits a byte (a
 * 100k-memory index holds 14M of them), so they load as bytes and widen only when one
 * does not.
 */
function widen(freqs: Frequencies, freq: number): Frequencies {
  const wider = freq > 0xffff ? new Uint32Array(freqs.length) : new Uint16Array(freqs.length);
  wider.set(freqs);
  return wider;
}

/** Decodes the postings into compact maps (see compact-postings.ts) under each term. */
function fillTermIndex(index: MiniSearchInternals['_index'], saved: CompactIndex): void {
  const read = varintReader(Buffer.from(saved.postings, 'base64'));
  const store: PostingStore = {
    docs: new Uint32Array(saved.postingCount),
    freqs: new Uint8Array(saved.postingCount),
  };
  let next = 0;
  for (const term of saved.terms) {
    const pairs: unknown[] = new Array(read() * 2);
    for (let f = 0; f < pairs.length; f += 2) {
      const fieldId = read();
      const count = read();
      if (next + count > saved.postingCount) throw new Error('postings overrun their count');
      let doc = 0;
      for (let i = next; i < next + count; i++) {
        doc += read();
        store.docs[i] = doc;
        const freq = read();
        if (freq > 0xff && freq > maxOf(store.freqs)) store.freqs = widen(store.freqs, freq);
        store.freqs[i] = freq;
      }
      pairs[f] = fieldId;
      pairs[f + 1] = new CompactPostings(store, next, count);
      next += count;
    }
    // Map-shaped, not Maps: MiniSearch only calls the methods both share.
    const fields = new SmallMap<number, CompactPostings>(pairs);
    index.set(String(term), fields as unknown as Map<number, Map<number, number>>);
  }
}
