/**
 * Runs a hook's handler in this process through the same `runHook` frame the bundle uses,
 * with the payload as stdin text and the given environment and working folder: the hook's
 * logic without a process start. The result has the shape of a spawned run ({@link HookRun}),
 * so a test can switch between the two. What only a real process shows (stdin as a pipe,
 * the exit at the deadline, a crash of the process) stays with `runHook` in hook-runner.ts.
 */
import path from 'node:path';
import { handleToolFile } from '../../src/hooks/handlers/post-tool-use.js';
import { handlePreCompact } from '../../src/hooks/handlers/pre-compact.js';
import { handleBeforeTool } from '../../src/hooks/handlers/pre-tool-use.js';
import { handleSessionEnd } from '../../src/hooks/handlers/session-end.js';
import { handleSessionStart } from '../../src/hooks/handlers/session-start.js';
import { handlePrompt } from '../../src/hooks/handlers/user-prompt-submit.js';
import {
  HOOK_DEADLINES_MS,
  type HookEvent,
  type HookHandler,
  type HookIo,
  runHook,
} from '../../src/hooks/hook-frame.js';
import { MAX_STDIN_BYTES } from '../../src/hooks/stdin.js';
import { REPO } from '../kit/cli.js';
import { scaledMs } from '../kit/test-load.js';
import type { HookRun } from './hook-runner.js';

/** Bundle name (as under lib/hooks/) → its event and handler. */
const HOOKS: Readonly<Record<string, { event: HookEvent; handler: HookHandler }>> = {
  'session-start': { event: 'SessionStart', handler: handleSessionStart },
  'user-prompt-submit': { event: 'UserPromptSubmit', handler: handlePrompt },
  'pre-tool-use': { event: 'PreToolUse', handler: handleBeforeTool },
  'post-tool-use': { event: 'PostToolUse', handler: handleToolFile },
  'pre-compact': { event: 'PreCompact', handler: handlePreCompact },
  'session-end': { event: 'SessionEnd', handler: handleSessionEnd },
};

/** The payload as the bundle's stdin reader returns it (null above the size cap). */
function stdinText(stdin: string | Buffer): string | null {
  const bytes = typeof stdin === 'string' ? Buffer.from(stdin, 'utf8') : stdin;
  return bytes.length > MAX_STDIN_BYTES ? null : bytes.toString('utf8');
}

function toRun(stdout: string): HookRun {
  // biome-ignore lint/suspicious/noExplicitAny: tests poke into hook output freely
  const json: any = stdout ? JSON.parse(stdout) : undefined;
  return {
    code: 0,
    stdout,
    stderr: '',
    json,
    context: json?.hookSpecificOutput?.additionalContext,
  };
}

/**
 * Runs the hook `name` (a lib/hooks bundle name) in-process with `stdin`, as if started in
 * `options.cwd` with `options.env`. Detached work (capture, reindex, audit) still starts
 * the built CLI, from lib/ as the bundle would. Past the deadline (the hook's own, scaled
 * like every test wait by the machine's load, or `options.deadlineMs`) the run ends with no
 * output, as the process would exit, even if the handler is still busy.
 */
export async function runHookInProcess(
  name: string,
  stdin: string | Buffer,
  options: { cwd: string; env: Record<string, string>; deadlineMs?: number },
): Promise<HookRun> {
  const hook = HOOKS[name];
  if (!hook) throw new Error(`no hook named ${name}`);
  let stdout = '';
  let exited = false;
  let exit = () => {};
  const deadline = new Promise<void>((resolve) => {
    exit = resolve;
  });
  const io: HookIo = {
    env: options.env,
    cwd: options.cwd,
    home: options.env.HOME || '/',
    bundleDir: path.join(REPO, 'lib', 'hooks'),
    deadlineMs: options.deadlineMs ?? scaledMs(HOOK_DEADLINES_MS[hook.event]),
    readStdin: () => stdinText(stdin),
    write: (text) => {
      if (!exited) stdout += text;
    },
    now: () => new Date(),
    exitNow: () => {
      exited = true;
      stdout = '';
      exit();
    },
  };
  await Promise.race([runHook(hook.event, hook.handler, io), deadline]);
  return toRun(stdout);
}
