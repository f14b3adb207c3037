/**
 * MCP servers as the bench drives them: spawned over stdio through the SDK client (the same
 * client Claude Code's side speaks to), timed from spawn to an answered `tools/list`, with
 * their resident memory read from /proc while they run.
 */
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';

/** A spawned server with a connected client. */
export interface BenchServer {
  client: Client;
  /** Milliseconds from spawn to the `tools/list` answer. */
  listedMs: number;
  /** Resolves on the first notification whose data `match` accepts. */
  waitFor(match: (data: Record<string, unknown>) => boolean, timeoutMs: number): Promise<void>;
  /** Current and peak resident set size in bytes (Linux /proc). */
  rss(): { current: number; peak: number };
  /** CPU time the server has used so far (user + system), in ms (Linux /proc, 10 ms ticks). */
  cpuMs(): number;
  close(): Promise<void>;
}

/** How to start a server. */
export interface SpawnOptions {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

function procKb(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

function procCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Spawns a server, connects, lists its tools. */
export async function spawnServer(options: SpawnOptions): Promise<BenchServer> {
  const started = performance.now();
  const transport = new StdioClientTransport({ ...options, stderr: 'ignore' });
  const client = new Client({ name: 'strata-bench', version: '1.0.0' });
  const heard: Array<Record<string, unknown>> = [];
  const waiters: Array<{ match: (d: Record<string, unknown>) => boolean; done: () => void }> = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    const data = n.params.data as Record<string, unknown>;
    heard.push(data);
    for (const w of waiters.filter((w) => w.match(data))) w.done();
  });
  await client.connect(transport);
  await client.listTools();
  const listedMs = performance.now() - started;
  const pid = transport.pid ?? 0;
  return {
    client,
    listedMs,
    waitFor: (match, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        if (heard.some(match)) return resolve();
        const timer = setTimeout(
          () => reject(new Error('bench: the server did not report in time')),
          timeoutMs,
        );
        waiters.push({
          match,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
    rss: () => ({ current: procKb(pid, 'VmRSS'), peak: procKb(pid, 'VmHWM') }),
    cpuMs: () => procCpuMs(pid),
    close: () => client.close(),
  };
}

/** Calls a tool `runs` times with different arguments and returns each round trip in ms. */
export async function timeCalls(
  server: BenchServer,
  tool: string,
  argsList: ReadonlyArray<Record<string, unknown>>,
): Promise<number[]> {
  const times: number[] = [];
  for (const args of argsList) {
    const start = performance.now();
    const result = await server.client.callTool({ name: tool, arguments: args });
    times.push(performance.now() - start);
    if (result.isError) throw new Error(`bench: ${tool} failed: ${JSON.stringify(result.content)}`);
  }
  return times;
}
