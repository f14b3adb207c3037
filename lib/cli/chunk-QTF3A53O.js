#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isMemoryId,
  scanScope
} from "./chunk-J67IECIZ.js";
import {
  resolveShadowing
} from "./chunk-CN5U335H.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/storage/load-store.ts
import path from "node:path";
async function loadStore(ctx) {
  let scans = await Promise.all(ctx.scopes.map((s) => scanScope(s, ctx.read))), all = scans.flatMap((s) => s.memories), { visible, shadowed } = resolveShadowing(all);
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
        hint: "list ids with `strata list`, or search with `strata search <words>`"
      }
    );
  }
  return found;
}

export {
  loadStore,
  getScope,
  getWritableScope,
  assertMemoryId,
  findMemory
};
