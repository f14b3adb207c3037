#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  markStashResumed,
  stashIndexPath
} from "./chunk-VJDTJM7U.js";
import {
  resumeStash
} from "./chunk-3TQM7EWL.js";
import "./chunk-CNJHIBE3.js";
import "./chunk-7TPGI3WZ.js";
import "./chunk-5XYGYV2B.js";
import "./chunk-BLEU5OF2.js";
import "./chunk-OQEGFL2Q.js";
import {
  digestPaths
} from "./chunk-JMPUCGT5.js";
import "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-OLSZCPLX.js";
import "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
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
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/resume.ts
async function listStashes(ctx) {
  let stashed = (await loadStore(ctx.store)).visible.filter((m) => m.type === "breadcrumb" && m.status === "stashed" && !m.archived).sort((a, b) => a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0), json = {
    stashed: stashed.map((m) => ({ id: m.id, title: m.title, scope: m.scope, updated: m.updated }))
  }, text = stashed.length ? [
    ...stashed.map((m) => `${m.id}  ${m.title}  (${m.updated})`),
    "",
    "Resume one with strata resume <id>."
  ].join(`
`) : "No stashed threads.";
  return { json, text };
}
var resumeCommand = {
  name: "resume",
  help: `strata resume [<id>]

  Without an id, lists the stashed threads, newest first. With one, prints what the stashed thread was about (its prompts, the files it touched and the
  memories it links to) and marks the stash "resumed" so it is no longer offered.`,
  options: {},
  async run(ctx, args) {
    let id = args.positionals[0];
    if (id === void 0) return listStashes(ctx);
    let resumed = await resumeStash(ctx.store, id);
    try {
      markStashResumed(
        stashIndexPath(digestPaths(ctx.cacheRoot, ctx.projectRoot ?? null, ctx.memoryRoot).shared),
        id
      );
    } catch {
    }
    let { memory, prompts, files, linked } = resumed, json = {
      id: memory.id,
      title: memory.title,
      status: memory.status,
      prompts,
      files,
      linked,
      changed: resumed.changed
    }, lines = [
      `Resumed ${memory.id}: ${memory.title}`,
      "",
      "Prompts of the thread:",
      ...prompts.length ? prompts.map((p, i) => `  ${i + 1}. ${p}`) : ["  (none recorded)"],
      "",
      "Files it touched:",
      ...files.length ? files.map((f) => `  - ${f}`) : ["  (none recorded)"],
      ...linked.length ? ["", "Linked memories:", ...linked.map((l) => `  - ${l.id} (${l.type}): ${l.title}`)] : []
    ];
    return { json, text: lines.join(`
`) };
  }
};
export {
  resumeCommand
};
