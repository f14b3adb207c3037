/**
 * Drives the built MCP server (`lib/mcp/server.js`) as Claude Code does: a real process
 * over stdio, through the SDK client. Notifications the server sends (index ready, outside
 * edits applied) can be awaited, so tests never sleep.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  type CallToolResult,
  LoggingMessageNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { REPO } from './cli.js';

/** The bundled server entry point (tests run after `npm run build`). */
export const SERVER = path.join(REPO, 'lib', 'mcp', 'server.js');

/** A notification's data, as the server sends it. */
export type ServerEvent = { event: string } & Record<string, unknown>;

/** A connected client and what it has heard. */
export interface McpSession {
  client: Client;
  events: ServerEvent[];
  /** Resolves with the first event (already heard or still to come) that `match` accepts. */
  waitFor(match: (event: ServerEvent) => boolean): Promise<ServerEvent>;
  /** Calls a tool; fails the test when the result is an error. */
  ok(name: string, args?: Record<string, unknown>): Promise<OkResult>;
  /** Calls a tool that must be refused; returns the error code and text. */
  refused(name: string, args?: Record<string, unknown>): Promise<{ code: string; text: string }>;
  stderr(): string;
  close(): Promise<void>;
}

/** A successful call: its structured content and its text. */
export interface OkResult {
  // biome-ignore lint/suspicious/noExplicitAny: tests poke into structured content freely
  data: any;
  text: string;
}

/** Where and how to start the server. */
export interface McpStartOptions {
  env: Record<string, string>;
  cwd: string;
  args?: string[];
  /** Another entry point (a copy of lib/ elsewhere). */
  server?: string;
}

function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

/** Starts the server and connects a client to it. */
export async function startMcp(options: McpStartOptions): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [options.server ?? SERVER, ...(options.args ?? [])],
    env: options.env,
    cwd: options.cwd,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const client = new Client({ name: 'strata-test', version: '1.0.0' });
  const events: ServerEvent[] = [];
  const waiters: Array<{ match: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }> =
    [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    const event = n.params.data as ServerEvent;
    events.push(event);
    for (const w of waiters.filter((w) => w.match(event))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(event);
    }
  });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  return {
    client,
    events,
    waitFor: (match) => {
      const seen = events.find(match);
      return seen
        ? Promise.resolve(seen)
        : new Promise((resolve) => waiters.push({ match, resolve }));
    },
    async ok(name, args) {
      const result = await call(name, args);
      if (result.isError) throw new Error(`${name} failed: ${textOf(result)}`);
      return { data: result.structuredContent, text: textOf(result) };
    },
    async refused(name, args) {
      const result = await call(name, args);
      if (!result.isError) throw new Error(`${name} was not refused: ${textOf(result)}`);
      const meta = result._meta?.['strata/error'] as { code: string } | undefined;
      return { code: meta?.code ?? 'NO_CODE', text: textOf(result) };
    },
    stderr: () => stderr,
    close: () => client.close(),
  };
}
