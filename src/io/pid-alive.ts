/** Whether a process of this host still runs: what tells a leftover lock or temp file from a live one. */

/** True while process `pid` exists (EPERM: it exists, owned by another user). */
export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
