#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  moveMemory
} from "./chunk-DB2HHNFY.js";
import "./chunk-ISW6ANDQ.js";
import "./chunk-7TPGI3WZ.js";
import "./chunk-AGVA75HD.js";
import "./chunk-A4QYTY4Q.js";
import "./chunk-M5UHZWGB.js";
import "./chunk-N72CJCK6.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import {
  readScope,
  readString,
  requirePositional
} from "./chunk-EYMIHG7L.js";
import {
  isScopeName
} from "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/move.ts
var showEdge = (e) => `  ${e.from} \u2014${e.label}\u2192 ${e.target}`;
function describeMove(r) {
  let lines = [
    `${r.dryRun ? "Would move" : r.resumed ? "Finished moving" : "Moved"} ${r.id}: ${r.from} \u2192 ${r.to}`,
    `  ${r.path}`,
    `  \u2192 ${r.newPath}${r.dryRun && r.resumed ? " (already there: the move would finish)" : ""}`,
    `edges in the ${r.to} graph: ${r.edges.length}`,
    ...r.edges.map(showEdge)
  ];
  if (r.dropped.length && lines.push(`edges leaving the ${r.from} graph: ${r.dropped.length}`), r.kept.length && (lines.push(`edges the ${r.from} graph keeps (the other end stays there): ${r.kept.length}`), lines.push(...r.kept.map(showEdge))), r.dangling.length) {
    lines.push(`Links that dangle somewhere after the move (${r.dangling.length}):`);
    for (let d of r.dangling) lines.push(`  ${d.from} \u2192 ${d.to}: ${d.reason} (${d.detail})`);
  }
  return r.dryRun && lines.push("Dry run: nothing was changed. Run again without --dry-run to move."), lines.join(`
`);
}
var moveCommand = {
  name: "move",
  help: `strata move <id> --to local|project|global|enterprise [--from S] [--dry-run] [--session ID]

  Moves the file to the target scope (same file name; a "scope:" field follows), copies
  its graph.json edges into the target scope's graph and removes from the source graph
  those whose other end is not in the source scope. Links that will not resolve
  everywhere afterwards (to a missing id, or between scopes read by different people)
  are listed, and in --json as dangling: [{from, to, reason, detail}]. Refuses when the
  target scope already holds the id. --to enterprise needs --admin. --from picks the copy
  when the id is in several scopes (and finishes an interrupted move). --dry-run prints
  the plan (both paths, the edges each graph will hold, the links that would dangle)
  and changes nothing; with --json the plan has dryRun: true.

  A note of Claude Code's own memory (the claude scope) moved to project or local is
  promoted: it gets strata's fields, its [[name]] links as links, and where it came from
  (origin, promoted, session: --session ID, else CLAUDE_CODE_SESSION_ID); it leaves
  Claude Code's folder and its MEMORY.md line goes. Nothing is ever moved into the
  claude scope.`,
  options: {
    to: { type: "string" },
    from: { type: "string" },
    "dry-run": { type: "boolean" },
    session: { type: "string" }
  },
  async run(ctx, args) {
    let id = requirePositional(args, 0, "id", "strata move <id> --to SCOPE"), to = readString(args.values.to);
    if (!isScopeName(to))
      throw new StrataError(
        "INVALID_ARGUMENT",
        `--to ${JSON.stringify(to ?? null)} is not a scope`,
        {
          subject: "--to",
          hint: "use --to local, project, global, or enterprise (with --admin)"
        }
      );
    let result = await moveMemory(ctx.store, id, to, {
      from: readScope(args.values.from),
      dryRun: args.values["dry-run"] === !0,
      session: readString(args.values.session) ?? (ctx.env.CLAUDE_CODE_SESSION_ID || void 0)
    });
    return { json: result, text: describeMove(result) };
  }
};
export {
  moveCommand
};
