#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  computeStats
} from "./chunk-DYRJ7RQ6.js";
import "./chunk-77IZDUAP.js";
import "./chunk-7WSCSFG3.js";
import "./chunk-I5PEQ4ZW.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-GFNYZ7BH.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import "./chunk-QTF3A53O.js";
import "./chunk-J67IECIZ.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/stats.ts
var statsCommand = {
  name: "stats",
  help: "strata stats",
  options: {},
  async run(ctx) {
    let stats = await computeStats(ctx.store), fmt = (r) => Object.entries(r).map(([k, v]) => `${k} ${v}`).join(", ") || "none", text = [
      `${countOf(stats.total, "memory", "memories")} (${stats.archived} archived, ${stats.shadowed} shadowed, ${countOf(stats.invalid, "unreadable file")})`,
      `by scope: ${fmt(stats.byScope)}`,
      `by type: ${fmt(stats.byType)}`,
      `top tags: ${stats.topTags.map((t) => `${t.tag} ${t.count}`).join(", ") || "none"}`,
      `links: ${stats.links}`
    ].join(`
`);
    return { json: stats, text };
  }
};
export {
  statsCommand
};
