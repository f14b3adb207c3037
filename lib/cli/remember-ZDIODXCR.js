#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  SIMILAR_ADVICE,
  rememberUnlessDuplicate
} from "./chunk-LYLSOPEM.js";
import {
  checkRememberInput
} from "./chunk-K3NMPYRY.js";
import "./chunk-AWALBVE5.js";
import "./chunk-CKT5O2OA.js";
import {
  openCliSearch
} from "./chunk-6XCJSHU6.js";
import "./chunk-JYCWD5N6.js";
import "./chunk-XY42DTO5.js";
import "./chunk-JBHLJ3WN.js";
import "./chunk-7HPHGT26.js";
import "./chunk-NOXW6R2N.js";
import "./chunk-NJ2P3RLO.js";
import "./chunk-W5X35YEQ.js";
import "./chunk-3IN3Q2I3.js";
import "./chunk-AFPLRYXO.js";
import "./chunk-HG3T26BZ.js";
import "./chunk-JGJ7IV7R.js";
import "./chunk-55WLMWC4.js";
import "./chunk-GSOBD76S.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-MNWK5XX6.js";
import "./chunk-DDOISPAB.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import "./chunk-S4DUOETW.js";
import "./chunk-4M74PJ3F.js";
import "./chunk-F7HTLIEW.js";
import {
  toSummary
} from "./chunk-OZIVID4U.js";
import "./chunk-QS4KRLXQ.js";
import "./chunk-KP6LVW33.js";
import "./chunk-7EZAQLTH.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import "./chunk-3CDPA2ZM.js";
import {
  MEMORY_TYPES
} from "./chunk-3TEKGEPV.js";
import {
  readGlobList,
  readList,
  readPhrases,
  readScope,
  readString,
  requireOption
} from "./chunk-SKTCOYLK.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/remember.ts
function describeSimilar(check) {
  if (!check.similar.length) return "";
  let lines = check.similar.map(
    (m) => `  ${m.id}  [${m.scope}]  ${m.score.toFixed(3)}  ${m.title}`
  );
  return `
Similar memories (${SIMILAR_ADVICE}):
${lines.join(`
`)}`;
}
var rememberCommand = {
  name: "remember",
  help: `strata remember --type TYPE --title TITLE [--body TEXT | < body.md] [options]

  --type TYPE            decision | learning | artifact | gotcha | breadcrumb | hub
  --title TITLE          one line (or give it as the first argument)
  --body TEXT            the markdown body; read from standard input when omitted
  --tag T                tags, repeatable or comma-separated
  --alias PHRASE         another way someone would ask for it, in words the title and
                         body do not use; repeatable, 2-5 of them, up to 80 characters
  --link ID              ids of memories to link to (label relates-to), repeatable
  --scope S              local | project | global | enterprise (default: project inside a
                         git repository, else global)
  --severity S           gotchas: critical | high | medium | low
  --file-pattern GLOB    gotchas: files that trigger it, relative to the project root
  --status S             e.g. open (breadcrumbs)
  --if-unique            do not save when an existing memory says the same thing (error
                         DUPLICATE naming it); by default the memory is saved and the
                         matches are listed (JSON: similar: [{id, title, scope, score}])`,
  options: {
    type: { type: "string" },
    title: { type: "string" },
    body: { type: "string" },
    tag: { type: "string", multiple: !0 },
    alias: { type: "string", multiple: !0 },
    link: { type: "string", multiple: !0 },
    scope: { type: "string" },
    severity: { type: "string" },
    "file-pattern": { type: "string", multiple: !0 },
    status: { type: "string" },
    "if-unique": { type: "boolean" }
  },
  async run(ctx, { values, positionals }) {
    let body = readString(values.body) ?? await ctx.readStdin(), scope = readScope(values.scope) ?? (ctx.projectRoot ? "project" : "global"), input = {
      type: requireOption(
        values.type,
        "--type",
        `give --type ${MEMORY_TYPES.join(" | ")}, e.g. strata remember --type decision --title "\u2026"`
      ),
      title: readString(values.title) ?? positionals.join(" "),
      body,
      scope,
      tags: readList(values.tag),
      aliases: readPhrases(values.alias),
      links: readList(values.link),
      severity: values.severity,
      filePatterns: readGlobList(values["file-pattern"]),
      status: values.status
    };
    checkRememberInput(ctx.store, input);
    let service = await openCliSearch(ctx);
    try {
      let { memory, check } = await rememberUnlessDuplicate(ctx.store, input, {
        service,
        ifUnique: values["if-unique"] === !0
      }), similar = check?.similar ?? [], json = {
        ...toSummary(memory),
        similar,
        ...similar.length ? { advice: SIMILAR_ADVICE } : {},
        duplicateCheck: check?.method ?? "skipped"
      }, text = `Saved ${memory.id} (${memory.scope}): ${memory.path}${check ? describeSimilar(check) : ""}`;
      return { json, text };
    } finally {
      await service.close();
    }
  }
};
export {
  rememberCommand
};
