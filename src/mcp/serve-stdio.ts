/**
 * The one way strata serves MCP on the process's own stdio, shared by `lib/mcp/server.js`
 * and `strata mcp` so the two cannot drift: the server stops when the client closes stdin
 * (end or close) or on SIGINT/SIGTERM, and the promise settles once every write is done.
 * Ending the process afterwards is the caller's (composition root's) decision.
 */

import { STRATA_VERSION } from '../app/version.js';
import type { ServerSettings } from './environment.js';
import { type RunningServer, runServer } from './run-server.js';

/** Serves until the client goes away or a signal arrives. */
export async function serveStdio(settings: ServerSettings): Promise<void> {
  const running: RunningServer = await runServer({
    settings,
    version: STRATA_VERSION,
    stdin: process.stdin,
    stdout: process.stdout,
  });
  const stop = () => void running.close();
  process.stdin.once('end', stop);
  process.stdin.once('close', stop);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await running.closed;
}
