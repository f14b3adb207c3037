#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  describeLeftover,
  findLeftovers,
  removeLeftovers
} from "./chunk-NZLQCVFD.js";
import {
  expireBreadcrumbs
} from "./chunk-35PEGNLH.js";
import "./chunk-7CQN27RU.js";
import "./chunk-ZWNXXIKV.js";
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
import "./chunk-S4DUOETW.js";
import "./chunk-4M74PJ3F.js";
import "./chunk-F7HTLIEW.js";
import "./chunk-KP6LVW33.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import "./chunk-3CDPA2ZM.js";
import "./chunk-3TEKGEPV.js";
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
