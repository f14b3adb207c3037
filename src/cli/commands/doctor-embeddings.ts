/**
 * The doctor's embedding lines: which backend search uses (and, without one, how to get
 * search by meaning), and saved vectors that the configuration no longer uses.
 */
import { canEmbedIn, type EmbeddingSpace, isSameSpace } from '../../core/embedding-space.js';
import { meaningHint } from '../../embeddings/degrade-notice.js';
import { createEmbeddings, type EmbeddingStatus } from '../../embeddings/select-provider.js';
import type { IndexCheck } from '../../indexing/index-check.js';
import type { CliContext } from '../command.js';

/** One line of the doctor's report. */
export interface Check {
  name: string;
  ok: boolean;
  /** Worth reading but nothing to fix here (e.g. repository settings strata ignored). */
  warning?: boolean;
  detail: string;
}

/** Asks the configured backend (Ollama answers or not; the embedded model loads or not). */
export async function probeEmbeddings(ctx: CliContext): Promise<EmbeddingStatus> {
  const embeddings = createEmbeddings({
    config: ctx.config.embedding,
    ollamaHostEnv: ctx.env.OLLAMA_HOST || undefined,
  });
  try {
    return await embeddings.init();
  } finally {
    await embeddings.close();
  }
}

/** The backend in use, or why there is none and how to get one. */
export function describeEmbeddings(status: EmbeddingStatus): Check {
  const inUse =
    status.provider === 'none'
      ? 'none: keyword search only'
      : `${status.provider}/${status.model} (${status.dimensions}-d)`;
  return {
    name: 'embeddings',
    ok: true,
    ...(status.degraded ? { warning: true } : {}),
    detail: status.reason ? `${inUse}; ${status.reason}` : inUse,
  };
}

function spaceName(space: EmbeddingSpace): string {
  return `${space.provider}/${space.model}`;
}

/**
 * Saved vectors of a space search does not use now (the embedded model's under a
 * configuration that never runs it, or another model's): never mixed with new ones, so
 * say what happens to them and the fix.
 */
export function describeUnusedVectors(
  ctx: CliContext,
  status: EmbeddingStatus,
  saved: EmbeddingSpace | null,
  index: IndexCheck,
): Check | null {
  const { provider, model } = ctx.config.embedding;
  const count = index.vectors?.count ?? 0;
  if (!saved || !count || provider === 'none') return null;
  const inUse = status.provider === 'none' ? null : status;
  if (inUse && isSameSpace(saved, inUse)) return null;
  const held = `the saved index holds ${count} vectors of ${spaceName(saved)}`;
  const detail = inUse
    ? `${held}, but embeddings now come from ${spaceName(inUse)}: the next sync embeds every memory again (strata reindex does it now); vectors of two models are never mixed`
    : saved.provider === 'embedded' && !canEmbedIn(provider, saved)
      ? `${held}, which search does not use: the embedded model runs only with embedding.provider "embedded". Set it to use them again (the vector cache keeps them), or ${meaningHint(model)}; they leave the index at its next save (strata reindex)`
      : `${held}, unused until that backend answers again`;
  return { name: 'vectors', ok: true, warning: true, detail };
}
