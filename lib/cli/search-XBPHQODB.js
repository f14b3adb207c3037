#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  createQuietNotice,
  openCliSearch
} from "./chunk-DZWLW3MV.js";
import {
  checkSearchRequest
} from "./chunk-RRY4VHF5.js";
import "./chunk-2X3XVHUP.js";
import "./chunk-TGVE5BR7.js";
import "./chunk-5XYGYV2B.js";
import "./chunk-TPDF2BVG.js";
import "./chunk-SZZWAVGO.js";
import "./chunk-6NYJ7ISR.js";
import "./chunk-VUFTBUXA.js";
import "./chunk-QKDODJ4C.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import "./chunk-MSBHMWFW.js";
import "./chunk-FNSK6N3R.js";
import "./chunk-OQEGFL2Q.js";
import "./chunk-JMPUCGT5.js";
import "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-OLSZCPLX.js";
import "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-A4QYTY4Q.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import "./chunk-SDR562BD.js";
import {
  readInteger,
  readList,
  readString
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/search.ts
function formatResults(response, explain) {
  if (!response.results.length) return `No memories match "${response.query}".`;
  let lines = [];
  return response.results.forEach((r, i) => {
    if (lines.push(
      `${i + 1}. ${r.id}  [${r.type}, ${r.scope}${r.archived ? ", archived" : ""}]  ${r.score.toFixed(3)}`
    ), lines.push(`   ${r.title}`), r.snippet && lines.push(`   ${r.snippet.slice(0, 160)}`), explain && r.explanation) {
      let e = r.explanation;
      lines.push(
        `   keyword ${e.keyword.toFixed(3)} \xB7 semantic ${e.semantic.toFixed(3)} \u2192 fused ${e.fused.toFixed(3)} \xD7 scope ${e.scopeFactor.toFixed(3)} \xD7 recency ${e.recencyFactor.toFixed(3)} = ${e.final.toFixed(3)}`
      );
    }
    lines.push(`   ${r.path}`);
  }), lines.join(`
`);
}
function readPhrasings(value) {
  return value === void 0 ? [] : (Array.isArray(value) ? value : [value]).map(String);
}
var KEYWORD_ONLY = "strata: searched by keywords only, not by meaning (strata doctor says why)";
function showNotice(ctx, notice, backendNotice) {
  return backendNotice === !1 ? !1 : createQuietNotice(ctx.cacheRoot, ctx.notice)(notice);
}
var searchCommand = {
  name: "search",
  help: `strata search <query\u2026> [-q PHRASING]\u2026 [--limit N] [--type T]\u2026 [--scope S]\u2026 [--tag T]\u2026
                        [--all] [--mode hybrid|keyword|semantic] [--since DATE] [--explain]

  The words after \`search\` are one query. Each -q/--query adds another phrasing of the
  same need (up to 5 in all): each is searched, and the rankings are fused by rank, so
  say it in your words and in the words the code or the notes likely use:
    strata search -q "two tabs log the user out" -q "refresh token rotation race"

  hybrid (default) fuses keyword (BM25) and semantic (embedding) scores, then favours
  more specific scopes and recent memories a little. A memory whose words do not match
  and whose meaning is no closer than an unrelated one is not returned: "No memories
  match" is a real answer. Without embeddings (no Ollama, and embedding.provider is not
  "embedded") it runs on keywords and says so once an hour. --explain shows each component.

  Session notes (breadcrumbs: handoffs, stashes, snapshots) serve the next session and
  are left out unless asked for: --type breadcrumb.`,
  options: {
    query: { type: "string", short: "q", multiple: !0 },
    limit: { type: "string" },
    type: { type: "string", multiple: !0 },
    scope: { type: "string", multiple: !0 },
    tag: { type: "string", multiple: !0 },
    mode: { type: "string" },
    since: { type: "string" },
    all: { type: "boolean" },
    explain: { type: "boolean" }
  },
  async run(ctx, { values, positionals }) {
    let limit = readInteger(values.limit, "--limit", { min: 1, max: 200 }), mode = readString(values.mode) ?? "hybrid", request = {
      query: positionals.join(" "),
      queries: readPhrasings(values.query),
      mode,
      ...limit !== void 0 ? { limit } : {},
      types: readList(values.type) ?? [],
      scopes: readList(values.scope) ?? [],
      tags: readList(values.tag) ?? [],
      archived: values.all === !0,
      ...readString(values.since) ? { since: readString(values.since) } : {}
    };
    checkSearchRequest(request, ctx.config.search.defaultLimit);
    let backendNotice, service = await openCliSearch(ctx, {
      embeddings: mode !== "keyword",
      reported: (fresh) => {
        backendNotice = (backendNotice ?? !1) || fresh;
      }
    });
    try {
      mode !== "keyword" && await service.syncVectors();
      let response = await service.search(request), shown = response.notice && showNotice(ctx, response.notice, backendNotice);
      response.notice && !shown && service.status().embeddings?.degraded && ctx.notice(KEYWORD_ONLY);
      let explain = values.explain === !0;
      return { json: explain ? response : { ...response, results: response.results.map(({ explanation: _e, ...r }) => r) }, text: formatResults(response, explain) };
    } finally {
      await service.close();
    }
  }
};
export {
  searchCommand
};
