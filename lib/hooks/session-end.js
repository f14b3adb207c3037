"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
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

// src/hooks/code-cache.ts
var import_node_fs3 = require("node:fs");

// scripts/shims/node-path.mjs
var path = __toESM(require("node:path"), 1), node_path_default = path, {
  basename,
  delimiter,
  dirname,
  extname,
  format,
  isAbsolute,
  join,
  normalize,
  parse,
  posix,
  relative,
  resolve,
  sep,
  toNamespacedPath,
  win32
} = path;

// src/io/read-at.ts
var import_node_fs = require("node:fs");
function readAt(fd, position, length) {
  let bytes = Buffer.allocUnsafe(length), done = 0;
  for (; done < length; ) {
    let n = (0, import_node_fs.readSync)(fd, bytes, done, length - done, position + done);
    if (n === 0) return null;
    done += n;
  }
  return bytes;
}

// src/storage/cache-dir.ts
function resolveCacheRoot(env, home) {
  return env.STRATA_CACHE_DIR ? node_path_default.resolve(env.STRATA_CACHE_DIR) : env.XDG_CACHE_HOME ? node_path_default.join(node_path_default.resolve(env.XDG_CACHE_HOME), "strata") : node_path_default.join(home, ".cache", "strata");
}

// src/storage/code-cache-files.ts
var PENDING = ".pending";
function crc32(bytes) {
  return process.getBuiltinModule("node:zlib").crc32(bytes) >>> 0;
}
function checkedPayload(data) {
  if (data.length <= 4) return null;
  let payload = data.subarray(0, data.length - 4);
  return crc32(payload) === data.readUInt32BE(data.length - 4) ? payload : null;
}
function codeCacheDir(cacheRoot) {
  return join(cacheRoot, "code-cache");
}

// src/storage/json-file-sync.ts
var import_node_fs2 = require("node:fs");
function ensureFolderSync(dir) {
  (0, import_node_fs2.statSync)(dir, { throwIfNoEntry: !1 })?.isDirectory() || (0, import_node_fs2.mkdirSync)(dir, { recursive: !0, mode: 448 });
}
function writeFileBytesSync(file2, data, flags, fsync = !1) {
  let bytes = typeof data == "string" ? Buffer.from(data) : data, fd = (0, import_node_fs2.openSync)(file2, flags, 384);
  try {
    for (let done = 0; done < bytes.length; ) done += (0, import_node_fs2.writeSync)(fd, bytes, done);
    fsync && (0, import_node_fs2.fsyncSync)(fd);
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}

// src/hooks/code-cache.ts
var MAX_CACHE_BYTES = 8 * 1024 * 1024, MAX_BODY_BYTES = 16 * 1024 * 1024, SAVE_WITHIN_MS = 1e3;
function cacheKey(name2, variant) {
  return variant ? `${name2}.${variant}` : name2;
}
function isCacheOf(key, file2) {
  let rest = file2.startsWith(`${key}-`) ? file2.slice(key.length + 1) : "";
  return /^[0-9a-f]{16}-node-.+\.bin(\.pending)?$/.test(rest);
}
function codeCacheFile(cacheRoot, name2, variant, hash) {
  let runtime = `node-${process.version}-v8-${process.versions.v8}-${process.arch}`;
  return join(codeCacheDir(cacheRoot), `${cacheKey(name2, variant)}-${hash}-${runtime}.bin`);
}
function readSmallFile(file2, min, max) {
  try {
    let fd = (0, import_node_fs3.openSync)(file2, "r");
    try {
      let size = (0, import_node_fs3.fstatSync)(fd).size;
      return size > min && size <= max ? readAt(fd, 0, size) : null;
    } finally {
      (0, import_node_fs3.closeSync)(fd);
    }
  } catch {
    return null;
  }
}
function readBytes(file2) {
  return readSmallFile(file2, 4, MAX_CACHE_BYTES);
}
function removeQuietly(file2) {
  try {
    (0, import_node_fs3.unlinkSync)(file2);
  } catch {
  }
}
function readCache(file2) {
  let checked = readBytes(file2);
  if (checked) return checked.subarray(0, checked.length - 4);
  let pending = readBytes(file2 + PENDING);
  if (!pending) return;
  let payload = checkedPayload(pending);
  try {
    payload ? (0, import_node_fs3.renameSync)(file2 + PENDING, file2) : (0, import_node_fs3.unlinkSync)(file2 + PENDING);
  } catch {
  }
  return payload ?? void 0;
}
function saveCache(key, file2, payload) {
  let dir = dirname(file2), temp = `${file2}.${process.pid}.tmp`;
  try {
    ensureFolderSync(dir);
    let trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(crc32(payload)), writeFileBytesSync(temp, Buffer.concat([payload, trailer]), "w", !0), (0, import_node_fs3.renameSync)(temp, file2 + PENDING);
    let kept = basename(file2) + PENDING;
    for (let other of (0, import_node_fs3.readdirSync)(dir))
      isCacheOf(key, other) && other !== kept && removeQuietly(join(dir, other));
  } catch {
    removeQuietly(temp);
  }
}
function compileBody(body, cacheFile) {
  try {
    let { Script } = process.getBuiltinModule("node:vm"), source = readSmallFile(body.file, 0, MAX_BODY_BYTES)?.toString("utf8");
    if (source === void 0) return null;
    let cachedData = readCache(cacheFile), script = new Script(
      `(function (exports, require, module, __filename, __dirname) {${source}
})`,
      { filename: body.file, ...cachedData ? { cachedData } : {} }
    ), fn = script.runInThisContext();
    return (!cachedData || script.cachedDataRejected) && process.once("exit", () => {
      performance.now() < SAVE_WITHIN_MS && saveCache(cacheKey(body.name, body.variant), cacheFile, script.createCachedData());
    }), fn;
  } catch {
    return null;
  }
}
function startHookBody(body) {
  let home = process.env.HOME || process.env.USERPROFILE || "/", file2 = codeCacheFile(
    resolveCacheRoot(process.env, home),
    body.name,
    body.variant,
    body.hash
  ), fn = compileBody(body, file2);
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
    dirname(body.file)
  );
}

// src/hooks/entry/load-body.ts
var name = __filename.slice(__dirname.length + 1, -3), file = `${__dirname}/body/${name}.js`, entry = process.argv[2];
process.versions.bun ? require(file) : startHookBody({
  name,
  variant: entry && /^[a-z]{1,16}$/.test(entry) ? entry : null,
  file,
  hash: "bdcf27dd019c2b9b",
  require,
  module
});
