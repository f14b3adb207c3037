/**
 * Runs the real Claude Code CLI (npm @anthropic-ai/claude-code) in print mode against a
 * fake Messages API on loopback (see fake-anthropic.ts), with the plugin loaded from this
 * repository or not at all. Shared by the end-to-end tests and the context-cost bench.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO } from './cli.js';

/**
 * The CLI: the pinned one in node_modules, or another installed build named by
 * `STRATA_CLAUDE_BIN` (a judged bench reads the first request of a newer Claude Code).
 */
export const CLAUDE =
  process.env.STRATA_CLAUDE_BIN ?? path.join(REPO, 'node_modules', '.bin', 'claude');

/** One run of the CLI. */
export interface ClaudeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where and how to run it. */
export interface ClaudeOptions {
  cwd: string;
  /** The environment (HOME and caches pointing at a temp folder). */
  env: Record<string, string>;
  /** The fake API's base URL. */
  apiUrl: string;
  /** Load strata from this repository with --plugin-dir (default true). */
  plugin?: boolean;
  /**
   * Claude Code's tool search: off (the default here) sends MCP tool schemas in the first
   * request, so a scripted fake can call them; on defers them, as a user's session does.
   */
  toolSearch?: boolean;
}

function claudeEnv(options: ClaudeOptions): Record<string, string> {
  return {
    ...options.env,
    ANTHROPIC_BASE_URL: options.apiUrl,
    ANTHROPIC_API_KEY: 'dummy',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    ENABLE_TOOL_SEARCH: options.toolSearch ? 'true' : 'false',
    // Claude Code connects MCP servers in the background by default, so its first request
    // may leave before strata's server is up; waiting for it makes that request the same
    // in every run (the server's instructions and tool names in it).
    MCP_CONNECTION_NONBLOCKING: 'false',
  };
}

function pluginArgs(options: ClaudeOptions): string[] {
  return options.plugin === false ? [] : ['--plugin-dir', REPO];
}

/** Runs `claude -p …args` and resolves when it exits. */
export function runClaude(args: readonly string[], options: ClaudeOptions): Promise<ClaudeRun> {
  const child = spawn(
    CLAUDE,
    [
      '-p',
      ...args,
      ...pluginArgs(options),
      '--model',
      'claude-sonnet-4-5',
      '--output-format',
      'json',
    ],
    { cwd: options.cwd, env: claudeEnv(options), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** One Claude Code process that takes prompt after prompt, as a person types them. */
export interface ClaudeSession {
  /**
   * Sends one prompt (slash commands included) and resolves with Claude Code's `result`
   * event for it, once the turn is over (its hooks ran, its requests were made).
   */
  send(prompt: string): Promise<Record<string, unknown>>;
  /** Closes stdin: the session ends (SessionEnd hooks run) and the process exits. */
  end(): Promise<ClaudeRun>;
}

/**
 * Starts `claude -p …args` reading prompts from stdin (`--input-format stream-json`): one
 * process, one session, several prompts, each waited for before the next is sent.
 */
export function startClaudeSession(args: readonly string[], options: ClaudeOptions): ClaudeSession {
  const child = spawn(
    CLAUDE,
    [
      '-p',
      ...args,
      ...pluginArgs(options),
      '--model',
      'claude-sonnet-4-5',
      '--input-format',
      'stream-json',
      '--output-format',
      'stream-json',
      '--verbose',
    ],
    { cwd: options.cwd, env: claudeEnv(options), stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  let pending = '';
  const waiting: Array<(event: Record<string, unknown>) => void> = [];
  child.stdout.on('data', (d) => {
    stdout += d;
    pending += d;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const event = line.startsWith('{') ? (JSON.parse(line) as Record<string, unknown>) : null;
      if (event?.type !== 'result') continue;
      waiting.shift()?.(event);
    }
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const closed = new Promise<ClaudeRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return {
    send: (prompt) => {
      const message = { type: 'user', message: { role: 'user', content: prompt } };
      child.stdin.write(`${JSON.stringify(message)}\n`);
      const answered = new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve));
      // A process that exits before answering fails the send instead of leaving it hanging.
      return Promise.race([
        answered,
        closed.then((run) => {
          throw new Error(`claude exited with ${run.code} before answering: ${run.stderr}`);
        }),
      ]);
    },
    end: () => {
      child.stdin.end();
      return closed;
    },
  };
}
