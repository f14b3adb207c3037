/**
 * `strata site dev`: build the site, serve it, and rebuild whenever a memory file or a
 * `graph.json` changes. Rebuilds never overlap: changes during a build trigger one more.
 */
import path from 'node:path';
import { StrataError } from '../core/errors.js';
import { isInside } from '../storage/safe-path.js';
import { type BuildSiteOptions, type BuildSiteResult, buildSite } from './build-site.js';
import { serveStatic } from './static-server.js';

/** Options of {@link startSiteDev}. */
export interface SiteDevOptions extends BuildSiteOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 4321; 0 picks a free port. */
  port?: number;
  /** Quiet time after the last change before rebuilding; default 300 ms. */
  debounceMs?: number;
  /** Called after each rebuild (the first build included). */
  onBuild?: (result: BuildSiteResult) => void;
  /** Called when a rebuild fails; the previous site stays served. */
  onError?: (error: unknown) => void;
}

/** A running dev server. */
export interface SiteDev {
  /** The site's address, base path included. */
  url: string;
  /** The first build. */
  initial: BuildSiteResult;
  /** Rebuilds now (waits for a build in progress first). */
  rebuild(): Promise<BuildSiteResult>;
  close(): Promise<void>;
}

interface Rebuilder {
  schedule(): void;
  rebuild(): Promise<BuildSiteResult>;
  stop(): void;
}

/** Serialises builds and coalesces bursts of changes into one rebuild. */
function createRebuilder(options: SiteDevOptions): Rebuilder {
  let running: Promise<BuildSiteResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const rebuild = async (): Promise<BuildSiteResult> => {
    while (running) await running.catch(() => undefined);
    running = buildSite(options);
    try {
      const result = await running;
      options.onBuild?.(result);
      return result;
    } finally {
      running = undefined;
    }
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      rebuild().catch((error) => options.onError?.(error));
    }, options.debounceMs ?? 300);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  return { schedule, rebuild, stop };
}

function isWatched(file: string): boolean {
  return file.endsWith('.md') || file.endsWith('graph.json');
}

/** True below a dot-folder of a scope (`.git`, editors' folders); the scope itself may sit in `.claude`. */
function isHidden(dirs: readonly string[], file: string): boolean {
  const dir = dirs.find((d) => isInside(d, file));
  if (dir === undefined) return false;
  return path
    .relative(dir, file)
    .split(path.sep)
    .some((part) => part.startsWith('.'));
}

/**
 * Builds the site, serves `outDir` under `base`, and watches every scope directory.
 * Loads chokidar lazily: only this command needs a watcher.
 */
export async function startSiteDev(options: SiteDevOptions): Promise<SiteDev> {
  const rebuilder = createRebuilder(options);
  const initial = await rebuilder.rebuild();
  const { watch } = await import('chokidar');
  const dirs = options.scopes.filter((s) => s.scope !== 'instructions').map((s) => s.dir);
  const watcher = watch(dirs, {
    ignoreInitial: true,
    ignored: (file, stats) =>
      isHidden(dirs, file) || (stats?.isFile() === true && !isWatched(file)),
  });
  watcher.on('all', (_event, file) => {
    if (isWatched(file)) rebuilder.schedule();
  });
  watcher.on('error', (error) => options.onError?.(error));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const server = await serveStatic({
    root: initial.outDir,
    base: options.base,
    host: options.host,
    port: options.port ?? 4321,
  }).catch(async (error: unknown) => {
    await watcher.close();
    throw new StrataError('IO_ERROR', `cannot serve the site: ${(error as Error).message}`, {
      hint: 'pick another port with --port',
      cause: error,
    });
  });
  return {
    url: server.url,
    initial,
    rebuild: rebuilder.rebuild,
    close: async () => {
      rebuilder.stop();
      await watcher.close();
      await server.close();
    },
  };
}
