/**
 * A session told in short lines for a summarising model: what the user asked, what
 * Claude said, which commands ran and whether they failed, which files changed. Only the
 * end is kept when it is long, since a session's outcome is at its end. Pure.
 */
import { clip } from './text-rules.js';
import type { TranscriptEvent } from './transcript.js';

const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

function toolLine(
  e: Extract<TranscriptEvent, { kind: 'tool' }>,
  failed: ReadonlySet<string>,
): string | null {
  const file = e.input.file_path;
  if (EDIT_TOOLS.has(e.name) && typeof file === 'string') return `Changed: ${file}`;
  if (e.name !== 'Bash' || typeof e.input.command !== 'string') return null;
  return `Ran${failed.has(e.id) ? ' (failed)' : ''}: ${clip(e.input.command, 200)}`;
}

/** The session as lines, at most `maxChars` characters, the newest kept. */
export function describeSession(events: readonly TranscriptEvent[], maxChars: number): string {
  const failed = new Set(events.flatMap((e) => (e.kind === 'result' && e.isError ? [e.id] : [])));
  const lines: string[] = [];
  for (const e of events) {
    if (e.kind === 'prompt') lines.push(`User: ${clip(e.text, 1_000)}`);
    else if (e.kind === 'text') lines.push(`Claude: ${clip(e.text, 600)}`);
    else if (e.kind === 'tool') {
      const line = toolLine(e, failed);
      if (line) lines.push(line);
    }
  }
  const kept: string[] = [];
  let size = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    size += lines[i]!.length + 1;
    if (size > maxChars) break;
    kept.unshift(lines[i]!);
  }
  return kept.join('\n');
}

/** The instruction sent with the session: lessons only, short, no invention. */
export function summaryPrompt(session: string): string {
  return [
    'Below is a coding session between a user and Claude in one project.',
    'Write at most five short bullet points a teammate should remember next time: rules the user',
    'stated, mistakes and how they were fixed, decisions and their reasons, files that were tricky.',
    'Only what the session shows; no greeting, no preamble. If nothing is worth keeping, answer NONE.',
    '',
    '<session>',
    session,
    '</session>',
  ].join('\n');
}
