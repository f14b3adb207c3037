/**
 * How hard a matching gotcha pushes before an edit or a command: a warning in Claude's
 * context, a question to the user (Claude Code's permission decision `ask`), or a refusal
 * (`deny`). Only `critical` gotchas go past a warning. The trust rule: a repository's
 * memory (project, local) and the user's own (global) may warn or ask, never deny; only
 * an enterprise gotcha may deny, and only when the enterprise config says so. Asking is
 * bounded per session for repository memory, so a clone cannot make every command ask.
 * Pure.
 */
import type { GotchaEntry } from './digest.js';
import type { ScopeName } from './scope.js';

/** What a matching gotcha does to the tool call. */
export type GotchaAction = 'warn' | 'ask' | 'deny';

/** The settings behind the action (`hooks.gotchas.critical`, `maxAsksPerSession`). */
export interface GotchaActionConfig {
  critical: GotchaAction;
  maxAsksPerSession: number;
}

const STRENGTH: Readonly<Record<GotchaAction, number>> = { warn: 0, ask: 1, deny: 2 };

/** The strongest action memory of `scope` may take. */
export function strongestAction(scope: ScopeName): GotchaAction {
  return scope === 'enterprise' ? 'deny' : 'ask';
}

/** True for the scopes a `git clone` brings: their asks count against the bound. */
export function isRepositoryMemory(scope: ScopeName): boolean {
  return scope === 'project' || scope === 'local';
}

/**
 * The action for one matching gotcha. `asked` is how many asks repository memory already
 * made in this session; `canAsk` is false when there is no session to count them in.
 */
export function gotchaAction(
  gotcha: GotchaEntry,
  config: GotchaActionConfig,
  asked: number,
  canAsk: boolean,
): GotchaAction {
  if (gotcha.severity !== 'critical') return 'warn';
  const cap = strongestAction(gotcha.scope);
  const wanted = STRENGTH[config.critical] <= STRENGTH[cap] ? config.critical : cap;
  if (wanted === 'deny') return 'deny';
  if (wanted === 'warn' || !canAsk) return 'warn';
  if (isRepositoryMemory(gotcha.scope) && asked >= config.maxAsksPerSession) return 'warn';
  return 'ask';
}

/** The stronger of two actions. */
export function strongerAction(a: GotchaAction, b: GotchaAction): GotchaAction {
  return STRENGTH[a] >= STRENGTH[b] ? a : b;
}
