/**
 * Saves replayed through the product's own at-save path: a temporary project store holds
 * every note of a labelled duplicate set; for each save, the saved note's own file is taken
 * out of the store, the note is saved with the real `memory_save` tool (its duplicate check,
 * its text), each memory it lists in `similar` is opened with the real `memory_get`, and the
 * store is put back as it was.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSearch } from '../../src/app/open-search.js';
import { createMemoryId, withSuffix } from '../../src/core/slug.js';
import type { SearchService } from '../../src/indexing/search-service.js';
import { resolveSettings } from '../../src/mcp/environment.js';
import type { IndexAccess } from '../../src/mcp/index-access.js';
import type { ToolDefinition, ToolDeps } from '../../src/mcp/tool.js';
import { memoryGet } from '../../src/mcp/tools/memory-get.js';
import { memorySave } from '../../src/mcp/tools/memory-save.js';
import { memorySearch } from '../../src/mcp/tools/memory-search.js';
import { memoryFileText } from '../bench/support/adr-notes.js';
import { FIXTURES } from '../bench/support/labelled-store.js';
import {
  type NoteRef,
  type RefNote,
  type RefSource,
  readRefNotes,
  refKey,
} from '../bench/support/note-refs.js';
import { DUPLICATE_SET } from './sets.js';

/** How the store compares: words only, or words and meaning (the embedded model). */
export type CheckMode = 'keyword' | 'hybrid';

/** A note of the set as a store memory. */
export interface StoredNote {
  key: string;
  id: string;
  file: string;
}

/** What one save returned, and the memories it listed, opened. */
export interface ReplayedSave {
  key: string;
  saved: { type: string; title: string; body: string; tags: string[] };
  result: { text: string; structured: Record<string, unknown> };
  opened: Array<{ id: string; text: string }>;
  /** What memory_search returned for the queries searched before the save, if any. */
  searched?: { text: string; structured: Record<string, unknown> };
}

/** Search results opened before deciding, at most (the top of the list). */
const OPENED_SEARCH_HITS = 5;

/** An open replay store. */
export interface ReplayStore {
  notes: Map<string, StoredNote>;
  /** Saves a note; with `queries`, memory_search runs first, as the skill's "search first" asks. */
  save(key: string, queries?: readonly string[]): Promise<ReplayedSave>;
  close(): Promise<void>;
}

const DATE = '2026-01-15T00:00:00.000Z';

function writeNotes(memDir: string, notes: ReadonlyMap<string, RefNote>): Map<string, StoredNote> {
  const stored = new Map<string, StoredNote>();
  const taken = new Set<string>();
  for (const [key, note] of notes) {
    const base = createMemoryId('learning', note.title);
    let n = 0;
    while (taken.has(withSuffix(base, n))) n++;
    const id = withSuffix(base, n);
    taken.add(id);
    const file = path.join(memDir, `${id}.md`);
    writeFileSync(file, memoryFileText(id, note.title, 'learning', DATE, note.body).text);
    stored.set(key, { key, id, file });
  }
  return stored;
}

/**
 * The indexes as the tools reach them (get, peek, applyWrites): the service already open,
 * each change applied and embedded before the next save, so every save sees the same store.
 */
function indexOf(service: SearchService): IndexAccess {
  const access = {
    get: async () => service,
    peek: () => service,
    applyWrites: async (changed: string[], removed: string[] = []) => {
      await service.applyBatch({ changed, removed });
      await service.syncVectors();
    },
  };
  return access as unknown as IndexAccess;
}

async function callTool(tool: ToolDefinition, args: unknown, deps: ToolDeps) {
  const call = await tool.call(args, deps);
  if (!call.ok) throw new Error(`strata eval: ${tool.name} refused: ${call.error.message}`);
  return call.output;
}

/** Opens a replay store of `notes` whose duplicate check runs in `mode`. */
export async function openReplayStore(
  notes: ReadonlyMap<string, RefNote>,
  mode: CheckMode,
): Promise<ReplayStore> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-judged-'));
  const proj = path.join(root, 'proj');
  const home = path.join(root, 'home');
  const memDir = path.join(proj, '.claude', 'memory');
  const held = path.join(root, 'held');
  for (const dir of [path.join(proj, '.git'), memDir, home, held])
    mkdirSync(dir, { recursive: true });
  const stored = writeNotes(memDir, notes);
  const env = { HOME: home, STRATA_CACHE_DIR: path.join(root, 'cache') };
  const settings = await resolveSettings({ env, cwd: proj, home });
  settings.config.embedding.provider = mode === 'hybrid' ? 'embedded' : 'none';
  const service = await openSearch(settings, { component: 'eval', notice: () => {} });
  await service.syncVectors();
  const deps: ToolDeps = { ...settings, index: indexOf(service), log: () => {} };
  return {
    notes: stored,
    async save(key, queries) {
      const note = stored.get(key)!;
      const text = notes.get(key)!;
      const aside = path.join(held, path.basename(note.file));
      renameSync(note.file, aside);
      await deps.index.applyWrites([], [note.file]);
      const searched = queries?.length
        ? await callTool(memorySearch, { query: queries[0], queries: [...queries] }, deps)
        : undefined;
      const saved = { type: 'learning', title: text.title, body: text.body, tags: [] as string[] };
      const output = await callTool(memorySave, saved, deps);
      const structured = output.structured as { path: string; similar: Array<{ id: string }> };
      const hits = (searched?.structured as { results?: Array<{ id: string }> } | undefined)
        ?.results;
      const toOpen = new Set([
        ...(hits ?? []).slice(0, OPENED_SEARCH_HITS).map((h) => h.id),
        ...structured.similar.map((m) => m.id),
      ]);
      const opened = [];
      for (const id of toOpen) {
        const got = await callTool(memoryGet, { id }, deps);
        opened.push({ id, text: got.text });
      }
      rmSync(structured.path);
      await deps.index.applyWrites([], [structured.path]);
      renameSync(aside, note.file);
      await deps.index.applyWrites([note.file]);
      return {
        key,
        saved,
        result: { text: output.text, structured: output.structured as Record<string, unknown> },
        opened,
        ...(searched && {
          searched: {
            text: searched.text,
            structured: searched.structured as Record<string, unknown>,
          },
        }),
      };
    },
    async close() {
      await service.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The set's notes (every reference of its pairs) and the notes saved, in file order. */
export function readDuplicateSet(): {
  notes: Map<string, { title: string; body: string }>;
  saved: string[];
} {
  const file = path.join(FIXTURES, DUPLICATE_SET, 'labels.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as {
    sources: Record<string, RefSource>;
    pairs: Array<[NoteRef, NoteRef, unknown]>;
  };
  // Only the two references of each pair are read here; its label is the scorer's.
  const refs = set.pairs.flatMap((pair) => pair.slice(0, 2) as NoteRef[]);
  const notes = readRefNotes(set.sources, refs);
  if (!notes) {
    throw new Error(
      `strata eval: no local copy of a source of ${DUPLICATE_SET}; set STRATA_EVAL_SOURCES to the folder holding <owner>+<name>/repo`,
    );
  }
  const saved = [...new Set(set.pairs.map(([, b]) => refKey(b)))];
  return { notes, saved };
}
