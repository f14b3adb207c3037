#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  describeLeftover,
  findLeftovers,
  removeLeftovers
} from "./chunk-ZUQRUSSO.js";
import {
  expireBreadcrumbs
} from "./chunk-VJ4QBTWG.js";
import "./chunk-G2PDFRT7.js";
import "./chunk-S7RW4YRV.js";
import {
  openCliSearch
} from "./chunk-5O3RNLQH.js";
import "./chunk-35AGS7TY.js";
import "./chunk-2X3XVHUP.js";
import "./chunk-TGVE5BR7.js";
import "./chunk-7HPHGT26.js";
import "./chunk-6UY6FZXR.js";
import "./chunk-THH7BDSA.js";
import "./chunk-BJBDSQWQ.js";
import "./chunk-DNSCFKKI.js";
import "./chunk-54N4J6TD.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import "./chunk-XTXJ3SH4.js";
import "./chunk-2I7LFWNV.js";
import "./chunk-PBVNE74N.js";
import "./chunk-CFCWNYQB.js";
import "./chunk-HZ6FENEC.js";
import "./chunk-KFKOISXO.js";
import "./chunk-PQQKW6OJ.js";
import "./chunk-HZ2SXB4U.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-RS7TDAST.js";
import "./chunk-4HSXL4MA.js";
import "./chunk-7VYEGIPF.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import "./chunk-XYWDJ4GI.js";
import "./chunk-DWVRZCFJ.js";
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
