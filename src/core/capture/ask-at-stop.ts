/**
 * Whether the Stop hook asks Claude to judge the capture candidates, from
 * `hooks.capture.atStop` and Claude Code's own auto memory. Pure: the caller resolves the
 * auto-memory state (`core/auto-memory.ts`, read by `storage/auto-memory-files.ts`).
 */

import type { AutoMemoryStatus } from '../auto-memory.js';

/** `hooks.capture.atStop`: always ask, never, or only while Claude Code's auto memory is off. */
export type AtStopSetting = boolean | 'auto';

/** The default of `hooks.capture.atStop`. */
export const DEFAULT_AT_STOP: AtStopSetting = 'auto';

/** Whether to ask at a stop, and why, in words `doctor` can show. */
export interface AtStopDecision {
  ask: boolean;
  why: string;
}

/** True when `value` is a value `hooks.capture.atStop` may take. */
export function isAtStopSetting(value: unknown): value is AtStopSetting {
  return typeof value === 'boolean' || value === 'auto';
}

/**
 * `true` asks, `false` never does; `"auto"` asks only while Claude Code's auto memory is
 * off for the project. While it is on, Claude Code's system prompt already tells Claude to
 * save what it learns, and the question at a stop added no lesson beside it
 * (eval/RESULTS.md); while it is off, the question is the only way lessons are saved.
 * An unknown state (no project, so no auto-memory folder) counts as Claude Code's default, on.
 */
export function decideAtStop(
  setting: AtStopSetting,
  autoMemory: Pick<AutoMemoryStatus, 'enabled' | 'decidedBy'> | null,
): AtStopDecision {
  if (setting === true) return { ask: true, why: 'hooks.capture.atStop is true' };
  if (setting === false) return { ask: false, why: 'hooks.capture.atStop is false' };
  if (!autoMemory)
    return { ask: false, why: "auto: no project, so Claude Code's auto memory counts as on" };
  return autoMemory.enabled
    ? {
        ask: false,
        why: `auto: Claude Code's auto memory is on (${autoMemory.decidedBy}), and its system prompt tells Claude to save what it learns`,
      }
    : {
        ask: true,
        why: `auto: Claude Code's auto memory is off (${autoMemory.decidedBy}), so the question at a stop is how lessons are saved`,
      };
}
