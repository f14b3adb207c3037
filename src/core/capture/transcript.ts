/**
 * A Claude Code session transcript (JSONL, one object per line) reduced to the events the
 * capture rules read: the user's own prompts, the model's text, tool calls and their
 * results. Everything else (attachments, bookkeeping lines, sub-agent turns, expanded
 * slash commands, system reminders) is skipped. Pure.
 */

/** One event of a session, in transcript order. */
export type TranscriptEvent =
  | { kind: 'prompt'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'tool'; id: string; name: string; input: Record<string, unknown> }
  | { kind: 'result'; id: string; isError: boolean; text: string };

/** A parsed transcript: its events and the session id it names. */
export interface Transcript {
  sessionId: string | null;
  events: TranscriptEvent[];
}

type Raw = Record<string, unknown>;

const REMINDER = /<system-reminder>[\s\S]*?<\/system-reminder>/g;
/** Prompts Claude Code writes on the user's behalf (slash command echoes, local output). */
const GENERATED_PROMPT =
  /^\s*<(?:command-name|command-message|command-args|local-command-stdout|local-command-stderr|bash-input|bash-stdout|user-memory-input)>|^\s*Caveat: The messages below were generated/;

function isObject(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function cleanText(text: string): string {
  return text.replace(REMINDER, '').trim();
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return cleanText(content);
  if (!Array.isArray(content)) return '';
  return cleanText(
    content
      .map((part) => (isObject(part) && typeof part.text === 'string' ? part.text : ''))
      .join('\n'),
  );
}

function userEvents(entry: Raw, content: unknown): TranscriptEvent[] {
  if (typeof content === 'string') {
    const text = cleanText(content);
    if (!text || entry.isMeta === true || GENERATED_PROMPT.test(text)) return [];
    return [{ kind: 'prompt', text }];
  }
  if (!Array.isArray(content)) return [];
  const events: TranscriptEvent[] = [];
  for (const part of content) {
    if (!isObject(part)) continue;
    if (part.type === 'tool_result' && typeof part.tool_use_id === 'string') {
      events.push({
        kind: 'result',
        id: part.tool_use_id,
        isError: part.is_error === true,
        text: resultText(part.content),
      });
    } else if (part.type === 'text' && typeof part.text === 'string' && entry.isMeta !== true) {
      const text = cleanText(part.text);
      if (text && !GENERATED_PROMPT.test(text)) events.push({ kind: 'prompt', text });
    }
  }
  return events;
}

function assistantEvents(content: unknown): TranscriptEvent[] {
  if (!Array.isArray(content)) return [];
  const events: TranscriptEvent[] = [];
  for (const part of content) {
    if (!isObject(part)) continue;
    if (part.type === 'text' && typeof part.text === 'string' && part.text.trim())
      events.push({ kind: 'text', text: part.text.trim() });
    else if (
      part.type === 'tool_use' &&
      typeof part.id === 'string' &&
      typeof part.name === 'string'
    )
      events.push({
        kind: 'tool',
        id: part.id,
        name: part.name,
        input: isObject(part.input) ? part.input : {},
      });
  }
  return events;
}

/** The events of one transcript line (none for lines that are not conversation). */
function lineEvents(entry: Raw): TranscriptEvent[] {
  if (entry.isSidechain === true || !isObject(entry.message)) return [];
  if (entry.type === 'user') return userEvents(entry, entry.message.content);
  if (entry.type === 'assistant') return assistantEvents(entry.message.content);
  return [];
}

/**
 * Parses transcript text. Broken lines (a partial first line of a tail read, a line cut
 * by a crash) are skipped; `maxEvents` bounds the work on a huge session.
 */
export function parseTranscript(text: string, maxEvents = 20_000): Transcript {
  let sessionId: string | null = null;
  const events: TranscriptEvent[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObject(entry)) continue;
    if (typeof entry.sessionId === 'string') sessionId ??= entry.sessionId;
    for (const event of lineEvents(entry)) {
      if (events.length >= maxEvents) return { sessionId, events };
      events.push(event);
    }
  }
  return { sessionId, events };
}
