#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  forgetMemory
} from "./chunk-W4JP4HG3.js";
import "./chunk-PXYELFHQ.js";
import {
  refreshHookDigests
} from "./chunk-4OM5KRM7.js";
import "./chunk-K4HMFOIA.js";
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
import "./chunk-M5UHZWGB.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import {
  readScope,
  requirePositional
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/forget.ts
function describeDone(id, result) {
  return result.action === "deleted" ? `Deleted ${result.wasArchived ? "the archived memory " : ""}${id} (${result.path})` : result.wasArchived ? `${id} is already archived (${result.path}): nothing changed. To delete it for good: strata forget ${id} --delete` : `Archived ${id} \u2192 ${result.archivedPath}`;
}
function describeForget(id, result) {
  let done = describeDone(id, result), still = result.linkedFrom.length ? `Still linked from: ${result.linkedFrom.join(", ")} (strata unlink <id> ${id})` : "";
  return [done, still].filter(Boolean).join(`
`);
}
var forgetCommand = {
  name: "forget",
  help: `strata forget <id> [--delete] [--scope S]

  By default the memory moves to <scope>/archive/: hidden from search, kept on disk with
  its edges, still readable with strata show (as memory_forget and /strata:forget do).
  --delete removes the file and its graph edges instead, archived or not. Forgetting a
  memory that is already archived changes nothing and says so (exit 0). Memories that
  still link to it are listed;
  their files are left as they are.`,
  options: {
    delete: { type: "boolean" },
    scope: { type: "string" }
  },
  async run(ctx, args) {
    let id = requirePositional(args, 0, "id", "strata forget <id> [--delete]"), result = await forgetMemory(ctx.store, id, {
      mode: args.values.delete === !0 ? "delete" : "archive",
      scope: readScope(args.values.scope)
    });
    return await refreshHookDigests(ctx), { json: result, text: describeForget(id, result) };
  }
};
export {
  forgetCommand
};
