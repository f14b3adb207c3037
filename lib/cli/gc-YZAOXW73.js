#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  describeLeftover,
  findLeftovers,
  removeLeftovers
} from "./chunk-DRFWAS5O.js";
import {
  expireBreadcrumbs
} from "./chunk-GBNEDFXL.js";
import "./chunk-7PKIF5PA.js";
import "./chunk-QN2HVVOI.js";
import {
  openCliSearch
} from "./chunk-CMXGZ7HN.js";
import "./chunk-AQJNTUT3.js";
import "./chunk-2X3XVHUP.js";
import "./chunk-TGVE5BR7.js";
import "./chunk-7HPHGT26.js";
import "./chunk-TVFAXPL4.js";
import "./chunk-F4O5YMAZ.js";
import "./chunk-7H5RGYMH.js";
import "./chunk-KBIFYCVK.js";
import "./chunk-I3DXZ2XO.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import "./chunk-XIMAQAO4.js";
import "./chunk-RT655SLX.js";
import "./chunk-ZGXIO2KM.js";
import "./chunk-LJVANHYE.js";
import "./chunk-HYQUVRP4.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-ZSKA3KT6.js";
import "./chunk-CBWY7LOT.js";
import "./chunk-SOY7BJ36.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-22ABQUUM.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-W6FI6F2B.js";
import "./chunk-7MP7HKRK.js";
import "./chunk-5XGZG4F3.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-26IND4QF.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import "./chunk-AGFPP4NQ.js";
import "./chunk-HUHSGRFC.js";
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
