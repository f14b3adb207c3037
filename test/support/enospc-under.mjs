/**
 * Fault injection for a real CLI process: loaded with `--import` (through NODE_OPTIONS), it
 * makes every write of data under STRATA_TEST_FULL_DIR fail with ENOSPC the way a full disk
 * does: the file is created, then the bytes are refused. Used where a real full disk (a
 * small tmpfs) cannot be mounted.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const full = path.resolve(process.env.STRATA_TEST_FULL_DIR ?? '/nonexistent');
const isFull = (file) =>
  typeof file === 'string' && `${path.resolve(file)}${path.sep}`.startsWith(`${full}${path.sep}`);
const enospc = (syscall, file) =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}`), {
    code: 'ENOSPC',
    errno: -28,
    syscall,
    ...(file ? { path: file } : {}),
  });
const writes = (flags) => typeof flags === 'string' && /[wa+]/.test(flags);

const { open, writeFile, appendFile } = fs.promises;
fs.promises.open = async (file, flags, mode) => {
  const handle = await open(file, flags, mode);
  if (!isFull(file) || !writes(flags)) return handle;
  handle.writeFile = async () => {
    throw enospc('write');
  };
  handle.write = async () => {
    throw enospc('write');
  };
  return handle;
};
fs.promises.writeFile = async (file, data, options) => {
  if (!isFull(file)) return writeFile(file, data, options);
  await writeFile(file, '', options);
  throw enospc('write');
};
fs.promises.appendFile = async (file, data, options) => {
  if (isFull(file)) throw enospc('write');
  return appendFile(file, data, options);
};
const { writeFileSync, appendFileSync } = fs;
fs.writeFileSync = (file, data, options) => {
  if (!isFull(file)) return writeFileSync(file, data, options);
  writeFileSync(file, '', options);
  throw enospc('write');
};
fs.appendFileSync = (file, data, options) => {
  if (isFull(file)) throw enospc('write');
  return appendFileSync(file, data, options);
};
syncBuiltinESMExports();
