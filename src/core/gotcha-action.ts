/**
 * How hard a matching gotcha pushes before an edit or a command. Claude Code hands a
 * PreToolUse hook's context to the model together with the tool's result, after the tool
 * ran; only a permission decision reaches the model (or the user) before it. So:
 * - `warn`: a note in Claude's context (arrives with the result);
 * - `hold`: the first matching call is refused once with the gotcha as the reason, so Claude
 *   reads it before acting; running the call again goes through (the gotcha is shown once
 *   per session), so a hold never stops what Claude and the user mean to do;
 * - `ask`: the user confirms the call (Claude Code's `ask`, the gotcha as the reason);
 * - `deny`: the call is refused every time (enterprise policy only).
 * By default `high` gotchas hold and `critical` ones ask; medium and low only warn. The trust
 * rule: memory other than enterprise never denies; a repository's memory (project, local)
 * interrupts (holds or asks) at most `maxInterruptionsPerSession` times a session, so a clone
 * cannot make every command stop. Pure.
 */
import type { GotchaEntry } from './digest.js';
import type { ScopeName } from './scope.js';

/** What a matching gotcha does to the tool call. */
export type GotchaAction = 'warn' | 'hold' | 'ask' | 'deny';

/** Every action, weakest first. */
export const GOTCHA_ACTIONS: readonly GotchaAction[] = ['warn', 'hold', 'ask', 'deny'];

/** The settings behind the action (`hooks.gotchas.critical`, `high`, `maxInterruptionsPerSession`). */
export interface GotchaActionConfig {
  critical: GotchaAction;
  high: GotchaAction;
  maxInterruptionsPerSession: number;
}

/** How strong an action is (its place in {@link GOTCHA_ACTIONS}). */
export function actionStrength(action: GotchaAction): number {
  return GOTCHA_ACTIONS.indexOf(action);
}

/** The strongest action memory of `scope` may take. */
export function strongestAction(scope: ScopeName): GotchaAction {
  return scope === 'enterprise' ? 'deny' : 'ask';
}

/** True for the scopes a `git clone` brings: their interruptions count against the bound. */
export function isRepositoryMemory(scope: ScopeName): boolean {
  return scope === 'project' || scope === 'local';
}

function configured(gotcha: GotchaEntry, config: GotchaActionConfig): GotchaAction {
  if (gotcha.severity === 'critical') return config.critical;
  // `high` may hold at most: asking and refusing are for critical gotchas.
  if (gotcha.severity === 'high') return actionStrength(config.high) <= 1 ? config.high : 'hold';
  return 'warn';
}

/**
 * The action for one matching gotcha. `interrupted` is how many holds and asks repository
 * memory already made in this session; `canInterrupt` is false when there is no session to
 * count them in (and to let a held call through the second time).
 */
export function gotchaAction(
  gotcha: GotchaEntry,
  config: GotchaActionConfig,
  interrupted: number,
  canInterrupt: boolean,
): GotchaAction {
  const cap = strongestAction(gotcha.scope);
  const wanted = configured(gotcha, config);
  const action = actionStrength(wanted) <= actionStrength(cap) ? wanted : cap;
  if (action === 'deny') return 'deny';
  if (action === 'warn' || !canInterrupt) return 'warn';
  if (isRepositoryMemory(gotcha.scope) && interrupted >= config.maxInterruptionsPerSession)
    return 'warn';
  return action;
}

/** The weaker of two actions. */
export function weakerAction(a: GotchaAction, b: GotchaAction): GotchaAction {
  return actionStrength(a) <= actionStrength(b) ? a : b;
}
