/**
 * The embedded model on a worker thread: a {@link TextEmbedder} whose `embed` posts the
 * texts to `embed-worker.js` and awaits the vectors, so the calling thread stays free for
 * file events and tool calls while a backlog is embedded. Used when the built worker file
 * sits beside the built entry points; otherwise the model runs in-process.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EmbeddingError, type EmbeddingFailureKind } from './embedding-errors.js';
import type { TextEmbedder } from './text-embedder.js';

/** A message to the worker. */
export interface WorkerRequest {
  id: number;
  texts: string[];
}

/** The worker's answer to one request. */
export interface WorkerReply {
  id: number;
  vectors?: number[][];
  error?: { message: string; kind?: EmbeddingFailureKind; hint?: string; subject?: string };
}

/**
 * The built worker beside the built entry points (`lib/<entry>/x.js` →
 * `lib/embeddings/embed-worker.js`), or null when there is none (running from source).
 */
export function findWorkerFile(base: string = import.meta.url): string | null {
  const file = fileURLToPath(new URL('../embeddings/embed-worker.js', base));
  return existsSync(file) ? file : null;
}

function toError(error: NonNullable<WorkerReply['error']>): EmbeddingError {
  const options = {
    ...(error.hint ? { hint: error.hint } : {}),
    ...(error.subject ? { subject: error.subject } : {}),
  };
  return new EmbeddingError('embedded', error.kind ?? 'load-failed', error.message, options);
}

/**
 * The model thread's JavaScript heap is small (the weights live outside it, in
 * WebAssembly memory); left unbounded, V8 lets it grow with garbage between collections.
 * Bounding it costs little throughput for much less memory (measured: eval/RESULTS.md).
 */
const MODEL_THREAD_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 4 };

type Pending = { resolve: (vectors: number[][]) => void; reject: (error: unknown) => void };

/**
 * Starts the worker. It keeps the process alive only while a request is under way, so an
 * idle model never holds a finished command open.
 */
export function startWorkerEmbedder(file: string): TextEmbedder {
  const worker = new Worker(file, { resourceLimits: MODEL_THREAD_LIMITS });
  worker.unref();
  const pending = new Map<number, Pending>();
  let next = 0;
  let stopped: EmbeddingError | undefined;
  const failAll = (error: EmbeddingError) => {
    stopped = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (!pending.size) worker.unref();
    if (reply.error) waiting?.reject(toError(reply.error));
    else waiting?.resolve(reply.vectors ?? []);
  });
  worker.on('error', (error) =>
    failAll(
      new EmbeddingError(
        'embedded',
        'load-failed',
        `strata: the embedded model's thread failed: ${error.message}`,
        { cause: error },
      ),
    ),
  );
  worker.on('exit', (code) =>
    failAll(
      new EmbeddingError(
        'embedded',
        'load-failed',
        `strata: the embedded model's thread stopped (exit code ${code})`,
      ),
    ),
  );
  return {
    embed: (texts) =>
      new Promise<number[][]>((resolve, reject) => {
        if (stopped) return reject(stopped);
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, texts } satisfies WorkerRequest);
      }),
    dispose: () => void worker.terminate(),
  };
}

/**
 * Up to `size` worker threads behind one {@link TextEmbedder}: each call goes to an idle
 * thread, and a further thread (with its own copy of the model) is started only when every
 * running one is busy, so a process that never embeds two batches at once holds one model.
 */
export function startWorkerPool(file: string, size: number): TextEmbedder {
  const workers: Array<{ embedder: TextEmbedder; busy: number }> = [];
  const pick = () => {
    const idle = workers.find((w) => w.busy === 0);
    if (idle) return idle;
    if (workers.length < size) {
      const started = { embedder: startWorkerEmbedder(file), busy: 0 };
      workers.push(started);
      return started;
    }
    return workers.reduce((a, b) => (b.busy < a.busy ? b : a));
  };
  return {
    async embed(texts) {
      const worker = pick();
      worker.busy++;
      try {
        return await worker.embedder.embed(texts);
      } finally {
        worker.busy--;
      }
    },
    dispose: () => {
      for (const w of workers) w.embedder.dispose?.();
    },
  };
}

/** The model on `workers` threads when the built worker is there, else `inProcess()`. */
export function loadEmbeddedModel(
  inProcess: () => Promise<TextEmbedder>,
  workers = 1,
): Promise<TextEmbedder> {
  const file = findWorkerFile();
  return file ? Promise.resolve(startWorkerPool(file, workers)) : inProcess();
}

/**
 * Threads for the embedded model when the config names none: 2 with 3 or more cores, else
 * 1. The model's threads compete with the main thread (file reads, the index) and with the
 * editor for the same cores, and each holds ~130 MB: on 2 cores a second thread measured
 * little faster, at the cost of a second model in memory.
 */
export function chooseWorkerCount(configured: number | undefined, cores: number): number {
  return configured ?? Math.max(1, Math.min(2, cores - 1));
}
