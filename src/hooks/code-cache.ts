/**
 * Starting a hook's body with V8's code cache. Each hook is a small loader
 * (`lib/hooks/<name>.js`) and a body (`lib/hooks/body/<name>.js`). On Node the loader
 * compiles the body with the bytecode a previous run of the same body left in the cache
 * folder, so the body is neither parsed nor compiled again (about a third of a hook's own
 * time after the runtime's start).
 *
 * V8 checks a cache's header (its version, flags, the source's length, the payload's
 * length) but not its payload, and a payload with changed bytes crashes the process or
 * runs wrong code. So a cache is written durably (synced, then renamed) with a CRC-32
 * trailer as `<file>.pending`; the next run checks the trailer once and renames the file
 * to its final name, which later runs read without a check (as Python trusts its `.pyc`
 * files). A cache that fails the check is deleted; `strata doctor` checks them all
 * (`storage/code-cache-files.ts`).
 */
import { closeSync, fstatSync, openSync, readdirSync, renameSync, unlinkSync } from 'node:fs';
// Named imports only, and open/read rather than readFileSync: the loader runs before
// anything else, and each helper or fs function a short process uses first costs it a
// compile; the body uses these same ones.
import { basename, dirname, join } from 'node:path';
import { readAt } from '../io/read-at.js';
import { resolveCacheRoot } from '../storage/cache-dir.js';
import { checkedPayload, codeCacheDir, crc32, PENDING } from '../storage/code-cache-files.js';
import { ensureFolderSync, writeFileBytesSync } from '../storage/json-file-sync.js';

/** The CommonJS wrapper a body runs in, as Node's own loader gives it. */
type BodyFunction = (
  exports: unknown,
  require: NodeJS.Require,
  module: unknown,
  filename: string,
  dirname: string,
) => void;

/** Caches larger than this are not read (a body's cache is about 100 KB). */
const MAX_CACHE_BYTES = 8 * 1024 * 1024;
/** A body larger than this is required as a module instead (a body is about 100 KB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * A cache is written only by a run that ended this soon after its start: a hook past its
 * deadline exits at once, without that work.
 */
const SAVE_WITHIN_MS = 1_000;

/** What the loader of one hook passes in. */
export interface HookBody {
  /** The hook's name, e.g. `pre-tool-use`. */
  name: string;
  /**
   * The hooks.json entry the run came from (its second argument, e.g. `bash`): each entry
   * runs other parts of the body, so each keeps a cache of its own. Null for none.
   */
  variant: string | null;
  /** The body bundle's path. */
  file: string;
  /** A hash of the body's content, fixed at build time. */
  hash: string;
  /** The loader's `require` and `module`, handed on to the body. */
  require: NodeJS.Require;
  module: { exports: unknown };
}

/** The cache's key: the hook's name, and the hooks.json entry when it names one. */
function cacheKey(name: string, variant: string | null): string {
  return variant ? `${name}.${variant}` : name;
}

/** Whether `file` is a cache file of `key` (of any body or Node), checked or pending. */
function isCacheOf(key: string, file: string): boolean {
  const rest = file.startsWith(`${key}-`) ? file.slice(key.length + 1) : '';
  return /^[0-9a-f]{16}-node-.+\.bin(\.pending)?$/.test(rest);
}

/**
 * The code-cache file of a body: one per body content, Node and V8 version and
 * architecture (V8 rejects bytecode of another version or flags, and checks the source
 * only by its length, so the content hash is what keeps an old body's bytecode away).
 */
export function codeCacheFile(
  cacheRoot: string,
  name: string,
  variant: string | null,
  hash: string,
): string {
  const runtime = `node-${process.version}-v8-${process.versions.v8}-${process.arch}`;
  return join(codeCacheDir(cacheRoot), `${cacheKey(name, variant)}-${hash}-${runtime}.bin`);
}

/** The whole of `file` when it holds more than `min` and at most `max` bytes, else null. */
function readSmallFile(file: string, min: number, max: number): Buffer | null {
  try {
    const fd = openSync(file, 'r');
    try {
      const size = fstatSync(fd).size;
      return size > min && size <= max ? readAt(fd, 0, size) : null;
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
}

function readBytes(file: string): Buffer | null {
  return readSmallFile(file, 4, MAX_CACHE_BYTES);
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {}
}

/**
 * The cached bytecode for `file`: the checked file as it is, else the pending one once its
 * trailer matches (then renamed to `file`); a pending file that does not match is deleted.
 */
function readCache(file: string): Buffer | undefined {
  const checked = readBytes(file);
  if (checked) return checked.subarray(0, checked.length - 4);
  const pending = readBytes(file + PENDING);
  if (!pending) return undefined;
  const payload = checkedPayload(pending);
  try {
    if (payload) renameSync(file + PENDING, file);
    else unlinkSync(file + PENDING);
  } catch {}
  return payload ?? undefined;
}

/**
 * Writes `payload` with its CRC-32 trailer as the pending cache, synced before the rename
 * (a crash never leaves a torn file under the name), and removes the key's other caches:
 * older bodies, other Nodes, and a checked one V8 rejected (it is saved only then).
 */
function saveCache(key: string, file: string, payload: Uint8Array): void {
  const dir = dirname(file);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    ensureFolderSync(dir);
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(crc32(payload));
    writeFileBytesSync(temp, Buffer.concat([payload, trailer]), 'w', true);
    renameSync(temp, file + PENDING);
    const kept = basename(file) + PENDING;
    for (const other of readdirSync(dir))
      if (isCacheOf(key, other) && other !== kept) removeQuietly(join(dir, other));
  } catch {
    removeQuietly(temp);
  }
}

/** The body compiled with the cache, or null when Node's vm cannot be used (then the body is required). */
function compileBody(body: HookBody, cacheFile: string): BodyFunction | null {
  try {
    const { Script } = process.getBuiltinModule('node:vm');
    const source = readSmallFile(body.file, 0, MAX_BODY_BYTES)?.toString('utf8');
    if (source === undefined) return null;
    const cachedData = readCache(cacheFile);
    const script = new Script(
      `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
      { filename: body.file, ...(cachedData ? { cachedData } : {}) },
    );
    const fn = script.runInThisContext() as BodyFunction;
    if (!cachedData || script.cachedDataRejected) {
      // At exit, the cache holds the functions this run compiled, not only the top level.
      process.once('exit', () => {
        if (performance.now() < SAVE_WITHIN_MS)
          saveCache(cacheKey(body.name, body.variant), cacheFile, script.createCachedData());
      });
    }
    return fn;
  } catch {
    return null;
  }
}

/**
 * Runs a hook's body on Node, compiled with its code cache, or required as a module when
 * Node's vm cannot be used (the loader requires it directly on Bun, which has no such
 * cache). The body's own frame handles its stdin, deadline and errors; an error of the
 * body's top level is not caught here.
 */
export function startHookBody(body: HookBody): void {
  // The hooks' own cache root: hook-frame's processIo reads the same variables.
  const home = process.env.HOME || process.env.USERPROFILE || '/';
  const file = codeCacheFile(
    resolveCacheRoot(process.env, home),
    body.name,
    body.variant,
    body.hash,
  );
  const fn = compileBody(body, file);
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
    dirname(body.file),
  );
}
