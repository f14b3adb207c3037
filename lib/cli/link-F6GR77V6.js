#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  linkMemories,
  unlinkMemories
} from "./chunk-YFOQS5ME.js";
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
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/link.ts
var linkCommand = {
  name: "link",
  help: `strata link <from-id> <to-id> [--label L] [--scope S]

  Adds <to-id> to the links of <from-id> and writes both edges to graph.json with
  inverse labels (implements / implemented-by, supersedes / superseded-by, part-of /
  has-part\u2026; relates-to by default).`,
  options: { label: { type: "string" }, scope: { type: "string" } },
  async run(ctx, args) {
    let usage = "strata link <from-id> <to-id> [--label L]", from = requirePositional(args, 0, "from-id", usage), to = requirePositional(args, 1, "to-id", usage), result = await linkMemories(
      ctx.store,
      from,
      to,
      readString(args.values.label),
      readScope(args.values.scope)
    ), text = result.changed ? `Linked ${from} \u2014${result.label}\u2192 ${to}` : `Already linked: ${from} \u2014${result.label}\u2192 ${to}`;
    return { json: result, text };
  }
}, unlinkCommand = {
  name: "unlink",
  help: `strata unlink <from-id> <to-id> [--scope S]

  Removes the link from both memories' frontmatter (where writable) and both edges
  from graph.json.`,
  options: { scope: { type: "string" } },
  async run(ctx, args) {
    let usage = "strata unlink <from-id> <to-id>", from = requirePositional(args, 0, "from-id", usage), to = requirePositional(args, 1, "to-id", usage), result = await unlinkMemories(ctx.store, from, to, readScope(args.values.scope));
    return {
      json: result,
      text: result.changed ? `Unlinked ${from} and ${to}` : `${from} and ${to} were not linked`
    };
  }
};
export {
  linkCommand,
  unlinkCommand
};
