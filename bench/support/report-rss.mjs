// Preloaded into benchmarked child processes: prints the peak RSS at exit on stderr.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  writeSync(2, `\nSTRATA_BENCH_MAXRSS_KB=${process.resourceUsage().maxRSS}\n`);
});
