#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  untilStopped
} from "./chunk-7IO4R45L.js";
import {
  watchDirectories
} from "./chunk-OQBOU3AG.js";
import {
  openCliSearch
} from "./chunk-6XCJSHU6.js";
import "./chunk-JYCWD5N6.js";
import "./chunk-XY42DTO5.js";
import "./chunk-JBHLJ3WN.js";
import "./chunk-7HPHGT26.js";
import "./chunk-NOXW6R2N.js";
import "./chunk-NJ2P3RLO.js";
import "./chunk-W5X35YEQ.js";
import "./chunk-3IN3Q2I3.js";
import "./chunk-AFPLRYXO.js";
import "./chunk-HG3T26BZ.js";
import "./chunk-JGJ7IV7R.js";
import "./chunk-55WLMWC4.js";
import "./chunk-GSOBD76S.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-MNWK5XX6.js";
import "./chunk-DDOISPAB.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-S4DUOETW.js";
import "./chunk-4M74PJ3F.js";
import "./chunk-F7HTLIEW.js";
import "./chunk-KP6LVW33.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import {
  findScopeLink
} from "./chunk-3TEKGEPV.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/indexing/watch-sync.ts
async function startWatching(service, options) {
  let dirs = service.options.ctx.scopes.filter((s) => !findScopeLink(s)).map((s) => s.dir), watcher = await watchDirectories({
    dirs,
    ...options.debounceMs !== void 0 ? { debounceMs: options.debounceMs } : {},
    onError: options.onError,
    onBatch: async (batch) => {
      let counts = await service.applyBatch(batch);
      options.onApplied?.({ ...counts, changed: batch.changed, removedPaths: batch.removed }), service.requestVectors().then(
        () => options.onVectors?.({ changed: batch.changed }),
        (error) => options.onError(error)
      );
    }
  });
  return await watcher.ready, watcher;
}

// src/cli/commands/watch.ts
var watchCommand = {
  name: "watch",
  help: `strata watch

  Watches every scope directory and applies edits, creations, deletions and renames
  (an editor's atomic save or a git checkout arrive as one batch) to the keyword index,
  the vectors, graph.json and the hook digests. Stops on Ctrl-C.`,
  options: {},
  async run(ctx) {
    let service = await openCliSearch(ctx), log = (line) => ctx.print(`${line}
`), watcher = await startWatching(service, {
      onError: (error) => ctx.notice(`strata: watch: ${error instanceof Error ? error.message : String(error)}`),
      onApplied: (s) => log(
        `${(/* @__PURE__ */ new Date()).toISOString()} applied ${s.changed.length} changed, ${s.removedPaths.length} removed`
      )
    });
    return log(
      `Watching ${ctx.scopes.map((s) => s.dir).join(", ")} (${countOf(service.status().visible, "memory", "memories")}). Ctrl-C to stop.`
    ), service.requestVectors().catch((error) => ctx.notice(`strata: embeddings: ${String(error)}`)), await untilStopped(ctx), await watcher.close(), await service.close(), { json: { stopped: !0 }, text: "Stopped." };
  }
};
export {
  watchCommand
};
