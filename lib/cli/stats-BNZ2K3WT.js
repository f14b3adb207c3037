#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  computeStats
} from "./chunk-RRDOROIK.js";
import "./chunk-LNCII7HV.js";
import "./chunk-ISW6ANDQ.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-A4QYTY4Q.js";
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
