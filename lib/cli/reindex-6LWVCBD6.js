#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  openCliSearch
} from "./chunk-DZWLW3MV.js";
import "./chunk-RRY4VHF5.js";
import "./chunk-2X3XVHUP.js";
import "./chunk-TGVE5BR7.js";
import "./chunk-5XYGYV2B.js";
import "./chunk-TPDF2BVG.js";
import "./chunk-SZZWAVGO.js";
import {
  resetSavedIndexes
} from "./chunk-6NYJ7ISR.js";
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
import {
  indexCacheDir
} from "./chunk-QUIOUXOQ.js";
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
import "./chunk-SDR562BD.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/embed-progress.ts
function formatDuration(seconds) {
  if (!Number.isFinite(seconds)) return "?";
  let s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}
function describeProgress(p, elapsedMs, bar) {
  let rate = elapsedMs > 0 ? p.embedded / (elapsedMs / 1e3) : 0, eta = rate > 0 ? formatDuration((p.total - p.done) / rate) : "?", share = p.total ? p.done / p.total : 1, filled = Math.round(share * 24);
  return `strata: embedding ${bar ? `[${"#".repeat(filled)}${".".repeat(24 - filled)}] ` : ""}${p.done}/${p.total} (${rate.toFixed(1)} texts/s, ETA ${eta})`;
}
function createProgressReporter(out, now = Date.now) {
  let started = now(), drawnAt = -1 / 0, tenth = -1, drawn = !1;
  return {
    update(p) {
      let t = now();
      if (out.isTTY) {
        if (t - drawnAt < 200 && p.done < p.total) return;
        drawnAt = t, drawn = !0, out.write(`\r${describeProgress(p, t - started, !0)}\x1B[K`);
        return;
      }
      let step = p.total ? Math.floor(p.done / p.total * 10) : 10;
      step !== tenth && (tenth = step, out.write(`${describeProgress(p, t - started, !1)}
`));
    },
    end() {
      drawn && out.write(`
`);
    }
  };
}

// src/cli/commands/reindex.ts
var INTERRUPTED_EXIT = 130;
async function embedWithProgress(ctx, service, json, signal) {
  let progress = createProgressReporter({
    write: ctx.progress.write,
    isTTY: !json && ctx.progress.isTTY
  });
  try {
    return await service.syncVectors({ signal, onProgress: (p) => progress.update(p) });
  } finally {
    progress.end();
  }
}
async function noticeSearchable(ctx, service, startedAt) {
  let ready = await service.options.embeddings?.init(), seconds = ((Date.now() - startedAt) / 1e3).toFixed(1), next = ready && ready.provider !== "none" ? `computing vectors next with ${ready.provider}/${ready.model} (Ctrl-C stops; the next reindex resumes)` : "no vectors are computed: nothing here can compute them, so search uses keywords only (strata doctor says how to add meaning)";
  ctx.notice(
    `strata: keyword index and digests written: ${countOf(service.status().visible, "memory", "memories")} searchable (${seconds} s); ${next}`
  );
}
var reindexCommand = {
  name: "reindex",
  help: `strata reindex [--full] [--no-embed]

  Re-reads the memory files whose size, time or content changed and updates the keyword
  index, the vectors, the link graph and the digests the hooks read. --full throws the
  saved indexes away first and rebuilds everything (vectors of unchanged texts come from
  the embedding cache). Files are the truth: this never
  changes a memory file. --no-embed skips computing vectors.

  The keyword index and digests are written first (search works from then on); vectors
  follow, with progress on stderr. Ctrl-C while embedding keeps what was computed, and the
  next reindex embeds only the rest.`,
  options: { full: { type: "boolean" }, "no-embed": { type: "boolean" } },
  async run(ctx, { values }) {
    let startedAt = Date.now();
    values.full && await resetSavedIndexes(indexCacheDir(ctx.cacheRoot, ctx.projectRoot));
    let embed = values["no-embed"] !== !0, service = await openCliSearch(ctx, { embeddings: embed }), controller = new AbortController(), unsubscribe = ctx.onSignal("SIGINT", () => controller.abort());
    try {
      let refreshed = await service.refreshAll();
      embed && await noticeSearchable(ctx, service, startedAt);
      let vectors = embed ? await embedWithProgress(ctx, service, values.json === !0, controller.signal) : null, status = service.status(), json = {
        open: service.openReport,
        reread: refreshed.read,
        documents: status.visible,
        problems: status.problems,
        vectors: status.vectors,
        embeddings: status.embeddings,
        embedded: vectors?.embedded ?? 0,
        fromCache: vectors?.fromCache ?? 0,
        interrupted: vectors?.interrupted === !0,
        calibration: status.calibration,
        cacheDir: status.cacheDir
      }, provider = status.embeddings ? `${status.embeddings.provider}${status.embeddings.model ? `/${status.embeddings.model}` : ""}` : "off", lines = [
        `Indexed ${countOf(status.visible, "memory", "memories")} (${countOf(status.problems.length, "unreadable file")}: see strata verify).`,
        status.embeddings?.provider === "none" && !status.vectors ? "Vectors: none (search uses keywords only)." : `Vectors: ${status.vectors} (${provider}; ${json.embedded} embedded now, ${json.fromCache} from cache).`,
        `Derived data: ${status.cacheDir}`
      ];
      return json.interrupted && lines.push(
        "Interrupted: run strata reindex again to embed the rest (what was computed is kept)."
      ), {
        json,
        text: lines.join(`
`),
        ...json.interrupted ? { exitCode: INTERRUPTED_EXIT } : {}
      };
    } finally {
      unsubscribe(), await service.close();
    }
  }
};
export {
  reindexCommand
};
