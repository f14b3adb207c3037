/**
 * The Node flags `.mcp.json` starts the MCP server with: benches start it the same way,
 * so what they measure (memory above all) is what Claude Code runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MCP_JSON = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.mcp.json');

/** The arguments of `.mcp.json` before the server script (Node's own flags). */
export function serverNodeFlags(): string[] {
  const config = JSON.parse(readFileSync(MCP_JSON, 'utf8')) as {
    mcpServers: Record<string, { args: string[] }>;
  };
  const args = Object.values(config.mcpServers)[0]?.args ?? [];
  const script = args.findIndex((a) => a.endsWith('/lib/mcp/server.js'));
  return script > 0 ? args.slice(0, script) : [];
}
