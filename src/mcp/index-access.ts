/**
 * The MCP server's view of the search indexes: they load in the background so the server
 * answers `initialize` and `tools/list` at once, tools wait for them with a bound, and
 * every change to them (watcher batches, the server's own writes) goes through one queue.
 */
import { StrataError } from '../core/errors.js';
import { countOf } from '../core/plural.js';
import type { SearchService } from '../indexing/search-service.js';
import type { VectorProgress } from '../indexing/vector-run.js';
import type { DirectoryWatcher } from '../storage/watcher.js';
import { watchDirectories } from '../storage/watcher.js';
import { collectLoadGarbage } from './release-garbage.js';

/** What {@link IndexAccess} needs from the composition root. */
export interface IndexAccessOptions {
  /** Opens the search service (loads persisted indexes or builds them). */
  /** Opens the service; `watching` settles once the watcher is in place (or failed to start). */
  open: (watching: Promise<void>) => Promise<SearchService>;
  /** Scope directories to watch for edits made outside the server (IDE, git, other sessions). */
  watchDirs: readonly string[];
  /** How long a tool waits for the indexes before answering without them. */
  waitMs: number;
  log: (line: string) => void;
  /**
   * Progress for the client: `watching`, `embedding` (done/total, at most every tenth of
   * a backlog), `vectors` after each embedding run, `index-updated` after outside changes.
   */
  onEvent?: (data: { event: string } & Record<string, unknown>) => void;
  now?: () => number;
}

/** Where loading stands. */
export interface IndexStatus {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  /** Milliseconds from start to ready. */
  loadMs?: number;
  error?: string;
  watching: boolean;
  embedding: boolean;
}

/** Background-loaded indexes with a serial change queue. */
export class IndexAccess {
  private readonly options: IndexAccessOptions;
  private loading: Promise<SearchService> | undefined;
  private service: SearchService | undefined;
  private failure: unknown;
  private startedAt = 0;
  private loadMs: number | undefined;
  private watcher: DirectoryWatcher | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private embedding: Promise<void> | undefined;
  private embedAgain = false;
  private closed = false;
  private readonly watching: Promise<void>;
  private settleWatching: () => void = () => {};

  constructor(options: IndexAccessOptions) {
    this.options = options;
    this.watching = new Promise((resolve) => {
      this.settleWatching = resolve;
    });
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Starts loading (once); also starts the watcher and the background embedding. */
  start(): void {
    if (this.loading) return;
    this.startedAt = this.now();
    this.loading = this.options.open(this.watching);
    this.loading.then(
      (service) => {
        this.service = service;
        this.loadMs = this.now() - this.startedAt;
        this.options.log(
          `indexes ready in ${this.loadMs} ms (${countOf(service.status().visible, 'memory', 'memories')})`,
        );
        // Before the model loads: the index's load-time garbage would otherwise sit under it.
        collectLoadGarbage();
        service.caughtUp.then(
          () => {
            this.options.log(
              `indexes caught up with the files (${countOf(service.openReport.read, 'file')} read)`,
            );
            collectLoadGarbage();
            this.embedInBackground();
          },
          (error: unknown) =>
            this.options.log(`catching up with the files failed: ${String(error)}`),
        );
      },
      (error: unknown) => {
        this.failure = error;
        this.options.log(`loading the indexes failed: ${String(error)}`);
      },
    );
    // Loading failures are reported to tools through get(); never unhandled. The watcher
    // starts once the saved indexes answer: at 100k files its first walk of the folders
    // costs a first answer more CPU than loading them. Changes meanwhile are found by the
    // catch-up that follows the load.
    const watchLater = () => setImmediate(() => void this.startWatcher());
    void this.loading.then(watchLater, watchLater);
  }

  private async startWatcher(): Promise<void> {
    try {
      const watcher = await watchDirectories({
        dirs: this.options.watchDirs,
        onError: (error) => this.options.log(`watcher: ${String(error)}`),
        onBatch: (batch) => this.applyOutside(batch),
      });
      if (this.closed) await watcher.close();
      else this.watcher = watcher;
      await watcher.ready;
      this.options.log(`watching ${this.options.watchDirs.join(', ')}`);
      this.options.onEvent?.({ event: 'watching', dirs: [...this.options.watchDirs] });
    } catch (error) {
      this.options.log(
        `the watcher could not start; edits made outside show up after a restart: ${String(error)}`,
      );
    } finally {
      this.settleWatching();
    }
  }

  private async applyOutside(batch: { changed: string[]; removed: string[] }): Promise<void> {
    await this.enqueue(async (service) => {
      await service.applyBatch(batch);
      this.options.onEvent?.({ event: 'index-updated', ...batch });
    });
  }

  /** Runs `task` after every earlier change, once the indexes are loaded. */
  private enqueue(task: (service: SearchService) => Promise<void>): Promise<void> {
    const run = this.chain.then(async () => {
      if (!this.loading) this.start();
      const service = await this.loading!;
      // Changes apply after the catch-up, which reads files too: never an older reading last.
      await service.caughtUp.catch(() => {});
      await task(service);
      this.embedInBackground();
    });
    this.chain = run.catch((error: unknown) => this.options.log(`index update: ${String(error)}`));
    return run;
  }

  /** Embeds what lacks a vector; one run at a time, rerun when more arrived meanwhile. */
  private embedInBackground(): void {
    const service = this.service;
    if (!service || this.closed) return;
    if (this.embedding) {
      this.embedAgain = true;
      return;
    }
    this.embedding = (async () => {
      do {
        this.embedAgain = false;
        const report = await service.syncVectors({ onProgress: this.reportProgress() });
        if (report?.embedded)
          this.options.log(`embedded ${countOf(report.embedded, 'memory', 'memories')}`);
        this.options.onEvent?.({
          event: 'vectors',
          vectors: service.status().vectors,
          embedded: report?.embedded ?? 0,
          ...(report?.reason ? { reason: report.reason } : {}),
        });
      } while (this.embedAgain && !this.closed);
    })()
      .catch((error: unknown) => this.options.log(`embedding: ${String(error)}`))
      .finally(() => {
        this.embedding = undefined;
      });
  }

  /**
   * An `embedding` event per tenth of a backlog of 100 memories or more: enough to show a
   * long run moving, few enough not to flood the client.
   */
  private reportProgress(): (progress: VectorProgress) => void {
    let tenth = -1;
    return (p) => {
      if (p.total < 100) return;
      const step = Math.floor((p.done / p.total) * 10);
      if (step === tenth) return;
      tenth = step;
      this.options.onEvent?.({
        event: 'embedding',
        done: p.done,
        total: p.total,
        embedded: p.embedded,
      });
    };
  }

  /** The service when loaded, else undefined (never waits). */
  peek(): SearchService | undefined {
    return this.service;
  }

  /** The service, waiting at most `waitMs` for it; NOT_READY when still loading. */
  async get(waitMs = this.options.waitMs): Promise<SearchService> {
    if (this.service) return this.service;
    if (!this.loading) this.start();
    if (this.failure) throw this.failure;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), waitMs);
    });
    try {
      const service = await Promise.race([this.loading!, timeout]);
      if (service) return service;
    } finally {
      clearTimeout(timer);
    }
    const seconds = Math.round((this.now() - this.startedAt) / 1000);
    throw new StrataError(
      'NOT_READY',
      `strata is still indexing the memory store (${seconds} s so far)`,
      {
        hint: 'try again in a few seconds; memory_get, memory_list and memory_stats answer from the files meanwhile',
      },
    );
  }

  /** Applies the server's own writes now, so a search right after a save finds it. */
  async applyWrites(changed: string[], removed: string[] = []): Promise<void> {
    if (!this.loading) return;
    await this.enqueue(async (service) => {
      await service.applyBatch({ changed, removed });
    });
  }

  /** Resolves once every queued change is applied (tests, shutdown). */
  async settled(): Promise<void> {
    await this.chain;
  }

  /** Where loading stands. */
  status(): IndexStatus {
    const state = this.service
      ? 'ready'
      : this.failure
        ? 'failed'
        : this.loading
          ? 'loading'
          : 'idle';
    const status: IndexStatus = { state, watching: !!this.watcher, embedding: !!this.embedding };
    if (this.loadMs !== undefined) status.loadMs = this.loadMs;
    if (this.failure) status.error = String(this.failure);
    return status;
  }

  /**
   * Stops the watcher, lets queued changes finish, and releases the service. A background
   * embedding run is not waited for (it can take minutes on a large store); what it has
   * not saved is embedded again next time.
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.watcher?.close();
    await this.chain;
    await this.service?.close();
  }
}
