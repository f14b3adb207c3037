#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  globLiteral
} from "./chunk-TLHG7XIM.js";
import {
  compileGlob
} from "./chunk-2ETZKUNT.js";
import {
  listMarkdown,
  parseDocument,
  readMemoryText,
  runGit
} from "./chunk-SDR562BD.js";
import {
  editDistance
} from "./chunk-PD5D57LS.js";

// src/services/audit/audit-files.ts
import path from "node:path";

// src/services/audit/audit-renames.ts
var PLAIN_PATH = /^[^*?[{\\]+$/, MAX_HOPS = 4, GIT_TIMEOUT_MS = 5e3;
async function renamedOnce(root, file) {
  let removed = await runGit(
    root,
    ["log", "--diff-filter=D", "--format=%H", "-n", "1", "--", file],
    { timeoutMs: GIT_TIMEOUT_MS }
  ), commit = removed.ok ? removed.stdout.trim() : "";
  if (!/^[0-9a-f]{7,64}$/.test(commit)) return null;
  let changes = await runGit(
    root,
    ["diff-tree", "-r", "-M", "--name-status", "--no-commit-id", "--diff-filter=R", commit],
    { timeoutMs: GIT_TIMEOUT_MS }
  );
  for (let line of changes.ok ? changes.stdout.split(`
`) : []) {
    let [status, from, to] = line.split("	");
    if (status?.startsWith("R") && from === file && to) return { to, commit: commit.slice(0, 12) };
  }
  return null;
}
async function findPatternRenames(root, patterns, exists) {
  let found = [];
  for (let pattern of patterns) {
    let file = pattern.trim().replace(/^\.?\//, "");
    if (!PLAIN_PATH.test(file) || exists(file)) continue;
    let at = file, commit = "";
    for (let hop = 0; hop < MAX_HOPS && !exists(at); hop++) {
      let next = await renamedOnce(root, at);
      if (!next) break;
      at = next.to, commit = next.commit;
    }
    at !== file && exists(at) && found.push({ from: pattern, to: at, commit });
  }
  return found;
}

// src/services/audit/audit-files.ts
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
  let ext = requiredExtension(glob), candidates = ext === null ? files : [...byExt.get(ext) ?? [], ...files.filter((f) => f.includes(`.${ext}/`))], literal = globLiteral(glob);
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
async function addPatternRenames(stale, memories, projectRoot, listing) {
  let files = new Set(listing.files), patterns = new Map(
    memories.map((m) => [m.id, m.filePatterns ?? []])
  );
  for (let item of stale) {
    let renamed = await findPatternRenames(
      projectRoot,
      patterns.get(item.id) ?? [],
      (p) => files.has(p)
    );
    if (!renamed.length) continue;
    item.renamed = renamed;
    let moves = renamed.map((r) => `${r.from} was renamed to ${r.to} in ${r.commit}`);
    item.detail = `${item.detail}; ${moves.join("; ")}`;
    let now = (patterns.get(item.id) ?? []).map(
      (p) => renamed.find((r) => r.from === p)?.to ?? p
    );
    item.fix = `strata edit ${item.id} ${now.map((p) => `--file-pattern ${JSON.stringify(p)}`).join(" ")}`;
  }
}

export {
  findNotMemories,
  findUnloadedMemories,
  findStaleGotchas,
  addPatternRenames
};
