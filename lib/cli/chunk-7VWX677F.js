#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  listProjectFiles
} from "./chunk-52NRY4BT.js";
import {
  findExpiredBreadcrumbs
} from "./chunk-ITAEBE6K.js";
import {
  findDuplicateIds
} from "./chunk-RRDOROIK.js";
import {
  AUDIT_DUPLICATE_SETTINGS,
  LINK_SETTINGS,
  TITLE_WEIGHT,
  commandSimilarity,
  duplicateSettingsFor,
  extractCommands,
  inverseFrequency,
  scorePair,
  stripMarkup
} from "./chunk-GLYZKV5X.js";
import {
  docKey,
  processTerm,
  toScopedKey,
  tokenize
} from "./chunk-QKDODJ4C.js";
import {
  addPatternRenames,
  findNotMemories,
  findStaleGotchas
} from "./chunk-DWYIEWOQ.js";
import {
  findPromotionCandidates
} from "./chunk-SHCZHLIN.js";
import {
  readGraph
} from "./chunk-A4QYTY4Q.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  PRIVATE,
  checkMemoryFields,
  writeFileAtomic
} from "./chunk-SDR562BD.js";

// src/services/misread-files.ts
function findMisreadFiles(store) {
  let scopeOf = new Map(store.all.map((m) => [m.path, m.scope])), typos = store.all.flatMap(
    (m) => checkMemoryFields(m).filter((w) => w.misread).map((w) => ({ path: w.path, scope: m.scope, reason: w.message }))
  ), twins = findDuplicateIds(store).map((p) => ({
    path: p.path,
    scope: scopeOf.get(p.path) ?? "project",
    reason: p.message.replace(/^strata: /, "")
  }));
  return [...typos, ...twins];
}

// src/services/audit/audit-graph.ts
var RETIRED = /* @__PURE__ */ new Set(["superseded", "deprecated", "obsolete", "archived"]);
function findRoot(parent, i) {
  for (; parent[i] !== i; )
    parent[i] = parent[parent[i]], i = parent[i];
  return i;
}
function chooseKeeper(members, degree) {
  return [...members].sort(
    (x, y) => degree(y) - degree(x) || y.body.length - x.body.length || (y.updated > x.updated ? 1 : y.updated < x.updated ? -1 : 0) || x.id.localeCompare(y.id)
  )[0];
}
function createMergeRule(memories, graphs) {
  let linked = /* @__PURE__ */ new Set(), add = (x, y) => {
    linked.add(`${x}\0${y}`), linked.add(`${y}\0${x}`);
  };
  for (let m of memories) for (let target of m.links) add(m.id, target);
  for (let graph of graphs)
    for (let [from, edges] of Object.entries(graph)) for (let e of edges) add(from, e.target);
  return (a, b) => !linked.has(`${a.id}\0${b.id}`);
}
function groupDuplicates(memories, pairs, degree, mayMerge = () => !0) {
  let parent = memories.map((_, i) => i), members = memories.map((_, i) => [i]), best = /* @__PURE__ */ new Map();
  for (let { a, b, pair } of pairs) {
    if (!pair.duplicate) continue;
    let ra = findRoot(parent, a), rb = findRoot(parent, b);
    if (ra !== rb) {
      if (!mayJoin(members[ra], members[rb], memories, mayMerge)) continue;
      parent[ra] = rb, members[rb] = [...members[rb], ...members[ra]];
    }
    best.set(rb, Math.max(best.get(ra) ?? 0, best.get(rb) ?? 0, pair.score)), ra !== rb && best.delete(ra);
  }
  return [...best.entries()].map(([root, score]) => {
    let group = members[root].map((i) => memories[i]);
    return {
      ids: group.map((m) => m.id).sort(),
      keep: chooseKeeper(group, degree).id,
      score: round(score)
    };
  }).sort((x, y) => y.score - x.score || x.keep.localeCompare(y.keep));
}
function mayJoin(left, right, memories, mayMerge) {
  return left.every((i) => right.every((j) => mayMerge(memories[i], memories[j])));
}
function guessLabel(from, to) {
  return to.type === "hub" ? "part-of" : from.type === "hub" ? "has-part" : to.type === "decision" && ["learning", "gotcha", "artifact"].includes(String(from.type)) ? "implements" : "relates-to";
}
function suggestLinks(memories, pairs, orphans) {
  let found = /* @__PURE__ */ new Map();
  for (let { a, b, pair, related } of pairs)
    if (!pair.duplicate && !(related.score < 0.6 * related.threshold))
      for (let [from, to] of [
        [a, b],
        [b, a]
      ]) {
        if (!orphans.has(from)) continue;
        let list = found.get(from) ?? [];
        if (list.length >= 3) continue;
        let f = memories[from], t = memories[to];
        list.push({ from: f.id, to: t.id, label: guessLabel(f, t), score: round(related.score) }), found.set(from, list);
      }
  return [...found.values()].flat();
}
function findSuperseded(memories, graphs) {
  let by = /* @__PURE__ */ new Map();
  for (let graph of graphs.values())
    for (let [from, edges] of Object.entries(graph))
      for (let edge of edges)
        edge.label !== "supersedes" || edge.target === from || by.set(edge.target, (by.get(edge.target) ?? /* @__PURE__ */ new Set()).add(from));
  return memories.filter((m) => by.has(m.id) && !m.archived && !RETIRED.has(String(m.status ?? ""))).map((m) => ({ id: m.id, scope: m.scope, by: [...by.get(m.id)].sort() }));
}
function round(x) {
  return Math.round(x * 1e3) / 1e3;
}

// src/services/audit/audit-embedding-file.ts
import { readFile } from "node:fs/promises";
import { endianness } from "node:os";
var VERSION = 1, NEWLINE = 10;
function embeddingFileBeside(neighbourFile) {
  return `${neighbourFile.replace(/\.json$/, "")}.vectors`;
}
function isHeader(value, space) {
  let h = value;
  return typeof h == "object" && h !== null && h.version === VERSION && h.space === space && Number.isInteger(h.dimensions) && (h.dimensions ?? 0) > 0 && Array.isArray(h.keys) && Array.isArray(h.hashes) && h.keys.length === h.hashes.length && h.keys.every((k) => typeof k == "string") && h.hashes.every((k) => typeof k == "string");
}
async function readKeptEmbeddings(file, space) {
  if (endianness() !== "LE") return null;
  let bytes;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  let end = bytes.indexOf(NEWLINE);
  if (end < 0 || (end + 1) % 4 !== 0) return null;
  let header;
  try {
    header = JSON.parse(bytes.subarray(0, end).toString("utf8"));
  } catch {
    return null;
  }
  if (!isHeader(header, space)) return null;
  let length = header.keys.length * header.dimensions;
  if (bytes.length - (end + 1) !== length * 4) return null;
  let start = bytes.byteOffset + end + 1, rows = start % 4 === 0 ? new Float32Array(bytes.buffer, start, length) : new Float32Array(new Uint8Array(bytes.subarray(end + 1)).buffer), { dimensions, keys, hashes } = header;
  return { space, dimensions, keys, hashes, rows };
}
async function writeKeptEmbeddings(file, kept) {
  if (endianness() !== "LE") return;
  let { space, dimensions, keys, hashes, rows } = kept, header = JSON.stringify({ version: VERSION, space, dimensions, keys, hashes }), bytes = Buffer.byteLength(header) + 1;
  header += " ".repeat((4 - bytes % 4) % 4);
  let data = Buffer.concat([
    Buffer.from(`${header}
`, "utf8"),
    new Uint8Array(rows.buffer, rows.byteOffset, rows.length * 4)
  ]);
  await writeFileAtomic(file, data, PRIVATE);
}

// src/services/audit/audit-neighbours.ts
import { readFile as readFile2 } from "node:fs/promises";
var VERSION2 = 1, MAX_CHANGED_SHARE = 0.1;
function isEntry(value) {
  let e = value;
  return typeof e == "object" && e !== null && typeof e.hash == "string" && Array.isArray(e.near) && e.near.every((k) => typeof k == "string");
}
async function readNeighbourLists(file, space) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile2(file, "utf8"));
  } catch {
    return null;
  }
  if (parsed?.version !== VERSION2 || parsed.space !== space) return null;
  let raw = parsed.entries;
  if (typeof raw != "object" || raw === null) return null;
  let entries = /* @__PURE__ */ Object.create(null);
  for (let [key, entry] of Object.entries(raw)) isEntry(entry) && (entries[key] = entry);
  return { space, entries };
}
async function writeNeighbourLists(file, lists) {
  await writeFileAtomic(file, JSON.stringify({ version: VERSION2, ...lists }), PRIVATE);
}
function usableEntries(kept, memories) {
  let usable = /* @__PURE__ */ Object.create(null);
  if (!kept) return usable;
  let changed = 0;
  for (let { key, hash } of memories) {
    let entry = kept.entries[key];
    entry && hash !== void 0 && entry.hash === hash ? usable[key] = entry : changed++;
  }
  return changed > MAX_CHANGED_SHARE * memories.length ? /* @__PURE__ */ Object.create(null) : usable;
}

// src/services/audit/audit-embeddings.ts
var EMPTY = { row: () => {
}, cosine: () => null };
function keptRows(memories, kept, index) {
  let rows = new Int32Array(memories.keys.length).fill(-1);
  if (!kept || kept.dimensions !== index.dimensions) return rows;
  let rowOf = /* @__PURE__ */ new Map();
  return kept.keys.forEach((key, r) => {
    rowOf.set(key, r);
  }), memories.keys.forEach((key, i) => {
    let r = rowOf.get(key);
    r !== void 0 && kept.hashes[r] === memories.hashes[i] && index.has(key) && (rows[i] = r);
  }), rows;
}
function sampleAgrees(kept, rows, keys, index) {
  let used = [];
  rows.forEach((r, i) => {
    r >= 0 && used.push(i);
  });
  let step = Math.max(1, Math.ceil(used.length / 8)), d = kept.dimensions;
  for (let s = 0; s < used.length; s += step) {
    let i = used[s], vector = index.vector(keys[i]), offset = rows[i] * d;
    if (!vector || vector.some((value, k) => kept.rows[offset + k] !== value)) return !1;
  }
  return !0;
}
function sameRows(rows, kept) {
  if (!kept || kept.keys.length !== rows.length) return !1;
  for (let i = 0; i < rows.length; i++) if (rows[i] !== i) return !1;
  return !0;
}
function buildMatrix(Type, keys, index, kept) {
  let d = index.dimensions, matrix = new Type(keys.length * d), present = new Uint8Array(keys.length), read = 0;
  for (let i = 0; i < keys.length; i++) {
    let r = kept.rows[i];
    if (present[i] = 1, r >= 0 && kept.from) {
      matrix.set(kept.from.rows.subarray(r * d, r * d + d), i * d);
      continue;
    }
    let vector = index.vector(keys[i]);
    if (!vector) {
      present[i] = 0;
      continue;
    }
    if (vector.length !== d) throw new RangeError("strata: saved vectors differ in length");
    read++;
    for (let k = 0, o = i * d; k < d; k++, o++)
      if (matrix[o] = vector[k], matrix[o] !== vector[k]) return null;
  }
  return { matrix, present, read };
}
function tableOf(matrix, present, d) {
  let squares = new Float64Array(present.length);
  for (let i = 0; i < present.length; i++) {
    let sum = 0;
    for (let k = i * d; k < i * d + d; k++) sum += matrix[k] * matrix[k];
    squares[i] = sum;
  }
  return {
    row: (i) => present[i] ? matrix.subarray(i * d, i * d + d) : void 0,
    cosine(a, b) {
      if (!present[a] || !present[b]) return null;
      let na = squares[a], nb = squares[b], dot = 0;
      for (let x = a * d, y = b * d, end = x + d; x < end; x++, y++) dot += matrix[x] * matrix[y];
      return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
    }
  };
}
function toKeep(matrix, present, memories, changed) {
  let keys = [], hashes = [], at = [];
  if (memories.keys.forEach((key, i) => {
    let hash = memories.hashes[i];
    !present[i] || hash === void 0 || (keys.push(key), hashes.push(hash), at.push(i));
  }), changed.read === 0 && keys.length === (changed.kept?.keys.length ?? 0)) return null;
  let { d } = changed, rows = new Float32Array(at.length * d);
  return at.forEach((i, r) => {
    rows.set(matrix.subarray(i * d, i * d + d), r * d);
  }), { space: changed.space, dimensions: d, keys, hashes, rows };
}
function readEmbeddings(index, memories, kept = null, space = "") {
  if (!index?.size) return { table: EMPTY, keep: null, reembedded: !1 };
  let d = index.dimensions, rows = keptRows(memories, kept, index), reembedded = kept !== null && !sampleAgrees(kept, rows, memories.keys, index);
  reembedded && rows.fill(-1);
  let single = sameRows(rows, kept) ? { matrix: kept.rows, present: new Uint8Array(rows.length).fill(1), read: 0 } : buildMatrix(Float32Array, memories.keys, index, { rows, from: kept });
  if (!single) {
    let none = { rows: rows.fill(-1), from: null }, built = buildMatrix(Float64Array, memories.keys, index, none);
    return { table: tableOf(built.matrix, built.present, d), keep: null, reembedded };
  }
  let { matrix, present, read } = single, keep = toKeep(matrix, present, memories, { read, kept, space, d });
  return { table: tableOf(matrix, present, d), keep, reembedded };
}

// src/services/audit/audit-vectors.ts
function analyzeAll(memories) {
  let numberOf = /* @__PURE__ */ new Map(), byToken = /* @__PURE__ */ new Map(), numbersOf = (token) => {
    let terms = processTerm(token) ?? [], numbers2 = new Array(terms.length);
    return terms.forEach((term, k) => {
      let known = numberOf.get(term);
      known === void 0 && (known = numberOf.size, numberOf.set(term, known)), numbers2[k] = known;
    }), byToken.set(token, numbers2), numbers2;
  }, numbers = [], starts = new Int32Array(2 * memories.length + 1), append = (text) => {
    for (let token of tokenize(text)) {
      let found = byToken.get(token) ?? numbersOf(token);
      for (let k = 0; k < found.length; k++) numbers.push(found[k]);
    }
  };
  return memories.forEach((m, i) => {
    starts[2 * i] = numbers.length, append(stripMarkup(m.title)), starts[2 * i + 1] = numbers.length, append(stripMarkup(m.body));
  }), starts[2 * memories.length] = numbers.length, { numbers, starts, termCount: numberOf.size };
}
function countDocuments({ numbers, starts, termCount }) {
  let df = new Int32Array(termCount), lastSeen = new Int32Array(termCount).fill(-1), count = (starts.length - 1) / 2;
  for (let i = 0; i < count; i++)
    for (let k = starts[2 * i]; k < starts[2 * i + 2]; k++) {
      let term = numbers[k];
      lastSeen[term] !== i && (lastSeen[term] = i, df[term] += 1);
    }
  return df;
}
function buildSparseVectors(memories) {
  let analyzed = analyzeAll(memories), { numbers, starts, termCount } = analyzed, df = countDocuments(analyzed), idf = Float64Array.from(df, (d) => inverseFrequency(memories.length, d)), offsets = new Int32Array(memories.length + 1), norms = new Float64Array(memories.length), terms = new Int32Array(numbers.length), weights = new Float64Array(numbers.length), counts = new Int32Array(termCount), size = 0;
  for (let i = 0; i < memories.length; i++) {
    let start = size;
    for (let k = starts[2 * i]; k < starts[2 * i + 2]; k++) {
      let term = numbers[k];
      counts[term] === 0 && (terms[size++] = term), counts[term] += k < starts[2 * i + 1] ? TITLE_WEIGHT : 1;
    }
    let sum = 0;
    for (let k = start; k < size; k++) {
      let term = terms[k], weight = (1 + Math.log(counts[term])) * idf[term];
      counts[term] = 0, weights[k] = weight, sum += weight * weight;
    }
    norms[i] = Math.sqrt(sum), offsets[i + 1] = size;
  }
  return {
    count: memories.length,
    termCount,
    offsets,
    terms: terms.slice(0, size),
    weights: weights.slice(0, size),
    norms
  };
}

// src/services/audit/audit-pairs.ts
var PAIR_SETTINGS = {
  duplicate: AUDIT_DUPLICATE_SETTINGS,
  link: LINK_SETTINGS
}, TOP_TERMS = 8, MAX_POSTING = 32, NEIGHBOURS = 6;
function topTerms(vectors, i) {
  let { weights } = vectors, top = [];
  for (let k = vectors.offsets[i]; k < vectors.offsets[i + 1]; k++) {
    let weight = weights[k];
    if (top.length === TOP_TERMS && weight <= weights[top[TOP_TERMS - 1]]) continue;
    let at = Math.min(top.length, TOP_TERMS - 1);
    for (; at > 0 && weights[top[at - 1]] < weight; )
      top[at] = top[at - 1], at--;
    top[at] = k;
  }
  return top.map((k) => vectors.terms[k]);
}
function pairKey(i, j, n) {
  return i < j ? i * n + j : j * n + i;
}
function addKeywordCandidates(vectors, out) {
  let n = vectors.count, postings = /* @__PURE__ */ new Map();
  for (let i = 0; i < n; i++)
    for (let term of topTerms(vectors, i)) {
      let list = postings.get(term);
      list ? list.push(i) : postings.set(term, [i]);
    }
  for (let list of postings.values())
    if (!(list.length > MAX_POSTING))
      for (let x = 0; x < list.length; x++)
        for (let y = x + 1; y < list.length; y++) out.add(pairKey(list[x], list[y], n));
}
function addVectorCandidates(table, memories, keys, index, out, neighbours) {
  let position = new Map(keys.map((key, i) => [key, i])), entries = /* @__PURE__ */ Object.create(null), searched = 0;
  for (let i = 0; i < keys.length; i++) {
    let vector = table.row(i);
    if (!vector) continue;
    let key = keys[i], near = neighbours.kept?.[key]?.near;
    near || (near = index.search(vector, NEIGHBOURS + 1).flatMap((hit) => hit.key === key ? [] : [hit.key]), searched++);
    let hash = memories[i].hash;
    hash !== void 0 && (entries[key] = { hash, near });
    for (let other of near) {
      let j = position.get(other);
      j !== void 0 && j !== i && out.add(pairKey(i, j, keys.length));
    }
  }
  neighbours.found?.(entries, searched);
}
function scoreKeywordCosines(vectors, pairs) {
  let { offsets, terms, weights, norms } = vectors, size = (i) => offsets[i + 1] - offsets[i], count = pairs.length / 2, byLarge = Array.from({ length: vectors.count }, () => []);
  for (let p = 0; p < count; p++) {
    let a = pairs[2 * p], b = pairs[2 * p + 1];
    byLarge[size(a) <= size(b) ? b : a].push(p);
  }
  let dense = new Float64Array(vectors.termCount), result = new Float64Array(count);
  return byLarge.forEach((list, large) => {
    if (list.length) {
      for (let k = offsets[large]; k < offsets[large + 1]; k++) dense[terms[k]] = weights[k];
      for (let p of list) {
        let a = pairs[2 * p], b = pairs[2 * p + 1];
        if (norms[a] === 0 || norms[b] === 0) continue;
        let small = large === b ? a : b, dot = 0;
        for (let k = offsets[small]; k < offsets[small + 1]; k++)
          dot += weights[k] * dense[terms[k]];
        result[p] = dot / (norms[a] * norms[b]);
      }
      for (let k = offsets[large]; k < offsets[large + 1]; k++) dense[terms[k]] = 0;
    }
  }), result;
}
function unpackPairs(candidates, n) {
  let pairs = new Int32Array(candidates.size * 2), p = 0;
  for (let candidate of candidates)
    pairs[p++] = Math.floor(candidate / n), pairs[p++] = candidate % n;
  return pairs;
}
function scoreCandidatePairs(memories, index, settings = PAIR_SETTINGS, search = {}) {
  let vectors = buildSparseVectors(memories), candidates = /* @__PURE__ */ new Set();
  addKeywordCandidates(vectors, candidates);
  let keys = memories.map((m) => docKey(m.scope, m.id)), hashes = memories.map((m) => m.hash), read = readEmbeddings(index, { keys, hashes }, search.keptEmbeddings, search.space);
  read.keep && search.foundEmbeddings?.(read.keep);
  let { table } = read, neighbours = read.reembedded ? { ...search, kept: void 0 } : search;
  index?.size && addVectorCandidates(table, memories, keys, index, candidates, neighbours);
  let flat = unpackPairs(candidates, memories.length), keyword = scoreKeywordCosines(vectors, flat), commands = memories.map((m) => extractCommands(m)), pairs = [];
  for (let p = 0; p < keyword.length; p++) {
    let a = flat[2 * p], b = flat[2 * p + 1], command = commandSimilarity(commands[a], commands[b]), semantic = table.cosine(a, b), related = scorePair(keyword[p], semantic, settings.link, command), pair = scorePair(keyword[p], semantic, settings.duplicate, command), share = search.minShare;
    (share === void 0 || pair.duplicate || related.score >= share * related.threshold) && pairs.push({ a, b, pair, related });
  }
  return pairs.sort((x, y) => y.related.score - x.related.score);
}

// src/services/audit/audit-kept.ts
async function scoreAuditPairs(memories, options) {
  let model = options.space ?? null, settings = {
    duplicate: duplicateSettingsFor(model, AUDIT_DUPLICATE_SETTINGS),
    link: duplicateSettingsFor(model, LINK_SETTINGS)
  }, file = options.neighbourFile, { vectors } = options;
  if (!file || !vectors?.size)
    return scoreCandidatePairs(memories, vectors, settings, { minShare: 0.6 });
  let space = `${options.space?.provider ?? "unknown"}/${options.space?.model ?? "unknown"}/${vectors.dimensions}`, embeddingFile = embeddingFileBeside(file), [lists, keptEmbeddings] = await Promise.all([
    readNeighbourLists(file, space),
    readKeptEmbeddings(embeddingFile, space)
  ]), kept = usableEntries(
    lists,
    memories.map((m) => ({ key: toScopedKey(m.scope, m.id), hash: m.hash }))
  ), found = { searched: 0 }, embeddings = null, pairs = scoreCandidatePairs(memories, vectors, settings, {
    kept,
    found: (entries2, searched2) => Object.assign(found, { entries: entries2, searched: searched2 }),
    keptEmbeddings,
    foundEmbeddings: (keep) => {
      embeddings = keep;
    },
    space,
    minShare: 0.6
  }), { entries, searched } = found;
  return entries && (searched > 0 || Object.keys(entries).length !== Object.keys(kept).length) && await writeNeighbourLists(file, { space, entries }), embeddings && await writeKeptEmbeddings(embeddingFile, embeddings), pairs;
}

// src/services/audit/audit-paths.ts
import { access } from "node:fs/promises";
import path from "node:path";
var MISSING_PATH = "missing-path", PROJECT_SCOPES = /* @__PURE__ */ new Set(["project", "local"]), FENCE = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?(?:\n {0,3}\1[^\n]*|(?![\s\S]))/gm, BACKTICKED = /`([^`\n]+)`/g, PROSE_PATH = /(?<![\w@/.:~-])(?:\.\/)?(?:[\w.-]+\/)+[\w-][\w.-]*\.[A-Za-z][\w]{0,9}(?![\w/])/g, LOCATION_SUFFIX = /(?::\d+){1,2}$|#[\w-]*$/;
function toProjectPath(candidate) {
  let text = candidate.trim().replace(LOCATION_SUFFIX, "").replace(/^\.\//, "");
  if (!text || /[\s*?[\]{}()<>$%'"`|\\,;=]/.test(text) || text.includes("://") || /^(?:[/~]|[A-Za-z]:)/.test(text) || text.startsWith("@")) return null;
  let parts = text.split("/");
  if (parts.length < 2 || parts.some((p) => p === "" || p === ".." || p.endsWith(".")) || /^[\w-]+(?:\.[\w-]+)+$/.test(parts[0]) && !parts[0].startsWith(".")) return null;
  let last = parts[parts.length - 1];
  return /^[\w.-]*[\w-]\.[A-Za-z]\w{0,9}$/.test(last) ? text : null;
}
function findNamedPaths(body) {
  if (!body.includes("/")) return [];
  let prose = body.replace(FENCE, `
`), found = /* @__PURE__ */ new Set(), add = (candidate) => {
    let rel = toProjectPath(candidate);
    rel && found.add(rel);
  };
  for (let match of prose.matchAll(BACKTICKED)) add(match[1]);
  for (let match of prose.replace(BACKTICKED, " ").matchAll(PROSE_PATH)) add(match[0]);
  return [...found];
}
async function pathExists(root, rel, listed) {
  if (listed.has(rel)) return !0;
  try {
    return await access(path.join(root, rel)), !0;
  } catch {
    return !1;
  }
}
async function findMissingPaths(memories, projectRoot, files) {
  if (!projectRoot) return [];
  let listed = new Set(files);
  for (let file of files)
    for (let i = file.indexOf("/"); i > 0; i = file.indexOf("/", i + 1))
      listed.add(file.slice(0, i));
  let stale = [];
  for (let m of memories) {
    if (!PROJECT_SCOPES.has(m.scope)) continue;
    let missing = [];
    for (let rel of findNamedPaths(m.body))
      await pathExists(projectRoot, rel, listed) || missing.push(rel);
    missing.length && stale.push({ id: m.id, scope: m.scope, reason: MISSING_PATH, detail: missing.join(", ") });
  }
  return stale;
}

// src/services/audit/audit.ts
async function readGraphs(ctx) {
  let graphs = /* @__PURE__ */ new Map();
  for (let scope of ctx.scopes)
    try {
      graphs.set(scope.scope, (await readGraph(scope.dir)).graph);
    } catch {
    }
  return graphs;
}
function countLinks(memories, graphs) {
  let degree = /* @__PURE__ */ new Map(), bump = (id) => degree.set(id, (degree.get(id) ?? 0) + 1);
  for (let m of memories)
    for (let target of m.links)
      bump(m.id), bump(target);
  for (let graph of graphs.values())
    for (let [from, edges] of Object.entries(graph))
      for (let edge of edges)
        bump(from), bump(edge.target);
  return (m) => degree.get(m.id) ?? 0;
}
async function auditStore(ctx, options) {
  return auditLoadedStore(ctx, await loadStore(ctx), options);
}
async function auditLoadedStore(ctx, store, options) {
  let live = store.visible.filter((m) => !m.archived && m.scope !== "instructions"), graphs = await readGraphs(ctx), degree = countLinks(store.all, graphs), kept = live.filter((m) => m.type !== "breadcrumb"), pairs = await scoreAuditPairs(kept, options), listing = options.projectRoot ? await listProjectFiles(options.projectRoot) : null, orphanAt = /* @__PURE__ */ new Set();
  kept.forEach((m, i) => {
    degree(m) === 0 && orphanAt.add(i);
  });
  let staleGotchas = findStaleGotchas(live, listing);
  return options.projectRoot && listing && await addPatternRenames(staleGotchas, live, options.projectRoot, listing), {
    duplicates: groupDuplicates(kept, pairs, degree, createMergeRule(store.all, graphs.values())),
    stale: [
      ...staleGotchas,
      ...await findMissingPaths(live, options.projectRoot, listing?.files ?? [])
    ],
    superseded: findSuperseded(live, graphs),
    orphans: [...orphanAt].map((i) => ({
      id: kept[i].id,
      scope: kept[i].scope,
      title: kept[i].title
    })),
    suggestedLinks: suggestLinks(kept, pairs, orphanAt),
    expired: findExpiredBreadcrumbs(live, options.ttlDays, ctx.now()).map((m) => ({
      id: m.id,
      scope: m.scope,
      updated: m.updated
    })),
    notMemories: await findNotMemories(ctx, store.all, store.problems),
    misread: findMisreadFiles(store),
    checked: live.length,
    duplicateCheck: options.vectors?.size ? "keyword+semantic" : "keyword",
    promote: findPromotionCandidates(live)
  };
}
function summarizeAudit(report) {
  let count = (n, one, many) => `${n} ${n === 1 ? one : many}`, missing = report.stale.filter((s) => s.reason === MISSING_PATH).length;
  return [
    count(report.duplicates.length, "duplicate group", "duplicate groups"),
    count(report.stale.length - missing, "stale gotcha", "stale gotchas"),
    count(missing, "memory naming a missing path", "memories naming missing paths"),
    count(
      report.superseded.length,
      "superseded memory still current",
      "superseded memories still current"
    ),
    count(report.orphans.length, "orphan", "orphans"),
    count(report.expired.length, "expired breadcrumb", "expired breadcrumbs"),
    count(
      report.notMemories.length,
      "markdown file that is not a memory",
      "markdown files that are not memories"
    ),
    count(report.misread.length, "file read other than written", "files read other than written"),
    count(
      report.promote.length,
      "Claude Code note that may be team knowledge",
      "Claude Code notes that may be team knowledge"
    )
  ];
}

export {
  MISSING_PATH,
  auditStore,
  auditLoadedStore,
  summarizeAudit
};
