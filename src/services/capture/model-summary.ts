/**
 * The optional model-written draft: when `capture.model` is set (only the user's global or
 * the enterprise config can set it), the background worker asks the user's own Ollama
 * (`/api/generate`, through the `ollama` client, under a deadline) for a short summary of
 * the session and stores it as one more `status: draft` memory with
 * `capture_rule: model-summary`, redacted. Never on a hook's path. A failure or a timeout
 * writes nothing; the rule-based drafts do not depend on it.
 */
import { Ollama } from 'ollama';
import { redactTranscript } from '../../core/capture/redact-transcript.js';
import { describeSession, summaryPrompt } from '../../core/capture/session-outline.js';
import { clip } from '../../core/capture/text-rules.js';
import { parseTranscript } from '../../core/capture/transcript.js';
import type { Memory } from '../../core/memory.js';
import { redactSecrets } from '../../core/redact.js';
import { createDeadlineFetch } from '../../embeddings/deadline-fetch.js';
import type { StoreContext } from '../../storage/load-store.js';
import { readTranscriptTail } from '../../storage/transcript-read.js';
import { remember } from '../remember.js';
import { DRAFT_STATUS } from './rule-drafts.js';

/** The rule name every model-written draft carries. */
export const MODEL_SUMMARY_RULE = 'model-summary';

/** What to summarise and where to ask. */
export interface SummaryRequest {
  transcriptPath: string;
  sessionId?: string | undefined;
  model: string;
  /** The user's Ollama base URL (config `embedding.endpoint`, else OLLAMA_HOST). */
  host: string;
  timeoutMs: number;
  maxPromptChars: number;
  maxBytes: number;
  redact: boolean;
  /** The underlying fetch; the global one when absent. */
  fetch?: typeof fetch;
}

/** Asks the model; the reply trimmed, or null when it says there is nothing to keep. */
async function askModel(request: SummaryRequest, prompt: string): Promise<string | null> {
  const fetch = createDeadlineFetch({ timeoutMs: request.timeoutMs, fetch: request.fetch });
  const client = new Ollama({ host: request.host, fetch });
  const reply = await client.generate({ model: request.model, prompt, stream: false });
  const text = (reply.response ?? '').trim();
  return text && !/^none\.?$/i.test(text) ? text : null;
}

function draftBody(summary: string, request: SummaryRequest, sessionId: string): string {
  return [
    summary,
    '',
    `Draft written by the model \`${request.model}\` on your Ollama from session ${sessionId} (rule \`${MODEL_SUMMARY_RULE}\`): a model's reading of the session, not a quote.`,
    'Accept, edit or discard it with `strata review` (or /strata:review).',
    '',
  ].join('\n');
}

/**
 * Writes the summary draft; null when the session is empty or the model had nothing.
 * Throws when the call fails or runs past its deadline (the caller logs it).
 */
export async function writeModelSummary(
  ctx: StoreContext,
  request: SummaryRequest,
): Promise<Memory | null> {
  const tail = readTranscriptTail(request.transcriptPath, request.maxBytes);
  const transcript = redactTranscript(parseTranscript(tail.text), request.redact);
  const clean = (t: string) => (request.redact ? redactSecrets(t) : t);
  // Redacted before it leaves the process, even to the user's own Ollama.
  const session = clean(describeSession(transcript.events, request.maxPromptChars));
  if (!session) return null;
  const reply = await askModel(request, summaryPrompt(session));
  if (!reply) return null;
  const summary = clean(clip(reply, 2_000));
  const sessionId = request.sessionId || transcript.sessionId || 'unknown';
  const firstLine = summary.split('\n')[0]!.replace(/^[-*•\s]+/, '');
  return remember(ctx, {
    type: 'learning',
    title: `Session summary: ${clip(firstLine, 90)}`,
    body: draftBody(summary, request, sessionId),
    scope: 'local',
    tags: ['captured', MODEL_SUMMARY_RULE],
    status: DRAFT_STATUS,
    extraFields: {
      source: 'session-capture',
      capture_rule: MODEL_SUMMARY_RULE,
      session: sessionId,
      model: request.model,
    },
  });
}
