/**
 * A converted session (Claude Code's JSONL, one block an entry) as the Messages-API turns
 * Claude Code sends: consecutive entries of one role merged into one message, the first
 * user message carrying the reminders of the real first request (the session-start block,
 * CLAUDE.md), and the end of the conversation at a risky call in one of three variants.
 */

/** One content block as Claude Code sends it (text, tool_use, tool_result). */
// biome-ignore lint/suspicious/noExplicitAny: blocks are Claude Code's free-form JSON
export type Block = Record<string, any>;

/** One message of the conversation. */
export interface Message {
  role: 'user' | 'assistant';
  content: Block[];
}

/** The blocks a converted entry holds, as the API would carry them. */
function entryBlocks(entry: { message?: { content?: unknown } }): Block[] {
  const content = entry.message?.content;
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  if (!Array.isArray(content)) return [];
  return content.filter((b: Block) => ['text', 'tool_use', 'tool_result'].includes(b.type));
}

/** The session's turns in order, entries of one role merged into one message. */
export function sessionMessages(jsonl: string): Message[] {
  const out: Message[] = [];
  for (const raw of jsonl.split('\n')) {
    if (!raw.trim()) continue;
    const entry = JSON.parse(raw);
    if (entry.type !== 'user' && entry.type !== 'assistant') continue;
    const blocks = entryBlocks(entry).map((b) => structuredClone(b));
    if (blocks.length === 0) continue;
    const last = out.at(-1);
    if (last && last.role === entry.type) last.content.push(...blocks);
    else out.push({ role: entry.type, content: blocks });
  }
  return out;
}

/**
 * The first user message as the real first request carries it: its reminder blocks (the
 * session-start context, CLAUDE.md, …) and then the session's own first message.
 */
export function withFirstRequest(messages: Message[], firstRequestBody: Block): Message[] {
  const first = firstRequestBody.messages?.[0];
  const reminders: Block[] = Array.isArray(first?.content)
    ? first.content.filter(
        (b: Block) => b.type === 'text' && String(b.text).includes('<system-reminder>'),
      )
    : [];
  const stripped = reminders.map(({ cache_control: _c, ...b }) => b);
  const [head, ...rest] = messages;
  if (head?.role !== 'user') return [{ role: 'user', content: stripped }, ...messages];
  return [{ role: 'user', content: [...stripped, ...head.content] }, ...rest];
}

/** What the PreToolUse hook made Claude Code return for a held or asked call. */
export interface Refusal {
  tool: string;
  /** The hook's `permissionDecisionReason`: the tool's result, as an error. */
  reason: string;
  /** The hook's `additionalContext`, which Claude Code adds as a reminder. */
  context: string;
}

/**
 * The user turn Claude Code sends after a PreToolUse deny or ask (-p mode) with a reason
 * and context, in the shape captured from the pinned CLI (see `capture-refusal.ts`).
 */
export function refusalTurn(toolUseId: string, refusal: Refusal): Block[] {
  const blocks: Block[] = [
    { type: 'tool_result', content: refusal.reason, is_error: true, tool_use_id: toolUseId },
  ];
  if (refusal.context)
    blocks.push({
      type: 'text',
      text: `<system-reminder>\nPreToolUse:${refusal.tool} hook additional context: ${refusal.context}\n</system-reminder>`,
    });
  return blocks;
}

/**
 * The conversation at the call `toolUseId`: without `refusal`, everything before the
 * assistant message that makes it (the player's turn); with it, that message up to the
 * call and the refusal as the user turn that answers it. Null when the call is not found.
 */
export function cutAtCall(
  messages: readonly Message[],
  toolUseId: string,
  refusal?: Refusal,
): Message[] | null {
  const at = messages.findIndex(
    (m) => m.role === 'assistant' && m.content.some((b) => b.id === toolUseId),
  );
  if (at < 0) return null;
  const before = messages.slice(0, at).map((m) => structuredClone(m));
  if (!refusal) return before;
  const made = messages[at]!.content;
  const upTo = made.slice(0, made.findIndex((b) => b.id === toolUseId) + 1);
  // Calls made in the same message before this one (parallel calls) keep their results.
  const earlier = new Set(upTo.filter((b) => b.type === 'tool_use').map((b) => b.id));
  earlier.delete(toolUseId);
  const results = (messages[at + 1]?.content ?? []).filter(
    (b) => b.type === 'tool_result' && earlier.has(b.tool_use_id),
  );
  return [
    ...before,
    { role: 'assistant', content: structuredClone(upTo) },
    { role: 'user', content: [...structuredClone(results), ...refusalTurn(toolUseId, refusal)] },
  ];
}
