/**
 * Fault injection for a real CLI process: loaded with `--import` (through NODE_OPTIONS), it
 * makes the process SIGKILL itself at its first rename, the moment a crash-safe write has
 * its temp file complete but not yet in place. What a kill leaves there is then certain.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

fs.promises.rename = async () => {
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => {});
};
fs.renameSync = () => {
  process.kill(process.pid, 'SIGKILL');
};
syncBuiltinESMExports();
