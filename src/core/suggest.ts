/**
 * "Did you mean …?": the closest known word to a misspelt one (a command, a flag, a memory
 * type, a scope, a config key, a frontmatter key). One rule everywhere, so every entry point
 * suggests the same way. Pure.
 */

/** Damerau–Levenshtein distance (adjacent swaps count one), for short words. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Edits a word of this length may be away from a known one and still be a typo of it. */
function allowedEdits(length: number): number {
  return length <= 3 ? 1 : length <= 6 ? 2 : 3;
}

/**
 * The known word `word` most likely misspells (case-insensitive; a plural `s` too), or
 * null when none is close enough. Ties keep the order of `known`.
 */
export function suggestWord(word: string, known: readonly string[]): string | null {
  const typed = word.toLowerCase();
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const lower = candidate.toLowerCase();
    if (lower === typed) return candidate;
    const distance = editDistance(typed, lower);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= allowedEdits(typed.length) ? best : null;
}

/** ` (did you mean "x"?)`-style hint text: `did you mean x? ` or the empty string. */
export function didYouMean(word: string, known: readonly string[], show = (s: string) => s) {
  const match = suggestWord(word, known);
  return match === null ? '' : `did you mean ${show(match)}? `;
}
