#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  readCliAutoMemory
} from "./chunk-57F6EPUM.js";
import "./chunk-MZPTYLDN.js";
import {
  readBoundedTextSync
} from "./chunk-QQXHQNHU.js";
import {
  createMemoryId,
  createUnderFreeId,
  ensureLocalIgnored,
  folderFor,
  slugify,
  withSuffix
} from "./chunk-7TPGI3WZ.js";
import {
  mapLimit
} from "./chunk-SZZWAVGO.js";
import "./chunk-QKDODJ4C.js";
import {
  sha256Hex
} from "./chunk-KFKOISXO.js";
import "./chunk-AGVA75HD.js";
import {
  readGraph,
  updateGraph
} from "./chunk-A4QYTY4Q.js";
import {
  checkBody,
  checkTags,
  checkTitle,
  checkType
} from "./chunk-N72CJCK6.js";
import "./chunk-P2YN5BTH.js";
import {
  isoSeconds
} from "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import {
  addEdge,
  findEdge,
  isEdgeLabel
} from "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import {
  getWritableScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  assertRealFolders,
  editDocument,
  isInside,
  isKnownMemoryType,
  isMemoryType,
  isNewMemoryId,
  listItems,
  parseDocument,
  serializeDocument,
  updateFileText
} from "./chunk-SDR562BD.js";
import {
  readScope,
  requirePositional
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/import.ts
import path5 from "node:path";

// src/services/import/import.ts
import path from "node:path";

// src/core/import/import-plan.ts
function hashEntry(entry) {
  let content = [
    entry.type,
    entry.title,
    entry.body,
    entry.tags,
    entry.status ?? null
  ];
  return entry.extra && content.push(entry.extra), sha256Hex(JSON.stringify(content)).slice(0, 16);
}
function toEdgeLabel(name) {
  let label = slugify(name).slice(0, 40).replace(/-+$/, "");
  return isEdgeLabel(label) ? label : "relates-to";
}
function planEntry(entry, scope, existing, taken, update) {
  let hash = hashEntry(entry), base = { origin: entry.origin, title: entry.title, type: entry.type, scope, hash };
  if (existing) {
    let action = existing.fields.source_hash === hash ? "skip" : update ? "update" : "changed";
    return { ...base, id: existing.id, action, path: existing.path };
  }
  let first = isNewMemoryId(entry.id) ? entry.id : createMemoryId(entry.type, entry.title), id = first;
  for (let n = 1; taken.has(id); n++) id = withSuffix(first, n);
  return taken.add(id), { ...base, id, action: "create" };
}
function planMemories(source, scopes, fallback, update) {
  let byOrigin = /* @__PURE__ */ new Map(), taken = /* @__PURE__ */ new Map();
  for (let [name, state] of scopes) {
    taken.set(name, new Set(state.memories.map((m) => m.id)));
    for (let m of state.memories)
      typeof m.fields.source == "string" && byOrigin.set(`${name} ${m.fields.source}`, m);
  }
  return source.entries.map((e) => {
    let scope = e.scope ?? fallback, ids = taken.get(scope) ?? /* @__PURE__ */ new Set();
    return taken.set(scope, ids), planEntry(e, scope, byOrigin.get(`${scope} ${e.origin}`), ids, update);
  });
}
function hasEdge(state, from, to, label) {
  return state !== void 0 && findEdge(state.graph, from, to)?.label === label;
}
function planImportScopes(source, scopes, fallback, update) {
  let memories = planMemories(source, scopes, fallback, update), byOrigin = new Map(memories.map((m) => [m.origin, m])), unresolved = [], edges = [];
  for (let r of source.relations) {
    let from = byOrigin.get(r.from), to = byOrigin.get(r.to);
    if (!from || !to) {
      let target = (from ? r.to : r.from).replace(/^[a-z-]+:/, "");
      unresolved.push({ from: from?.id ?? r.from, target, file: r.file, line: r.line });
      continue;
    }
    if (from.id === to.id && from.scope === to.scope) continue;
    let there = hasEdge(scopes.get(from.scope), from.id, to.id, r.label) && hasEdge(scopes.get(to.scope), from.id, to.id, r.label), edge = {
      from: from.id,
      to: to.id,
      label: r.label,
      action: there ? "skip" : "add",
      scope: from.scope
    };
    to.scope !== from.scope && (edge.toScope = to.scope), edges.push(edge);
  }
  return { memories, edges, unresolved, problems: [...source.problems] };
}

// src/services/import/import.ts
var WRITERS = 8;
function countActions(plan) {
  let counts = { create: 0, skip: 0, changed: 0, update: 0, edges: 0 };
  for (let m of plan.memories) counts[m.action]++;
  return counts.edges = plan.edges.filter((e) => e.action === "add").length, counts;
}
function checkImportType(type) {
  return isMemoryType(type) ? type : checkType(type);
}
function fieldsOf(entry, hash) {
  return {
    title: checkTitle(entry.title),
    type: checkImportType(entry.type),
    tags: checkTags(entry.tags),
    status: entry.status,
    ...entry.extra,
    source: entry.origin,
    source_hash: hash
  };
}
async function createOne(ctx, scope, entry, planned, links, taken) {
  let stamp = isoSeconds(ctx.now()), body = checkBody(entry.body, ctx.read.maxFileBytes), { title, type, tags, ...rest } = fieldsOf(entry, planned.hash), fields = { ...{ title, type, tags, created: stamp, updated: stamp }, links: links.length ? links : void 0, ...rest }, folder = folderFor(scope, entry.type), rel = await createUnderFreeId(
    scope,
    folder,
    planned.id,
    taken,
    (id) => serializeDocument({ id, ...fields }, body)
  );
  planned.path = path.join(scope.dir, rel);
}
async function rewriteOne(ctx, entry, planned, links) {
  let file = planned.path, body = checkBody(entry.body, ctx.read.maxFileBytes), rewrite = planned.action === "update";
  await updateFileText(file, (text) => {
    let old = listItems(parseDocument(text, file).data.links) ?? [], added = links.filter((l) => !old.includes(l));
    if (!rewrite && !added.length) return null;
    let changes = { updated: isoSeconds(ctx.now()) };
    return rewrite && Object.assign(changes, fieldsOf(entry, planned.hash)), added.length && (changes.links = [...old, ...added]), editDocument(text, file, changes, rewrite ? `
${body}` : void 0);
  });
}
function reportFailure(problems, entry, error) {
  let message = error instanceof Error ? error.message.replace(/^strata: /, "") : String(error);
  problems.push({ file: entry.file, line: entry.line, message: `"${entry.title}": ${message}` });
}
function linksByMemory(plan) {
  let out = /* @__PURE__ */ new Map();
  for (let e of plan.edges) {
    if (e.action !== "add") continue;
    let key = `${e.scope} ${e.from}`;
    out.set(key, [...out.get(key) ?? [], e.to]);
  }
  return out;
}
async function writeEdges(ctx, dirs, plan) {
  let stamp = isoSeconds(ctx.now()), adds = plan.edges.filter((e) => e.action === "add");
  for (let [name, dir] of dirs) {
    let mine = adds.filter((e) => e.scope === name || e.toScope === name);
    mine.length && await updateGraph(dir.dir, (graph) => {
      for (let e of mine) addEdge(graph, e.from, e.to, e.label, stamp);
      return !0;
    });
  }
}
async function applyPlan(ctx, dirs, states, parsed, plan) {
  let links = linksByMemory(plan), entries = new Map(parsed.entries.map((e) => [e.origin, e])), taken = new Map([...states].map(([n, s]) => [n, new Set(s.memories.map((m) => m.id))])), failures = await mapLimit(plan.memories, WRITERS, async (planned) => {
    let entry = entries.get(planned.origin), out = links.get(`${planned.scope} ${planned.id}`) ?? [], scope = dirs.get(planned.scope);
    try {
      planned.action === "create" ? await createOne(ctx, scope, entry, planned, out, taken.get(planned.scope) ?? /* @__PURE__ */ new Set()) : (planned.action === "update" || out.length) && await rewriteOne(ctx, entry, planned, out);
      return;
    } catch (error) {
      return { entry, planned, error };
    }
  });
  for (let failure of failures) {
    if (!failure) continue;
    let { entry, planned, error } = failure;
    reportFailure(plan.problems, entry, error);
    let gone = (id, s) => id === planned.id && s === planned.scope;
    plan.edges = plan.edges.filter(
      (e) => !gone(e.from, e.scope) && !gone(e.to, e.toScope ?? e.scope)
    );
  }
  await writeEdges(ctx, dirs, plan);
}
function dropInvalid(ctx, parsed) {
  let problems = [...parsed.problems], entries = parsed.entries.filter((entry) => {
    try {
      return fieldsOf(entry, ""), checkBody(entry.body, ctx.read.maxFileBytes), !0;
    } catch (error) {
      return reportFailure(problems, entry, error), !1;
    }
  });
  return { ...parsed, entries, problems };
}
function listTargetScopes(parsed, fallback) {
  let names = new Set(parsed.entries.map((e) => e.scope ?? fallback));
  return names.size || names.add(fallback), [...names];
}
async function importParsed(ctx, read, options) {
  let parsed = dropInvalid(ctx, read), names = listTargetScopes(parsed, options.scope), dirs = new Map(names.map((n) => [n, getWritableScope(ctx, n)])), store = await loadStore(ctx), states = /* @__PURE__ */ new Map();
  for (let [name, dir] of dirs) {
    let memories = store.all.filter((m) => m.scope === name);
    states.set(name, { memories, graph: (await readGraph(dir.dir)).graph });
  }
  let plan = planImportScopes(parsed, states, options.scope, options.update);
  if (!options.dryRun) {
    for (let dir of dirs.values())
      await assertRealFolders(dir), dir.scope === "local" && await ensureLocalIgnored(dir.dir);
    await applyPlan(ctx, dirs, states, parsed, plan);
  }
  let { format, source, dryRun, scope } = options;
  return { format, source, scope, scopes: names, dryRun, ...plan, counts: countActions(plan) };
}
function unknownFormat(format, known) {
  return new StrataError("INVALID_ARGUMENT", `format ${JSON.stringify(format)} is not importable`, {
    subject: "format",
    hint: `use one of ${known.join(", ")}`
  });
}

// src/services/import/import-readers.ts
import { existsSync, statSync as statSync2 } from "node:fs";
import path4 from "node:path";

// src/core/import/import-basic-memory.ts
var BASIC_MEMORY_FORMAT = "basic-memory", TAG = /^[\p{L}\p{N}][\p{L}\p{N}_./-]{0,49}$/u;
function readTags(value) {
  return (Array.isArray(value) ? value : typeof value == "string" ? value.split(/[,\s]+/) : []).filter((t) => typeof t == "string").map((t) => t.trim().replace(/^#/, "").toLowerCase()).filter((t) => TAG.test(t));
}
function observationTags(body) {
  let tags = [];
  for (let m of body.matchAll(/^\s*-\s*\[[^\]]*\][^\n]*$/gmu))
    for (let t of m[0].matchAll(/(?:^|\s)#([\p{L}\p{N}][\p{L}\p{N}_./-]*)/gu))
      t[1] && tags.push(t[1].toLowerCase());
  return tags.filter((t) => TAG.test(t));
}
function readRelations(text) {
  let out = [], fenced = !1;
  return text.split(/\r?\n/).forEach((line, i) => {
    /^\s*(```|~~~)/.test(line) && (fenced = !fenced);
    let m = fenced ? null : /^\s*[-*]\s+([^[\]\s][^[\]]*?)\s+\[\[([^\]|]+)(?:\|[^\]]*)?\]\]/.exec(line);
    m?.[1] && m[2] && out.push({ label: toEdgeLabel(m[1]), target: m[2].trim(), line: i + 1 });
  }), out;
}
function permalinkOf(data, rel) {
  return typeof data.permalink == "string" && data.permalink.trim() ? data.permalink.trim() : rel.replace(/\.md$/i, "").split("/").map(slugify).join("/");
}
function titleOf(data, body, rel) {
  return typeof data.title == "string" && data.title.trim() ? data.title.trim() : /^#\s+(.+)$/m.exec(body)?.[1]?.trim() || (rel.split("/").pop() ?? rel).replace(/\.md$/i, "");
}
function readNote(note) {
  let { data, body } = parseDocument(note.text, note.file), title = titleOf(data, body, note.rel), kind = typeof data.type == "string" ? data.type.trim().toLowerCase() : "note", known = isKnownMemoryType(kind), typeTag = known || kind === "note" ? [] : [slugify(kind).slice(0, 50)].filter(Boolean), text = body.replace(
    /^\s*#\s+(.+)\r?\n/,
    (all, h) => h.trim() === title ? "" : all
  );
  return { entry: {
    origin: `${BASIC_MEMORY_FORMAT}:${permalinkOf(data, note.rel)}`,
    type: known ? kind : "learning",
    title,
    body: text.replace(/^\s*\n/, ""),
    tags: [.../* @__PURE__ */ new Set([...readTags(data.tags), ...typeTag, ...observationTags(body)])].slice(0, 50),
    file: note.file
  }, relations: readRelations(note.text) };
}
function parseBasicMemory(notes) {
  let out = { entries: [], relations: [], problems: [] }, pending = [], byName = /* @__PURE__ */ new Map();
  for (let note of notes)
    try {
      let { entry, relations } = readNote(note), twin = out.entries.find((e) => e.origin === entry.origin);
      if (twin) {
        let message = `has the permalink of ${twin.file} ("${entry.origin}"); skipped`;
        out.problems.push({ file: note.file, message });
        continue;
      }
      out.entries.push(entry);
      let permalink = entry.origin.slice(BASIC_MEMORY_FORMAT.length + 1);
      for (let name of [entry.title, permalink, permalink.split("/").pop() ?? ""])
        byName.has(name.toLowerCase()) || byName.set(name.toLowerCase(), entry.origin);
      for (let raw of relations) pending.push({ from: entry.origin, file: note.file, raw });
    } catch (error) {
      let message = error.message.replace(/^strata: /, "").replace(`${note.file}: `, "");
      out.problems.push({ file: note.file, message });
    }
  for (let { from, file, raw } of pending) {
    let key = raw.target.toLowerCase(), to = byName.get(key) ?? byName.get(slugify(raw.target)) ?? `${BASIC_MEMORY_FORMAT}:${raw.target}`;
    out.relations.push({
      from,
      to,
      label: raw.label,
      file,
      line: raw.line
    });
  }
  return out;
}

// src/core/import/import-claude-md.ts
var CLAUDE_MD_FORMAT = "claude-md", AUTO_MEMORY_FORMAT = "claude-auto-memory", DRAFT = "draft";
function splitSections(text, fallbackTitle) {
  let sections = [], current = { title: fallbackTitle, body: "", line: 1 }, fenced = !1;
  return text.split(/\r?\n/).forEach((line, i) => {
    /^\s*(```|~~~)/.test(line) && (fenced = !fenced);
    let heading = fenced ? null : /^(#{1,2})\s+(.+?)\s*#*\s*$/.exec(line);
    heading?.[2] ? (sections.push(current), current = { title: heading[2], body: "", line: i + 1 }) : current.body += `${line}
`;
  }), sections.push(current), sections.map((s) => ({ ...s, body: s.body.trim() ? `${s.body.trim()}
` : "" })).filter((s) => s.body !== "");
}
function toDraft(origin, title, body, tags) {
  return { origin, type: "learning", title, body, tags, status: DRAFT, file: "" };
}
function parseClaudeMd(text, file, key) {
  let out = { entries: [], relations: [], problems: [] }, used = /* @__PURE__ */ new Set(), fallback = key.split("/").pop() ?? key;
  for (let s of splitSections(text, fallback)) {
    let anchor = slugify(s.title) || "section";
    for (let n = 2; used.has(anchor); n++) anchor = `${slugify(s.title) || "section"}-${n}`;
    used.add(anchor);
    let title = s.title.length > 200 ? `${s.title.slice(0, 197)}...` : s.title, entry = toDraft(`${CLAUDE_MD_FORMAT}:${key}#${anchor}`, title, s.body, ["claude-md"]);
    out.entries.push({ ...entry, file, line: s.line });
  }
  return out;
}
function parseAutoMemoryNote(text, file, name) {
  let out = { entries: [], relations: [], problems: [] }, { data, body } = parseDocument(text, file), heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim(), title = typeof data.name == "string" && data.name.trim() || heading || name.replace(/\.md$/i, ""), kind = typeof data.type == "string" ? slugify(data.type).slice(0, 50) : "", content = `${typeof data.description == "string" ? `${data.description.trim()}

` : ""}${body.trim()}
`;
  if (!content.trim()) return out;
  let tags = ["auto-memory", ...kind ? [kind] : []], entry = toDraft(`${AUTO_MEMORY_FORMAT}:${name}`, title.slice(0, 200), content, tags);
  return out.entries.push({ ...entry, file }), out;
}

// src/core/import/import-mcp-memory.ts
var MCP_MEMORY_FORMAT = "mcp-memory";
function isStringList(value) {
  return Array.isArray(value) && value.every((v) => typeof v == "string");
}
function toEntry(record, file, line) {
  let { name, entityType, observations } = record;
  if (typeof name != "string" || !name.trim() || /[\r\n]/.test(name) || name.length > 200)
    return 'entity needs a one-line "name" of at most 200 characters';
  if (typeof entityType != "string") return `entity "${name}" needs an "entityType" string`;
  if (observations !== void 0 && !isStringList(observations))
    return `entity "${name}": "observations" must be a list of strings`;
  let kind = entityType.trim().toLowerCase(), known = isKnownMemoryType(kind), tag = slugify(entityType).slice(0, 50), body = (observations ?? []).map((o) => `- ${o.replace(/\s*\r?\n\s*/g, " ").trim()}`);
  return {
    origin: `${MCP_MEMORY_FORMAT}:${name}`,
    type: known ? kind : "learning",
    title: name.trim(),
    body: body.length ? `${body.join(`
`)}
` : "",
    tags: known || !tag ? [] : [tag],
    file,
    line
  };
}
function toRelation(record, file, line) {
  let { from, to, relationType } = record;
  return typeof from != "string" || typeof to != "string" || typeof relationType != "string" ? 'relation needs "from", "to" and "relationType" strings' : {
    from: `${MCP_MEMORY_FORMAT}:${from}`,
    to: `${MCP_MEMORY_FORMAT}:${to}`,
    label: toEdgeLabel(relationType),
    file,
    line
  };
}
function parseLine(text) {
  try {
    let value = JSON.parse(text);
    return value && typeof value == "object" && !Array.isArray(value) ? value : "is not a JSON object";
  } catch (error) {
    return `is not valid JSON (${error.message})`;
  }
}
function addRecord(out, seen, record, file, line) {
  if (record.type === "relation") {
    let relation = toRelation(record, file, line);
    return typeof relation == "string" ? relation : (out.relations.push(relation), null);
  }
  if (record.type !== "entity")
    return `"type" must be "entity" or "relation", not ${JSON.stringify(record.type)}`;
  let entry = toEntry(record, file, line);
  return typeof entry == "string" ? entry : seen.has(entry.origin) ? `entity "${entry.title}" appears again; ignored` : (seen.add(entry.origin), out.entries.push(entry), null);
}
function parseMcpMemory(text, file) {
  let out = { entries: [], relations: [], problems: [] }, seen = /* @__PURE__ */ new Set(), lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let raw = lines[i] ?? "";
    if (raw.trim() === "") continue;
    let record = parseLine(raw), message = typeof record == "string" ? `line ${record}` : addRecord(out, seen, record, file, i + 1);
    message && out.problems.push({ file, line: i + 1, message });
  }
  return out;
}

// src/services/import/import-origin-source.ts
import { statSync } from "node:fs";
import path3 from "node:path";

// src/core/import/import-origin.ts
var ORIGIN_FORMAT = "origin", OWN_FIELDS = /* @__PURE__ */ new Set(["id", "title", "type", "tags", "links", "scope", "status"]), STRATA_FIELDS = /* @__PURE__ */ new Set(["source", "source_hash", "embedding"]), TAG2 = /^[\p{L}\p{N}][\p{L}\p{N}_./-]{0,49}$/u;
function readTags2(value) {
  let tags = (Array.isArray(value) ? value : []).filter((t) => typeof t == "string").map((t) => t.trim().toLowerCase()).filter((t) => TAG2.test(t));
  return [...new Set(tags)].slice(0, 50);
}
function readExtra(data) {
  let extra = Object.entries(data).filter(([k]) => !OWN_FIELDS.has(k) && !STRATA_FIELDS.has(k));
  return extra.length ? Object.fromEntries(extra) : void 0;
}
function chooseScope(folder, field) {
  return folder.scope === "local" ? "local" : field === "local" || field === "project" || field === "global" || field === "enterprise" ? field : folder.scope;
}
function originOf(folder, id) {
  return `${ORIGIN_FORMAT}:${folder.scope === "local" ? "local/" : ""}${id}`;
}
function readNote2(folder, note) {
  let { data, body } = parseDocument(note.text, note.file);
  if (typeof data.type != "string") return { links: [] };
  let id = typeof data.id == "string" && data.id.trim() ? data.id.trim() : note.name, scope = chooseScope(folder, data.scope);
  if (scope === "enterprise" && !folder.ignoreScopes)
    return { links: [], problem: `"${id}" is an enterprise memory; import it with --scope` };
  let heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim(), title = typeof data.title == "string" && data.title.trim() ? data.title.trim() : heading, entry = {
    origin: originOf(folder, id),
    id,
    type: data.type.trim().toLowerCase(),
    title: title || id,
    body: body.replace(/^\s*\n/, ""),
    tags: readTags2(data.tags),
    status: typeof data.status == "string" ? data.status : void 0,
    extra: readExtra(data),
    file: note.file
  };
  folder.ignoreScopes || (entry.scope = scope);
  let links = Array.isArray(data.links) ? data.links.filter((l) => typeof l == "string") : [];
  return { entry, links };
}
function readGraphEdges(folder, out) {
  if (!folder.graph) return [];
  let { file, text } = folder.graph, edges;
  try {
    edges = JSON.parse(text)?.edges;
  } catch {
    return out.problems.push({ file, message: "is not JSON; its edges were not imported" }), [];
  }
  if (!Array.isArray(edges)) return [];
  let relations = [];
  for (let raw of edges) {
    let e = raw ?? {};
    if (typeof e.source != "string" || typeof e.target != "string") continue;
    let name = [e.label, e.relation, e.type].find((l) => typeof l == "string"), label = toEdgeLabel(name ?? "relates-to");
    relations.push({
      from: originOf(folder, e.source),
      to: originOf(folder, e.target),
      label,
      file
    });
  }
  return relations;
}
function dedupeRelations(relations) {
  let byPair = /* @__PURE__ */ new Map();
  for (let r of relations) {
    let key = [r.from, r.to].sort().join("\0"), seen = byPair.get(key);
    (!seen || seen.label === "relates-to" && r.label !== "relates-to") && byPair.set(key, r);
  }
  return [...byPair.values()];
}
function parseOriginFolder(folder) {
  let out = { entries: [], relations: [], problems: [] }, linked = [], seen = /* @__PURE__ */ new Set();
  for (let note of folder.notes)
    try {
      let { entry, links, problem } = readNote2(folder, note);
      if (problem && out.problems.push({ file: note.file, message: problem }), !entry) continue;
      if (seen.has(entry.origin)) {
        out.problems.push({ file: note.file, message: `repeats the id "${entry.id}"; skipped` });
        continue;
      }
      seen.add(entry.origin), out.entries.push(entry);
      for (let to of links)
        linked.push({
          from: entry.origin,
          to: originOf(folder, to),
          label: "relates-to",
          file: note.file
        });
    } catch (error) {
      let message = error.message.replace(/^strata: /, "").replace(`${note.file}: `, "");
      out.problems.push({ file: note.file, message });
    }
  return out.relations = dedupeRelations([...readGraphEdges(folder, out), ...linked]), out;
}

// src/services/import/import-source.ts
import { lstatSync, readdirSync, realpathSync } from "node:fs";
import path2 from "node:path";
var MAX_SOURCE_BYTES = 64 * 1024 * 1024;
function readSourceText(file, maxBytes = MAX_SOURCE_BYTES) {
  let fail = (message) => ({ ok: !1, problem: { file, message } }), read;
  try {
    read = readBoundedTextSync(file, maxBytes);
  } catch (error) {
    return fail(`cannot be read (${error.code ?? "error"})`);
  }
  return read.ok ? read.text.includes("\0") ? fail("is a binary file, not text; skipped") : { ok: !0, text: read.text.replace(/^\uFEFF/, "") } : read.reason === "too large" ? fail(
    `is too large (${read.size} bytes, limit ${maxBytes}); split it and import the parts`
  ) : fail(read.reason === "missing" ? "does not exist" : "is not a regular file");
}
function visit(root, realRoot, dir, out) {
  for (let name of readdirSync(dir).sort()) {
    if (name.startsWith(".")) continue;
    let full = path2.join(dir, name), info = lstatSync(full);
    if (info.isSymbolicLink()) {
      let real;
      try {
        real = realpathSync(full);
      } catch {
        out.problems.push({ file: full, message: "is a broken symbolic link; skipped" });
        continue;
      }
      if (!isInside(realRoot, real)) {
        out.problems.push({ file: full, message: `is a symbolic link out of ${root}; skipped` });
        continue;
      }
      continue;
    }
    info.isDirectory() ? visit(root, realRoot, full, out) : info.isFile() && name.toLowerCase().endsWith(".md") && out.files.push(full);
  }
}
function listMarkdownFiles(root) {
  let out = { files: [], problems: [] };
  return visit(root, realpathSync(root), root, out), out;
}

// src/services/import/import-origin-source.ts
var MAX_NOTE_BYTES = 1024 * 1024, MEMORY_FOLDERS = ["permanent", "temporary"];
function isFolder(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return !1;
  }
}
function readNotes(dir, problems) {
  let notes = [];
  for (let sub of MEMORY_FOLDERS) {
    let folder = path3.join(dir, sub);
    if (!isFolder(folder)) continue;
    let listing = listMarkdownFiles(folder);
    problems.push(...listing.problems);
    for (let file of listing.files) {
      let read = readSourceText(file, MAX_NOTE_BYTES);
      read.ok ? notes.push({ file, name: path3.basename(file).replace(/\.md$/i, ""), text: read.text }) : problems.push(read.problem);
    }
  }
  return notes;
}
function readFolder(dir, scope, ignoreScopes) {
  let problems = [], notes = readNotes(dir, problems), file = path3.join(dir, "graph.json"), read = isFolder(dir) ? readSourceText(file) : void 0;
  read && !read.ok && read.problem.message !== "does not exist" && problems.push(read.problem);
  let graph = read?.ok ? { file, text: read.text } : void 0, parsed = parseOriginFolder({ scope, notes, graph, ignoreScopes });
  return { ...parsed, problems: [...problems, ...parsed.problems] };
}
function readOriginStore(source, ignoreScopes) {
  let nested = path3.join(source, ".claude", "memory"), base = isFolder(nested) ? nested : source;
  if (!isFolder(base))
    throw new StrataError("INVALID_ARGUMENT", `${source} is not a folder`, {
      subject: "path",
      hint: "name the project that holds .claude/memory, or the memory folder itself"
    });
  let parts = [readFolder(base, "project", ignoreScopes)], local = path3.join(base, "local");
  isFolder(local) && parts.push(readFolder(local, "local", ignoreScopes));
  let entries = parts.flatMap((p) => p.entries), relations = resolveAcrossFolders(
    parts.flatMap((p) => p.relations),
    new Set(entries.map((e) => e.origin))
  );
  return { entries, relations, problems: parts.flatMap((p) => p.problems) };
}
function resolveAcrossFolders(relations, known) {
  let other = (origin) => origin.startsWith(`${ORIGIN_FORMAT}:local/`) ? origin.replace(`${ORIGIN_FORMAT}:local/`, `${ORIGIN_FORMAT}:`) : origin.replace(`${ORIGIN_FORMAT}:`, `${ORIGIN_FORMAT}:local/`), find = (origin) => known.has(origin) || !known.has(other(origin)) ? origin : other(origin);
  return dedupeRelations(relations.map((r) => ({ ...r, from: find(r.from), to: find(r.to) })));
}

// src/services/import/import-readers.ts
var IMPORT_FORMATS = ["mcp-memory", "basic-memory", "claude-md", "origin"];
function isImportFormat(value) {
  return typeof value == "string" && IMPORT_FORMATS.includes(value);
}
var MAX_NOTE_BYTES2 = 1024 * 1024;
function isFolder2(file) {
  try {
    return statSync2(file).isDirectory();
  } catch {
    return !1;
  }
}
function readMcpMemory(source) {
  let file = isFolder2(source) ? path4.join(source, "memory.jsonl") : source, read = readSourceText(file);
  return read.ok ? parseMcpMemory(read.text, file) : { entries: [], relations: [], problems: [read.problem] };
}
function readBasicMemory(source) {
  if (!isFolder2(source))
    throw new StrataError("INVALID_ARGUMENT", `${source} is not a folder`, {
      subject: "path",
      hint: "name the basic-memory project folder (the one holding its notes)"
    });
  let listing = listMarkdownFiles(source), notes = [], problems = [...listing.problems];
  for (let file of listing.files) {
    let read = readSourceText(file, MAX_NOTE_BYTES2);
    read.ok ? notes.push({
      file,
      rel: path4.relative(source, file).split(path4.sep).join("/"),
      text: read.text
    }) : problems.push(read.problem);
  }
  let parsed = parseBasicMemory(notes);
  return { ...parsed, problems: [...problems, ...parsed.problems] };
}
function mergeSources(parts) {
  return {
    entries: parts.flatMap((p) => p.entries),
    relations: parts.flatMap((p) => p.relations),
    problems: parts.flatMap((p) => p.problems)
  };
}
function failed(file, error) {
  let message = error.message.replace(/^strata: /, "").replace(`${file}: `, "");
  return { entries: [], relations: [], problems: [{ file, message }] };
}
function dropIndexLines(text, notes) {
  return text.split(/\r?\n/).filter((line) => {
    let target = /^\s*[-*]\s*\[[^\]]*\]\(([^)\s]+\.md)\)/.exec(line)?.[1];
    return !(target && notes.has(target));
  }).join(`
`);
}
function readClaudeFile(file, key, notes) {
  let read = readSourceText(file, MAX_NOTE_BYTES2);
  if (!read.ok) return { entries: [], relations: [], problems: [read.problem] };
  let name = path4.basename(file);
  try {
    return /^MEMORY\.md$/i.test(name) ? parseClaudeMd(dropIndexLines(read.text, notes), file, key) : /^CLAUDE(\.local)?\.md$/i.test(name) ? parseClaudeMd(read.text, file, key) : parseAutoMemoryNote(read.text, file, key);
  } catch (error) {
    return failed(file, error);
  }
}
function readClaudeMd(source, projectRoot) {
  if (!isFolder2(source)) {
    let key = projectRoot && !path4.relative(projectRoot, source).startsWith("..") ? path4.relative(projectRoot, source) : source;
    return readClaudeFile(source, key.split(path4.sep).join("/"), /* @__PURE__ */ new Set());
  }
  let listing = listMarkdownFiles(source), rels = listing.files.map((file) => path4.relative(source, file).split(path4.sep).join("/")), notes = new Set(rels), parts = listing.files.map((file, i) => readClaudeFile(file, rels[i] ?? file, notes));
  return mergeSources([{ entries: [], relations: [], problems: listing.problems }, ...parts]);
}
function assertSourceExists(format, source) {
  if (!existsSync(source))
    throw new StrataError("NOT_FOUND", `${source} does not exist`, {
      subject: "path",
      hint: `name the ${format} file or folder to import (see strata import --help)`
    });
}
function readImportSource(format, source, where) {
  switch (assertSourceExists(format, source), format) {
    case "claude-md":
      return readClaudeMd(source, where.projectRoot);
    case "mcp-memory":
      return readMcpMemory(source);
    case "basic-memory":
      return readBasicMemory(source);
    case "origin":
      return readOriginStore(source, where.scopeNamed === !0);
  }
}

// src/cli/commands/import.ts
var ACTION_TEXT = {
  create: "create ",
  skip: "same   ",
  changed: "changed",
  update: "update "
};
function describeProblem(p) {
  return `strata: ${p.file}${p.line ? `:${p.line}` : ""}: ${p.message}`;
}
function describeImport(r) {
  let verb = r.dryRun ? "Would import" : "Imported", many = r.scopes.length > 1, into = many ? `the ${r.scopes.join(", ")} scopes` : `the ${r.scopes[0] ?? r.scope} scope`, lines = [`${verb} ${r.format} from ${r.source} into ${into}:`];
  for (let m of r.memories)
    lines.push(`  ${ACTION_TEXT[m.action]} ${many ? `${m.scope}/` : ""}${m.id}  ${m.title}`);
  for (let e of r.edges.filter((x) => x.action === "add"))
    lines.push(`  edge    ${e.from} \u2014${e.label}\u2192 ${e.to}`);
  for (let u of r.unresolved)
    lines.push(
      `  no edge ${u.from} \u2192 "${u.target}": the source holds no such entry (${u.file}${u.line ? `:${u.line}` : ""})`
    );
  let c = r.counts;
  return lines.push(
    `${c.create} new, ${c.skip} unchanged, ${c.changed} changed in the source, ${c.update} updated, ${c.edges} edges added`
  ), c.changed && lines.push("Changed memories were left as they are: rerun with --update to rewrite them."), r.dryRun && lines.push("Dry run: nothing was written."), lines.join(`
`);
}
var importCommand = {
  name: "import",
  help: `strata import <format> <path> [--scope S] [--dry-run] [--update]

  Formats: ${IMPORT_FORMATS.join(", ")}.
    mcp-memory    the MCP memory server's memory.jsonl (or a folder holding it):
                  entities become memories (their entityType as the type when strata
                  knows it, else a learning tagged with it), observations a bullet
                  list, relations labelled graph edges.
    basic-memory  a basic-memory project folder: each note a memory (its title,
                  type and tags; observation #tags added), its "- relation [[Target]]"
                  lines labelled edges. Symbolic links out of the folder are skipped.
    claude-md     a CLAUDE.md (each # or ## section a draft), or Claude Code's
                  auto-memory folder (each note a draft; "auto" finds this project's
                  folder). Drafts go to the local scope unless --scope says otherwise
                  and wait for \`strata review\`.
    origin        the origin memory plugin's store: a project holding .claude/memory
                  (and its local/ folder), or the memory folder itself. Each memory
                  keeps its id, type (custom types too), tags and fields, and goes to
                  the scope it records (local/ stays local) unless --scope names one;
                  graph.json edges keep their labels. archive/ stays behind.

  Each memory records where it came from (source, source_hash), so importing again
  creates nothing twice: unchanged entries are skipped, changed ones are reported and
  rewritten only with --update. --dry-run prints the plan (--json: the plan as JSON)
  and writes nothing. The source is only read. Lines or files that cannot be imported
  are named on stderr and the rest is imported; the exit code is then 1.`,
  options: {
    scope: { type: "string" },
    "dry-run": { type: "boolean" },
    update: { type: "boolean" }
  },
  async run(ctx, args) {
    let usage = "strata import <format> <path> [--scope S] [--dry-run] [--update]", format = requirePositional(args, 0, "format", usage);
    if (!isImportFormat(format)) throw unknownFormat(format, IMPORT_FORMATS);
    let named = requirePositional(args, 1, "path", usage), source = format === "claude-md" && named === "auto" ? readCliAutoMemory(ctx).dir : path5.resolve(ctx.cwd, named), scope = readScope(args.values.scope), parsed = readImportSource(format, source, {
      projectRoot: ctx.projectRoot,
      scopeNamed: scope !== void 0
    }), result = await importParsed(ctx.store, parsed, {
      format,
      source,
      scope: scope ?? (format === "claude-md" ? "local" : "project"),
      dryRun: args.values["dry-run"] === !0,
      update: args.values.update === !0
    });
    for (let p of result.problems) ctx.notice(describeProblem(p));
    return {
      json: result,
      text: describeImport(result),
      exitCode: result.problems.length ? 1 : 0
    };
  }
};
export {
  describeProblem,
  importCommand
};
