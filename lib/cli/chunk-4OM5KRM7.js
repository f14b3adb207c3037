#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  refreshDigests
} from "./chunk-K4HMFOIA.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";

// src/cli/refresh-hook-digests.ts
async function refreshHookDigests(ctx) {
  try {
    let store = await loadStore(ctx.store);
    await refreshDigests(ctx.store, store, ctx.cacheRoot, ctx.projectRoot ?? null);
  } catch (error) {
    ctx.notice(
      `strata: the hooks' digests were not rewritten (${error.message}); the next search or session start does it`
    );
  }
}

export {
  refreshHookDigests
};
