#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  SUPERSEDED_BY
} from "./chunk-LNCII7HV.js";
import {
  graphPath,
  readGraph
} from "./chunk-A4QYTY4Q.js";
import {
  checkCommandPattern
} from "./chunk-DZYGGF2K.js";
import {
  compareLinks
} from "./chunk-Z6SYHISM.js";
import {
  createDict
} from "./chunk-KUORFSRG.js";
import {
  checkGlob
} from "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  checkMemoryFields,
  conflictedGraph,
  findWorkTree,
  listItems,
  readConflictSides,
  readFileText,
  runGit
} from "./chunk-SDR562BD.js";
import {
  isStrataError,
  toProblem
} from "./chunk-VWF6XKUM.js";

// src/storage/git/git-unmerged.ts
import path from "node:path";
async function listUnmergedStages(dir) {
  let run = await runGit(dir, ["ls-files", "-u", "--full-name", "-z", "--", "."], {
    timeoutMs: 5e3
  }), out = /* @__PURE__ */ new Map();
  if (!run.ok || !run.stdout) return out;
  let top = await findWorkTree(dir);
  if (!top) return out;
  for (let row of run.stdout.split("\0").filter(Boolean)) {
    let tab = row.indexOf("	"), stage = Number(row.slice(0, tab).split(" ")[2]), file = path.join(top, row.slice(tab + 1));
    out.set(file, (out.get(file) ?? /* @__PURE__ */ new Set()).add(stage));
  }
  return out;
}
function isOneSideKept(stages, text, sides) {
  return !stages?.has(2) || !stages.has(3) || !sides || sides.ours === sides.theirs ? !1 : text === sides.ours || text === sides.theirs;
}

// src/services/git/git-problems.ts
async function explainUnmerged(file, stages) {
  let text = await readFileText(file).catch(() => null), sides = text === null ? null : await readConflictSides(file, text);
  return text !== null && isOneSideKept(stages, text, sides) ? `strata: ${file}: git kept only one side of its merge, without markers (strata's merge driver did not run: \`strata doctor\` checks it); the other side's changes are not in the file. \`strata verify --fix\` merges both sides` : `strata: ${file}: git has not recorded its merge (edited on one branch, deleted or moved on the other); \`strata verify --fix\` keeps what is in the folder`;
}
async function findUnmergedProblems(ctx, known) {
  let named = new Set(known.map((p) => p.path)), out = [];
  for (let scope of ctx.scopes.filter((s) => !s.readOnly))
    for (let [file, stages] of await listUnmergedStages(scope.dir))
      named.has(file) || out.push({ path: file, code: "CONFLICT", message: await explainUnmerged(file, stages) });
  return out;
}
function describeMergeFix(report, fixRan = !1) {
  let conflicted = report.invalid.filter((p) => p.code === "CONFLICT");
  if (conflicted.length && fixRan) {
    let files = [...new Set(conflicted.map((p) => p.path).filter(Boolean))].join(" ");
    return `fix: fields are merged; the text between the markers is yours to choose: in ${files} keep the right lines and delete the marker lines (<<<<<<<, =======, >>>>>>>), then git add ${files} and git commit`;
  }
  return conflicted.length ? "fix: run `strata verify --fix` to merge the conflicted memory files and graph.json from both sides, then commit" : report.dangling.some((d) => d.source === "graph") ? "fix: if another branch deleted a memory this one linked, `strata verify --fix` brings it back from git history (then `strata forget <id>` deletes it with its links)" : null;
}

// src/services/verify-writes.ts
function findNotUtf8(store) {
  return store.all.filter((m) => m.notUtf8).map((m) => ({
    path: m.path,
    field: "encoding",
    message: `${m.path}: is not valid UTF-8 (strata keeps its bytes, but shows them as \uFFFD); re-save it as UTF-8, e.g. iconv -f latin1 -t utf-8`
  }));
}
function groupBy(items, key) {
  let groups = /* @__PURE__ */ new Map();
  for (let m of items) groups.set(key(m), [...groups.get(key(m)) ?? [], m]);
  return [...groups.values()].filter((g) => g.length > 1);
}
function explainLiveAndArchived(live, archived) {
  let status = archived.fields.status, links = listItems(archived.fields.links) ?? [], both = `"${live.id}" is both live (${live.path}) and archived (${archived.path})`;
  if (status === "superseded" && links.length === 1) {
    let keeper = links[0];
    return `strata: ${both}: a merge into "${keeper}" was interrupted; run \`strata merge ${keeper} ${live.id}\` to finish it (the archived copy has its ${SUPERSEDED_BY} link)`;
  }
  return live.hash === archived.hash ? `strata: ${both}: an archive was interrupted; run \`strata forget ${live.id} --scope ${live.scope}\` to finish it` : `strata: ${both} with different text; compare them, then delete the one to drop`;
}
function findLiveAndArchived(store) {
  let problems = [];
  for (let group of groupBy(store.all, (m) => `${m.scope}\0${m.id}`)) {
    let live = group.find((m) => !m.archived), archived = group.find((m) => m.archived);
    !live || !archived || problems.push({
      path: live.path,
      code: "ALREADY_EXISTS",
      message: explainLiveAndArchived(live, archived)
    });
  }
  return problems;
}
function findCopiesAcrossScopes(store) {
  let warnings = [], live = store.all.filter((m) => !m.archived);
  for (let group of groupBy(live, (m) => m.id)) {
    let [shown, ...hidden] = group;
    if (shown)
      for (let other of hidden) {
        if (other.scope === shown.scope) continue;
        let fix = other.hash !== void 0 && other.hash === shown.hash ? `identical copies, likely an interrupted move: finish it with \`strata move ${shown.id} --from ${other.scope} --to ${shown.scope}\`, or delete one with \`strata forget ${shown.id} --scope ${other.scope}\`` : `the copies differ and only the ${shown.scope} one is shown; compare them, then keep one: \`strata forget ${shown.id} --scope <scope>\` (if they are meant to differ, give one another id)`;
        warnings.push({
          path: other.path,
          field: "id",
          message: `${other.path}: "${shown.id}" is also in the ${shown.scope} scope (${shown.path}); ${fix}`
        });
      }
  }
  return warnings;
}

// src/services/verify.ts
async function checkGraphs(ctx, store, report) {
  let known = new Set(store.all.map((m) => m.id));
  for (let scope of ctx.scopes) {
    let graph;
    try {
      let read = await readGraph(scope.dir);
      read.format === "conflicted" && report.invalid.push(conflictedGraph(graphPath(scope.dir))), graph = read.graph;
    } catch (error) {
      if (!isStrataError(error)) throw error;
      report.invalid.push(toProblem(graphPath(scope.dir), error));
      continue;
    }
    for (let [from, edges] of Object.entries(graph))
      for (let e of edges)
        known.has(from) ? known.has(e.target) || report.dangling.push({ from, to: e.target, scope: scope.scope, source: "graph" }) : report.dangling.push({ from: e.target, to: from, scope: scope.scope, source: "graph" });
    let own = store.all.filter((m) => m.scope === scope.scope), links = new Map(
      own.map((m) => [m.id, m.links.filter((l) => known.has(l))])
    );
    for (let d of compareLinks(links, graph))
      report.disagreements.push({ ...d, scope: scope.scope });
  }
}
async function verifyStore(ctx, loaded) {
  let store = loaded ?? await loadStore(ctx), known = new Set(store.all.map((m) => m.id)), report = {
    ok: !0,
    checked: store.all.length + store.problems.length,
    invalid: [...store.problems],
    dangling: [],
    disagreements: [],
    warnings: [
      ...store.all.flatMap(checkMemoryFields),
      ...findNotUtf8(store),
      ...findCopiesAcrossScopes(store)
    ]
  };
  report.invalid.push(...findDuplicateIds(store), ...findRefusedGlobs(store)), report.invalid.push(...findLiveAndArchived(store));
  for (let m of store.all)
    for (let to of m.links)
      known.has(to) || report.dangling.push({ from: m.id, to, scope: m.scope, source: "frontmatter" });
  return await checkGraphs(ctx, store, report), report.invalid.push(...await findUnmergedProblems(ctx, report.invalid)), report.dangling = dedupe(report.dangling), report.ok = !report.invalid.length && !report.dangling.length && !report.disagreements.length, report;
}
function findRefusedGlobs(store) {
  let problems = [];
  for (let m of store.all) {
    for (let glob of m.filePatterns ?? []) {
      let problem = typeof glob == "string" ? checkGlob(glob) : "is not a string";
      problem && problems.push({
        path: m.path,
        code: "INVALID_FRONTMATTER",
        message: `strata: ${m.path}: file_patterns holds ${JSON.stringify(String(glob).slice(0, 80))}, which ${problem}; it never matches. Split it into a few simple globs`
      });
    }
    for (let pattern of m.commandPatterns ?? []) {
      let problem = typeof pattern == "string" ? checkCommandPattern(pattern) : "is not a string";
      problem && problems.push({
        path: m.path,
        code: "INVALID_FRONTMATTER",
        message: `strata: ${m.path}: command_patterns holds ${JSON.stringify(String(pattern).slice(0, 80))}, which ${problem}; it never matches. Write the program and its words, e.g. prisma migrate reset`
      });
    }
  }
  return problems;
}
function findDuplicateIds(store) {
  let first = /* @__PURE__ */ new Map(), problems = [];
  for (let m of store.all) {
    let key = `${m.scope}\0${m.id}`, other = first.get(key);
    m.archived || (other === void 0 ? first.set(key, m.path) : problems.push({
      path: m.path,
      code: "ALREADY_EXISTS",
      message: `strata: ${m.path}: id "${m.id}" is already used by ${other} in the ${m.scope} scope, which commands show; give this file its own id (file name and id field), or delete it`
    }));
  }
  return problems;
}
function dedupe(items) {
  let seen = /* @__PURE__ */ new Set();
  return items.filter((d) => {
    let key = `${d.scope}|${d.from}|${d.to}|${d.source}`;
    return seen.has(key) ? !1 : (seen.add(key), !0);
  });
}
function countBy(values) {
  let out = createDict();
  for (let v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
async function computeStats(ctx) {
  let store = await loadStore(ctx), tags = Object.entries(countBy(store.visible.flatMap((m) => m.tags))).map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)).slice(0, 20);
  return {
    total: store.visible.length,
    archived: store.visible.filter((m) => m.archived).length,
    shadowed: store.shadowed.length,
    invalid: store.problems.length,
    byScope: countBy(store.all.map((m) => m.scope)),
    byType: countBy(store.visible.map((m) => String(m.type))),
    topTags: tags,
    links: store.visible.reduce((n, m) => n + m.links.length, 0)
  };
}

export {
  listUnmergedStages,
  isOneSideKept,
  findUnmergedProblems,
  describeMergeFix,
  verifyStore,
  findDuplicateIds,
  computeStats
};
