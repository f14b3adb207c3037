#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  buildCommandDigest
} from "./chunk-OLSZCPLX.js";
import {
  DIGEST_VERSION
} from "./chunk-TZM32FOC.js";
import {
  compileCommandPattern,
  patternKey,
  patternTokens
} from "./chunk-DZYGGF2K.js";
import {
  globPieces
} from "./chunk-2ETZKUNT.js";
import {
  PRIVATE,
  writeFileAtomic
} from "./chunk-SDR562BD.js";

// src/core/gotcha/gotcha-lookup.ts
var GOTCHA_LOOKUP_VERSION = 2, ALWAYS = "a:";
function bucketOf(token, buckets) {
  let h = 2166136261;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 16777619);
  return (h >>> 0) % buckets;
}
function globTokens(glob) {
  if (globPieces(glob) === null) return [];
  let out = [], body = glob.trim().replace(/^\.?\//, "").replace(/^\/+/, "");
  for (let name of body.split("/")) {
    if (!name || name === "**" || name === "." || name === "..") continue;
    if (!/[*?]/.test(name)) {
      out.push(`s:${name}`);
      continue;
    }
    let ext = /\.([^.*?]+)$/.exec(name);
    ext && out.push(`x:${ext[1]}`);
    let stem = /^([^.*?]+)\./.exec(name);
    stem && out.push(`p:${stem[1]}`);
  }
  return out;
}
function utf8Length(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    c < 128 ? n += 1 : c < 2048 ? n += 2 : c >= 55296 && c <= 56319 ? (n += 4, i++) : n += 3;
  }
  return n;
}
function fileGlobs(digest) {
  let perGlob = digest.gotchas.flatMap(
    (g, n) => g.globs.map((glob) => ({ n, tokens: globTokens(glob), pieces: globPieces(glob) ?? [] }))
  ), shared = /* @__PURE__ */ new Map();
  for (let { tokens } of perGlob)
    for (let token of new Set(tokens)) shared.set(token, (shared.get(token) ?? 0) + 1);
  return perGlob.map(({ n, tokens, pieces }) => {
    let token = ALWAYS;
    for (let t of tokens) (token === ALWAYS || shared.get(t) < shared.get(token)) && (token = t);
    return { n, token, extra: pieces };
  });
}
function commandFilings(digest) {
  let patterns = digest.gotchas.flatMap(
    (g, n) => (g.commands ?? []).flatMap((pattern) => {
      let key = typeof pattern == "string" ? patternKey(pattern) : null, matcher = key === null ? null : compileCommandPattern(pattern);
      return key !== null && matcher ? [{ n, matcher, tokens: patternTokens(matcher, key) }] : [];
    })
  ), shared = /* @__PURE__ */ new Map();
  for (let { tokens } of patterns)
    for (let token of new Set(tokens)) shared.set(token, (shared.get(token) ?? 0) + 1);
  let filed = /* @__PURE__ */ new Map();
  for (let { n, matcher, tokens } of patterns) {
    let token = tokens[0];
    for (let t of tokens) shared.get(t) < shared.get(token) && (token = t);
    let filing = filed.get(`${n} ${token}`);
    filing ? filing.extra.push(matcher) : filed.set(`${n} ${token}`, { n, token, extra: [matcher] });
  }
  return [...filed.values()];
}
function buildGotchaLookup(digest) {
  let entries = digest.gotchas.map((g) => JSON.stringify(g)), spans = [], at = 0;
  for (let entry of entries) {
    let end = at + utf8Length(entry);
    spans.push([at, end]), at = end + 1;
  }
  let commands = commandFilings(digest), filings = [
    ...fileGlobs(digest),
    ...digest.gotchas.flatMap((g, n) => g.tags.map((tag) => ({ n, token: `t:${tag}`, extra: [] }))),
    ...commands
  ], tokens = new Set(filings.map((f) => f.token)).size, count = Math.max(1, Math.min(65536, Math.ceil(tokens / 4))), lines = Array.from({ length: count }, () => ({}));
  for (let { n, token, extra } of filings) {
    let line = lines[bucketOf(token, count)];
    Object.hasOwn(line, token) || (line[token] = []), line[token].push([n, spans[n][0], spans[n][1], ...extra]);
  }
  let bucketText = lines.map((line) => JSON.stringify(line)), buckets = [at];
  for (let text of bucketText) buckets.push(buckets.at(-1) + utf8Length(text) + 1);
  let header = {
    version: GOTCHA_LOOKUP_VERSION,
    digestVersion: DIGEST_VERSION,
    generatedAt: digest.generatedAt,
    count: entries.length,
    commands: new Set(commands.map((f) => f.n)).size,
    buckets
  };
  return `${[JSON.stringify(header), ...entries, ...bucketText].join(`
`)}
`;
}

// src/storage/digest-files.ts
async function writeDigests(paths, digests) {
  await writeFileAtomic(paths.gotchas, JSON.stringify(digests.gotchas), PRIVATE), await writeFileAtomic(paths.session, JSON.stringify(digests.session), PRIVATE), await writeFileAtomic(paths.push, JSON.stringify(digests.push), PRIVATE), await writeFileAtomic(paths.gotchaLookup, buildGotchaLookup(digests.gotchas), PRIVATE), await writeFileAtomic(
    paths.gotchaCommands,
    JSON.stringify(buildCommandDigest(digests.gotchas)),
    PRIVATE
  );
}

export {
  writeDigests
};
