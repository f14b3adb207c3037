#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  DIGEST_VERSION
} from "./chunk-CBWY7LOT.js";
import {
  patternKey
} from "./chunk-26IND4QF.js";

// src/core/command/command-digest.ts
var COMMAND_DIGEST_VERSION = 1;
function buildCommandDigest(digest) {
  let programs = {}, gotchas = [];
  for (let gotcha of digest.gotchas) {
    let keys = /* @__PURE__ */ new Set();
    for (let pattern of gotcha.commands ?? []) {
      let key = patternKey(pattern);
      key !== null && keys.add(key);
    }
    if (keys.size) {
      for (let key of keys)
        Object.hasOwn(programs, key) || (programs[key] = []), programs[key].push(gotchas.length);
      gotchas.push(gotcha);
    }
  }
  return {
    version: COMMAND_DIGEST_VERSION,
    digestVersion: DIGEST_VERSION,
    generatedAt: digest.generatedAt,
    programs,
    gotchas
  };
}

export {
  buildCommandDigest
};
