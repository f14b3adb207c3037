#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  checkRememberInput,
  remember
} from "./chunk-7TPGI3WZ.js";
import {
  buildTermVector,
  commandSimilarity,
  duplicateSettingsFor,
  extractCommands,
  inverseFrequency,
  scorePair,
  termCosine
} from "./chunk-GLYZKV5X.js";
import {
  embeddingText
} from "./chunk-TPDF2BVG.js";
import {
  isScopedKey
} from "./chunk-QKDODJ4C.js";
import {
  cosine
} from "./chunk-43VN4BCW.js";
import {
  checkBody,
  checkLinks,
  checkTags,
  checkTitle
} from "./chunk-N72CJCK6.js";
import {
  SESSION_NOTE_TYPES,
  isSessionNote,
  readMemoryFile
} from "./chunk-SDR562BD.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/services/similar.ts
import path from "node:path";
var CANDIDATES = 20, MAX_QUERY_CHARS = 2e3, MAX_SIMILAR = 5, SIMILAR_ADVICE = "update the match instead if it says the same thing (memory_update, strata edit), then forget the new one; keep both if they differ";
function collectCandidates(state, draft, vector) {
  let query = `${draft.title} ${draft.body}`.slice(0, MAX_QUERY_CHARS), keys = /* @__PURE__ */ new Set();
  if (query.trim()) {
    let hits = state.keyword.search(query, {
      // Session notes (handoffs, stashes) retell a session: never what a new memory repeats.
      filter: { archived: "exclude", excludeTypes: SESSION_NOTE_TYPES },
      limit: CANDIDATES,
      // Exact terms: prefix and fuzzy expansion of a whole memory's words only adds noise.
      expand: !1
    });
    for (let hit of hits) isScopedKey(hit.key) && keys.add(hit.key);
  }
  if (vector && state.vectors?.size) {
    let live = (key) => {
      let stored = state.keyword.stored(key);
      return stored?.archived === !1 && !isSessionNote(stored.type);
    };
    for (let hit of state.vectors.search(vector, CANDIDATES, live))
      isScopedKey(hit.key) && keys.add(hit.key);
  }
  for (let key of keys) (state.shadowed.has(key) || !state.docs.has(key)) && keys.delete(key);
  return keys;
}
async function readText(ctx, file, scope) {
  let dir = ctx.scopes.find((s) => s.scope === scope);
  if (!dir) return null;
  try {
    let memory = await readMemoryFile(dir, path.relative(dir.dir, file), ctx.read);
    return memory && { title: memory.title, body: memory.body };
  } catch {
    return null;
  }
}
async function findSimilar(service, draft, options = {}) {
  let state = service.index, chosen = options.settings ?? duplicateSettingsFor(state.space), vector = state.vectors?.size ? (await service.embedQueries([embeddingText(draft)])).vectors?.[0] ?? null : null, docCount = state.keyword.size, idf = (term) => inverseFrequency(docCount, state.keyword.documentFrequency(term)), draftTerms = buildTermVector(draft, idf), draftCommands = extractCommands(draft), similar = [];
  for (let key of collectCandidates(state, draft, vector)) {
    let doc = state.docs.get(key);
    if (options.exclude?.has(doc.id)) continue;
    let text = await readText(service.options.ctx, doc.path, doc.scope);
    if (!text) continue;
    let stored = vector ? state.vectors?.vector(key) : void 0, semantic = vector && stored ? cosine(vector, stored) : null, keyword = termCosine(draftTerms, buildTermVector(text, idf)), command = commandSimilarity(draftCommands, extractCommands(text)), pair = scorePair(keyword, semantic, chosen, command);
    pair.duplicate && similar.push({ id: doc.id, title: doc.title, scope: doc.scope, score: round(pair.score) });
  }
  return similar.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id)), {
    similar: similar.slice(0, MAX_SIMILAR),
    method: vector ? "keyword+semantic" : "keyword"
  };
}
function duplicateError(similar) {
  let best = similar[0];
  return new StrataError(
    "DUPLICATE",
    `not saved: ${best.id} ("${best.title}", ${best.scope} scope, score ${best.score}) already says the same thing`,
    {
      subject: best.id,
      hint: `update ${best.id} instead (memory_update, strata edit ${best.id}), or save without if_unique / --if-unique to keep both`
    }
  );
}
function round(x) {
  return Math.round(x * 1e3) / 1e3;
}

// src/services/remember-unique.ts
async function rememberUnlessDuplicate(ctx, input, options) {
  let report = null;
  if (checkRememberInput(ctx, input), options.service) {
    let title = checkTitle(input.title), body = checkBody(input.body ?? "", ctx.read.maxFileBytes), tags = checkTags(input.tags), linked = new Set(checkLinks(input.links));
    if (report = await findSimilar(options.service, { title, body, tags }, { exclude: linked }), options.ifUnique && report.similar.length) throw duplicateError(report.similar);
  }
  return { memory: await remember(ctx, input), check: report };
}

export {
  SIMILAR_ADVICE,
  rememberUnlessDuplicate
};
