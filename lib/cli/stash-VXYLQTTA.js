#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  stashThread
} from "./chunk-3TQM7EWL.js";
import "./chunk-CNJHIBE3.js";
import "./chunk-7TPGI3WZ.js";
import "./chunk-BLEU5OF2.js";
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
import "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import {
  readList,
  readString
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/stash.ts
var stashCommand = {
  name: "stash",
  help: `strata stash [--label L] [--prompt P]... [--file F]... [--session ID]

  Writes a breadcrumb with status "stashed" in the local scope (global outside a
  project): the thread's prompts and files, secrets redacted. The hooks do this
  themselves when the conversation changes topic; resume with strata resume <id>.`,
  options: {
    label: { type: "string" },
    prompt: { type: "string", multiple: !0 },
    file: { type: "string", multiple: !0 },
    session: { type: "string" }
  },
  async run(ctx, args) {
    let prompts = args.values.prompt ?? [], label = readString(args.values.label), files = readList(args.values.file) ?? [], sessionId = readString(args.values.session);
    if (!label && !prompts.length && !files.length && !sessionId)
      throw new StrataError("INVALID_ARGUMENT", "nothing to stash", {
        hint: 'say what the thread is: strata stash --label "what you were doing" (add --prompt and --file to keep them); in Claude Code, /strata:stash stashes the conversation'
      });
    let memory = await stashThread(ctx.store, { label, prompts, files, sessionId });
    return {
      json: { id: memory.id, path: memory.path, title: memory.title },
      text: `Stashed ${memory.id} (${memory.path}); resume it with strata resume ${memory.id}`
    };
  }
};
export {
  stashCommand
};
