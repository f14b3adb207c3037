#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  loadManifestSpace
} from "./chunk-TPDF2BVG.js";
import {
  findChangedFiles
} from "./chunk-SZZWAVGO.js";
import {
  readDocTableHeader
} from "./chunk-VUFTBUXA.js";
import {
  loadSearchState
} from "./chunk-QKDODJ4C.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";

// src/indexing/index-check.ts
import { closeSync } from "node:fs";
async function checkIndex(ctx, cacheDir) {
  let loaded = await loadSearchState(cacheDir, { space: await loadManifestSpace(cacheDir) });
  if (!loaded.ok)
    return {
      status: loaded.reason.startsWith("no saved search index") ? "missing" : "unreadable",
      detail: `${loaded.reason}; run strata reindex`,
      indexed: 0,
      changed: [],
      removed: [],
      vectors: null
    };
  loaded.state.keyword.close();
  let stale = await findChangedFiles(ctx.scopes, loaded.state.files), indexed = countDocs(loaded.state.docsFd), vectors = loaded.state.vectors && loaded.state.space ? {
    model: `${loaded.state.space.provider}/${loaded.state.space.model}`,
    count: loaded.state.vectors.size
  } : null, current = !stale.toRead.length && !stale.removed.length;
  return {
    status: current ? "current" : "stale",
    detail: current ? `${countOf(indexed, "memory", "memories")} indexed${vectors ? `, ${vectors.count} vectors (${vectors.model})` : ", no vectors"}` : (
      // Every reader catches up on opening it (search, the MCP server, a session's start).
      `${countOf(stale.toRead.length, "file")} changed and ${stale.removed.length} removed since the index was saved; the next search or session start reads them in (strata reindex does it now)`
    ),
    indexed,
    changed: stale.toRead,
    removed: stale.removed,
    vectors
  };
}
function countDocs(fd) {
  if (fd === void 0) return 0;
  try {
    return readDocTableHeader(fd).count;
  } catch {
    return 0;
  } finally {
    closeSync(fd);
  }
}

export {
  checkIndex
};
