#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  oneLine,
  scopeLabel
} from "./chunk-HY2LQYPX.js";
import {
  pathWords
} from "./chunk-3ZGVL2AA.js";
import {
  anyGlobMatches,
  globPieces
} from "./chunk-2ETZKUNT.js";
import {
  SEVERITIES
} from "./chunk-SDR562BD.js";

// src/core/gotcha/gotcha-match.ts
function globLiteral(glob) {
  let best = "";
  for (let piece of globPieces(glob) ?? []) piece.length > best.length && (best = piece);
  return best.length >= 3 ? best : "";
}
function globsMatch(globs, relPath) {
  return relPath !== null && anyGlobMatches(globs, relPath);
}
function patternMatches(gotcha, relPath) {
  return globsMatch(gotcha.globs, relPath);
}
function byNewest(a, b) {
  return a < b ? 1 : a > b ? -1 : 0;
}
function severityRank(gotcha) {
  let rank = SEVERITIES.indexOf(gotcha.severity);
  return rank < 0 ? SEVERITIES.length : rank;
}
function tagWords(relPath, displayPath, options) {
  return options.matchTags ? pathWords(relPath ?? displayPath) : null;
}
function tagMatches(gotcha, words) {
  return words !== null && gotcha.tags.some((t) => words.has(t));
}
function matchGotchas(gotchas, relPath, displayPath, options) {
  let words = tagWords(relPath, displayPath, options), found = [];
  for (let gotcha of gotchas)
    patternMatches(gotcha, relPath) ? found.push({ gotcha, via: "pattern" }) : tagMatches(gotcha, words) && found.push({ gotcha, via: "tag" });
  return found.sort(
    (a, b) => severityRank(a.gotcha) - severityRank(b.gotcha) || (a.via === b.via ? 0 : a.via === "pattern" ? -1 : 1) || byNewest(a.gotcha.updated, b.gotcha.updated)
  );
}
function formatGotcha(displayPath, gotcha, maxChars) {
  let title = oneLine(gotcha.title, 200), head = `${scopeLabel(gotcha.scope)} Known gotcha for ${oneLine(displayPath, 200)} (${oneLine(gotcha.severity, 10)}, ${oneLine(gotcha.id, 100)}): ${title}`, summaryText = gotcha.summary ? oneLine(gotcha.summary, 400) : "", summary = summaryText && summaryText !== title ? ` \u2014 ${summaryText}` : "", line = head + summary;
  return line.length <= maxChars ? line : head.length + 1 >= maxChars ? `${head.slice(0, maxChars - 1)}\u2026` : `${line.slice(0, maxChars - 1)}\u2026`;
}

export {
  globLiteral,
  globsMatch,
  matchGotchas,
  formatGotcha
};
