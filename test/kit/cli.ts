/**
 * Runs the built CLI (`lib/cli/main.js`) as a real process, the way people and hooks do.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The bundled CLI entry point (tests run after `npm run build`). */
export const CLI = path.join(REPO, 'lib', 'cli', 'main.js');

/** What one CLI run produced. `json` is stdout parsed, when it parses. */
export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests poke into JSON output freely
  json: any;
}

/** Where and how to run the CLI. */
export interface CliOptions {
  cwd: string;
  env: Record<string, string>;
  /** Written to stdin, which is then closed (stdin is always a pipe, never a TTY). */
  stdin?: string | Buffer;
}

/** Spawns `node lib/cli/main.js …args` and resolves when it exits. */
export function spawnStrata(args: readonly string[], options: CliOptions): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    // A CLI that exits before reading all of stdin makes the pipe close early: not an error.
    child.stdin.on('error', () => {});
    child.stdin.end(options.stdin ?? '');
    child.on('close', (code, signal) => {
      const stdout = Buffer.concat(out).toString('utf8');
      resolve(toCliResult(code, signal, stdout, Buffer.concat(err).toString('utf8')));
    });
  });
}

/** A {@link CliResult} from what a run printed, with `json` parsed from stdout when it parses. */
export function toCliResult(
  code: number | null,
  signal: NodeJS.Signals | null,
  stdout: string,
  stderr: string,
): CliResult {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    json = undefined;
  }
  return { code, signal, stdout, stderr, json };
}

/** What {@link spawnStrataIn} (and the in-process `strataIn`) adds to a store's own cwd and env. */
export interface StrataInExtra {
  env?: Record<string, string>;
  stdin?: string | Buffer;
  cwd?: string;
}

/** The {@link CliOptions} of a run in `store.proj` with `store.env`, plus extra env. */
export function optionsIn(
  store: { proj: string; env: Record<string, string> },
  extra: StrataInExtra,
): CliOptions {
  return {
    cwd: extra.cwd ?? store.proj,
    env: { ...store.env, ...extra.env },
    ...(extra.stdin !== undefined ? { stdin: extra.stdin } : {}),
  };
}

/** Runs the CLI in `store.proj` with `store.env`, plus extra env. */
export function spawnStrataIn(
  store: { proj: string; env: Record<string, string> },
  args: readonly string[],
  extra: StrataInExtra = {},
): Promise<CliResult> {
  return spawnStrata(args, optionsIn(store, extra));
}
