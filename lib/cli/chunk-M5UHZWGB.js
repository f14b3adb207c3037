#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  createScopeFile
} from "./chunk-P2YN5BTH.js";
import {
  findMemory,
  getScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  CLAUDE_INDEX_FILE,
  assertRealFolders,
  claudeTypeOf,
  editDocument,
  hashText,
  isMemoryType,
  lockPathFor,
  parseDocument,
  readFileText,
  updateFileText,
  wikiLinks,
  withLock
} from "./chunk-SDR562BD.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/services/claude-memory/claude-notes.ts
import { lstat, unlink } from "node:fs/promises";
import path from "node:path";

// src/core/claude/claude-index.ts
var LINK_TARGET = /\]\(\s*<?([^)>\s]+)>?\s*\)/g;
function normalizeTarget(target) {
  let t = target;
  try {
    t = decodeURIComponent(t);
  } catch {
  }
  return t.replace(/^\.\//, "");
}
function pointsTo(line, file) {
  for (let match of line.matchAll(LINK_TARGET))
    if (normalizeTarget(match[1] ?? "") === file) return !0;
  return !1;
}
function flatten(text) {
  return text.replace(/[\r\n]+/g, " ").trim();
}
function formatIndexLine(title, file, hook) {
  let label = flatten(title).replace(/[[\]]/g, ""), rest = flatten(hook);
  return `- [${label}](${file})${rest ? ` \u2014 ${rest}` : ""}`;
}
function splitLines(text) {
  let eol = text.includes(`\r
`) ? `\r
` : `
`, trailing = text === "" || text.endsWith(`
`), body = trailing ? text.replace(/\r?\n$/, "") : text;
  return { lines: body === "" ? [] : body.split(/\r?\n/), eol, trailing };
}
function joinLines(lines, eol) {
  return lines.length ? `${lines.join(eol)}${eol}` : "";
}
function removeIndexLines(text, file) {
  let { lines, eol } = splitLines(text), kept = lines.filter((line) => !pointsTo(line, file));
  return kept.length === lines.length ? null : joinLines(kept, eol);
}
function setIndexLine(text, file, title, hook) {
  let { lines, eol } = splitLines(text), at = lines.findIndex((line2) => pointsTo(line2, file));
  if (at < 0) return joinLines([...lines, formatIndexLine(title, file, hook)], eol);
  let line = lines[at] ?? "", label = /^\s*[-*]\s*\[([^\]]*)\]/.exec(line)?.[1] ?? title, next = formatIndexLine(label, file, hook);
  return next === line ? null : (lines[at] = next, joinLines(lines, eol));
}

// src/services/claude-memory/claude-notes.ts
async function findClaudeNote(ctx, id) {
  let scope = getScope(ctx, "claude"), note = findMemory(await loadStore(ctx), id, "claude");
  if (await assertRealFolders(scope, [note.path, path.join(scope.dir, CLAUDE_INDEX_FILE)]), !(await lstat(note.path)).isFile())
    throw new StrataError("UNSAFE_PATH", `${note.path} is not a regular file`, {
      subject: note.path,
      hint: "replace the link with the note itself"
    });
  return { note, scope };
}
async function rewriteNote(note, mutate) {
  let options = note.hash ? { expectedHash: note.hash } : {};
  await updateFileText(note.path, mutate, options);
}
async function updateClaudeIndex(scope, edit) {
  let file = path.join(scope.dir, CLAUDE_INDEX_FILE), info = await lstat(file).catch(() => null);
  if (info && !info.isFile())
    throw new StrataError("UNSAFE_PATH", `${file} is not a regular file`, {
      subject: file,
      hint: "replace the link with the file itself"
    });
  if (info) {
    await updateFileText(file, edit);
    return;
  }
  let created = edit("");
  created !== null && await withLock(lockPathFor(file), () => createScopeFile(scope, file, created));
}
async function linkClaudeNote(ctx, from, to) {
  let { note } = await findClaudeNote(ctx, from);
  return from === to || wikiLinks(note.body).includes(to) ? !1 : (await rewriteNote(note, (text) => {
    let body = parseDocument(text, note.path).body, eol = text.includes(`\r
`) ? `\r
` : `
`, sep = body === "" || body.endsWith(`
`) ? "" : eol;
    return editDocument(text, note.path, {}, `${body}${sep}${eol}Related: [[${to}]]${eol}`);
  }), !0);
}
function typeChanges(data, type) {
  if (!isMemoryType(type))
    throw new StrataError("INVALID_ARGUMENT", `type ${JSON.stringify(type)} is not a type name`, {
      subject: "type",
      hint: "use user, feedback, project or reference"
    });
  let metadata = data.metadata;
  return typeof metadata == "object" && metadata !== null && !Array.isArray(metadata) ? { metadata: { ...metadata, type } } : data.type !== void 0 ? { type } : { metadata: { type } };
}
async function editClaudeNote(ctx, id, edit) {
  let { note, scope } = await findClaudeNote(ctx, id), description = edit.description?.replace(/[\r\n]+/g, " ").trim();
  if (edit.description !== void 0 && !description)
    throw new StrataError("INVALID_ARGUMENT", "description must not be empty", {
      subject: "description",
      hint: "give a one-line summary"
    });
  await rewriteNote(note, (text) => {
    let data = parseDocument(text, note.path).data, changes = {};
    return description && (changes.description = description), edit.type !== void 0 && edit.type !== claudeTypeOf(data) && Object.assign(changes, typeChanges(data, edit.type)), editDocument(text, note.path, changes, edit.body);
  }), description && await updateClaudeIndex(
    scope,
    (text) => setIndexLine(text, note.relPath, note.id, description)
  );
}
async function forgetClaudeNote(ctx, id) {
  let { note, scope } = await findClaudeNote(ctx, id);
  return await removeClaudeNoteFile(note), await updateClaudeIndex(scope, (text) => removeIndexLines(text, note.relPath)), note;
}
async function removeClaudeNoteFile(note) {
  await withLock(lockPathFor(note.path), async () => {
    if (note.hash && hashText(await readFileText(note.path)) !== note.hash)
      throw new StrataError("CONFLICT", `${note.path} changed since it was read`, {
        subject: note.path,
        hint: "read it again and repeat the command"
      });
    await unlink(note.path);
  });
}

export {
  removeIndexLines,
  findClaudeNote,
  updateClaudeIndex,
  linkClaudeNote,
  editClaudeNote,
  forgetClaudeNote,
  removeClaudeNoteFile
};
