/**
 * Runs the MCP server on a stream pair (stdio in production): answers at once, loads the
 * indexes in the background once the client is initialised, keeps the watcher going, and
 * tells the client (log notifications) when outside edits reach the index.
 */
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { logFilePath, openSearch } from '../app/open-search.js';
import { createFileLog } from '../storage/log-file.js';
import { findScopeLink } from '../storage/safe-path.js';
import { createServer } from './create-server.js';
import type { ServerSettings } from './environment.js';
import { IndexAccess } from './index-access.js';
import { createQuietNotices } from './quiet-notices.js';
import { createRequestGuard, MAX_REQUEST_BYTES } from './request-guard.js';

/** A running server. */
export interface RunningServer {
  index: IndexAccess;
  /** Resolves once the server has shut down. */
  closed: Promise<void>;
  /** Stops serving, the watcher and the embedding backends. */
  close(): Promise<void>;
}

/** Options of {@link runServer}. */
export interface RunServerOptions {
  settings: ServerSettings;
  version: string;
  stdin: Readable;
  stdout: Writable;
  /** Start indexing this long after start-up even if the client never says it is initialised. */
  startAfterMs?: number;
}

/** Starts serving on `stdin`/`stdout`. */
export async function runServer(options: RunServerOptions): Promise<RunningServer> {
  const { settings } = options;
  const log = createFileLog(logFilePath(settings.cacheRoot), 'mcp');
  if (settings.configProblems) log(settings.configProblems);
  if (settings.ignoredSettings) log(settings.ignoredSettings);
  const notify = (data: Record<string, unknown>) =>
    void server.sendLoggingMessage({ level: 'info', logger: 'strata', data }).catch(() => {});
  const index = new IndexAccess({
    open: async (watching) => {
      // Searches are answered from the saved index while it catches up with the files,
      // which it lists once the watcher is in place: no write falls between the two.
      const service = await openSearch(settings, {
        component: 'mcp',
        notice: (message) => log(message),
        answerFirst: true,
        catchUpAfter: watching,
      });
      service.caughtUp.then(
        () => notify({ event: 'index-ready', memories: service.status().visible }),
        () => {},
      );
      return service;
    },
    // A scope reached through a link is not read, so it is not watched either.
    // The instructions scope is the project root: re-read at start, never watched whole.
    watchDirs: settings.store.scopes
      .filter((s) => s.scope !== 'instructions' && !findScopeLink(s))
      .map((s) => s.dir),
    waitMs: settings.indexWaitMs,
    log,
    onEvent: notify,
  });
  const server = createServer({
    store: settings.store,
    config: settings.config,
    projectRoot: settings.projectRoot,
    memoryRoot: settings.memoryRoot,
    cacheRoot: settings.cacheRoot,
    index,
    log,
    giveNotice: createQuietNotices(),
    ...(settings.sessionId ? { sessionId: settings.sessionId } : {}),
    version: options.version,
  });
  // Index work starts once the client has its tool list, so start-up answers are never delayed.
  server.oninitialized = () =>
    setImmediate(() => {
      // The client hears about config settings not used, as CLI users and session start do.
      if (settings.configProblems)
        notify({ event: 'config-problems', message: settings.configProblems });
      index.start();
    });
  const fallback = setTimeout(() => index.start(), options.startAfterMs ?? 2_000);
  fallback.unref();
  // Whole lines only, and an oversized one answered here: the SDK would close on it.
  const guard = createRequestGuard({
    stdout: options.stdout,
    onRefused: ({ bytes, id }) => log(`refused request ${String(id)}: ${bytes} bytes`),
  });
  options.stdin.pipe(guard);
  const transport = new StdioServerTransport(guard, options.stdout, {
    maxBufferSize: MAX_REQUEST_BYTES + 1,
  });
  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  let closing: Promise<void> | undefined;
  const shutdown = async () => {
    clearTimeout(fallback);
    await server.close().catch(() => {});
    await index.close().catch((error: unknown) => log(`shutdown: ${String(error)}`));
    log('stopped');
    resolveClosed();
  };
  // server.close() closes the transport, whose onclose calls this again: the first call wins.
  const close = (): Promise<void> => {
    if (closing) return closing;
    closing = Promise.resolve().then(shutdown);
    return closing;
  };
  transport.onclose = () => void close();
  await server.connect(transport);
  log(`serving ${settings.store.scopes.map((s) => `${s.scope}=${s.dir}`).join(' ')}`);
  return { index, closed, close };
}
