#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  forgetMemory
} from "./chunk-3EPZTV4M.js";
import "./chunk-UEYS7LXU.js";
import "./chunk-GFNYZ7BH.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-QTF3A53O.js";
import "./chunk-J67IECIZ.js";
import {
  readScope,
  requirePositional
} from "./chunk-SKTCOYLK.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/forget.ts
function describeForget(id, result) {
  let done = result.action === "archived" ? `Archived ${id} \u2192 ${result.archivedPath}` : `Deleted ${result.wasArchived ? "the archived memory " : ""}${id} (${result.path})`, still = result.linkedFrom.length ? `Still linked from: ${result.linkedFrom.join(", ")} (strata unlink <id> ${id})` : "";
  return [done, still].filter(Boolean).join(`
`);
}
var forgetCommand = {
  name: "forget",
  help: `strata forget <id> [--delete] [--scope S]

  By default the memory moves to <scope>/archive/: hidden from search, kept on disk with
  its edges, still readable with strata show (as memory_forget and /strata:forget do).
  --delete removes the file and its graph edges instead, archived or not. Forgetting a
  memory that is already archived is refused. Memories that still link to it are listed;
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
    return { json: result, text: describeForget(id, result) };
  }
};
export {
  forgetCommand
};
