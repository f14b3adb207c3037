/**
 * Claude Code's auto memory as the CLI sees it: the context's home, project, environment
 * and platform, read the way Claude Code reads them. Shared by `doctor`, `import` and
 * `capture` (whether the Stop hook asks, which `hooks.capture.atStop: "auto"` decides by it).
 */
import { type AtStopDecision, decideAtStop } from '../core/capture/ask-at-stop.js';
import { type AutoMemoryReport, readAutoMemoryStatus } from '../storage/auto-memory-files.js';
import type { CliContext } from './command.js';

/** Whether auto memory is on for the CLI's project, where it writes, and why. */
export function readCliAutoMemory(ctx: CliContext): AutoMemoryReport {
  return readAutoMemoryStatus({
    home: ctx.home,
    projectRoot: ctx.memoryRoot ?? ctx.projectRoot,
    cwd: ctx.cwd,
    platform: process.platform,
    claudeConfigDir: ctx.env.CLAUDE_CONFIG_DIR || undefined,
    disableEnv: ctx.env.CLAUDE_CODE_DISABLE_AUTO_MEMORY,
  });
}

/**
 * Whether the Stop hook asks Claude to judge the capture candidates in the CLI's project,
 * and why: the same decision the hook makes, from the state read when the scopes were
 * found (outside a project it never asks).
 */
export function decideCliAtStop(ctx: CliContext): AtStopDecision {
  return decideAtStop(ctx.config.hooks.capture.atStop, ctx.autoMemory ?? null);
}
