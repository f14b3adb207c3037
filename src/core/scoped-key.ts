/**
 * The index key of a memory: `scope:id`, unique across scopes (the same id may live in
 * several scopes, the most specific one winning). Branded so a plain id, a path or a label
 * cannot be passed where an index expects a key. Pure.
 */
import { isMemoryId } from './memory.js';
import { isScopeName, type ScopeName } from './scope.js';

declare const scopedKeyBrand: unique symbol;

/** `scope:id`, e.g. `project:decision-use-postgres`. */
export type ScopedKey = string & { readonly [scopedKeyBrand]: true };

/** The key of memory `id` in `scope`. Scope names hold no `:`, so the first `:` splits it. */
export function toScopedKey(scope: ScopeName, id: string): ScopedKey {
  return `${scope}:${id}` as ScopedKey;
}

/** True when `value` is `<scope>:<memory id>` with a known scope and a valid id. */
export function isScopedKey(value: unknown): value is ScopedKey {
  if (typeof value !== 'string') return false;
  const colon = value.indexOf(':');
  return colon > 0 && isScopeName(value.slice(0, colon)) && isMemoryId(value.slice(colon + 1));
}
