/**
 * Stash and resume: a conversation thread set aside as a breadcrumb (`status: stashed`,
 * local scope) and brought back later. The UserPromptSubmit hook writes stashes itself
 * (see hooks/features/stash-thread.ts, same body format); these are the CLI and MCP paths.
 */
import { StrataError } from '../core/errors.js';
import type { Memory } from '../core/memory.js';
import { redactSecrets } from '../core/redact.js';
import { parseStashBody, renderStashBody, stashTitle } from '../core/stash-body.js';
import { textTerms } from '../core/terms.js';
import { isoSeconds } from '../core/time.js';
import { findMemory, loadStore, type StoreContext } from '../storage/load-store.js';
import { remember } from './remember.js';
import { updateMemory } from './update.js';

/** A thread to stash. Unchecked input (from a person or a model). */
export interface StashInput {
  label?: string;
  prompts: string[];
  files: string[];
  sessionId?: string;
  started?: string;
  ended?: string;
}

/** What resume hands back. */
export interface ResumedStash {
  memory: Memory;
  prompts: string[];
  files: string[];
  linked: Array<{ id: string; title: string; type: string }>;
  /** False when the stash had already been resumed before. */
  changed: boolean;
}

/** The label, from redacted text only: a cut or a term split would hide a secret's remains. */
function labelOf(label: string | undefined, prompts: readonly string[]): string {
  if (label?.trim()) return label.trim().slice(0, 80);
  const counts = new Map<string, number>();
  for (const t of prompts.flatMap(textTerms)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return top.map(([t]) => t).join(' ') || 'thread';
}

/** Writes a stash breadcrumb in the local scope (global outside a project); secrets redacted. */
export async function stashThread(ctx: StoreContext, input: StashInput): Promise<Memory> {
  const now = isoSeconds(ctx.now());
  // Redacted first: the label, title, id and file name are all cut from this text.
  const prompts = input.prompts.map(redactSecrets);
  const label = labelOf(
    input.label === undefined ? undefined : redactSecrets(input.label),
    prompts,
  );
  const body = renderStashBody({
    label,
    sessionId: input.sessionId ?? 'unknown',
    started: input.started ?? now,
    ended: input.ended ?? now,
    prompts,
    files: input.files,
    why: 'asked',
  });
  const scope = ctx.scopes.some((s) => s.scope === 'local') ? 'local' : 'global';
  return remember(ctx, {
    type: 'breadcrumb',
    title: stashTitle(label),
    body,
    scope,
    tags: ['stash'],
    status: 'stashed',
  });
}

/** Returns a stash's prompts, files and linked memories, and marks it `resumed`. */
export async function resumeStash(ctx: StoreContext, id: string): Promise<ResumedStash> {
  const store = await loadStore(ctx);
  const memory = findMemory(store, id);
  if (memory.type !== 'breadcrumb') {
    throw new StrataError('INVALID_ARGUMENT', `${id} is a ${memory.type}, not a stashed thread`, {
      subject: id,
      hint: 'stashes are breadcrumbs: list them with `strata list --type breadcrumb`',
    });
  }
  const { prompts, files } = parseStashBody(memory.body);
  const linked = memory.links.flatMap((l) => {
    const m = store.visible.find((v) => v.id === l);
    return m ? [{ id: m.id, title: m.title, type: String(m.type) }] : [];
  });
  const changed = memory.status !== 'resumed';
  const now = changed
    ? await updateMemory(ctx, id, { status: 'resumed' }, { scope: memory.scope })
    : memory;
  return { memory: now, prompts, files, linked, changed };
}
