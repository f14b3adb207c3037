/**
 * Progress of a long embedding run on stderr: a bar redrawn in place on a terminal, plain
 * lines (every tenth of the way) in a log or a pipe, where carriage returns would pile up.
 */
import type { VectorProgress } from '../indexing/vector-run.js';

/** Where progress goes: stderr, or a test's buffer. */
export interface ProgressOutput {
  write(text: string): void;
  /** True on a terminal: the bar is redrawn in place. */
  isTTY: boolean;
}

/** Shows embedding progress; `end` closes the bar's line. */
export interface ProgressReporter {
  update(progress: VectorProgress): void;
  end(): void;
}

const BAR_WIDTH = 24;
/** Least time between two redraws of the bar: more is flicker, not information. */
const REDRAW_MS = 200;

/** "2m 05s", "48s". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** One progress line: counts, rate of fresh embeddings, time left. */
export function describeProgress(p: VectorProgress, elapsedMs: number, bar: boolean): string {
  const rate = elapsedMs > 0 ? p.embedded / (elapsedMs / 1000) : 0;
  const eta = rate > 0 ? formatDuration((p.total - p.done) / rate) : '?';
  const share = p.total ? p.done / p.total : 1;
  const filled = Math.round(share * BAR_WIDTH);
  const drawn = bar ? `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ` : '';
  return `strata: embedding ${drawn}${p.done}/${p.total} (${rate.toFixed(1)} texts/s, ETA ${eta})`;
}

/** A reporter writing to `out`, timed by `now`. */
export function createProgressReporter(
  out: ProgressOutput,
  now: () => number = Date.now,
): ProgressReporter {
  const started = now();
  let drawnAt = -Infinity;
  let tenth = -1;
  let drawn = false;
  return {
    update(p) {
      const t = now();
      if (out.isTTY) {
        if (t - drawnAt < REDRAW_MS && p.done < p.total) return;
        drawnAt = t;
        drawn = true;
        out.write(`\r${describeProgress(p, t - started, true)}\x1b[K`);
        return;
      }
      const step = p.total ? Math.floor((p.done / p.total) * 10) : 10;
      if (step === tenth) return;
      tenth = step;
      out.write(`${describeProgress(p, t - started, false)}\n`);
    },
    end() {
      if (drawn) out.write('\n');
    },
  };
}
