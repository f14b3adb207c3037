#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  buildPushDigest
} from "./chunk-FNSK6N3R.js";
import {
  writeDigests
} from "./chunk-OQEGFL2Q.js";
import {
  digestPaths
} from "./chunk-JMPUCGT5.js";
import {
  buildGotchaDigest,
  buildSessionDigest
} from "./chunk-TZM32FOC.js";

// src/indexing/digests.ts
function computeDigests(ctx, store, projectRoot) {
  let now = ctx.now();
  return {
    gotchas: buildGotchaDigest(store.visible, projectRoot, now),
    session: buildSessionDigest(
      store.visible,
      ctx.scopes.map((s) => ({ scope: s.scope, dir: s.dir })),
      projectRoot,
      now
    ),
    push: buildPushDigest(store.visible, now)
  };
}
async function refreshDigests(ctx, store, cacheRoot, projectRoot) {
  let digests = computeDigests(ctx, store, projectRoot), paths = digestPaths(cacheRoot, projectRoot);
  return await writeDigests(paths, digests), { gotchas: digests.gotchas.gotchas.length, path: paths.dir };
}

export {
  refreshDigests
};
