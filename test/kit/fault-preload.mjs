/**
 * Fault injection for the fault suite, loaded into a built strata process with
 * `node --import <this file> lib/cli/main.js …`. Nothing of it is in strata itself.
 *
 * It wraps the calls that make a write durable or visible (rename, link, unlink, fsync)
 * and reads its orders from the environment:
 *   FAULTS_DELAY_MS=n      wait n ms before each of them, so a kill lands mid-write;
 *   FAULTS_STOP_AT=n       at the n-th of them (counted from 1) print `FAULT-STOP op path`
 *                          on stderr and hang before doing it, until the test kills -9;
 *   FAULTS_MATCH=regex     count only calls whose path matches;
 *   FAULTS_PAUSE=1         at the stop point wait for SIGUSR2 instead, then carry on;
 *   FAULTS_LOCKWAIT=1      print `FAULT-LOCKWAIT path` once when a lock is found taken;
 *   FAULTS_TEAR_AT=n       at the n-th write of file content (writeFile, a handle's write
 *                          or writeFile, writeFileSync) whose path matches FAULTS_TEAR_MATCH
 *                          (all, when unset; lock files never), write only the first half of the bytes, print
 *                          `FAULT-TORN path` and hang: a kill -9 then lands while the content
 *                          is being written, between two partial writes;
 *   FAULTS_HOLD_OPEN=regex at the first synchronous open or read of a matching path print
 *                          `FAULT-HOLD path` and block the whole process (as long synchronous
 *                          work does, where no timer can fire) until the test kills it;
 *   FAULTS_HOLD_STAT=regex with FAULTS_HOLD_UNTIL=path: after each synchronous stat of a
 *                          matching path print `FAULT-HOLD path` and block until `path`
 *                          exists, then return what the stat found: processes racing for
 *                          one file all see it as it was before any of them went on.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const delayMs = Number(process.env.FAULTS_DELAY_MS ?? 0);
const stopAt = Number(process.env.FAULTS_STOP_AT ?? 0);
const match = process.env.FAULTS_MATCH ? new RegExp(process.env.FAULTS_MATCH) : null;
const pause = process.env.FAULTS_PAUSE === '1';
const lockWait = process.env.FAULTS_LOCKWAIT === '1';
const tearAt = Number(process.env.FAULTS_TEAR_AT ?? 0);
const tearMatch = process.env.FAULTS_TEAR_MATCH ? new RegExp(process.env.FAULTS_TEAR_MATCH) : null;
const holdOpen = process.env.FAULTS_HOLD_OPEN ? new RegExp(process.env.FAULTS_HOLD_OPEN) : null;
const state = { count: 0, lockWaitSaid: false, writes: 0 };

function hold(untilSignal) {
  const keepAlive = setInterval(() => {}, 1 << 30);
  if (!untilSignal) return new Promise(() => {});
  return new Promise((resolve) =>
    process.once('SIGUSR2', () => {
      clearInterval(keepAlive);
      resolve();
    }),
  );
}

async function before(op, target) {
  if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
  if (!stopAt) return;
  if (match && !match.test(String(target))) return;
  state.count += 1;
  if (state.count !== stopAt) return;
  process.stderr.write(`FAULT-STOP ${op} ${target}\n`);
  await hold(pause);
}

/** Says, once, that this process found a lock taken (locks are linked or opened into place). */
function sayLockWait(error, file) {
  const taken = error?.code === 'EEXIST' && String(file).endsWith('.lock');
  if (lockWait && taken && !state.lockWaitSaid) {
    state.lockWaitSaid = true;
    process.stderr.write(`FAULT-LOCKWAIT ${file}\n`);
  }
}

const p = fs.promises;
const original = { rename: p.rename, link: p.link, unlink: p.unlink, open: p.open };
p.rename = async (from, to) => {
  await before('rename', to);
  return original.rename(from, to);
};
p.link = async (from, to) => {
  await before('link', to);
  try {
    return await original.link(from, to);
  } catch (error) {
    sayLockWait(error, to);
    throw error;
  }
};
p.unlink = async (file) => {
  await before('unlink', file);
  return original.unlink(file);
};
p.open = async (file, flags, mode) => {
  try {
    return await original.open(file, flags, mode);
  } catch (error) {
    sayLockWait(error, file);
    throw error;
  }
};
syncBuiltinESMExports();

// FileHandle.sync: the class is only reachable through an open handle.
const probe = await original.open(process.execPath, 'r');
const proto = Object.getPrototypeOf(probe);
await probe.close();
const sync = proto.sync;
proto.sync = async function syncSlowly() {
  await before('fsync', '');
  return sync.call(this);
};

// Content writes: where a handle points is known from the open that made it.
const handlePaths = new WeakMap();
const handleProto = proto;
const handleWrite = handleProto.write;
const handleWriteFile = handleProto.writeFile;

/** True when this content write to `file` is the one to tear. */
function tearsHere(file) {
  // A lock file's few bytes name its owner; how a torn one is taken over is tested apart.
  if (!tearAt || /\.lock(\.|$)/.test(String(file))) return false;
  if (tearMatch && !tearMatch.test(String(file))) return false;
  state.writes += 1;
  return state.writes === tearAt;
}

function bytesOf(data, encoding) {
  if (typeof data === 'string') return Buffer.from(data, encoding ?? 'utf8');
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** Writes the first half of `bytes` through `write`, says so, and never returns. */
async function tear(file, bytes, write) {
  const half = Math.floor(bytes.length / 2);
  await write(bytes.subarray(0, half));
  process.stderr.write(`FAULT-TORN ${file}\n`);
  await hold(false);
}

const openWithPath = p.open;
p.open = async (file, flags, mode) => {
  const handle = await openWithPath(file, flags, mode);
  handlePaths.set(handle, String(file));
  return handle;
};
handleProto.writeFile = async function writeFileTorn(data, options) {
  const file = handlePaths.get(this) ?? '';
  if (!tearsHere(file)) return handleWriteFile.call(this, data, options);
  const encoding = typeof options === 'string' ? options : options?.encoding;
  return tear(file, bytesOf(data, encoding), (b) => handleWrite.call(this, b, 0, b.length));
};
handleProto.write = async function writeTorn(data, ...rest) {
  const file = handlePaths.get(this) ?? '';
  if (typeof data !== 'string' && !ArrayBuffer.isView(data))
    return handleWrite.call(this, data, ...rest);
  if (!tearsHere(file)) return handleWrite.call(this, data, ...rest);
  return tear(file, bytesOf(data), (b) => handleWrite.call(this, b, 0, b.length));
};
const writeFilePromise = p.writeFile;
p.writeFile = async (file, data, options) => {
  if (typeof file !== 'string' || !tearsHere(file)) return writeFilePromise(file, data, options);
  const encoding = typeof options === 'string' ? options : options?.encoding;
  const bytes = bytesOf(data, encoding);
  const flag = typeof options === 'object' && options?.flag ? options.flag : 'w';
  const handle = await openWithPath(file, flag, options?.mode);
  return tear(file, bytes, (b) => handleWrite.call(handle, b, 0, b.length));
};
const writeFileSync = fs.writeFileSync;
const block = () => {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (;;) Atomics.wait(cell, 0, 0);
};
fs.writeFileSync = (file, data, options) => {
  if (typeof file !== 'string' || !tearsHere(file)) return writeFileSync(file, data, options);
  const encoding = typeof options === 'string' ? options : options?.encoding;
  const bytes = bytesOf(data, encoding);
  const flag = typeof options === 'object' && options?.flag ? options.flag : 'w';
  writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)), {
    flag,
    mode: options?.mode,
  });
  process.stderr.write(`FAULT-TORN ${file}\n`);
  block();
};

// A synchronous hold: blocks the event loop, as synchronous work would.
const syncReaders = { openSync: fs.openSync, readFileSync: fs.readFileSync };
const heldAt = (file) => {
  if (!holdOpen || typeof file !== 'string' || !holdOpen.test(file)) return;
  process.stderr.write(`FAULT-HOLD ${file}\n`);
  block();
};
fs.openSync = (file, ...rest) => {
  heldAt(file);
  return syncReaders.openSync(file, ...rest);
};
fs.readFileSync = (file, ...rest) => {
  heldAt(file);
  return syncReaders.readFileSync(file, ...rest);
};
syncBuiltinESMExports();

const holdStat = process.env.FAULTS_HOLD_STAT ? new RegExp(process.env.FAULTS_HOLD_STAT) : null;
const holdUntil = process.env.FAULTS_HOLD_UNTIL;
const statSync = fs.statSync;
const existsSync = fs.existsSync;
fs.statSync = (file, ...rest) => {
  if (!holdStat || !holdUntil || typeof file !== 'string' || !holdStat.test(file))
    return statSync(file, ...rest);
  let result;
  let failure;
  try {
    result = statSync(file, ...rest);
  } catch (error) {
    failure = error;
  }
  process.stderr.write(`FAULT-HOLD ${file}\n`);
  const cell = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(holdUntil)) Atomics.wait(cell, 0, 0, 5);
  if (failure) throw failure;
  return result;
};
syncBuiltinESMExports();
