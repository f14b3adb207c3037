#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  auditSummaryLine,
  auditWithSavedVectors,
  summarizeForSessionStart,
  writeAuditSummary
} from "./chunk-JUR2IHFH.js";
import {
  summarizeAudit
} from "./chunk-7VWX677F.js";
import "./chunk-52NRY4BT.js";
import "./chunk-ITAEBE6K.js";
import "./chunk-W4JP4HG3.js";
import "./chunk-PXYELFHQ.js";
import "./chunk-RRDOROIK.js";
import "./chunk-LNCII7HV.js";
import "./chunk-ISW6ANDQ.js";
import "./chunk-GLYZKV5X.js";
import "./chunk-6NYJ7ISR.js";
import "./chunk-VUFTBUXA.js";
import "./chunk-QKDODJ4C.js";
import "./chunk-43VN4BCW.js";
import "./chunk-DWYIEWOQ.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-TLHG7XIM.js";
import "./chunk-HY2LQYPX.js";
import {
  digestPaths
} from "./chunk-JMPUCGT5.js";
import "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-A4QYTY4Q.js";
import "./chunk-M5UHZWGB.js";
import "./chunk-P2YN5BTH.js";
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

// src/storage/store-fingerprint.ts
import { statSync } from "node:fs";
import path from "node:path";
var WATCHED_SUBFOLDERS = ["", "permanent", "temporary", "archive"];
function mtimeOf(dir) {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
}
function newestStoreChange(scopes) {
  let newest = 0;
  for (let scope of scopes)
    for (let sub of WATCHED_SUBFOLDERS)
      newest = Math.max(newest, mtimeOf(path.join(scope.dir, sub)));
  return newest;
}
function storeFingerprint(scopes, newest = newestStoreChange(scopes)) {
  return `${newest}|${scopes.map((s) => `${s.scope}=${s.dir}`).join("|")}`;
}

// src/cli/commands/audit.ts
function section(title, lines) {
  return lines.length ? ["", title, ...lines.map((l) => `  ${l}`)] : [];
}
function formatAudit(report) {
  return [
    `Audited ${countOf(report.checked, "memory", "memories")} (duplicates compared by ${report.duplicateCheck === "keyword" ? "words only: no saved vectors" : "words and meaning"}):`,
    `  ${summarizeAudit(report).join(", ")}`,
    ...section(
      "Near duplicates (of any type or scope, not linked to each other; Claude or a person decides whether they say the same thing, then merges into the first):",
      report.duplicates.map(
        (g) => `${g.keep} \u2190 ${g.ids.filter((id) => id !== g.keep).join(", ")}  (score ${g.score})`
      )
    ),
    ...section(
      "Stale:",
      report.stale.map(
        (s) => `${s.id} [${s.scope}]: ${s.reason} (${s.detail})${s.fix ? `
    fix: ${s.fix}` : ""}`
      )
    ),
    ...section(
      "Superseded but still current (archive them or set status: superseded):",
      report.superseded.map((s) => `${s.id} [${s.scope}], superseded by ${s.by.join(", ")}`)
    ),
    ...section(
      "Orphans (no links in or out):",
      report.orphans.map((o) => {
        let hint = report.suggestedLinks.filter((l) => l.from === o.id).map((l) => `${l.to} (${l.label}, ${l.score})`).join(", ");
        return `${o.id} [${o.scope}]${hint ? ` \u2192 link to ${hint}` : ""}`;
      })
    ),
    ...section(
      "Breadcrumbs past their TTL (`strata gc` archives them):",
      report.expired.map((e) => `${e.id} [${e.scope}], updated ${e.updated}`)
    ),
    ...section(
      "Markdown files in a scope that are not memories:",
      report.notMemories.map((n) => `${n.path}: ${n.reason}`)
    ),
    ...section(
      "Hand-edited files read other than written (fix them; strata verify lists them too):",
      report.misread.map((n) => n.reason)
    ),
    ...section(
      "Claude Code's own notes that may be team knowledge (promote with the user's yes: strata move <id> --to project):",
      report.promote.map((p) => `${p.id} [${p.type}]: ${p.reasons.join(", ")}`)
    )
  ].join(`
`);
}
var auditCommand = {
  name: "audit",
  help: `strata audit [--json] [--summary] [--quiet]

  Reads every scope and reports, changing nothing:
  - near-duplicate groups, each with a suggested keeper (most links, then longest body,
    then newest); compared by words, and by meaning when vectors are saved
    (\`strata reindex\` or the MCP server embed them)
  - gotchas whose file_patterns match no file of the project any more
  - project and local memories naming paths (\`src/a.ts\`, docs/b.md) that no longer exist
  - memories another one supersedes (a supersedes edge) that are still current
  - orphans (no links in or out) with up to three suggested links each
  - breadcrumbs past breadcrumbs.ttlDays
  - markdown files in a scope that are not memories: empty, fields without the opening
    "---", no type (a misspelt key such as "tpye:" is named), broken frontmatter
  - notes of Claude Code's own memory (the claude scope) that look like team knowledge
    (a project fact, a pointer, guidance phrased as a team rule or naming code)

  Duplicates are compared by meaning with the vectors the search index saved, for the
  memories unchanged since; the store is read once and nothing is written to it.

  --summary  also write the counts to the project's cache folder, where session start
             shows them ("3 duplicate groups, 2 stale gotchas: /strata:audit"); session
             start runs this in the background (config audit.sessionStartIntervalHours)
  --quiet    print nothing`,
  options: { summary: { type: "boolean" }, quiet: { type: "boolean" } },
  async run(ctx, { values }) {
    let fingerprint = storeFingerprint(ctx.store.scopes), startedAt = ctx.store.now(), start = performance.now(), report = await auditWithSavedVectors(ctx.store, {
      projectRoot: ctx.projectRoot ?? null,
      cacheRoot: ctx.cacheRoot,
      ttlDays: ctx.config.breadcrumbs.ttlDays
    });
    if (!values.summary) return quietly({ json: report, text: formatAudit(report) }, values.quiet);
    let summary = summarizeForSessionStart(
      report,
      fingerprint,
      startedAt,
      performance.now() - start
    );
    await writeAuditSummary(summaryPath(ctx), summary);
    let text = auditSummaryLine(summary.counts) ?? "Nothing to act on.";
    return quietly({ json: summary, text }, values.quiet);
  }
};
function summaryPath(ctx) {
  return digestPaths(ctx.cacheRoot, ctx.projectRoot ?? null, ctx.memoryRoot).auditSummary;
}
function quietly(result, quiet) {
  return quiet === !0 ? { ...result, text: "" } : result;
}
export {
  auditCommand,
  formatAudit
};
