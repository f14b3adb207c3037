#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  markStashResumed,
  stashIndexPath
} from "./chunk-QVFVA2XT.js";
import {
  resumeStash
} from "./chunk-XL626EYM.js";
import "./chunk-CNJHIBE3.js";
import "./chunk-E5PAK6WZ.js";
import "./chunk-U2XF3OWJ.js";
import "./chunk-7HPHGT26.js";
import "./chunk-BJ5WNGCB.js";
import {
  digestPaths
} from "./chunk-HG3T26BZ.js";
import "./chunk-55WLMWC4.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-BHMIW4XJ.js";
import "./chunk-DDOISPAB.js";
import "./chunk-FENPW5QV.js";
import "./chunk-7E7V7B3X.js";
import "./chunk-4TMJKTSZ.js";
import "./chunk-3BSIU2HZ.js";
import "./chunk-6QRQQULN.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-G254DFDV.js";
import "./chunk-UWHRKHYH.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-XRYSG3GC.js";
import "./chunk-SONTDN6H.js";
import {
  requirePositional
} from "./chunk-SKTCOYLK.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/resume.ts
var resumeCommand = {
  name: "resume",
  help: `strata resume <id>

  Prints what the stashed thread was about (its prompts, the files it touched and the
  memories it links to) and marks the stash "resumed" so it is no longer offered.`,
  options: {},
  async run(ctx, args) {
    let id = requirePositional(args, 0, "id", "strata resume <id>"), resumed = await resumeStash(ctx.store, id);
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
