#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  checkIndex
} from "./chunk-JVW42PAP.js";
import {
  describeResolution,
  resolveGitConflicts
} from "./chunk-6ZOUJJVQ.js";
import {
  describeLeftover,
  findLeftovers
} from "./chunk-E6ZNW5GL.js";
import {
  describeMergeFix,
  verifyStore
} from "./chunk-RRDOROIK.js";
import "./chunk-LNCII7HV.js";
import "./chunk-ISW6ANDQ.js";
import "./chunk-TPDF2BVG.js";
import "./chunk-SZZWAVGO.js";
import "./chunk-VUFTBUXA.js";
import "./chunk-QKDODJ4C.js";
import {
  findUnloadedMemories
} from "./chunk-DWYIEWOQ.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-TLHG7XIM.js";
import "./chunk-HY2LQYPX.js";
import {
  indexCacheDir
} from "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-A4QYTY4Q.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/verify.ts
var verifyCommand = {
  name: "verify",
  help: `strata verify

  Reports invalid files (with path and reason), markdown that looks like a memory but
  does not load (e.g. a misspelt "tpye:"), links to ids no scope holds, and
  places where frontmatter links and graph.json disagree. Warnings (missing optional
  fields, custom types) are listed but do not fail, and neither does an index that is
  behind the files (derived data: strata reindex brings it up to date), nor temp and
  lock files left by processes that are gone (strata gc removes them).

  --fix  after a git merge: writes the union of a conflicted graph.json, merges
         conflicted memory files field by field from both sides (links and tags as
         sets, the later "updated"), keeps both memories when two branches created
         one id (the other under <id>-2), and stages the files it resolved.`,
  options: { fix: { type: "boolean" } },
  async run(ctx, args) {
    let fixed = args.values.fix ? await resolveGitConflicts(ctx.store) : [], store = await loadStore(ctx.store), report = await verifyStore(ctx.store, store), notMemories = await findUnloadedMemories(ctx.store, store.all, store.problems), ok = report.ok && notMemories.length === 0, index = await checkIndex(ctx.store, indexCacheDir(ctx.cacheRoot, ctx.projectRoot)), leftovers = await findLeftovers(ctx.store.scopes), lines = [
      ...fixed.map(describeResolution),
      ...report.invalid.map((p) => `invalid   ${p.message}`),
      ...notMemories.map((n) => `not loaded ${n.path}: ${n.reason}`),
      ...report.dangling.map((d) => `dangling  ${d.from} \u2192 ${d.to} (${d.source}, ${d.scope})`),
      ...report.disagreements.map(
        (d) => `graph     ${d.from} \u2192 ${d.to} (${d.scope}): ${d.kind === "missing-edge" ? "linked in frontmatter, no edge in graph.json" : "edge in graph.json, not in frontmatter links"}`
      ),
      ...report.warnings.map((w) => `warning   ${w.message}`),
      ...leftovers.map((l) => `leftover  ${describeLeftover(l)}; fix: strata gc removes it`),
      `index     ${index.status}: ${index.detail}`,
      ok ? `ok: ${countOf(report.checked, "file")} checked` : `${report.invalid.length} invalid, ${notMemories.length} not loaded, ${report.dangling.length} dangling, ${report.disagreements.length} disagreements in ${countOf(report.checked, "file")}`,
      describeMergeFix(report, args.values.fix === !0) ?? ""
    ].filter(Boolean);
    return { json: {
      ...report,
      ok,
      notMemories,
      index,
      leftovers,
      ...args.values.fix ? { fixed } : {}
    }, text: lines.join(`
`), exitCode: ok ? 0 : 1 };
  }
};
export {
  verifyCommand
};
