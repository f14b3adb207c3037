#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  openCliSearch
} from "./chunk-O6HBL4G4.js";
import "./chunk-6CKQYH2G.js";
import "./chunk-XQZ7FGD7.js";
import "./chunk-TGVE5BR7.js";
import "./chunk-7HPHGT26.js";
import "./chunk-XR4BMT44.js";
import "./chunk-AKEHBPYE.js";
import "./chunk-NLY7HLKL.js";
import "./chunk-GKPZUC7S.js";
import {
  resetSavedIndexes
} from "./chunk-WTKN4XXE.js";
import "./chunk-LCO5PAMA.js";
import "./chunk-AU2KG4I4.js";
import {
  indexCacheDir
} from "./chunk-HYQUVRP4.js";
import "./chunk-6PPRJXWO.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-44M35BFG.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-VE4HPMBT.js";
import "./chunk-43VN4BCW.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-R25RW46D.js";
import "./chunk-6NFP7X56.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-GFNYZ7BH.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import "./chunk-J67IECIZ.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
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
function noticeSearchable(ctx, service, startedAt) {
  let seconds = ((Date.now() - startedAt) / 1e3).toFixed(1);
  ctx.notice(
    `strata: keyword index and digests written: ${countOf(service.status().visible, "memory", "memories")} searchable (${seconds} s); computing vectors next (Ctrl-C stops; the next reindex resumes)`
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
      let refreshed = values.full ? { read: 0 } : await service.refreshAll();
      embed && noticeSearchable(ctx, service, startedAt);
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
