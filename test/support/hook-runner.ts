/**
 * Runs the built hook bundles (`lib/hooks/*.js`) as Claude Code does: one process per
 * event, the payload on stdin, stdout parsed as JSON when it starts with `{`.
 */
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { REPO } from '../kit/cli.js';

/** What one hook run produced. */
export interface HookRun {
  code: number | null;
  stdout: string;
  stderr: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests poke into hook output freely
  json: any;
  /** `hookSpecificOutput.additionalContext`, when present. */
  context: string | undefined;
}

/** Spawns `node lib/hooks/<name>.js` with `stdin` and resolves when it exits. */
export function runHook(
  name: string,
  stdin: string | Buffer,
  options: { cwd: string; env: Record<string, string>; command?: string[] },
): Promise<HookRun> {
  const bundle = path.join(REPO, 'lib', 'hooks', `${name}.js`);
  const [cmd, ...args] = options.command ?? [process.execPath, bundle];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd!, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      let json: unknown;
      try {
        json = stdout ? JSON.parse(stdout) : undefined;
      } catch {
        json = undefined;
      }
      const context = (json as { hookSpecificOutput?: { additionalContext?: string } } | undefined)
        ?.hookSpecificOutput?.additionalContext;
      resolve({ code, stdout, stderr: Buffer.concat(err).toString('utf8'), json, context });
    });
  });
}

/** Common stdin fields, as Claude Code sends them. */
export function basePayload(
  event: string,
  sessionId: string,
  cwd: string,
): Record<string, unknown> {
  return {
    session_id: sessionId,
    transcript_path: path.join(cwd, '.transcript.jsonl'),
    cwd,
    permission_mode: 'default',
    hook_event_name: event,
  };
}

/** A PostToolUse(Read) payload for `file` with `content`. */
export function readPayload(
  sessionId: string,
  cwd: string,
  file: string,
  content = 'export {};\n',
): string {
  return JSON.stringify({
    ...basePayload('PostToolUse', sessionId, cwd),
    tool_name: 'Read',
    tool_input: { file_path: file },
    tool_response: {
      type: 'text',
      file: {
        filePath: file,
        content,
        numLines: content.split('\n').length,
        startLine: 1,
        totalLines: content.split('\n').length,
      },
    },
    tool_use_id: 'toolu_01',
  });
}

/** A UserPromptSubmit payload. */
export function promptPayload(sessionId: string, cwd: string, prompt: string): string {
  return JSON.stringify({ ...basePayload('UserPromptSubmit', sessionId, cwd), prompt });
}

/** Resolves once `file` exists (watching its folder; no fixed waits). */
export function fileAppears(file: string): Promise<void> {
  return new Promise((resolve) => {
    if (existsSync(file)) return resolve();
    const dir = path.dirname(file);
    const watcher = watch(dir, () => {
      if (existsSync(file)) {
        watcher.close();
        resolve();
      }
    });
    if (existsSync(file)) {
      watcher.close();
      resolve();
    }
  });
}
