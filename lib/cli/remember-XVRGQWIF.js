#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  SIMILAR_ADVICE,
  rememberUnlessDuplicate
} from "./chunk-ZFY755XL.js";
import {
  checkRememberInput
} from "./chunk-7TPGI3WZ.js";
import "./chunk-GLYZKV5X.js";
import {
  openCliSearch
} from "./chunk-DZWLW3MV.js";
import "./chunk-RRY4VHF5.js";
import "./chunk-2X3XVHUP.js";
import "./chunk-TGVE5BR7.js";
import "./chunk-5XYGYV2B.js";
import "./chunk-TPDF2BVG.js";
import "./chunk-SZZWAVGO.js";
import "./chunk-6NYJ7ISR.js";
import "./chunk-VUFTBUXA.js";
import "./chunk-QKDODJ4C.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import "./chunk-MSBHMWFW.js";
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
import {
  toSummary
} from "./chunk-NGMTUAI5.js";
import "./chunk-AGVA75HD.js";
import "./chunk-A4QYTY4Q.js";
import "./chunk-N72CJCK6.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import "./chunk-FUTSRKGR.js";
import {
  MEMORY_TYPES
} from "./chunk-SDR562BD.js";
import {
  readGlobList,
  readList,
  readPhrases,
  readScope,
  readString,
  requireOption
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
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
  --command-pattern P    gotchas: a Bash command that triggers it, program first, e.g.
                         "prisma migrate reset" or "git push --force" (repeatable)
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
    "command-pattern": { type: "string", multiple: !0 },
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
      commandPatterns: readPhrases(values["command-pattern"]),
      status: values.status
    };
    checkRememberInput(ctx.store, input);
    let service = await openCliSearch(ctx);
    try {
      let { memory, check } = await rememberUnlessDuplicate(ctx.store, input, {
        service,
        ifUnique: values["if-unique"] === !0
      });
      await service.applyWritten([memory.path]);
      let similar = check?.similar ?? [], json = {
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
