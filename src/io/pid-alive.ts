/** Whether a process of this host still runs: what tells a leftover lock or temp file from a live one. */
import { readFileSync } from 'node:fs';

/**
 * True when Linux reports `pid` as a zombie: it has exited and holds no file, but nobody
 * reaped it yet (an orphan in a container whose first process does not reap).
 */
function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": the command may hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/** True while process `pid` exists (EPERM: it exists, owned by another user) and has not exited. */
export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
