#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  acceptDraft,
  archiveExpiredDrafts,
  discardDraft,
  findDraft,
  listDrafts
} from "./chunk-XEDFIG6S.js";
import "./chunk-CNJHIBE3.js";
import "./chunk-W4JP4HG3.js";
import "./chunk-PXYELFHQ.js";
import "./chunk-7TPGI3WZ.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import {
  updateMemory
} from "./chunk-BLEU5OF2.js";
import {
  refreshDigests
} from "./chunk-K4HMFOIA.js";
import "./chunk-FNSK6N3R.js";
import "./chunk-OQEGFL2Q.js";
import "./chunk-JMPUCGT5.js";
import "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-OLSZCPLX.js";
import "./chunk-TZM32FOC.js";
import {
  findPromotionCandidates
} from "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import {
  toSummary
} from "./chunk-NGMTUAI5.js";
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
import {
  readGlobList,
  readList,
  readScope,
  readString
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/review.ts
async function listAll(ctx) {
  let archived = await archiveExpiredDrafts(ctx.store, ctx.config.drafts.ttlDays);
  archived.length && await refresh(ctx);
  let store = await loadStore(ctx.store), drafts = listDrafts(store), promote = findPromotionCandidates(store.all), json = {
    drafts: drafts.map((m) => ({
      ...toSummary(m),
      rule: m.fields.capture_rule ?? null,
      session: m.fields.session ?? null,
      body: m.body
    })),
    archived,
    promote
  }, text = [
    ...drafts.map(
      (m) => `${m.id}  [${m.type}, ${String(m.fields.capture_rule ?? "draft")}, ${m.created.slice(0, 10)}]
  ${m.title}`
    ),
    `${countOf(drafts.length, "draft")} waiting for review${archived.length ? ` (${archived.length} older than ${ctx.config.drafts.ttlDays} days archived)` : ""}.`,
    drafts.length ? "Accept: strata review --accept <id> [--scope project|local|global] [--title T] [--body TEXT]; edit and keep waiting: strata review --edit <id> --title T; discard: strata review --discard <id>." : "",
    ...promotionLines(promote)
  ];
  return { json, text: text.filter(Boolean).join(`
`) };
}
function promotionLines(promote) {
  return promote.length ? [
    `${countOf(promote.length, "note")} in Claude Code's own memory may be team knowledge:`,
    ...promote.map((c) => `${c.id}  [${c.type}; ${c.reasons.join(", ")}]
  ${c.title}`),
    "Promote to the project (with the user's yes): strata move <id> --to project."
  ] : [];
}
async function refresh(ctx) {
  await refreshDigests(
    ctx.store,
    await loadStore(ctx.store),
    ctx.cacheRoot,
    ctx.projectRoot ?? null
  );
}
function readEdits(values) {
  return {
    title: readString(values.title),
    body: readString(values.body),
    tags: readList(values.tags),
    filePatterns: readGlobList(values["file-pattern"])
  };
}
var hasEdits = (edits) => Object.values(edits).some((v) => v !== void 0);
async function editDraft(ctx, id, edits) {
  let draft = findDraft(await loadStore(ctx.store), id);
  return updateMemory(ctx.store, draft.id, edits, {
    scope: draft.scope,
    ...draft.hash ? { expectedHash: draft.hash } : {}
  });
}
var reviewCommand = {
  name: "review",
  help: `strata review
strata review --accept <id> [--scope project|local|global] [EDITS]
strata review --edit <id> EDITS
strata review --discard <id>

  EDITS: [--title T] [--body TEXT] [--tags a,b] [--file-pattern GLOB]

  Without options, lists the drafts waiting for review (and archives those older than
  drafts.ttlDays). --accept makes a draft a normal memory: it stays in the local scope, or
  moves to the scope given (project for lessons the team should share); edits given with
  it are applied to the draft first, with the checks of strata edit, so a refused edit
  accepts nothing. --edit changes a draft and leaves it waiting. --discard moves it to
  archive/, where it stays readable; nothing is deleted.`,
  options: {
    accept: { type: "string" },
    edit: { type: "string" },
    discard: { type: "string" },
    scope: { type: "string" },
    title: { type: "string" },
    body: { type: "string" },
    tags: { type: "string", multiple: !0 },
    "file-pattern": { type: "string", multiple: !0 }
  },
  async run(ctx, { values }) {
    let accept = readString(values.accept), edit = readString(values.edit), discard = readString(values.discard), edits = readEdits(values);
    if ([accept, edit, discard].filter(Boolean).length > 1)
      throw new StrataError("INVALID_ARGUMENT", "give one of --accept, --edit and --discard", {
        subject: "--accept/--edit/--discard",
        hint: "review one draft action at a time"
      });
    if (hasEdits(edits) && !accept && !edit)
      throw new StrataError(
        "INVALID_ARGUMENT",
        "--title, --body, --tags and --file-pattern need --accept <id> or --edit <id>",
        {
          subject: "--title/--body/--tags/--file-pattern",
          hint: 'e.g. strata review --edit <id> --title "\u2026"'
        }
      );
    if (edit) {
      if (!hasEdits(edits))
        throw new StrataError("INVALID_ARGUMENT", `--edit ${edit} names no change`, {
          subject: "--edit",
          hint: "add --title, --body, --tags or --file-pattern (or use strata edit <id> for $EDITOR)"
        });
      let memory = await editDraft(ctx, edit, edits);
      return {
        json: { edited: toSummary(memory) },
        text: `Edited draft ${memory.id} (still waiting for review): ${memory.path}`
      };
    }
    if (accept) {
      hasEdits(edits) && await editDraft(ctx, accept, edits);
      let memory = await acceptDraft(ctx.store, accept, readScope(values.scope));
      return await refresh(ctx), {
        json: { accepted: toSummary(memory) },
        text: `Accepted ${memory.id} into the ${memory.scope} scope (${memory.path}).`
      };
    }
    if (discard) {
      let archivedPath = await discardDraft(ctx.store, discard);
      return await refresh(ctx), {
        json: { discarded: discard, archivedPath },
        text: `Discarded ${discard} \u2192 ${archivedPath}`
      };
    }
    return listAll(ctx);
  }
};
export {
  reviewCommand
};
