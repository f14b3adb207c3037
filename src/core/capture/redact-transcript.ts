/**
 * A transcript with its secrets redacted before anything is derived from it. Titles, ids,
 * file names, summaries and evidence are all cut from event text; redacting the events
 * first means no cut can leave part of a secret that the patterns no longer recognise.
 * Pure.
 */
import { redactSecrets } from '../redact.js';
import type { Transcript, TranscriptEvent } from './transcript.js';

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)]));
  }
  return value;
}

function redactEvent(event: TranscriptEvent): TranscriptEvent {
  if (event.kind === 'tool') {
    return { ...event, input: redactValue(event.input) as Record<string, unknown> };
  }
  return { ...event, text: redactSecrets(event.text) };
}

/** `transcript` with every event's text and tool input redacted (when `redact` is on). */
export function redactTranscript(transcript: Transcript, redact: boolean): Transcript {
  return redact ? { ...transcript, events: transcript.events.map(redactEvent) } : transcript;
}
