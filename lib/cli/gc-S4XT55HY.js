#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  describeLeftover,
  findLeftovers,
  removeLeftovers
} from "./chunk-HGPLTJD4.js";
import {
  expireBreadcrumbs
} from "./chunk-D7VZDIKS.js";
import "./chunk-IPSBLWL2.js";
import "./chunk-M4IBPSNQ.js";
import {
  openCliSearch
} from "./chunk-MQHKUSP2.js";
import "./chunk-Q6SMJPPU.js";
import "./chunk-VIYOH2SB.js";
import "./chunk-JBHLJ3WN.js";
import "./chunk-7HPHGT26.js";
import "./chunk-QCU2ULY7.js";
import "./chunk-U4MC2ZXP.js";
import "./chunk-GII4QJA5.js";
import "./chunk-42LAIZKM.js";
import "./chunk-6PBUWEYA.js";
import "./chunk-HG3T26BZ.js";
import "./chunk-H4EQXFZ7.js";
import "./chunk-55WLMWC4.js";
import "./chunk-EWXMGPXZ.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-BHMIW4XJ.js";
import "./chunk-DDOISPAB.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import "./chunk-DKB4HGH5.js";
import "./chunk-PWPATFVD.js";
import "./chunk-F7HTLIEW.js";
import "./chunk-UWHRKHYH.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import "./chunk-XRYSG3GC.js";
import "./chunk-SONTDN6H.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
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
