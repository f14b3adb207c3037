#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  SIMILAR_ADVICE,
  rememberUnlessDuplicate
} from "./chunk-ECZL2V5Y.js";
import {
  checkRememberInput
} from "./chunk-BBFCHOZY.js";
import "./chunk-HAUDXSSM.js";
import "./chunk-SBSEHYSW.js";
import {
  openCliSearch
} from "./chunk-O6HBL4G4.js";
import "./chunk-6CKQYH2G.js";
import "./chunk-XQZ7FGD7.js";
import "./chunk-TGVE5BR7.js";
import "./chunk-7HPHGT26.js";
import "./chunk-XR4BMT44.js";
import "./chunk-AKEHBPYE.js";
import "./chunk-NLY7HLKL.js";
import "./chunk-GKPZUC7S.js";
import "./chunk-WTKN4XXE.js";
import "./chunk-LCO5PAMA.js";
import "./chunk-AU2KG4I4.js";
import "./chunk-HYQUVRP4.js";
import "./chunk-6PPRJXWO.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-44M35BFG.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-VE4HPMBT.js";
import "./chunk-43VN4BCW.js";
import "./chunk-R25RW46D.js";
import "./chunk-6NFP7X56.js";
import "./chunk-3ZGVL2AA.js";
import {
  toSummary
} from "./chunk-OZIVID4U.js";
import "./chunk-E2Q3D7PQ.js";
import "./chunk-GFNYZ7BH.js";
import "./chunk-Y4UX2HIK.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import "./chunk-QTF3A53O.js";
import {
  MEMORY_TYPES
} from "./chunk-J67IECIZ.js";
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
