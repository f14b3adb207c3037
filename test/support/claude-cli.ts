/**
 * Runs the real Claude Code CLI (npm @anthropic-ai/claude-code) in print mode against a
 * fake Messages API on loopback (see fake-anthropic.ts), with the plugin loaded from this
 * repository or not at all. Shared by the end-to-end tests and the context-cost bench.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO } from './cli.js';

/** The CLI's entry point in node_modules. */
export const CLAUDE = path.join(REPO, 'node_modules', '.bin', 'claude');

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

/** Runs `claude -p …args` and resolves when it exits. */
export function runClaude(args: readonly string[], options: ClaudeOptions): Promise<ClaudeRun> {
  const env = {
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
  const plugin = options.plugin === false ? [] : ['--plugin-dir', REPO];
  const child = spawn(
    CLAUDE,
    ['-p', ...args, ...plugin, '--model', 'claude-sonnet-4-5', '--output-format', 'json'],
    { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] },
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
