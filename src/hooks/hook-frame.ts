/**
 * The frame every hook runs in: read stdin, find the files, run the handler, print at
 * most one JSON object, and fail open. Whatever goes wrong (bad stdin, missing digest,
 * read-only disk, a bug) the hook exits 0 with no output and a line in the log file.
 */
import path from 'node:path';
import type { ConfigProblem } from '../core/config/config-keys.js';
import type { IgnoredSetting } from '../core/config/config-trust.js';
import type { HookConfig, ResolvedHookConfig } from '../core/config/hook-config.js';
import { fitContext } from '../core/fence.js';
import { resolveCacheRoot } from '../storage/cache-dir.js';
import { appendLogLine } from '../storage/log-file.js';
import {
  type HookEnv,
  type HookProcess,
  readHookConfig,
  resolveHookEnv,
  sessionKey,
} from './hook-env.js';
import { writeFdSync } from './stdout.js';

/** Events whose output can carry `additionalContext`. */
export type ContextEvent = 'SessionStart' | 'UserPromptSubmit' | 'PreToolUse' | 'PostToolUse';

/** Hook events strata handles. */
export type HookEvent = ContextEvent | 'PreCompact' | 'SessionEnd' | 'Stop';

/**
 * Events that read Claude Code's settings: session start lists its memory folder, and a
 * stop or a compaction asks Claude to judge capture only while that memory is off.
 */
const NEEDS_CLAUDE_CODE_SETTINGS: ReadonlySet<HookEvent> = new Set([
  'SessionStart',
  'Stop',
  'PreCompact',
]);

/** What a handler is given. */
export interface HookContext {
  /** The stdin object as Claude Code sent it. */
  input: Record<string, unknown>;
  env: HookEnv;
  config: HookConfig;
  /** Repository config settings the trust tiers dropped (session start names them). */
  ignoredSettings: IgnoredSetting[];
  /** Config keys or files not used (session start names them, as the CLI does). */
  configProblems: ConfigProblem[];
  /** The session id made safe for file names; null when stdin had none. */
  session: string | null;
  now: Date;
  log: (message: string) => void;
  /**
   * Registers `fn` to run (synchronously) if the hook's deadline passes before the handler
   * ends, right before the process exits: it undoes a claim the handler made.
   */
  onDeadline: (fn: () => void) => void;
}

/**
 * A PreToolUse answer: context for Claude, and optionally Claude Code's permission
 * decision for the tool call with the reason shown (`ask`: the user confirms; `deny`).
 */
export interface HookReply {
  context: string | null;
  decision?: 'ask' | 'deny';
  reason?: string;
}

/**
 * A handler returns the context text to give Claude, or null for none; for Stop, the
 * reason Claude is asked to go on with; for PreToolUse, a {@link HookReply}.
 */
export type HookHandler = (
  ctx: HookContext,
) => string | null | HookReply | Promise<string | null | HookReply>;

/** The process side of a hook, passed in by the entry file. */
export interface HookIo extends HookProcess {
  readStdin: () => string | null;
  write: (text: string) => void;
  now: () => Date;
  /**
   * Ends the process at once with exit code 0 (the deadline's way out). Only the entry
   * file's {@link processIo} touches the real process.
   */
  exitNow: () => void;
  /** Milliseconds after which the hook gives up and exits 0 with no output. */
  deadlineMs: number;
}

/**
 * Each hook's own deadline, well inside the timeout hooks.json gives Claude Code (5-10 s):
 * whatever a repository commits, a hook never holds Claude longer than this. SessionEnd
 * hooks share Claude Code's 1.5 s budget.
 */
export const HOOK_DEADLINES_MS: Readonly<Record<HookEvent, number>> = {
  SessionStart: 3_000,
  UserPromptSubmit: 2_000,
  PreToolUse: 1_500,
  PostToolUse: 1_500,
  PreCompact: 3_000,
  SessionEnd: 1_200,
  Stop: 3_000,
};

function fallbackLogFile(io: HookIo): string {
  const root = resolveCacheRoot(io.env, io.home);
  return path.join(root, 'logs', 'hooks.log');
}

function parseInput(text: string | null): Record<string, unknown> | string {
  if (text === null) return 'stdin unreadable, over the size cap, or not closed in time';
  if (!text.trim()) return 'empty stdin';
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
    return 'stdin is not a JSON object';
  } catch {
    return 'stdin is not JSON';
  }
}

/**
 * Runs `handler` for `event` and prints its context as one JSON object; fails open. Past
 * `io.deadlineMs` it logs and exits 0 with no output, whatever the handler is doing (the
 * timer fires at the handler's next await; synchronous work in hooks is bounded).
 */
export async function runHook(event: HookEvent, handler: HookHandler, io: HookIo): Promise<void> {
  const started = Date.now();
  let logFile = fallbackLogFile(io);
  const log = (message: string) => appendLogLine(logFile, event, message);
  const atDeadline: Array<() => void> = [];
  let deadline: ReturnType<typeof setTimeout> | undefined;
  // Armed when the handler first waits, for what is left of the deadline: a timer cannot
  // cut into synchronous work anyway, and a hook that never waits (PreToolUse, the Read
  // hook) is spared the timers' first use, about 0.3 ms of its start.
  const arm = () => {
    deadline ??= setTimeout(
      () => {
        log(`deadline of ${io.deadlineMs} ms passed: exiting without output`);
        for (const fn of atDeadline) {
          try {
            fn();
          } catch {}
        }
        io.exitNow();
      },
      Math.max(0, io.deadlineMs - (Date.now() - started)),
    );
    // The timer must not keep a finished hook alive.
    deadline.unref?.();
  };
  try {
    const hooks = { log, onDeadline: (fn: () => void) => atDeadline.push(fn) };
    await runHandler(event, handler, io, { ...hooks, arm }, (file) => {
      logFile = file;
    });
  } finally {
    if (deadline) clearTimeout(deadline);
  }
}

async function runHandler(
  event: HookEvent,
  handler: HookHandler,
  io: HookIo,
  { arm, ...hooks }: Pick<HookContext, 'log' | 'onDeadline'> & { arm: () => void },
  setLogFile: (file: string) => void,
): Promise<void> {
  const { log } = hooks;
  try {
    const input = parseInput(io.readStdin());
    if (typeof input === 'string') return log(input);
    const cwd = typeof input.cwd === 'string' ? input.cwd : undefined;
    const env = resolveHookEnv(io, cwd, NEEDS_CLAUDE_CODE_SETTINGS.has(event));
    setLogFile(env.logFile);
    // Read on first use: a Bash call in a store without command gotchas never needs it.
    let resolved: ResolvedHookConfig | undefined;
    const settings = () => (resolved ??= readHookConfig(env.scopes, env.userConfig));
    const ctx: HookContext = {
      input,
      env,
      get config() {
        return settings().config;
      },
      get ignoredSettings() {
        return settings().ignored;
      },
      get configProblems() {
        return settings().problems;
      },
      session: sessionKey(input.session_id),
      now: io.now(),
      ...hooks,
    };
    const result = handler(ctx);
    if (result instanceof Promise) arm();
    const answer = await result;
    if (answer !== null && typeof answer === 'object') {
      const json = replyJson(event, answer);
      return json ? io.write(json) : undefined;
    }
    const text = answer;
    if (!text || event === 'PreCompact' || event === 'SessionEnd') return;
    // A Stop hook's only way to reach Claude: block the stop, with the text as the reason.
    if (event === 'Stop')
      return io.write(JSON.stringify({ decision: 'block', reason: fitContext(text) }));
    const additionalContext = fitContext(text);
    io.write(JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext } }));
  } catch (error) {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

/** The JSON of a {@link HookReply}, or '' when it says nothing. */
function replyJson(event: HookEvent, reply: HookReply): string {
  const out: Record<string, string> = { hookEventName: event };
  if (reply.context) out.additionalContext = fitContext(reply.context);
  if (reply.decision && event === 'PreToolUse') {
    out.permissionDecision = reply.decision;
    out.permissionDecisionReason = fitContext(reply.reason ?? 'strata: a known gotcha');
  }
  return Object.keys(out).length > 1 ? JSON.stringify({ hookSpecificOutput: out }) : '';
}

/**
 * The real process as a {@link HookIo}; only entry files call this. The bundles are
 * CommonJS (no ESM loader at startup) and always run as `node|bun <bundle>`, so the
 * bundle's folder comes from argv rather than `import.meta`.
 */
export function processIo(readStdin: () => string | null, event: HookEvent): HookIo {
  return {
    deadlineMs: HOOK_DEADLINES_MS[event],
    // Exit code 0: Claude Code shows a non-zero exit as a hook error, and a late hook is not one.
    exitNow: () => process.exit(0),
    env: process.env,
    cwd: process.cwd(),
    home: process.env.HOME || process.env.USERPROFILE || '/',
    bundleDir: path.dirname(path.resolve(process.argv[1] ?? '.')),
    readStdin,
    write: (text) => writeFdSync(1, text),
    now: () => new Date(),
  };
}
