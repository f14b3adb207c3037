#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  globLiteral
} from "./chunk-FENPW5QV.js";
import {
  compileGlob
} from "./chunk-G254DFDV.js";
import {
  listMarkdown,
  parseDocument,
  readMemoryText
} from "./chunk-SONTDN6H.js";
import {
  editDistance
} from "./chunk-PD5D57LS.js";

// src/services/audit-files.ts
import path from "node:path";
var KNOWN_KEYS = [
  "id",
  "title",
  "tags",
  "links",
  "created",
  "updated",
  "severity",
  "status",
  "scope",
  "file_patterns",
  "project",
  "source"
];
function explainMissingType(data) {
  for (let key of Object.keys(data)) {
    let lower = key.toLowerCase();
    if (lower === "type") return `the key "${key}:" must be lowercase "type:"`;
    if (!KNOWN_KEYS.includes(lower) && lower.length >= 3 && editDistance(lower, "type") <= 2)
      return `no "type:" in the frontmatter; "${key}:" looks like a misspelling of "type:"`;
  }
  return 'no "type:" in the frontmatter (decision, learning, gotcha, \u2026), so it is not a memory';
}
function classifyNonMemory(text, file) {
  if (!text.trim()) return "empty file";
  let doc = parseDocument(text, file);
  if (doc.hasFrontmatter) return explainMissingType(doc.data);
  let first = text.trimStart().split(`
`, 1)[0] ?? "";
  return /^(type|title|tags|id)\s*:/i.test(first) ? 'frontmatter fields without the opening "---" line' : null;
}
async function findNotMemories(ctx, memories, problems) {
  let loaded = new Set(memories.map((m) => m.path)), broken = new Map(
    problems.map((p) => [p.path, p.message.replace(`strata: ${p.path}: `, "")])
  ), refused = new Set(problems.filter((p) => p.code === "UNSAFE_PATH").map((p) => p.path)), found = [];
  for (let scope of ctx.scopes)
    if (!refused.has(scope.dir))
      for (let rel of await listMarkdown(scope, [])) {
        let file = path.join(scope.dir, rel);
        if (loaded.has(file) && !broken.has(file)) continue;
        let reason = broken.get(file) ?? null;
        if (reason === null)
          try {
            reason = classifyNonMemory(await readMemoryText(scope, rel, ctx.read), file);
          } catch (error) {
            reason = error instanceof Error ? error.message : String(error);
          }
        reason !== null && found.push({ path: file, scope: scope.scope, reason });
      }
  return found;
}
async function findUnloadedMemories(ctx, memories, problems) {
  let broken = new Set(problems.map((p) => p.path));
  return (await findNotMemories(ctx, memories, problems)).filter((n) => !broken.has(n.path));
}
function groupByExtension(files) {
  let groups = /* @__PURE__ */ new Map();
  for (let file of files) {
    let base = file.slice(file.lastIndexOf("/") + 1), dot = base.lastIndexOf("."), ext = dot < 0 ? "" : base.slice(dot + 1), group = groups.get(ext);
    group ? group.push(file) : groups.set(ext, [file]);
  }
  return groups;
}
function requiredExtension(glob) {
  let pattern = glob.trim();
  if (/[{[\\]/.test(pattern) || pattern.endsWith("/")) return null;
  let base = pattern.slice(pattern.lastIndexOf("/") + 1), tail = base.slice(Math.max(base.lastIndexOf("*"), base.lastIndexOf("?")) + 1), dot = tail.lastIndexOf(".");
  return dot < 0 ? null : tail.slice(dot + 1);
}
function matchesSomeFile(glob, files, byExt) {
  let matcher;
  try {
    matcher = compileGlob(glob);
  } catch {
    return !1;
  }
  let ext = requiredExtension(glob), candidates = ext === null ? files : byExt.get(ext) ?? [], literal = globLiteral(glob);
  return candidates.some((f) => (!literal || f.includes(literal)) && matcher.test(f));
}
function findStaleGotchas(memories, listing) {
  let gotchas = memories.filter((m) => m.type === "gotcha" && m.filePatterns?.length);
  if (!listing || listing.truncated || !gotchas.length) return [];
  let { files } = listing, byExt = groupByExtension(files), known = /* @__PURE__ */ new Map(), matches = (glob) => {
    let cached = known.get(glob);
    if (cached !== void 0) return cached;
    let found = matchesSomeFile(glob, files, byExt);
    return known.set(glob, found), found;
  };
  return gotchas.filter((m) => !m.filePatterns.some(matches)).map((m) => ({
    id: m.id,
    scope: m.scope,
    reason: "file_patterns match no file of the project",
    detail: m.filePatterns.join(", ")
  }));
}

export {
  findNotMemories,
  findUnloadedMemories,
  findStaleGotchas
};
