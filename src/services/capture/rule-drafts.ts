/**
 * Turning a session transcript into draft memories in the local scope: read the end of
 * the transcript, run the capture rules, drop what the store already says, and write each
 * survivor as `status: draft` with its evidence redacted. Runs in the background worker
 * (`strata capture`), never on a hook's path.
 */
import { type DraftCandidate, proposeDrafts, renderDraftBody } from '../../core/capture/propose.js';
import { redactTranscript } from '../../core/capture/redact-transcript.js';
import { parseTranscript } from '../../core/capture/transcript.js';
import { summarizeBody } from '../../core/digest.js';
import { matchGlob } from '../../core/glob.js';
import type { Memory } from '../../core/memory.js';
import { redactSecrets } from '../../core/redact.js';
import { loadStore, type StoreContext } from '../../storage/load-store.js';
import { readTranscriptTail } from '../../storage/transcript-read.js';
import { remember } from '../remember.js';

/** The status every captured memory starts with. */
export const DRAFT_STATUS = 'draft';

/** What to capture from. */
export interface CaptureRequest {
  transcriptPath: string;
  /** The session id from the hook; the transcript's own id is used when absent. */
  sessionId?: string | undefined;
  projectRoot: string | null;
  redact: boolean;
  excludePatterns: readonly string[];
  maxBytes: number;
}

/** What a capture did. */
export interface CaptureResult {
  sessionId: string;
  created: Memory[];
  /** True when only the end of the transcript was read. */
  truncated: boolean;
}

function draftTitle(c: DraftCandidate, clean: (t: string) => string): string {
  return clean(c.title)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 200);
}

/** Reads `request.transcriptPath` and writes the drafts it yields. */
export async function captureDrafts(
  ctx: StoreContext,
  request: CaptureRequest,
): Promise<CaptureResult> {
  const tail = readTranscriptTail(request.transcriptPath, request.maxBytes);
  const transcript = redactTranscript(parseTranscript(tail.text), request.redact);
  const sessionId = request.sessionId || transcript.sessionId || 'unknown';
  const store = await loadStore(ctx);
  // Breadcrumbs (stashes, snapshots, handoff notes) quote prompts; they are not lessons,
  // so a lesson they happen to quote is still proposed.
  const known = store.all
    .filter((m) => m.type !== 'breadcrumb')
    .map((m) => ({
      id: m.id,
      title: m.title,
      summary: summarizeBody(m.body),
    }));
  const candidates = proposeDrafts(transcript.events, {
    projectRoot: request.projectRoot,
    known,
    isExcluded: (rel) => request.excludePatterns.some((g) => matchGlob(g, rel)),
  });
  const clean = (t: string) => (request.redact ? redactSecrets(t) : t);
  const created: Memory[] = [];
  for (const c of candidates) {
    created.push(
      await remember(ctx, {
        type: c.type,
        title: draftTitle(c, clean),
        body: renderDraftBody(c, sessionId, clean),
        scope: 'local',
        tags: ['captured', c.rule],
        severity: c.severity,
        filePatterns: c.filePatterns,
        status: DRAFT_STATUS,
        extraFields: { source: 'session-capture', capture_rule: c.rule, session: sessionId },
      }),
    );
  }
  return { sessionId, created, truncated: tail.truncated };
}
