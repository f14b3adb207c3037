#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  MEMORY_TYPES
} from "./chunk-SDR562BD.js";
import {
  suggestWord
} from "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/core/type-filter.ts
function checkTypeFilter(types, present = /* @__PURE__ */ new Set(), field = "type") {
  let known = MEMORY_TYPES;
  for (let type of types) {
    if (known.includes(type) || present.has(type)) continue;
    let near = suggestWord(type, [...known, ...present]);
    if (near !== null)
      throw new StrataError("INVALID_ARGUMENT", `${field} "${type}" is not a memory type`, {
        subject: field,
        hint: `did you mean ${near}? types: ${MEMORY_TYPES.join(", ")} (or a custom type)`
      });
  }
}

export {
  checkTypeFilter
};
