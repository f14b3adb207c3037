/**
 * The scopes and their precedence. Pure: no I/O.
 *
 * `claude` is Claude Code's own auto memory for this project (a machine-local folder Claude
 * Code writes with its Write tool, in its own file format): read, indexed and shown like
 * the others, written by strata only through the format-keeping operations.
 * `instructions` is the project's CLAUDE.md files and `.claude/rules/`: read-only.
 */

/** Scopes, most specific (winning) first. */
export const SCOPES = [
  'enterprise',
  'local',
  'claude',
  'project',
  'instructions',
  'global',
] as const;

/** Where a memory lives. */
export type ScopeName = (typeof SCOPES)[number];

/** True when `value` names a scope. */
export function isScopeName(value: unknown): value is ScopeName {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}

/** Lower rank wins: enterprise 0, local 1, claude 2, project 3, instructions 4, global 5. */
export function rankScope(scope: ScopeName): number {
  return SCOPES.indexOf(scope);
}

/** A memory-like value with an id and a scope. */
export interface Scoped {
  id: string;
  scope: ScopeName;
}

/** The result of merging scopes: what is visible, and what a more specific scope hides. */
export interface ShadowResult<T extends Scoped> {
  visible: T[];
  /** Hidden entries, each with the scope that hides it. */
  shadowed: Array<{ item: T; by: ScopeName }>;
}

/**
 * Merges entries of several scopes: when two scopes hold the same id, the more specific
 * one is visible and the other is reported as shadowed. Order of `visible` follows input order.
 */
export function resolveShadowing<T extends Scoped>(items: readonly T[]): ShadowResult<T> {
  const winner = new Map<string, T>();
  for (const item of items) {
    const current = winner.get(item.id);
    if (!current || rankScope(item.scope) < rankScope(current.scope)) winner.set(item.id, item);
  }
  const visible: T[] = [];
  const shadowed: Array<{ item: T; by: ScopeName }> = [];
  for (const item of items) {
    const top = winner.get(item.id)!;
    if (top === item) visible.push(item);
    else shadowed.push({ item, by: top.scope });
  }
  return { visible, shadowed };
}
