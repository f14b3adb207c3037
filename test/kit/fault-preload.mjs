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
 *   FAULTS_LOCKWAIT=1      print `FAULT-LOCKWAIT path` once when a lock is found taken.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const delayMs = Number(process.env.FAULTS_DELAY_MS ?? 0);
const stopAt = Number(process.env.FAULTS_STOP_AT ?? 0);
const match = process.env.FAULTS_MATCH ? new RegExp(process.env.FAULTS_MATCH) : null;
const pause = process.env.FAULTS_PAUSE === '1';
const lockWait = process.env.FAULTS_LOCKWAIT === '1';
const state = { count: 0, lockWaitSaid: false };

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
