/**
 * The embedded model's thread: loads USE-lite once and answers `{ id, texts }` messages
 * with `{ id, vectors }` or `{ id, error }`. Running the model here keeps a backlog of
 * thousands of memories from holding the server's event loop, where file events and tool
 * calls are handled.
 */
import { parentPort } from 'node:worker_threads';
import { loadUseLite, type TextEmbedder } from './embedded-provider.js';
import { EmbeddingError } from './embedding-errors.js';
import type { WorkerReply, WorkerRequest } from './worker-embedder.js';

/** What crosses back to the main thread for a failure (an Error does not keep its fields). */
function describe(error: unknown): NonNullable<WorkerReply['error']> {
  if (error instanceof EmbeddingError) {
    return {
      message: error.message,
      kind: error.kind,
      ...(error.hint ? { hint: error.hint } : {}),
      ...(error.subject ? { subject: error.subject } : {}),
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** Serves requests one at a time, in order, on the model loaded on first use. */
function serve(port: NonNullable<typeof parentPort>): void {
  let model: Promise<TextEmbedder> | undefined;
  let queue: Promise<void> = Promise.resolve();
  const load = () => {
    model ??= loadUseLite().catch((error: unknown) => {
      // A failed load may succeed on a later request (after an install).
      model = undefined;
      throw error;
    });
    return model;
  };
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(async () => {
      try {
        const vectors = await (await load()).embed(request.texts);
        port.postMessage({ id: request.id, vectors } satisfies WorkerReply);
      } catch (error) {
        port.postMessage({ id: request.id, error: describe(error) } satisfies WorkerReply);
      }
    });
  });
}

if (parentPort) serve(parentPort);
