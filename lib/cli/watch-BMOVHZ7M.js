#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  untilStopped
} from "./chunk-7IO4R45L.js";
import {
  watchDirectories
} from "./chunk-OP6K4A5O.js";
import {
  openCliSearch
} from "./chunk-DZWLW3MV.js";
import "./chunk-RRY4VHF5.js";
import "./chunk-2X3XVHUP.js";
import "./chunk-TGVE5BR7.js";
import "./chunk-5XYGYV2B.js";
import "./chunk-TPDF2BVG.js";
import "./chunk-SZZWAVGO.js";
import "./chunk-6NYJ7ISR.js";
import "./chunk-VUFTBUXA.js";
import "./chunk-QKDODJ4C.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-MSBHMWFW.js";
import "./chunk-FNSK6N3R.js";
import "./chunk-OQEGFL2Q.js";
import "./chunk-JMPUCGT5.js";
import "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-OLSZCPLX.js";
import "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-A4QYTY4Q.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import {
  findScopeLink
} from "./chunk-SDR562BD.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/indexing/watch-sync.ts
async function startWatching(service, options) {
  let dirs = service.options.ctx.scopes.filter((s) => s.scope !== "instructions" && !findScopeLink(s)).map((s) => s.dir), watcher = await watchDirectories({
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
      `Watching ${ctx.scopes.filter((s) => s.scope !== "instructions").map((s) => s.dir).join(", ")} (${countOf(service.status().visible, "memory", "memories")}). Ctrl-C to stop.`
    ), service.requestVectors().catch((error) => ctx.notice(`strata: embeddings: ${String(error)}`)), await untilStopped(ctx), await watcher.close(), await service.close(), { json: { stopped: !0 }, text: "Stopped." };
  }
};
export {
  watchCommand
};
