/**
 * The embedded model on a worker thread: a {@link TextEmbedder} whose `embed` posts the
 * texts to `embed-worker.js` and awaits the vectors, so the calling thread stays free for
 * file events and tool calls while a backlog is embedded. Used when the built worker file
 * sits beside the built entry points; otherwise the model runs in-process.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TextEmbedder } from './embedded-provider.js';
import { EmbeddingError, type EmbeddingFailureKind } from './embedding-errors.js';

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

type Pending = { resolve: (vectors: number[][]) => void; reject: (error: unknown) => void };

/**
 * Starts the worker. It keeps the process alive only while a request is under way, so an
 * idle model never holds a finished command open.
 */
export function startWorkerEmbedder(file: string): TextEmbedder {
  const worker = new Worker(file);
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

/** The model on a worker thread when the built worker is there, else `inProcess()`. */
export function loadEmbeddedModel(inProcess: () => Promise<TextEmbedder>): Promise<TextEmbedder> {
  const file = findWorkerFile();
  return file ? Promise.resolve(startWorkerEmbedder(file)) : inProcess();
}
