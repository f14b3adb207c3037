#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isMemoryId,
  scanScope
} from "./chunk-SDR562BD.js";
import {
  resolveShadowing
} from "./chunk-DLNTYKWA.js";
import {
  didYouMean
} from "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/storage/load-store.ts
import path from "node:path";
function isNamedAfterId(m) {
  return path.basename(m.path, ".md") === m.id;
}
function preferNamedFiles(all) {
  let groups = /* @__PURE__ */ new Map();
  all.forEach((m, i) => {
    if (m.archived) return;
    let key = `${m.scope}\0${m.id}`;
    groups.set(key, [...groups.get(key) ?? [], i]);
  });
  let out = [...all];
  for (let places of groups.values()) {
    if (places.length < 2) continue;
    let items = places.map((i) => all[i]), ordered = [...items.filter(isNamedAfterId), ...items.filter((m) => !isNamedAfterId(m))];
    places.forEach((place, j) => {
      out[place] = ordered[j];
    });
  }
  return out;
}
async function loadStore(ctx) {
  let scans = await Promise.all(ctx.scopes.map((s) => scanScope(s, ctx.read))), all = preferNamedFiles(scans.flatMap((s) => s.memories)), { visible, shadowed } = resolveShadowing(all);
  return { all, visible, shadowed, problems: scans.flatMap((s) => s.problems) };
}
function getScope(ctx, name) {
  let scope = ctx.scopes.find((s) => s.scope === name);
  if (scope) return scope;
  let hint = name === "enterprise" ? "IT sets CLAUDE_MEMORY_ENTERPRISE_PATH in managed-settings.json" : name === "global" ? "the global scope is turned off in config.json (scopes.global)" : "run inside a git repository, or pass --project DIR";
  throw new StrataError("SCOPE_UNAVAILABLE", `the ${name} scope is not available here`, {
    subject: name,
    hint
  });
}
function getWritableScope(ctx, name) {
  let scope = getScope(ctx, name);
  if (name === "claude")
    throw new StrataError(
      "READ_ONLY_SCOPE",
      `the claude scope (${scope.dir}) is Claude Code's own memory: strata writes there only to link, edit, forget or promote a note, in Claude Code's format`,
      {
        subject: name,
        hint: "save to the project or local scope, or promote the note to the project with `strata promote <id>`"
      }
    );
  if (name === "instructions")
    throw new StrataError(
      "READ_ONLY_SCOPE",
      "the instructions scope is the project's CLAUDE.md files and .claude/rules: strata reads them, never writes them",
      { subject: name, hint: "edit those files yourself, or save to the project or local scope" }
    );
  if (scope.readOnly)
    throw new StrataError("READ_ONLY_SCOPE", `the ${name} scope (${scope.dir}) is read-only`, {
      subject: name,
      hint: "enterprise memories are managed by administrators: rerun with --admin (or STRATA_ADMIN=1) if you are one"
    });
  return scope;
}
function assertMemoryId(id, field = "id") {
  if (!isMemoryId(id))
    throw new StrataError("INVALID_ID", `${field} ${JSON.stringify(id)} is not a memory id`, {
      subject: field,
      hint: "a memory id is a slug like decision-use-postgres (no slashes or dots)"
    });
}
function findBrokenFile(store, id) {
  return store.problems.find((p) => path.basename(p.path) === `${id}.md`);
}
function findMemory(store, id, scope) {
  assertMemoryId(id);
  let found = scope ? store.all.find((m) => m.id === id && m.scope === scope) : store.visible.find((m) => m.id === id);
  if (!found) {
    let broken = findBrokenFile(store, id);
    throw broken ? new StrataError(
      broken.code,
      `the file of "${id}" is broken: ${broken.message.replace(/^strata: /, "")}`,
      { subject: broken.path, hint: `fix ${broken.path}, then check it with strata verify` }
    ) : new StrataError(
      "NOT_FOUND",
      `no memory with id "${id}"${scope ? ` in the ${scope} scope` : ""}`,
      {
        subject: id,
        hint: `${suggestIds(store, id, scope)}list ids with \`strata list\`, or search with \`strata search <words>\``
      }
    );
  }
  return found;
}
var MAX_SUGGESTED = 3;
function findIdsByPrefix(store, prefix, scope) {
  let pool = scope ? store.all.filter((m) => m.scope === scope) : store.all;
  return [...new Set(pool.filter((m) => m.id.startsWith(prefix)).map((m) => m.id))].sort();
}
function suggestIds(store, id, scope) {
  let started = findIdsByPrefix(store, id, scope);
  if (started.length > 0) {
    let named = started.slice(0, MAX_SUGGESTED).join(", "), more = started.length > MAX_SUGGESTED ? ` (${started.length} ids start so)` : "";
    return `did you mean ${named}${more}? `;
  }
  let pool = scope ? store.all.filter((m) => m.scope === scope) : store.all;
  return didYouMean(
    id,
    pool.map((m) => m.id)
  );
}

export {
  loadStore,
  getScope,
  getWritableScope,
  assertMemoryId,
  findMemory,
  findIdsByPrefix
};
