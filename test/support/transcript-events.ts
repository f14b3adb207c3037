/**
 * Builders of parsed transcript events for the capture rule tests: a session written as
 * a list of prompts, replies and tool calls with their results, rooted at `/p`.
 */
import { proposeDrafts } from '../../src/core/capture/propose.js';
import type { TranscriptEvent } from '../../src/core/capture/transcript.js';

/** A user prompt. */
export const prompt = (text: string): TranscriptEvent => ({ kind: 'prompt', text });

/** Claude's text reply. */
export const say = (text: string): TranscriptEvent => ({ kind: 'text', text });

/** A shell call and its result, paired by `id`. */
export function run(
  id: string,
  command: string,
  output: string,
  failed: boolean,
): TranscriptEvent[] {
  return [
    { kind: 'tool', id, name: 'Bash', input: { command } },
    { kind: 'result', id, isError: failed, text: output },
  ];
}

/** A successful edit of `file` under the project root `/p`. */
export function edit(id: string, file: string): TranscriptEvent[] {
  return [
    { kind: 'tool', id, name: 'Edit', input: { file_path: `/p/${file}` } },
    { kind: 'result', id, isError: false, text: 'ok' },
  ];
}

/** The drafts the rules propose for `events` in a project at `/p` with no known memories. */
export const propose = (events: TranscriptEvent[]) =>
  proposeDrafts(events, { projectRoot: '/p', known: [] });
