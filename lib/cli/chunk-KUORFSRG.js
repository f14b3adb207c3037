#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/dict.ts
function createDict() {
  return /* @__PURE__ */ Object.create(null);
}
function isUnsafeKey(key) {
  return key === "__proto__" || key === "constructor" || key === "prototype";
}

export {
  createDict,
  isUnsafeKey
};
