#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/suggest.ts
function editDistance(a, b) {
  let d = Array.from(
    { length: a.length + 1 },
    (_, i) => Array.from({ length: b.length + 1 }, (_2, j) => i === 0 ? j : j === 0 ? i : 0)
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let cost = a[i - 1] === b[j - 1] ? 0 : 1, v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && (v = Math.min(v, d[i - 2][j - 2] + 1)), d[i][j] = v;
    }
  return d[a.length][b.length];
}
function allowedEdits(length) {
  return length <= 3 ? 1 : length <= 6 ? 2 : 3;
}
function suggestWord(word, known) {
  let typed = word.toLowerCase(), best = null, bestDistance = Number.POSITIVE_INFINITY;
  for (let candidate of known) {
    let lower = candidate.toLowerCase();
    if (lower === typed) return candidate;
    let distance = editDistance(typed, lower);
    distance < bestDistance && (best = candidate, bestDistance = distance);
  }
  return best !== null && bestDistance <= allowedEdits(typed.length) ? best : null;
}
function didYouMean(word, known, show = (s) => s) {
  let match = suggestWord(word, known);
  return match === null ? "" : `did you mean ${show(match)}? `;
}

export {
  editDistance,
  suggestWord,
  didYouMean
};
