import { homedir } from 'node:os';
import { resolveSettings } from '../../mcp/environment.js';
import { serveStdio } from '../../mcp/serve-stdio.js';
import { readString } from '../args.js';
import type { Command } from '../command.js';

/** `strata mcp`: serve the memory tools over MCP on stdin/stdout (what Claude Code starts). */
export const mcpCommand: Command = {
  name: 'mcp',
  help: `strata mcp [--project DIR]

  Speaks the Model Context Protocol on stdin/stdout until stdin closes: memory_search,
  memory_get, memory_save, … (see the README). Logs go to strata.log in the cache
  directory, never to stdout. The plugin starts the same server as lib/mcp/server.js.`,
  options: {},
  async run(ctx, args) {
    const settings = await resolveSettings({
      env: ctx.env,
      cwd: ctx.cwd,
      home: ctx.env.HOME || homedir(),
      projectFlag: readString(args.values.project),
      admin: args.values.admin === true,
    });
    await serveStdio(settings);
    // stdout belongs to the protocol: nothing more may be printed there.
    return { json: undefined, text: '' };
  },
};
