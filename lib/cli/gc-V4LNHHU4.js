#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  describeLeftover,
  findLeftovers,
  removeLeftovers
} from "./chunk-E6ZNW5GL.js";
import {
  expireBreadcrumbs
} from "./chunk-ITAEBE6K.js";
import "./chunk-W4JP4HG3.js";
import "./chunk-PXYELFHQ.js";
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
import "./chunk-M5UHZWGB.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/gc.ts
var gcCommand = {
  name: "gc",
  help: `strata gc [--dry-run]

  Vacuums the keyword index, drops vectors and cache entries of memories that no longer
  exist, and archives breadcrumbs not updated for breadcrumbs.ttlDays (default 30) into
  archive/ (nothing is deleted). Removes temp and lock files left in the scopes by
  processes that are gone. --dry-run lists what would be done.`,
  options: { "dry-run": { type: "boolean" } },
  async run(ctx, { values }) {
    let dryRun = values["dry-run"] === !0, breadcrumbs = await expireBreadcrumbs(ctx.store, ctx.config.breadcrumbs.ttlDays, dryRun), leftovers = await findLeftovers(ctx.scopes), removed = dryRun ? [] : await removeLeftovers(leftovers), compacted = null;
    if (!dryRun) {
      let service = await openCliSearch(ctx, { embeddings: !1 });
      try {
        compacted = await service.compact();
      } finally {
        await service.close();
      }
    }
    let json = { dryRun, breadcrumbs, compacted, leftovers: { found: leftovers, removed } }, lines = [
      ...breadcrumbs.expired.map(
        (b) => `${dryRun ? "would archive" : "archived"} ${b.id} (${b.scope}, updated ${b.updated})`
      ),
      ...breadcrumbs.failed.map((f) => `could not archive ${f.id}: ${f.message}`),
      ...leftovers.map(
        (l) => `${removed.includes(l.path) ? "removed" : "would remove"} ${describeLeftover(l)}`
      ),
      compacted ? `index compacted; ${compacted.vectorsDropped} orphaned vectors and ${compacted.cacheDropped} cached embeddings dropped` : "dry run: nothing changed"
    ];
    return { json, text: lines.join(`
`), exitCode: breadcrumbs.failed.length ? 1 : 0 };
  }
};
export {
  gcCommand
};
