/**
 * Starting a hook's bundle with V8's code cache. Each hook is a small loader
 * (`lib/hooks/<name>.js`) and a body (`lib/hooks/body/<name>.js`). On Node the loader
 * compiles the body with the bytecode a previous run of the same body left in the cache
 * folder, so the body is neither parsed nor compiled again (the largest part of a hook's
 * own time after the runtime's start); Bun has no such cache at run time and just loads
 * the body. Anything wrong with the cache (missing, of another Node, torn, corrupt) costs
 * only that saving: the body then compiles from source and writes a fresh cache at exit.
 */
import { readdirSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { resolveCacheRoot } from '../storage/cache-dir.js';
import { writeTextSync } from '../storage/json-file-sync.js';

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

/**
 * A cache is written only by a run that ended this soon after its start: a hook past its
 * deadline exits at once, without that work.
 */
const SAVE_WITHIN_MS = 1_000;

/** What the loader of one hook passes in. */
export interface HookBody {
  /** The hook's name, e.g. `pre-tool-use`. */
  name: string;
  /** The body bundle's path. */
  file: string;
  /** A hash of the body's content, fixed at build time. */
  hash: string;
  /** The loader's `require` and `module`, handed on to the body. */
  require: NodeJS.Require;
  module: { exports: unknown };
}

/** Whether `file` is a cache file of the hook `name` (of any body or Node). */
function isCacheOf(name: string, file: string): boolean {
  return (
    file.startsWith(`${name}-`) &&
    file.endsWith('.bin') &&
    /^[0-9a-f]{16}-v8-/.test(file.slice(name.length + 1))
  );
}

/**
 * The code-cache file of a body: one per body content, V8 version and architecture (V8
 * rejects bytecode of another version or flags, and checks the source only by its length).
 */
export function codeCacheFile(cacheRoot: string, name: string, hash: string): string {
  const runtime = `v8-${process.versions.v8}-${process.arch}`;
  return path.join(cacheRoot, 'code-cache', `${name}-${hash}-${runtime}.bin`);
}

function readCache(file: string): Buffer | undefined {
  try {
    const data = readFileSync(file);
    return data.length > 0 && data.length <= MAX_CACHE_BYTES ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the cache atomically and removes the hook's other caches (older bodies, other Nodes). */
function saveCache(name: string, file: string, data: Uint8Array): void {
  try {
    writeTextSync(file, data);
    const dir = path.dirname(file);
    for (const other of readdirSync(dir))
      if (isCacheOf(name, other) && other !== path.basename(file))
        unlinkSync(path.join(dir, other));
  } catch {}
}

/**
 * The body compiled with the cache, or null when Node's vm cannot be used (then the body is
 * required as usual). V8 checks a code cache's checksum only when asked: without the flag a
 * corrupt cache aborts the process instead of being rejected.
 */
function compileBody(body: HookBody, cacheFile: string): BodyFunction | null {
  let script: import('node:vm').Script;
  let cachedData: Buffer | undefined;
  try {
    process.getBuiltinModule('node:v8').setFlagsFromString('--verify-snapshot-checksum');
    const { Script } = process.getBuiltinModule('node:vm');
    const source = readFileSync(body.file, 'utf8');
    cachedData = readCache(cacheFile);
    script = new Script(
      `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
      {
        filename: body.file,
        ...(cachedData ? { cachedData } : {}),
      },
    );
    const fn = script.runInThisContext() as BodyFunction;
    if (!cachedData || script.cachedDataRejected) {
      // At exit, the cache holds the functions this run compiled, not only the top level.
      process.once('exit', () => {
        if (performance.now() < SAVE_WITHIN_MS)
          saveCache(body.name, cacheFile, script.createCachedData());
      });
    }
    return fn;
  } catch {
    return null;
  }
}

/**
 * Runs a hook's body: on Node compiled with its code cache, else (Bun, or a vm failure)
 * required as a module. The body's own frame handles its stdin, deadline
 * and errors; an error of the body's top level is not caught here.
 */
export function startHookBody(body: HookBody): void {
  // The hooks' own cache root: hook-frame's processIo reads the same variables.
  const cacheRoot = resolveCacheRoot({
    home: process.env.HOME || process.env.USERPROFILE || '/',
    strataCacheDir: process.env.STRATA_CACHE_DIR || undefined,
    xdgCacheHome: process.env.XDG_CACHE_HOME || undefined,
  });
  const fn = process.versions.bun
    ? null
    : compileBody(body, codeCacheFile(cacheRoot, body.name, body.hash));
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
    path.dirname(body.file),
  );
}
