/**
 * `lib/mcp/server.js`: the MCP server's composition root. Reads the environment and
 * arguments, serves on stdio, and shuts down when the client closes stdin or on a signal.
 * Nothing is ever written to stdout but the protocol.
 */
import { homedir } from 'node:os';
import { readProjectFlag, resolveSettings } from './environment.js';
import { serveStdio } from './serve-stdio.js';

const settings = await resolveSettings({
  env: process.env,
  cwd: process.cwd(),
  home: process.env.HOME || homedir(),
  projectFlag: readProjectFlag(process.argv.slice(2)),
});
await serveStdio(settings);
// The client is gone and every write is on disk; an embedding run still computing in the
// background must not keep the process alive.
process.exit(0);
