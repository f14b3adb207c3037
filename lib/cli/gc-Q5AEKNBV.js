#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  describeLeftover,
  findLeftovers,
  removeLeftovers
} from "./chunk-3KEUA5OW.js";
import {
  expireBreadcrumbs
} from "./chunk-V6AKWQUI.js";
import "./chunk-3EPZTV4M.js";
import "./chunk-UEYS7LXU.js";
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
import "./chunk-WTKN4XXE.js";
import "./chunk-LCO5PAMA.js";
import "./chunk-AU2KG4I4.js";
import "./chunk-HYQUVRP4.js";
import "./chunk-6PPRJXWO.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-44M35BFG.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-VE4HPMBT.js";
import "./chunk-43VN4BCW.js";
import "./chunk-R25RW46D.js";
import "./chunk-6NFP7X56.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-GFNYZ7BH.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import "./chunk-QTF3A53O.js";
import "./chunk-J67IECIZ.js";
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
