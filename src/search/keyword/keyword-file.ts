/**
 * A MiniSearch index saved to and opened from a keyword file (keyword-codec.ts): opening
 * sets up MiniSearch's document table from the file and hands it a term index served from
 * the file (disk-term-index.ts); saving writes MiniSearch's state in the same layout.
 *
 * Reads and writes MiniSearch's internal fields: minisearch is pinned to an exact version
 * for this reason (see package.json), and the round-trip tests catch a change of them.
 */
import MiniSearch, { type Options } from 'minisearch';
import { DiskTermIndex, type TermFields } from './disk-term-index.js';
import { keywordFileFromBytes } from './keyword-bytes.js';
import {
  encodeKeywordFile,
  type IndexStats,
  openKeywordFile,
  type SavedDocument,
  type TermToSave,
} from './keyword-codec.js';
import { documentMaps } from './saved-documents.js';

/** The internal fields of a MiniSearch instance read and written here. */
interface MiniSearchInternals {
  _index: Iterable<[string, TermFields]> | DiskTermIndex;
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, unknown>;
  _dirtCount: number;
}

function internals(search: MiniSearch<unknown>): MiniSearchInternals {
  return search as unknown as MiniSearchInternals;
}

/** An opened index: MiniSearch over the file's documents, its terms served from the file. */
export interface OpenedSearch<T> {
  search: MiniSearch<T>;
  terms: DiskTermIndex;
  /** Closes the file (the index must not be searched afterwards). */
  close(): void;
}

/**
 * Gives MiniSearch a document table read from the file's documents section as columns
 * (saved-documents.ts), in place of the four Maps `loadJS` would fill with an array, a
 * string and an object per document.
 */
function fillDocuments(ms: MiniSearchInternals, bytes: Buffer): void {
  const maps = documentMaps(bytes, ms._nextId, ms._documentCount);
  ms._documentIds = maps.documentIds;
  ms._idToShortId = maps.idToShortId;
  ms._fieldLength = maps.fieldLength as Map<number, number[]>;
  ms._storedFields = maps.storedFields;
}

/**
 * Opens the index saved in `file` (or held in memory as its bytes); throws when it is not
 * one, of another format, or damaged.
 */
export function openSavedSearch<T>(
  file: string | Uint8Array,
  options: Options<T>,
  format: number,
): OpenedSearch<T> {
  const saved =
    typeof file === 'string' ? openKeywordFile(file, format) : keywordFileFromBytes(file, format);
  try {
    const { stats } = saved;
    const search = MiniSearch.loadJS<T>(
      {
        documentCount: stats.documentCount,
        nextId: stats.nextId,
        fieldIds: stats.fieldIds,
        averageFieldLength: stats.averageFieldLength,
        dirtCount: stats.dirtCount,
        documentIds: {},
        fieldLength: {},
        storedFields: {},
        index: [],
        serializationVersion: 2,
      },
      options,
    );
    const ms = internals(search as MiniSearch<unknown>);
    fillDocuments(ms, saved.documentBytes);
    // The bytes are garbage now; the open file would otherwise keep them for its life.
    saved.documentBytes = Buffer.alloc(0);
    const terms = new DiskTermIndex(saved);
    ms._index = terms;
    return { search, terms, close: () => saved.close() };
  } catch (error) {
    saved.close();
    throw error;
  }
}

/** The terms of a MiniSearch index to save, in its iteration order. */
function termsToSave(ms: MiniSearchInternals): Iterable<TermToSave> {
  const index = ms._index;
  if (index instanceof DiskTermIndex) return index.toSave();
  return (function* () {
    for (const [term, fields] of index) yield { term, fields };
  })();
}

/** The whole saved file of `search` (see keyword-codec.ts), with its format number. */
export function encodeSearch(search: MiniSearch<unknown>, format: number): Uint8Array {
  const ms = internals(search);
  const documents: SavedDocument[] = [];
  for (const [shortId, key] of ms._documentIds) {
    documents.push([
      shortId,
      key,
      ms._fieldLength.get(shortId) ?? [],
      ms._storedFields.get(shortId),
    ]);
  }
  const stats: IndexStats = {
    format,
    documentCount: ms._documentCount,
    nextId: ms._nextId,
    fieldIds: ms._fieldIds,
    averageFieldLength: ms._avgFieldLength,
    dirtCount: ms._dirtCount,
  };
  return encodeKeywordFile(stats, documents, termsToSave(ms));
}

/** MiniSearch's vacuum for an index whose terms are served from a file. */
export function vacuumOpened(search: MiniSearch<unknown>, terms: DiskTermIndex): void {
  const ms = internals(search);
  const dirt = ms._dirtCount;
  terms.vacuum((doc) => ms._documentIds.has(doc));
  ms._dirtCount -= dirt;
}
