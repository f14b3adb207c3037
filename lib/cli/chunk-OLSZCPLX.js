#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  DIGEST_VERSION
} from "./chunk-TZM32FOC.js";
import {
  compileCommandPattern,
  patternKey,
  programName
} from "./chunk-DZYGGF2K.js";

// src/core/command/command-digest.ts
var COMMAND_DIGEST_VERSION = 2;
function buildCommandDigest(digest) {
  let programs = {}, gotchas = [], matchers = [];
  for (let gotcha of digest.gotchas) {
    let keys = /* @__PURE__ */ new Set(), own = [];
    for (let pattern of gotcha.commands ?? []) {
      let key = patternKey(pattern), matcher = compileCommandPattern(pattern);
      key === null || !matcher || (keys.add(key), own.push(matcher));
    }
    if (keys.size) {
      for (let key of keys)
        Object.hasOwn(programs, key) || (programs[key] = []), programs[key].push(gotchas.length);
      gotchas.push(gotcha), matchers.push(own);
    }
  }
  return {
    version: COMMAND_DIGEST_VERSION,
    digestVersion: DIGEST_VERSION,
    generatedAt: digest.generatedAt,
    programs,
    gotchas,
    matchers
  };
}
function digestIndex(digest) {
  return {
    candidates: (shape) => {
      let key = programName(shape.program), list = Object.hasOwn(digest.programs, key) ? digest.programs[key] : null;
      return Array.isArray(list) ? list.filter((i) => Number.isInteger(i)) : [];
    },
    matchers: (i) => {
      let own = digest.version === 1 ? void 0 : digest.matchers?.[i];
      return Array.isArray(own) ? own : (digest.gotchas[i]?.commands ?? []).flatMap(
        (p) => typeof p == "string" ? compileCommandPattern(p) ?? [] : []
      );
    },
    gotcha: (i) => digest.gotchas[i] ?? null
  };
}

export {
  buildCommandDigest,
  digestIndex
};
