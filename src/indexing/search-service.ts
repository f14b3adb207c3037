/**
 * The sync and search service of one store: opens the persisted indexes (or builds them),
 * follows file changes, keeps vectors, graphs and hook digests in step, and answers
 * searches. The only writer of the indexes and digests.
 */
import { availableParallelism } from 'node:os';
import type { Config } from '../core/config/config.js';
import { buildGotchaDigest, buildSessionDigest } from '../core/digest.js';
import { canEmbedIn } from '../core/embedding-space.js';
import type { TextCard } from '../core/memory-card.js';
import { buildPushDigest } from '../core/push/push-digest.js';
import type { ScopeName } from '../core/scope.js';
import { toScopedKey } from '../core/scoped-key.js';
import type { Embeddings } from '../embeddings/select-provider.js';
import { chooseWorkerCount } from '../embeddings/worker-embedder.js';
import { isUnwritable } from '../io/write-errors.js';
import type { VectorIndexOptions } from '../search/create-vector-index.js';
import { resolveCalibration } from '../search/similarity-calibration.js';
import { indexCacheDir } from '../storage/cache-dir.js';
import { digestPaths, writeDigests } from '../storage/digest-files.js';
import type { StoreContext } from '../storage/load-store.js';
import type { ChangeBatch } from '../storage/watcher.js';
import { CoalescedRuns } from './coalesced-runs.js';
import { reconcileGraphs } from './graph-sync.js';
import type { DocInfo } from './index-docs.js';
import { applyPaths, loadIndexState, type OpenReport, persistIndexState } from './index-engine.js';
import { removeStrayFiles } from './index-files.js';
import {
  dropOrphanVectors,
  type EmbedQueue,
  type IndexState,
  removePaths,
  splitKey,
} from './index-state.js';
import {
  attachSavedVectors,
  pruneVectorCache,
  syncVectors,
  type VectorReport,
} from './index-vectors.js';
import {
  checkSearchRequest,
  runSearch,
  type SearchRequest,
  type SearchResponse,
} from './search-query.js';
import { StoreCalibrations } from './store-calibration.js';
import type { VectorRunOptions } from './vector-run.js';

/** What the service needs; the composition root reads env and config. */
export interface SearchServiceOptions {
  ctx: StoreContext;
  config: Config;
  cacheRoot: string;
  projectRoot: string | null;
  /** Null when embeddings are off (`embedding.provider: none`). */
  embeddings: Embeddings | null;
  log: (line: string) => void;
  vector?: VectorIndexOptions;
  /** Quiet time before a watcher batch is saved to the cache (default 500 ms). */
  persistDelayMs?: number;
  /**
   * What the catch-up waits for before it lists the files: the watcher being in place, so
   * that a file written after that listing is reported by the watcher, and one written
   * before it is found by the listing. Without it, a write between the two is missed.
   */
  catchUpAfter?: PromiseLike<unknown>;
}

/** A document as the digest builders take it: its snippet stands in for the body. */
function toDigestCard(doc: DocInfo): TextCard {
  return { ...doc, body: doc.snippet };
}

/** Why a search ran on keywords when no backend failed: the vectors are not there yet. */
const VECTORS_PENDING =
  'the meaning index is still being built in the background (the first time, every memory is embedded); search again in a minute, or run `strata reindex` to build it now';

/** Sync and search over one store. Create with {@link SearchService.open}. */
export class SearchService {
  readonly options: SearchServiceOptions;
  readonly cacheDir: string;
  readonly openReport: OpenReport;
  private readonly state: IndexState;
  private pending: EmbedQueue;
  private lastVectors: VectorReport | undefined;
  private persistTimer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly vectorRuns = new CoalescedRuns(() => this.syncVectors());
  private readonly calibrations: StoreCalibrations;
  /**
   * Resolves once the state caught up with the files on disk (changed while no process
   * watched), was saved and the digests written; rejects when that failed.
   */
  caughtUp: Promise<void> = Promise.resolve();

  private constructor(
    options: SearchServiceOptions,
    state: IndexState,
    queue: EmbedQueue,
    report: OpenReport,
  ) {
    this.options = options;
    this.cacheDir = indexCacheDir(options.cacheRoot, options.projectRoot);
    this.calibrations = new StoreCalibrations(this.cacheDir);
    this.state = state;
    this.pending = queue;
    this.openReport = report;
  }

  /** Loads persisted indexes (or builds them), catches up with the files, saves, writes digests. */
  static async open(options: SearchServiceOptions): Promise<SearchService> {
    const service = await SearchService.openSaved(options);
    await service.caughtUp;
    return service;
  }

  /**
   * Opens the saved indexes and returns at once, answering from them while it catches up
   * with the files in the background (`caughtUp`): at 100k memories the saved stamps and a
   * `stat` of every file take seconds that a first search need not wait for. Without a
   * saved index there is nothing to answer from: it returns once the index is built.
   */
  static async openSaved(options: SearchServiceOptions): Promise<SearchService> {
    const cacheDir = indexCacheDir(options.cacheRoot, options.projectRoot);
    const { state, report, catchUp } = await loadIndexState(cacheDir);
    const service = new SearchService(options, state, new Map(), report);
    service.caughtUp = service.catchUp(catchUp);
    // Awaited by whoever needs a current state; never an unhandled rejection meanwhile.
    service.caughtUp.catch(() => {});
    if (report.mode === 'rebuilt') await service.caughtUp;
    return service;
  }

  /** Brings the loaded state up to date with the disk, then saves what changed. */
  private async catchUp(run: (ctx: StoreContext) => Promise<EmbedQueue>): Promise<void> {
    const { options, openReport: report } = this;
    // A turn of the event loop first: a search waiting for the load answers before the
    // stamps are parsed (hundreds of milliseconds at 100k files).
    await new Promise((resolve) => setImmediate(resolve));
    // A rebuild is what `openSaved` waits for before anyone can watch: nothing to wait on.
    if (report.mode !== 'rebuilt') await Promise.resolve(options.catchUpAfter).catch(() => {});
    const queue = await run(options.ctx);
    this.enqueue(queue);
    if (report.reason) options.log(`strata: rebuilding the search index: ${report.reason}`);
    else
      await attachSavedVectors(
        this.state,
        this.pending,
        this.cacheDir,
        options.vector ?? {},
        (saved) => canEmbedIn(options.config.embedding.provider, saved),
      );
    if (!report.read && !report.removed && report.mode !== 'rebuilt') return;
    // A read never needs to write: with the cache's disk full or read-only, the index
    // answers from memory and the next run saves it.
    await this.afterChange().catch((error: unknown) => {
      if (!isUnwritable(error)) throw error;
      const why = error instanceof Error ? error.message : String(error);
      options.log(`strata: the search index was not saved (${why}); answering from memory`);
    });
  }

  /**
   * Keeps memories for the next vector sync. Without embeddings (`--no-embed`,
   * `embedding.provider: none`) nothing ever takes them: they are not kept.
   */
  private enqueue(queue: EmbedQueue): void {
    if (!this.options.embeddings) return;
    for (const [key, memory] of queue) this.pending.set(key, memory);
  }

  /** The in-memory state (read-only use: tests, verify, the bench). */
  get index(): Readonly<IndexState> {
    return this.state;
  }

  /**
   * Documents visible in search (the most specific scope of each id). Reads every info
   * (from the saved file, once restored): for callers that need them all.
   */
  visibleDocs(): DocInfo[] {
    const visible: DocInfo[] = [];
    for (const doc of this.state.docs.values())
      if (!this.state.shadowed.has(doc.key)) visible.push(doc);
    return visible;
  }

  /**
   * The document info of memory `id`: the one in `scope`, or without it the visible one.
   * Walks the keys, not the infos: reads one info at most.
   */
  findDoc(id: string, scope?: ScopeName): DocInfo | undefined {
    if (scope) return this.state.docs.get(toScopedKey(scope, id));
    for (const key of this.state.docs.keys())
      if (splitKey(key).id === id && !this.state.shadowed.has(key)) return this.state.docs.get(key);
    return undefined;
  }

  /**
   * Applies a watcher batch. The in-memory indexes (what search answers from) and the
   * graphs change before this resolves; saving the indexes and rewriting the digests is
   * deferred and coalesced, since a 10k-memory index takes far longer to write than to update.
   */
  async applyBatch(batch: ChangeBatch): Promise<{ read: number; removed: number }> {
    const removed = removePaths(this.state, batch.removed);
    const queue = await applyPaths(this.options.ctx, this.state, batch.changed);
    this.enqueue(queue);
    if (this.state.linkChanges.length)
      await reconcileGraphs(this.options.ctx, this.state, this.options.log);
    this.schedulePersist();
    return { read: batch.changed.length, removed };
  }

  /**
   * Takes in files this process just wrote (a CLI save) and rewrites the hook digests,
   * without saving the indexes: the next process catches those up from the file stamps,
   * but the hooks read only digests, so a gotcha saved with no server running would
   * otherwise stay off the Read hook until the next search or session start.
   */
  async applyWritten(paths: readonly string[]): Promise<void> {
    await applyPaths(this.options.ctx, this.state, paths);
    await this.writeDigests();
  }

  /** Saves the indexes and digests once changes stop for `persistDelayMs`. */
  private schedulePersist(): void {
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = setTimeout(() => {
      this.persistTimer = undefined;
      void this.flush();
    }, this.options.persistDelayMs ?? 500);
  }

  /** Saves now whatever is not saved yet (waits for a save in progress). */
  async flush(): Promise<void> {
    if (this.persistTimer) {
      clearTimeout(this.persistTimer);
      this.persistTimer = undefined;
    }
    this.saving = this.saving
      .then(() => this.afterChange())
      .catch((error) => {
        this.options.log(
          `strata: saving the index failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    await this.saving;
  }

  /**
   * Re-reads every file whose stamp changed (for `strata reindex`; `--full` instead deletes
   * the saved indexes before the service opens, so opening rebuilds them). After a rebuild
   * this process has just read, indexed and saved every file: reading them all again would
   * double the cost of a reindex for nothing, so it returns at once.
   */
  async refreshAll(): Promise<{ read: number; removed: number }> {
    if (this.openReport.mode === 'rebuilt') return { read: 0, removed: 0 };
    const files = [...this.state.files.paths(), ...this.state.problems.keys()];
    const queue = await applyPaths(this.options.ctx, this.state, files);
    this.enqueue(queue);
    await this.afterChange();
    return { read: files.length, removed: 0 };
  }

  private async afterChange(): Promise<void> {
    await reconcileGraphs(this.options.ctx, this.state, this.options.log);
    await persistIndexState(this.state, this.cacheDir);
    await this.writeDigests();
  }

  /** Rewrites the hook digests from the visible documents. */
  async writeDigests(): Promise<void> {
    const now = this.options.ctx.now();
    const memories = this.visibleDocs().map(toDigestCard);
    const scopes = this.options.ctx.scopes.map((s) => ({ scope: s.scope, dir: s.dir }));
    const root = this.options.projectRoot;
    await writeDigests(digestPaths(this.options.cacheRoot, root), {
      gotchas: buildGotchaDigest(memories, root, now),
      session: buildSessionDigest(memories, scopes, root, now),
      push: buildPushDigest(memories, now),
    });
  }

  /**
   * Embeds what lacks a current vector, in one run at a time: callers that do not wait for
   * it (the watcher) go on applying changes, which search sees at once.
   */
  requestVectors(): Promise<VectorReport | null> {
    return this.vectorRuns.request();
  }

  /** Embeds what lacks a current vector, now, and schedules a save. */
  async syncVectors(run?: VectorRunOptions): Promise<VectorReport | null> {
    const { embeddings } = this.options;
    if (!embeddings || this.closed) return null;
    const queue = this.pending;
    this.pending = new Map();
    const report = await syncVectors(this.options.ctx, this.state, queue, embeddings, {
      cacheDir: this.cacheDir,
      batchSize: this.roundSize(),
      ...(this.options.vector ? { vector: this.options.vector } : {}),
      ...(run ? { run } : {}),
    });
    this.lastVectors = report;
    if (report.fallbackReason) this.options.log(`strata: ${report.fallbackReason}`);
    if (!report.interrupted && !this.closed)
      await this.calibrations.refresh(this.state, embeddings, run?.signal).catch((error) => {
        this.options.log(`strata: could not estimate the similarity calibration: ${error}`);
      });
    if ((report.embedded || report.fromCache) && !this.closed) this.schedulePersist();
    return report;
  }

  /** Texts per embedding round: one batch per thread of the embedded model, so each works. */
  private roundSize(): number {
    const { batchSize, provider, workers } = this.options.config.embedding;
    if (provider !== 'embedded') return batchSize;
    return batchSize * chooseWorkerCount(workers, availableParallelism());
  }

  /**
   * Embeds query phrasings in the space of the vector index, one vector each; null with a
   * reason when it cannot.
   */
  async embedQueries(
    texts: readonly string[],
  ): Promise<{ vectors: number[][] | null; reason?: string }> {
    const { embeddings } = this.options;
    if (!embeddings) return { vectors: null, reason: 'embedding.provider is "none"' };
    const batch = await embeddings.embed([...texts]);
    // The backend answers but no memory has a vector yet: the first run is under way.
    if (batch && !this.state.vectors) return { vectors: null, reason: VECTORS_PENDING };
    if (!batch)
      return {
        vectors: null,
        reason: embeddings.status().reason ?? 'no embedding backend answered',
      };
    const space = this.state.space;
    if (!space || batch.space.model !== space.model || batch.space.provider !== space.provider) {
      return {
        vectors: null,
        reason: `the query was embedded by ${batch.space.provider}/${batch.space.model}, the index holds ${space?.provider}/${space?.model}`,
      };
    }
    return { vectors: batch.vectors };
  }

  /**
   * Searches. `queryVector` skips embedding a one-phrasing query (the bench passes one in).
   * An invalid request is refused before anything is embedded.
   */
  async search(request: SearchRequest, queryVector?: number[] | null): Promise<SearchResponse> {
    const { search } = this.options.config;
    const { phrasings, mode } = checkSearchRequest(request, search.defaultLimit);
    let vectors: number[][] | null = queryVector ? [queryVector] : null;
    let reason: string | undefined;
    if (queryVector === undefined && mode !== 'keyword') {
      ({ vectors, reason } = await this.embedQueries(phrasings));
      // The query has a vector but no memory has one yet: the first run is under way.
      if (!reason && !this.state.vectors?.size) reason = VECTORS_PENDING;
    }
    const space = this.state.space;
    const estimated = space ? await this.calibrations.get(space) : null;
    return runSearch(this.state, request, {
      queryVectors: vectors,
      calibration: resolveCalibration(space, search.semanticFloor, estimated),
      ...(reason ? { noVectorReason: reason } : {}),
      now: this.options.ctx.now(),
      defaultLimit: search.defaultLimit,
      semanticWeight: search.semanticWeight,
      halfLifeDays: search.recencyHalfLifeDays,
    });
  }

  /**
   * Compacts derived data: vacuums the keyword index, drops vectors of documents that no
   * longer exist, and removes stray files of the index folder (returning their paths).
   */
  async compact(): Promise<{
    vectorsDropped: number;
    cacheDropped: number;
    removedFiles: string[];
  }> {
    await this.state.keyword.vacuumIfDirty(1, 0);
    const vectorsDropped = dropOrphanVectors(this.state);
    const cacheDropped = this.state.space
      ? await pruneVectorCache(this.options.ctx, this.state, this.cacheDir)
      : 0;
    await persistIndexState(this.state, this.cacheDir);
    return { vectorsDropped, cacheDropped, removedFiles: await removeStrayFiles(this.cacheDir) };
  }

  /** Counts for `doctor`, `stats` and the MCP server. */
  status() {
    return {
      documents: this.state.docs.size,
      visible: this.state.docs.size - this.state.shadowed.size,
      problems: [...this.state.problems.values()],
      vectors: this.state.vectors?.size ?? 0,
      vectorKind: this.state.vectors?.kind ?? null,
      space: this.state.space,
      embeddings: this.options.embeddings?.status() ?? null,
      lastVectors: this.lastVectors ?? null,
      cacheDir: this.cacheDir,
      /** How semantic similarities are read (measured, estimated from the store, or default). */
      calibration: this.state.space
        ? resolveCalibration(
            this.state.space,
            this.options.config.search.semanticFloor,
            this.calibrations.peek(this.state.space),
          )
        : null,
    };
  }

  /**
   * Saves pending changes and releases the embedding backends and the saved keyword file
   * (the index must not be searched afterwards). A background embedding run
   * is not waited for (a backlog can take minutes); what it has not saved is embedded
   * again next time, mostly from the cache.
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.caughtUp.catch(() => {});
    if (this.persistTimer) await this.flush();
    await this.saving;
    await this.options.embeddings?.close();
    // The saved keyword file stays open while the index serves from it.
    this.state.keyword.close();
    this.state.docs.close?.();
  }
}
