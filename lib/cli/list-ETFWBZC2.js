#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  findUnloadedMemories
} from "./chunk-DWYIEWOQ.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-TLHG7XIM.js";
import "./chunk-HY2LQYPX.js";
import {
  checkTypeFilter
} from "./chunk-MSBHMWFW.js";
import "./chunk-3ZGVL2AA.js";
import {
  toSummary
} from "./chunk-NGMTUAI5.js";
import "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import {
  readInteger,
  readList,
  readScope,
  readString
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/list.ts
function describeCounts(shown, broken) {
  let memories = countOf(shown, "memory", "memories");
  return broken ? `${memories}, ${countOf(broken, "file")} not loaded (named above; run strata verify)` : memories;
}
function readMissing(value) {
  let field = readString(value);
  if (field === void 0 || field === "aliases") return field;
  throw new StrataError(
    "INVALID_ARGUMENT",
    `--missing ${JSON.stringify(field)} is not a field it checks`,
    {
      subject: "--missing",
      hint: "use --missing aliases"
    }
  );
}
var MAX_ID_WIDTH = 80, MAX_TYPE_WIDTH = 20;
function widthOf(values, max) {
  return Math.min(max, Math.max(0, ...values.map((v) => v.length)));
}
function formatRows(memories) {
  let idWidth = widthOf(
    memories.map((m) => m.id),
    MAX_ID_WIDTH
  ), typeWidth = widthOf(
    memories.map((m) => String(m.type)),
    MAX_TYPE_WIDTH
  ), scopeWidth = widthOf(
    memories.map((m) => m.scope),
    MAX_TYPE_WIDTH
  );
  return memories.map(
    (m) => `${m.id.padEnd(idWidth)}  ${String(m.type).padEnd(typeWidth)}  ${m.scope.padEnd(scopeWidth)}  ${m.title}${m.archived ? "  (archived)" : ""}`
  );
}
var listCommand = {
  name: "list",
  help: `strata list [--type T] [--scope S] [--tag T] [--status S] [--missing aliases] [--limit N] [--all]

  Newest first. Archived memories are hidden unless --all, which marks them
  "(archived)". Files that could not be read, and markdown files that look like
  memories but do not load (e.g. a misspelt "tpye:"), are named on stderr (under
  "problems" and "notMemories" with --json). --status draft lists the drafts captured
  from sessions (see strata review). --missing aliases lists the memories that have no
  aliases yet (see /strata:enrich). --limit N shows the first N; the count line still
  counts them all.`,
  options: {
    type: { type: "string" },
    scope: { type: "string" },
    tag: { type: "string", multiple: !0 },
    status: { type: "string" },
    missing: { type: "string" },
    limit: { type: "string" },
    all: { type: "boolean" }
  },
  async run(ctx, { values }) {
    let store = await loadStore(ctx.store), type = readString(values.type);
    type !== void 0 && checkTypeFilter([type], new Set(store.all.map((m) => String(m.type))), "--type");
    let scope = readScope(values.scope), tags = readList(values.tag) ?? [], status = readString(values.status), missing = readMissing(values.missing), memories = store.visible.filter((m) => values.all || !m.archived).filter((m) => !type || m.type === type).filter((m) => !scope || m.scope === scope).filter((m) => !status || m.status === status).filter((m) => !missing || !m.aliases?.length).filter((m) => tags.every((t) => m.tags.includes(t))).sort((a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id)), notMemories = await findUnloadedMemories(ctx.store, store.all, store.problems);
    for (let p of store.problems) ctx.notice(p.message);
    for (let n of notMemories) ctx.notice(`strata: ${n.path}: ${n.reason}`);
    for (let { item, by } of store.shadowed)
      item.scope === by && !item.archived && ctx.notice(
        `strata: ${item.path}: id "${item.id}" is already used by another file in the ${by} scope, which is listed instead; give this file its own id (strata verify names both)`
      );
    let limit = readInteger(values.limit, "--limit", { min: 1, max: Number.MAX_SAFE_INTEGER }), shown = memories.slice(0, limit), json = { memories: shown.map(toSummary), problems: store.problems, notMemories }, text = [
      ...formatRows(shown),
      // A file git left conflicted is named here: it is a memory the list cannot show.
      ...store.problems.filter((p) => p.code === "CONFLICT").map((p) => `conflict  ${p.path}: git merge markers (run strata verify --fix)`),
      describeCounts(memories.length, store.problems.length + notMemories.length)
    ].join(`
`);
    return { json, text };
  }
};
export {
  listCommand
};
