/** Counts in words: `1 memory`, `2 memories`, `0 files`. Pure. */

/** `n` and the noun in the number `n` takes (`many` defaults to `one` + "s"). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
