// node:path for the hook bundles: one module in each bundle instead of one esbuild
// interop copy of node:path per source file that imports it (about a dozen per hook, each
// copying every export through a getter at load). scripts/build.mjs points the hooks'
// `node:path` here; this file's own import is the real one.
import * as path from 'node:path';

export default path;
export const {
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
  win32,
} = path;
