#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  updateMemory
} from "./chunk-BLEU5OF2.js";
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
import {
  toSummary
} from "./chunk-NGMTUAI5.js";
import "./chunk-M5UHZWGB.js";
import "./chunk-N72CJCK6.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import {
  findMemory,
  getWritableScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  aliasesProblem,
  assertRealFolders,
  encodeText,
  hashText,
  parseScopedMemory,
  readFileText,
  toScopeRelativePath,
  updateFileText
} from "./chunk-SDR562BD.js";
import {
  readGlobList,
  readList,
  readPhrases,
  readScope,
  readString,
  requirePositional
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/edit.ts
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
var FIELD_OPTIONS = [
  "title",
  "body",
  "tags",
  "alias",
  "add-tag",
  "remove-tag",
  "severity",
  "status",
  "file-pattern",
  "command-pattern"
];
function checkEditedAliases(before, after) {
  if (JSON.stringify(before ?? []) === JSON.stringify(after.aliases ?? [])) return;
  let problem = aliasesProblem(after.aliases ?? []);
  if (problem)
    throw new StrataError("INVALID_FRONTMATTER", `${after.path}: field "aliases" ${problem}`, {
      subject: after.path,
      hint: `keep 2-${5} short phrases, one line each`
    });
}
async function editorFailed(editor, status, file, original, copy) {
  let kept = await readFileText(copy).catch(() => original) !== original;
  kept || await rm(path.dirname(copy), { recursive: !0, force: !0 });
  let hint = status === 127 ? `set VISUAL or EDITOR to an editor installed here ("${editor}" was not found)` : kept ? `your edit is kept in ${copy}; copy it over the file, or run strata edit again and quit the editor normally` : "run strata edit again and quit the editor normally (or use --title/--body/--add-tag)";
  return new StrataError("IO_ERROR", `${editor} exited with ${status}; ${file} is unchanged`, {
    subject: file,
    hint
  });
}
async function editInEditor(ctx, id, args) {
  let memory = findMemory(await loadStore(ctx.store), id, readScope(args.values.scope)), scope = getWritableScope(ctx.store, memory.scope), editor = ctx.env.VISUAL || ctx.env.EDITOR;
  if (!editor)
    throw new StrataError("INVALID_ARGUMENT", "no editor: $EDITOR is not set", {
      hint: "set EDITOR (e.g. EDITOR=vim), or change fields without one: --title, --body, --tags, --add-tag"
    });
  let original = await readFileText(memory.path), dir = await mkdtemp(path.join(tmpdir(), "strata-edit-")), copy = path.join(dir, path.basename(memory.path));
  await writeFile(copy, encodeText(original));
  let run = spawnSync("sh", ["-c", `${editor} "$1"`, "sh", copy], {
    stdio: "inherit",
    env: { ...ctx.env }
  });
  if (run.status !== 0) throw await editorFailed(editor, run.status, memory.path, original, copy);
  let edited = await readFileText(copy);
  if (edited === original)
    return await rm(dir, { recursive: !0, force: !0 }), { json: { ...toSummary(memory), changed: !1 }, text: `${memory.id}: no change` };
  let relPath = toScopeRelativePath(
    path.relative(scope.dir, memory.path).split(path.sep).join("/")
  );
  try {
    let parsed = parseScopedMemory(edited, { path: memory.path, relPath, scope: memory.scope });
    if (!parsed)
      throw new StrataError(
        "INVALID_FRONTMATTER",
        `${memory.path}: the edited file has no type field`
      );
    checkEditedAliases(memory.aliases, parsed), await assertRealFolders(scope, [memory.path]), await updateFileText(memory.path, () => edited, {
      expectedHash: hashText(original),
      resolvesConflict: !0
    });
  } catch (error) {
    throw error instanceof StrataError ? new StrataError(error.code, `${error.message}; your edit is kept in ${copy}`, {
      hint: error.hint ?? ""
    }) : error;
  }
  return await rm(dir, { recursive: !0, force: !0 }), await refreshHookDigests(ctx), {
    json: { ...toSummary(memory), changed: !0 },
    text: `Saved ${memory.id}: ${memory.path}`
  };
}
var editCommand = {
  name: "edit",
  help: `strata edit <id> [--scope S]                      opens $VISUAL/$EDITOR
strata edit <id> [--title T] [--body TEXT] [--tags a,b] [--add-tag T] [--remove-tag T]
                 [--alias PHRASE]... [--severity S] [--status S] [--file-pattern GLOB]
                 [--command-pattern P]...

  --command-pattern replaces the command patterns (repeat it for each; "" removes them).
  --alias replaces the aliases (repeat it for each; --alias "" removes them all).
  With flags, only those frontmatter fields change; every other line stays as it is.
  In the editor, the result is checked before it is saved; if it is broken, or the file
  changed meanwhile, nothing is overwritten and your edit is kept in a temp file.`,
  options: {
    scope: { type: "string" },
    title: { type: "string" },
    body: { type: "string" },
    tags: { type: "string", multiple: !0 },
    alias: { type: "string", multiple: !0 },
    "add-tag": { type: "string", multiple: !0 },
    "remove-tag": { type: "string", multiple: !0 },
    severity: { type: "string" },
    status: { type: "string" },
    "file-pattern": { type: "string", multiple: !0 },
    "command-pattern": { type: "string", multiple: !0 }
  },
  async run(ctx, args) {
    let id = requirePositional(args, 0, "id", "strata edit <id>"), v = args.values;
    if (!FIELD_OPTIONS.some((o) => v[o] !== void 0)) return editInEditor(ctx, id, args);
    let scope = readScope(v.scope), memory = await updateMemory(
      ctx.store,
      id,
      {
        title: readString(v.title),
        body: readString(v.body),
        tags: readList(v.tags),
        aliases: readPhrases(v.alias),
        addTags: readList(v["add-tag"]),
        removeTags: readList(v["remove-tag"]),
        severity: v.severity,
        status: v.status,
        filePatterns: readGlobList(v["file-pattern"]),
        commandPatterns: readPhrases(v["command-pattern"])
      },
      scope ? { scope } : {}
    );
    return await refreshHookDigests(ctx), {
      json: { ...toSummary(memory), changed: !0 },
      text: `Saved ${memory.id}: ${memory.path}`
    };
  }
};
export {
  editCommand
};
