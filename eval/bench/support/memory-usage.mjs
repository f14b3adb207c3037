// Preloaded (NODE_OPTIONS="--import /absolute/path/memory-usage.mjs") into the MCP server by
// a bench run (baseEnv() drops STRATA_* variables, hence the name MEMORY_USAGE_DIR): samples
// process.memoryUsage() every 50 ms and keeps, in $MEMORY_USAGE_DIR/server-<pid>.json,
// the sample at the highest RSS and the last 400 samples, so a peak can be split into the
// JavaScript heap, memory outside it (buffers, WebAssembly) and the rest (code, V8 itself).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.MEMORY_USAGE_DIR;
if (dir && process.argv.some((a) => a.endsWith(path.join('mcp', 'server.js')))) {
  const file = path.join(dir, `server-${process.pid}.json`);
  const mb = (usage) =>
    Object.fromEntries(Object.entries(usage).map(([k, v]) => [k, Math.round(v / 1048576)]));
  let peak = { rss: 0 };
  const samples = [];
  setInterval(() => {
    const usage = process.memoryUsage();
    if (usage.rss > peak.rss) peak = usage;
    samples.push({ ms: Math.round(performance.now()), ...mb(usage) });
    writeFileSync(file, JSON.stringify({ peak: mb(peak), samples: samples.slice(-400) }));
  }, 50).unref();
}
