/**
 * Saving and loading the search indexes of one store in a directory: the keyword index,
 * the vector index and a manifest that ties them together (format version, embedding space
 * of the vectors, and a stamp of every source file so a restart re-indexes only what
 * changed).
 *
 * Each save writes its index files under new names and then replaces the manifest
 * atomically; the manifest names the files of its generation. A reader therefore sees one
 * consistent set even while another process saves, and a crash mid-save leaves the old set.
 * A set that cannot be used is reported as a reason, never thrown: the caller rebuilds.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { mkdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { type EmbeddingSpace, isSameSpace } from '../core/embedding-space.js';
import { PRIVATE, writeFileAtomic } from '../io/atomic-write.js';
import { loadVectorIndex, type VectorIndexOptions } from '../search/create-vector-index.js';
import { KEYWORD_INDEX_FORMAT, KeywordIndex } from '../search/keyword/keyword-index.js';
import type { VectorIndex, VectorIndexKind } from '../search/vector-index.js';
import { FileStamps, stampReader } from './file-stamps.js';

/**
 * Version of the saved set; bump when the manifest or the directory layout changes (2: the
 * file stamps in a file of their own, so a process can answer before it reads them; 3: the
 * per-document data in a file of its own format, read by offset; 4: the file stamps as a
 * table by row, not a JSON object of paths).
 */
export const SEARCH_STATE_FORMAT = 4;

const MANIFEST = 'manifest.json';

export type { EmbeddingSpace } from '../core/embedding-space.js';
export {
  diffFiles,
  type FileChanges,
  type FileStamp,
  hashContent,
} from './file-stamps.js';

/** The manifest saved beside the indexes. */
export interface SearchManifest {
  format: number;
  keywordFormat: number;
  /** File name of the keyword index of this generation. */
  keyword: string;
  /** File name of the vector index header, or null when no vectors were saved. */
  vectors: string | null;
  vectorKind: VectorIndexKind | null;
  /** The space of the saved vectors; null when there are none. */
  space: EmbeddingSpace | null;
  /** File name of the stamps of the source files the indexes were built from, by path. */
  stamps: string;
  /** File name of the caller's per-document data of this generation, if any. */
  docs?: string | null;
}

/** The indexes and what they were built from. */
export interface SearchState {
  /** Stamps of the source files the indexes were built from, by path. */
  keyword: KeywordIndex;
  vectors: VectorIndex | null;
  space: EmbeddingSpace | null;
  files: FileStamps;
  /**
   * With `deferStamps`: reads the stamps (`files` is then empty). The file was opened with
   * the set, so a later save that removes it does not take it away.
   */
  readStamps?: () => FileStamps;
  /**
   * Per-document data the caller keeps beside the indexes, as the bytes of a file of the
   * same generation. A load opens it and hands over the open file (`docsFd`, the caller
   * closes it) instead: read by offset, it never has to be read whole.
   */
  docs?: Uint8Array;
  /** The per-document file, opened with the set (so a later save cannot take it away). */
  docsFd?: number;
}

/** A loaded set, or why there is none to use (a short phrase for one log line). */
export type LoadSearchResult =
  | { ok: true; state: SearchState & { vectorKind: VectorIndexKind | null } }
  | { ok: false; reason: string };

/** How a load should check and open the saved set. */
export interface LoadSearchOptions {
  /**
   * The embedding space in use now. Saved vectors of another space are not loaded (the
   * result is a reason: re-embed). Null: vectors are not wanted, only the keyword index loads.
   */
  space: EmbeddingSpace | null;
  vector?: VectorIndexOptions;
  /**
   * Leave the file stamps unread (`readStamps` reads them): at 100k memories they are
   * 20 MB of JSON that answering a query does not need.
   */
  deferStamps?: boolean;
}

function spaceName(space: EmbeddingSpace | null): string {
  return space ? `${space.provider}/${space.model} (${space.dimensions} dimensions)` : 'none';
}

/** Both without vectors, or both in one comparable space. */
function sameSpace(a: EmbeddingSpace | null, b: EmbeddingSpace | null): boolean {
  return a === b || isSameSpace(a, b);
}

/**
 * Saves a set in `dir` (created when missing): index files of a new generation, then the
 * manifest, then the previous generation's files are removed.
 */
export async function saveSearchState(dir: string, state: SearchState): Promise<void> {
  await mkdir(dir, { recursive: true });
  const previous = await readPreviousManifest(dir);
  const generation = randomBytes(6).toString('hex');
  const manifest: SearchManifest = {
    format: SEARCH_STATE_FORMAT,
    keywordFormat: KEYWORD_INDEX_FORMAT,
    keyword: `keyword.${generation}.bin`,
    stamps: `stamps.${generation}.bin`,
    vectors: state.vectors ? `vectors.${generation}.json` : null,
    vectorKind: state.vectors?.kind ?? null,
    space: state.vectors ? state.space : null,
    docs: state.docs ? `docs.${generation}.bin` : null,
  };
  try {
    await writeFileAtomic(path.join(dir, manifest.keyword), state.keyword.serialize(), PRIVATE);
    await writeFileAtomic(path.join(dir, manifest.stamps), state.files.toBytes(), PRIVATE);
    if (state.docs && manifest.docs) {
      await writeFileAtomic(path.join(dir, manifest.docs), state.docs, PRIVATE);
    }
    if (state.vectors && manifest.vectors)
      await state.vectors.save(path.join(dir, manifest.vectors));
    await writeFileAtomic(path.join(dir, MANIFEST), `${JSON.stringify(manifest)}\n`, PRIVATE);
  } catch (error) {
    // The manifest still names the previous generation: what this one wrote is garbage.
    await removeGeneration(dir, manifest).catch(() => {});
    throw error;
  }
  // A built index answers from the file it was just saved to.
  state.keyword.savedTo(path.join(dir, manifest.keyword));
  if (previous) await removeGeneration(dir, previous);
}

/**
 * The manifest being replaced, read for its file names only: one of an older format (an
 * upgrade) still names files that nothing will read again.
 */
async function readPreviousManifest(dir: string): Promise<SearchManifest | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'));
    return isManifest(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

async function removeGeneration(dir: string, manifest: SearchManifest): Promise<void> {
  const files = [manifest.keyword, manifest.stamps];
  if (manifest.docs) files.push(manifest.docs);
  if (manifest.vectors) {
    // The vector header names its own data file; read it before removing the header.
    const header = await readFile(path.join(dir, manifest.vectors), 'utf8').catch(() => '{}');
    const data = (JSON.parse(header) as { data?: unknown }).data;
    if (typeof data === 'string') files.push(data);
    files.push(manifest.vectors);
  }
  for (const file of files) {
    if (isPlainName(file)) await unlink(path.join(dir, file)).catch(() => {});
  }
}

function isPlainName(name: unknown): name is string {
  return typeof name === 'string' && /^[\w.-]+$/.test(name) && !name.startsWith('.');
}

function isManifest(value: unknown): value is SearchManifest {
  const m = value as SearchManifest | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    isPlainName(m.keyword) &&
    isPlainName(m.stamps) &&
    (m.vectors === null || isPlainName(m.vectors)) &&
    (m.docs === undefined || m.docs === null || isPlainName(m.docs))
  );
}

async function readManifest(dir: string): Promise<SearchManifest> {
  const parsed: unknown = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'));
  const format = (parsed as { format?: unknown } | null)?.format;
  if (format !== SEARCH_STATE_FORMAT) {
    throw new Error(`it has format ${String(format)}, this version reads ${SEARCH_STATE_FORMAT}`);
  }
  if (!isManifest(parsed)) throw new Error('its manifest is malformed');
  if (parsed.keywordFormat !== KEYWORD_INDEX_FORMAT) {
    throw new Error(`its keyword index has format ${String(parsed.keywordFormat)}`);
  }
  return parsed;
}

function explainFailure(error: unknown): string {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'a file of it is missing';
  if (error instanceof SyntaxError) return 'a file of it is not valid JSON';
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^strata: /, '');
}

/**
 * Loads the set saved in `dir`. Never throws for a missing, damaged, outdated or
 * mismatched set: it returns `{ ok: false, reason }` so the caller rebuilds and logs once.
 */
export async function loadSearchState(
  dir: string,
  options: LoadSearchOptions,
): Promise<LoadSearchResult> {
  let manifest: SearchManifest;
  try {
    manifest = await readManifest(dir);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      ok: false,
      reason: missing
        ? `no saved search index in ${dir}`
        : `saved search index in ${dir} is unusable: ${explainFailure(error)}`,
    };
  }
  const wantVectors = options.space !== null && manifest.vectors !== null;
  if (wantVectors && !sameSpace(manifest.space, options.space)) {
    return {
      ok: false,
      reason: `embedding model changed from ${spaceName(manifest.space)} to ${spaceName(options.space)}`,
    };
  }
  let keyword: KeywordIndex | undefined;
  let stampsFd: number | undefined;
  let docsFd: number | undefined;
  try {
    const fd = openSync(path.join(dir, manifest.stamps), 'r');
    stampsFd = fd;
    // Opened, not read: its terms stay in the file until a query needs them.
    keyword = KeywordIndex.open(path.join(dir, manifest.keyword));
    const loaded = wantVectors
      ? await loadVectorIndex(path.join(dir, manifest.vectors!), options.vector)
      : null;
    if (loaded && loaded.index.dimensions !== manifest.space?.dimensions) {
      throw new Error(
        `its vectors have ${loaded.index.dimensions} dimensions, the manifest says ${manifest.space?.dimensions}`,
      );
    }
    if (manifest.docs) docsFd = openSync(path.join(dir, manifest.docs), 'r');
    const readStamps = stampReader(fd);
    stampsFd = undefined;
    const docs = docsFd;
    docsFd = undefined;
    const state = {
      keyword,
      vectors: loaded?.index ?? null,
      vectorKind: loaded?.kind ?? null,
      space: loaded ? manifest.space : null,
      files: options.deferStamps ? new FileStamps() : readStamps(),
      ...(options.deferStamps ? { readStamps } : {}),
      ...(docs !== undefined ? { docsFd: docs } : {}),
    };
    return { ok: true, state };
  } catch (error) {
    keyword?.close();
    if (stampsFd !== undefined) closeSync(stampsFd);
    if (docsFd !== undefined) closeSync(docsFd);
    return {
      ok: false,
      reason: `saved search index in ${dir} is unusable: ${explainFailure(error)}`,
    };
  }
}

/** The saved vector index a manifest names, when it matches the space it records. */
async function loadManifestVectors(
  dir: string,
  manifest: SearchManifest,
  space: EmbeddingSpace | 'saved',
  options: VectorIndexOptions,
  accept: (saved: EmbeddingSpace) => boolean = () => true,
): Promise<{ index: VectorIndex; kind: VectorIndexKind; space: EmbeddingSpace } | null> {
  const saved = manifest.space;
  if (!manifest.vectors || !saved || !accept(saved)) return null;
  if (space !== 'saved' && !sameSpace(saved, space)) return null;
  const loaded = await loadVectorIndex(path.join(dir, manifest.vectors), options);
  return loaded.index.dimensions === saved.dimensions ? { ...loaded, space: saved } : null;
}

/**
 * Loads only the saved vector index, when it was built in `space` (`'saved'`: whatever
 * space the manifest records, if `accept` takes it); null when there is none of that
 * space or it cannot be read (the caller re-embeds). Lets a process load its
 * keyword index first and its vectors once the embedding model is known.
 */
export async function loadSavedVectors(
  dir: string,
  space: EmbeddingSpace | 'saved',
  options: VectorIndexOptions = {},
  accept?: (saved: EmbeddingSpace) => boolean,
): Promise<{ index: VectorIndex; kind: VectorIndexKind; space: EmbeddingSpace } | null> {
  try {
    // One manifest read: at 10k memories it holds 2 MB of file stamps.
    return await loadManifestVectors(dir, await readManifest(dir), space, options, accept);
  } catch {
    return null;
  }
}

/**
 * The saved vectors with the per-document file of the same generation, opened (it holds
 * the file hash each vector was computed from; the caller closes it), from one manifest
 * read; null when no vectors are saved or they cannot be read. Loads no keyword index and
 * writes nothing.
 */
export async function loadSavedVectorsWithDocs(
  dir: string,
): Promise<{ index: VectorIndex; space: EmbeddingSpace; docsFd: number } | null> {
  try {
    const manifest = await readManifest(dir);
    if (!manifest.docs) return null;
    const loaded = await loadManifestVectors(dir, manifest, 'saved', {});
    if (!loaded) return null;
    const docsFd = openSync(path.join(dir, manifest.docs), 'r');
    return { index: loaded.index, space: loaded.space, docsFd };
  } catch {
    return null;
  }
}

/**
 * Files in `dir` that neither a manifest generation nor `sideFiles` (files of the folder
 * managed on their own) names: leftovers of a crash mid-save or of an older format. Safe
 * to delete while the manifest is current.
 */
export async function findStrayFiles(
  dir: string,
  sideFiles: ReadonlySet<string>,
): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  let manifest: SearchManifest;
  try {
    manifest = await readManifest(dir);
  } catch {
    return [];
  }
  const keep = new Set([MANIFEST, manifest.keyword, manifest.stamps]);
  if (manifest.docs) keep.add(manifest.docs);
  if (manifest.vectors) {
    keep.add(manifest.vectors);
    const header = await readFile(path.join(dir, manifest.vectors), 'utf8').catch(() => '{}');
    const data = (JSON.parse(header) as { data?: unknown }).data;
    if (typeof data === 'string') keep.add(data);
  }
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => !keep.has(n) && !sideFiles.has(n)).map((n) => path.join(dir, n));
}
