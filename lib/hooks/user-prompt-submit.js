"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: !0 });
}, __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: !0 }) : target,
  mod
));

// src/core/sha256.ts
var init_sha256 = __esm({
  "src/core/sha256.ts"() {
    "use strict";
  }
});

// src/storage/cache-dir.ts
function resolveCacheRoot(env) {
  return env.strataCacheDir ? import_node_path.default.resolve(env.strataCacheDir) : env.xdgCacheHome ? import_node_path.default.join(import_node_path.default.resolve(env.xdgCacheHome), "strata") : import_node_path.default.join(env.home, ".cache", "strata");
}
var import_node_path, init_cache_dir = __esm({
  "src/storage/cache-dir.ts"() {
    "use strict";
    import_node_path = __toESM(require("node:path"), 1);
    init_sha256();
  }
});

// src/storage/json-file-sync.ts
function writeTextSync(file2, text) {
  (0, import_node_fs.mkdirSync)(import_node_path2.default.dirname(file2), { recursive: !0, mode: 448 });
  let rand = Math.floor(Math.random() * 4294967295).toString(36), temp = import_node_path2.default.join(import_node_path2.default.dirname(file2), `.${import_node_path2.default.basename(file2)}.${process.pid}.${rand}.tmp`);
  try {
    (0, import_node_fs.writeFileSync)(temp, text, { flag: "wx", mode: 384 }), (0, import_node_fs.renameSync)(temp, file2);
  } catch (error) {
    try {
      (0, import_node_fs.unlinkSync)(temp);
    } catch {
    }
    throw error;
  }
}
var import_node_fs, import_node_path2, init_json_file_sync = __esm({
  "src/storage/json-file-sync.ts"() {
    "use strict";
    import_node_fs = require("node:fs"), import_node_path2 = __toESM(require("node:path"), 1);
  }
});

// src/hooks/code-cache.ts
var code_cache_exports = {};
__export(code_cache_exports, {
  codeCacheFile: () => codeCacheFile,
  startHookBody: () => startHookBody
});
function isCacheOf(name2, file2) {
  return file2.startsWith(`${name2}-`) && file2.endsWith(".bin") && /^[0-9a-f]{16}-v8-/.test(file2.slice(name2.length + 1));
}
function codeCacheFile(cacheRoot, name2, hash) {
  let runtime = `v8-${process.versions.v8}-${process.arch}`;
  return import_node_path3.default.join(cacheRoot, "code-cache", `${name2}-${hash}-${runtime}.bin`);
}
function readCache(file2) {
  try {
    let data = (0, import_node_fs2.readFileSync)(file2);
    return data.length > 0 && data.length <= MAX_CACHE_BYTES ? data : void 0;
  } catch {
    return;
  }
}
function saveCache(name2, file2, data) {
  try {
    writeTextSync(file2, data);
    let dir = import_node_path3.default.dirname(file2);
    for (let other of (0, import_node_fs2.readdirSync)(dir))
      isCacheOf(name2, other) && other !== import_node_path3.default.basename(file2) && (0, import_node_fs2.unlinkSync)(import_node_path3.default.join(dir, other));
  } catch {
  }
}
function compileBody(body, cacheFile) {
  let script, cachedData;
  try {
    process.getBuiltinModule("node:v8").setFlagsFromString("--verify-snapshot-checksum");
    let { Script } = process.getBuiltinModule("node:vm"), source = (0, import_node_fs2.readFileSync)(body.file, "utf8");
    cachedData = readCache(cacheFile), script = new Script(
      `(function (exports, require, module, __filename, __dirname) {${source}
})`,
      {
        filename: body.file,
        ...cachedData ? { cachedData } : {}
      }
    );
    let fn = script.runInThisContext();
    return (!cachedData || script.cachedDataRejected) && process.once("exit", () => {
      performance.now() < SAVE_WITHIN_MS && saveCache(body.name, cacheFile, script.createCachedData());
    }), fn;
  } catch {
    return null;
  }
}
function startHookBody(body) {
  let cacheRoot = resolveCacheRoot({
    home: process.env.HOME || process.env.USERPROFILE || "/",
    strataCacheDir: process.env.STRATA_CACHE_DIR || void 0,
    xdgCacheHome: process.env.XDG_CACHE_HOME || void 0
  }), fn = process.versions.bun ? null : compileBody(body, codeCacheFile(cacheRoot, body.name, body.hash));
  if (!fn) {
    body.require(body.file);
    return;
  }
  fn.call(
    body.module.exports,
    body.module.exports,
    body.require,
    body.module,
    body.file,
    import_node_path3.default.dirname(body.file)
  );
}
var import_node_fs2, import_node_path3, MAX_CACHE_BYTES, SAVE_WITHIN_MS, init_code_cache = __esm({
  "src/hooks/code-cache.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs"), import_node_path3 = __toESM(require("node:path"), 1);
    init_cache_dir();
    init_json_file_sync();
    MAX_CACHE_BYTES = 8 * 1024 * 1024, SAVE_WITHIN_MS = 1e3;
  }
});

// src/hooks/entry/load-body.ts
var name = __filename.slice(__dirname.length + 1, -3), file = `${__dirname}/body/${name}.js`;
process.versions.bun ? require(file) : Promise.resolve().then(() => (init_code_cache(), code_cache_exports)).then(
  ({ startHookBody: startHookBody2 }) => startHookBody2({ name, file, hash: "67e3d5feaf8c5d5a", require, module })
);
