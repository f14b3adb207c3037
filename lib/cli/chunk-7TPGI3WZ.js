#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  withGraphLocks
} from "./chunk-AGVA75HD.js";
import {
  readGraph,
  updateHeldGraph
} from "./chunk-A4QYTY4Q.js";
import {
  checkAliases,
  checkBody,
  checkCommandPatterns,
  checkFilePatterns,
  checkLinks,
  checkSeverity,
  checkTags,
  checkTitle,
  checkType
} from "./chunk-N72CJCK6.js";
import {
  createScopeFile
} from "./chunk-P2YN5BTH.js";
import {
  isoSeconds
} from "./chunk-7KTB7TC7.js";
import {
  DEFAULT_LABEL,
  addEdge
} from "./chunk-Z6SYHISM.js";
import {
  getWritableScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  assertRealFolders,
  isNewMemoryId,
  readMemoryFile,
  resolveInside,
  serializeDocument,
  withIgnoreAll,
  writeFileAtomic
} from "./chunk-SDR562BD.js";
import {
  StrataError,
  isStrataError
} from "./chunk-VWF6XKUM.js";

// src/services/remember.ts
import { existsSync } from "node:fs";
import { unlink } from "node:fs/promises";
import path2 from "node:path";

// src/core/slug.ts
var MAX_SLUG_LENGTH = 80, LETTERS = {
  \u00DF: "ss",
  \u00E6: "ae",
  \u0153: "oe",
  \u00F8: "o",
  \u0142: "l",
  \u0111: "d",
  \u00F0: "d",
  \u00FE: "th",
  \u0131: "i"
};
function slugify(text) {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[ßæœøłđðþı]/g, (c) => LETTERS[c] ?? c).replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
function createMemoryId(type, title) {
  let typeSlug = slugify(type) || "memory", slug = slugify(title) || "untitled";
  (slug === typeSlug || slug.startsWith(`${typeSlug}-`)) && (slug = slug.slice(typeSlug.length + 1));
  let id = slug ? `${typeSlug}-${slug}` : typeSlug;
  if (id.length > MAX_SLUG_LENGTH) {
    let cut = id.slice(0, MAX_SLUG_LENGTH);
    id = cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut;
  }
  if (!isNewMemoryId(id)) throw new Error(`strata: cannot make an id from "${title}"`);
  return id;
}
function withSuffix(base, n) {
  return n === 0 ? base : `${base}-${n}`;
}

// src/storage/local-ignore.ts
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
async function ensureLocalIgnored(localDir) {
  await mkdir(localDir, { recursive: !0 });
  let file = path.join(localDir, ".gitignore"), current = await readFile(file, "utf8").catch(() => null), next = withIgnoreAll(current);
  return next === null ? !1 : (await writeFileAtomic(file, next), !0);
}

// src/services/remember.ts
function folderFor(scope, type) {
  return type === "breadcrumb" && existsSync(path2.join(scope.dir, "temporary")) ? "temporary" : existsSync(path2.join(scope.dir, "permanent")) ? "permanent" : "";
}
function buildFields(id, input, stamp) {
  let type = checkType(input.type), links = checkLinks(input.links), aliases = input.aliases === void 0 ? [] : checkAliases(input.aliases);
  return {
    id,
    title: checkTitle(input.title),
    type,
    tags: checkTags(input.tags),
    aliases: aliases.length ? aliases : void 0,
    created: stamp,
    updated: stamp,
    links: links.length ? links : void 0,
    severity: input.severity === void 0 ? void 0 : checkSeverity(input.severity),
    file_patterns: input.filePatterns === void 0 ? void 0 : checkFilePatterns(input.filePatterns),
    command_patterns: input.commandPatterns === void 0 ? void 0 : checkCommandPatterns(input.commandPatterns),
    status: typeof input.status == "string" ? input.status : void 0,
    ...input.extraFields
  };
}
function checkRememberInput(ctx, input) {
  getWritableScope(ctx, input.scope), checkBody(input.body ?? "", ctx.read.maxFileBytes), buildFields(
    createMemoryId(checkType(input.type), checkTitle(input.title)),
    input,
    ""
  );
}
async function createUnderFreeId(scope, folder, base, taken, render) {
  for (let n = 0; n < 1e3; n++) {
    let id = withSuffix(base, n);
    if (taken.has(id)) continue;
    let rel = folder ? `${folder}/${id}.md` : `${id}.md`;
    try {
      return await createScopeFile(scope, resolveInside(scope.dir, rel), render(id)), rel;
    } catch (error) {
      if (!isStrataError(error, "ALREADY_EXISTS")) throw error;
    }
  }
  throw new StrataError("ALREADY_EXISTS", `no free id near "${base}"`, {
    hint: "choose a more specific title"
  });
}
async function remember(ctx, input) {
  let scope = getWritableScope(ctx, input.scope), body = checkBody(input.body ?? "", ctx.read.maxFileBytes), base = createMemoryId(checkType(input.type), checkTitle(input.title)), stamp = isoSeconds(ctx.now()), fields = buildFields(base, input, stamp), store = await loadStore(ctx), known = new Set(store.all.map((m) => m.id)), missing = fields.links?.find((l) => !known.has(l));
  if (missing)
    throw new StrataError("NOT_FOUND", `links: no memory with id "${missing}"`, {
      subject: "links",
      hint: "link to existing ids (see `strata list`)"
    });
  await assertRealFolders(scope), scope.scope === "local" && await ensureLocalIgnored(scope.dir);
  let taken = new Set(store.all.filter((m) => m.scope === scope.scope).map((m) => m.id)), write = () => createUnderFreeId(
    scope,
    folderFor(scope, String(fields.type)),
    base,
    taken,
    (id) => serializeDocument({ ...fields, id }, body)
  );
  return fields.links?.length ? writeWithEdges(ctx, scope, write, stamp) : readBack(ctx, scope, await write());
}
async function writeWithEdges(ctx, scope, write, stamp) {
  return withGraphLocks([scope.dir], async () => {
    await readGraph(scope.dir);
    let memory = await readBack(ctx, scope, await write());
    try {
      await updateHeldGraph(scope.dir, (graph) => {
        for (let target of memory.links) addEdge(graph, memory.id, target, DEFAULT_LABEL, stamp);
        return !0;
      });
    } catch (error) {
      throw await unlink(memory.path).catch(() => {
      }), error;
    }
    return memory;
  });
}
async function readBack(ctx, scope, rel) {
  try {
    let memory = await readMemoryFile(scope, rel, ctx.read);
    if (!memory)
      throw new StrataError("IO_ERROR", `${rel} was written but does not read back as a memory`);
    return memory;
  } catch (error) {
    throw await unlink(resolveInside(scope.dir, rel)).catch(() => {
    }), error;
  }
}

export {
  slugify,
  createMemoryId,
  withSuffix,
  ensureLocalIgnored,
  folderFor,
  checkRememberInput,
  createUnderFreeId,
  remember
};
