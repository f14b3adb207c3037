/**
 * Wall time of the built Stop hook (`lib/hooks/stop.js`, spawn to exit) on a transcript as
 * large as the hook reads (2 MB), with candidates and without, beside a bare `node -e ''`
 * in the same run. Each run is a new session, so each one reads and scans the whole file.
 * The scans run with Claude Code's auto memory off (`CLAUDE_CODE_DISABLE_AUTO_MEMORY=1`), where
 * the default `hooks.capture.atStop: "auto"` asks; one more row is the default with it on,
 * where the hook decides from Claude Code's settings not to read the transcript at all.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STOP_TRANSCRIPT_BYTES } from '../../../src/hooks/features/capture-ask.js';
import { REPO } from '../../../test/kit/cli.js';
import { TRANSCRIPTS_DIR } from '../../../test/kit/transcript-labels.js';
import { type BenchRow, median, percentile, timeProcess } from './measure.js';

const RUNS = 10;

/** A transcript of about `bytes` made of the fixture `name` repeated. */
function grownTranscript(name: string, bytes: number): string {
  const one = readFileSync(path.join(TRANSCRIPTS_DIR, name), 'utf8').trimEnd();
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    parts.push(one);
    size += one.length + 1;
  }
  return `${parts.join('\n')}\n`;
}

/** Median and p95 of the Stop hook on a 4 MB transcript with and without candidates. */
export async function stopHookTimes(): Promise<BenchRow[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-stop-'));
  try {
    const proj = path.join(root, 'proj');
    mkdirSync(path.join(proj, '.git'), { recursive: true });
    // Claude Code's and strata's own switches come from here, not from the shell.
    const base = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(CLAUDE_|STRATA_)/.test(k)),
    );
    const env = { ...base, HOME: root, STRATA_CACHE_DIR: path.join(root, 'cache') };
    const off = { ...env, CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' };
    const withCandidates = grownTranscript('pnpm-correction.jsonl', STOP_TRANSCRIPT_BYTES);
    const files: Record<string, { text: string; env: NodeJS.ProcessEnv }> = {
      'with candidates': { text: withCandidates, env: off },
      'without candidates': {
        text: grownTranscript('lint-retry-noise.jsonl', STOP_TRANSCRIPT_BYTES),
        env: off,
      },
      "with candidates, Claude Code's auto memory on (atStop auto: not read)": {
        text: withCandidates,
        env,
      },
    };
    const times: Record<string, number[]> = { bare: [] };
    const fileOf = (label: string) => path.join(proj, `${label.replace(/[^a-z]+/gi, '-')}.jsonl`);
    for (const [label, { text }] of Object.entries(files)) {
      writeFileSync(fileOf(label), text);
      times[label] = [];
    }
    const hook = path.join(REPO, 'lib', 'hooks', 'stop.js');
    for (let i = 0; i < RUNS + 2; i++) {
      const bare = await timeProcess(process.execPath, ['-e', ''], '', env, proj);
      if (i >= 2) times.bare!.push(bare);
      for (const [n, [label, file]] of Object.entries(files).entries()) {
        // A session of its own per row: a row that asked leaves its marker in its session.
        const input = JSON.stringify({
          session_id: `bench-${i}-${n}`,
          transcript_path: fileOf(label),
          cwd: proj,
          hook_event_name: 'Stop',
          stop_hook_active: false,
        });
        const ms = await timeProcess(process.execPath, [hook], input, file.env, proj);
        if (i >= 2) times[label]!.push(ms);
      }
    }
    const bare = median(times.bare!);
    return Object.keys(files).map((label) => ({
      name: `Stop hook on a 2 MB transcript ${label}: median (p95 ${Math.round(percentile(times[label]!, 95))} ms)`,
      value: Math.round(median(times[label]!)),
      unit: 'ms',
      baseline: { name: "node -e ''", value: Math.round(bare) },
    }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
