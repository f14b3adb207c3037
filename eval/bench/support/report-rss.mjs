// Preloaded into benchmarked child processes: prints the peak RSS at exit on stderr.
// VmHWM is read from /proc rather than resourceUsage().maxRSS, because the latter is not
// reset by exec on Linux: a child of a large bench process would report the parent's peak.
import { readFileSync, writeSync } from 'node:fs';

function peakKb() {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]);
  } catch {}
  return process.resourceUsage().maxRSS;
}

process.on('exit', () => {
  writeSync(2, `\nSTRATA_BENCH_MAXRSS_KB=${peakKb()}\n`);
});
