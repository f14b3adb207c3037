#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  buildCommandDigest
} from "./chunk-ZSKA3KT6.js";
import {
  DIGEST_VERSION
} from "./chunk-CBWY7LOT.js";
import {
  globLiteral
} from "./chunk-22ABQUUM.js";
import {
  PRIVATE,
  writeFileAtomic
} from "./chunk-HUHSGRFC.js";

// src/core/gotcha/gotcha-lookup.ts
var GOTCHA_LOOKUP_VERSION = 1;
function utf8Length(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    c < 128 ? n += 1 : c < 2048 ? n += 2 : c >= 55296 && c <= 56319 ? (n += 4, i++) : n += 3;
  }
  return n;
}
function add(map, key, index) {
  let list = map.get(key);
  list ? list.at(-1) !== index && list.push(index) : map.set(key, [index]);
}
function buildGotchaLookup(digest) {
  let literals = /* @__PURE__ */ new Map(), tags = /* @__PURE__ */ new Map(), always = [], lines = [], offsets = [0];
  for (let [i, gotcha] of digest.gotchas.entries()) {
    for (let glob of gotcha.globs) {
      let literal = globLiteral(glob);
      literal ? add(literals, literal, i) : always.at(-1) !== i && always.push(i);
    }
    for (let tag of gotcha.tags) add(tags, tag, i);
    let line = JSON.stringify(gotcha);
    lines.push(line), offsets.push(offsets.at(-1) + utf8Length(line) + 1);
  }
  let header = {
    version: GOTCHA_LOOKUP_VERSION,
    digestVersion: DIGEST_VERSION,
    generatedAt: digest.generatedAt,
    count: lines.length,
    literals: Object.fromEntries(literals),
    always,
    tags: Object.fromEntries(tags),
    offsets
  };
  return `${[JSON.stringify(header), ...lines].join(`
`)}
`;
}

// src/storage/digest-files.ts
async function writeDigests(paths, digests) {
  await writeFileAtomic(paths.gotchas, JSON.stringify(digests.gotchas), PRIVATE), await writeFileAtomic(paths.session, JSON.stringify(digests.session), PRIVATE), await writeFileAtomic(paths.push, JSON.stringify(digests.push), PRIVATE), await writeFileAtomic(paths.gotchaLookup, buildGotchaLookup(digests.gotchas), PRIVATE), await writeFileAtomic(
    paths.gotchaCommands,
    JSON.stringify(buildCommandDigest(digests.gotchas)),
    PRIVATE
  );
}

export {
  writeDigests
};
