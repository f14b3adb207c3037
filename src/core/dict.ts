/**
 * Objects keyed by data: memory ids, terms, types, tags. A plain `{}` answers
 * `obj['constructor']` with `Object` and turns `obj['__proto__'] = x` into a prototype
 * change, so a file named `constructor.md` or a prompt with the word "toString" would
 * break code that reads `obj[id] ?? []`. These objects have no prototype at all.
 */

/** An empty object with no prototype, for keys that come from data. */
export function createDict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Keys that change an object's prototype or shadow its members when assigned. */
export function isUnsafeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}
