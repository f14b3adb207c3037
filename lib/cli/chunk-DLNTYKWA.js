#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/scope.ts
var SCOPES = [
  "enterprise",
  "local",
  "claude",
  "project",
  "instructions",
  "global"
];
function isScopeName(value) {
  return typeof value == "string" && SCOPES.includes(value);
}
function rankScope(scope) {
  return SCOPES.indexOf(scope);
}
function resolveShadowing(items) {
  let winner = /* @__PURE__ */ new Map();
  for (let item of items) {
    let current = winner.get(item.id);
    (!current || rankScope(item.scope) < rankScope(current.scope)) && winner.set(item.id, item);
  }
  let visible = [], shadowed = [];
  for (let item of items) {
    let top = winner.get(item.id);
    top === item ? visible.push(item) : shadowed.push({ item, by: top.scope });
  }
  return { visible, shadowed };
}

export {
  SCOPES,
  isScopeName,
  rankScope,
  resolveShadowing
};
