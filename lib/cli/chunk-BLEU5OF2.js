#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  editClaudeNote
} from "./chunk-M5UHZWGB.js";
import {
  checkAliases,
  checkBody,
  checkCommandPatterns,
  checkFilePatterns,
  checkSeverity,
  checkTags,
  checkTitle
} from "./chunk-N72CJCK6.js";
import {
  isoSeconds
} from "./chunk-7KTB7TC7.js";
import {
  findMemory,
  getWritableScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  assertRealFolders,
  editDocument,
  listItems,
  parseDocument,
  readAliases,
  readMemoryFile,
  updateFileText
} from "./chunk-SDR562BD.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/services/update.ts
import path from "node:path";
function currentTags(data) {
  return listItems(data.tags) ?? [];
}
function aliasChange(value, data) {
  let aliases = checkAliases(value);
  return JSON.stringify(aliases) === JSON.stringify(readAliases(data.aliases)) ? {} : { aliases: aliases.length ? aliases : void 0 };
}
function computeChanges(input, data, stamp) {
  let changes = {};
  if (input.title !== void 0 && (changes.title = checkTitle(input.title)), input.aliases !== void 0 && Object.assign(changes, aliasChange(input.aliases, data)), input.severity !== void 0 && (changes.severity = checkSeverity(input.severity)), input.filePatterns !== void 0 && (changes.file_patterns = checkFilePatterns(input.filePatterns)), input.commandPatterns !== void 0) {
    let commands = checkCommandPatterns(input.commandPatterns);
    changes.command_patterns = commands.length ? commands : void 0;
  }
  if (input.status !== void 0) {
    if (typeof input.status != "string" || !/^[a-z][a-z0-9-]{0,39}$/.test(input.status))
      throw new StrataError(
        "INVALID_ARGUMENT",
        `status ${JSON.stringify(input.status)} is not a status word`,
        {
          subject: "status",
          hint: "e.g. open, stashed, resumed, done"
        }
      );
    changes.status = input.status;
  }
  if (input.tags !== void 0 || input.addTags !== void 0 || input.removeTags !== void 0) {
    let base = input.tags !== void 0 ? checkTags(input.tags) : currentTags(data), removed = new Set(checkTags(input.removeTags)), tags = [.../* @__PURE__ */ new Set([...base, ...checkTags(input.addTags)])].filter(
      (t) => !removed.has(t)
    );
    JSON.stringify(tags) !== JSON.stringify(currentTags(data)) && (changes.tags = tags);
  }
  return (Object.keys(changes).length || input.body !== void 0) && (changes.updated = stamp), changes;
}
async function updateClaudeMemory(ctx, memory, input) {
  let others = Object.entries(input).filter(
    ([key, value]) => value !== void 0 && key !== "title" && key !== "body"
  );
  if (others.length) {
    let names = others.map(([key]) => key).join(", ");
    throw new StrataError(
      "INVALID_ARGUMENT",
      `"${memory.id}" is a note in Claude Code's own memory, which has no ${names}`,
      {
        subject: others[0]?.[0],
        hint: `change its title or body, or promote it first: strata promote ${memory.id}`
      }
    );
  }
  let body = input.body === void 0 ? void 0 : checkBody(input.body, ctx.read.maxFileBytes), edit = {};
  return input.title !== void 0 && (edit.description = checkTitle(input.title)), body !== void 0 && (edit.body = body.startsWith(`
`) ? body : `
${body}`), await editClaudeNote(ctx, memory.id, edit), findMemory(await loadStore(ctx), memory.id, "claude");
}
async function updateMemory(ctx, id, input, target = {}) {
  let memory = findMemory(await loadStore(ctx), id, target.scope);
  if (memory.scope === "claude") return updateClaudeMemory(ctx, memory, input);
  let scope = getWritableScope(ctx, memory.scope), body = input.body === void 0 ? void 0 : checkBody(input.body, ctx.read.maxFileBytes), stamp = isoSeconds(ctx.now()), options = target.expectedHash ? { expectedHash: target.expectedHash } : {};
  await assertRealFolders(scope, [memory.path]), await updateFileText(
    memory.path,
    (text) => {
      let changes = computeChanges(input, parseDocument(text, memory.path).data, stamp);
      if (!Object.keys(changes).length) return null;
      let newBody = body === void 0 ? void 0 : body.startsWith(`
`) ? body : `
${body}`;
      return editDocument(text, memory.path, changes, newBody);
    },
    options
  );
  let rel = path.relative(scope.dir, memory.path).split(path.sep).join("/"), updated = await readMemoryFile(scope, rel, ctx.read);
  if (!updated) throw new StrataError("IO_ERROR", `${memory.path} no longer reads as a memory`);
  return updated;
}

export {
  updateMemory
};
