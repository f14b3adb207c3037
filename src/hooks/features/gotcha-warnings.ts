/**
 * Gotcha warnings: the gotchas whose file patterns match a file (or, with
 * `hooks.gotchas.matchTags`, a tag its path) — before an edit (PreToolUse on Edit, Write,
 * MultiEdit, NotebookEdit) and after a read (PostToolUse) — or whose command patterns
 * match a Bash command (`command-warnings.ts`). Each gotcha is shown once per session,
 * whichever hook shows it first; before a tool runs, a high or critical one may also hold
 * the call once, ask the user or, as enterprise policy, refuse it (core/gotcha-action).
 * Enterprise gotchas come first, under limits only enterprise config sets; the other
 * scopes' gotchas follow under the merged limits.
 */
import path from 'node:path';
import { DIGEST_VERSION, type GotchaDigest, type GotchaEntry } from '../../core/digest.js';
import { firstMatches, type GotchaMatch, selectGotchas } from '../../core/gotcha/gotcha-match.js';
import {
  actionStrength,
  type GotchaAction,
  gotchaAction,
  isRepositoryMemory,
} from '../../core/gotcha-action.js';
import type { ToolFile } from '../file-path.js';
import { readGotchaCandidates } from '../gotcha-lookup-file.js';
import { sessionDir } from '../hook-env.js';
import type { HookContext } from '../hook-frame.js';
import { readJsonFile, writeJsonFileAtomic } from '../state-files.js';

/** What the gotcha hooks remember per session. */
export interface GotchaSessionState {
  shown: string[];
  /** Holds and asks repository memory made in this session (bounded by `maxInterruptionsPerSession`). */
  interruptions?: number;
}

/** The warnings shown now, and what they do to the tool call. */
export interface GotchaShowing {
  lines: string[];
  action: GotchaAction;
  /** The warning line of the gotcha behind `action` (for `hold`, `ask`, `deny`). */
  reason: string | null;
}

const NOTHING: GotchaShowing = { lines: [], action: 'warn', reason: null };

/** What a warning is about: a path or a command, or one per match. */
export type GotchaSubject = string | ((match: GotchaMatch) => string);

/** Every gotcha from `gotchas.json`: for a cache written before the lookup file existed. */
function readDigestGotchas(ctx: HookContext): GotchaEntry[] | null {
  const digest = readJsonFile<GotchaDigest>(ctx.env.paths.gotchas, 64 * 1024 * 1024);
  if (!digest || digest.version !== DIGEST_VERSION || !Array.isArray(digest.gotchas)) return null;
  ctx.log('no usable gotcha-lookup.jsonl: read gotchas.json');
  return digest.gotchas;
}

function isPolicy(gotcha: GotchaEntry): boolean {
  return gotcha.scope === 'enterprise';
}

/** Policy gotchas under enterprise limits, then the rest under the merged limits. */
function selectWithPolicy(
  ctx: HookContext,
  matches: readonly GotchaMatch[],
  subject: GotchaSubject,
  shown: ReadonlySet<string>,
): { lines: string[]; ids: string[] } {
  const { gotchas: limits, enterpriseGotchas: policyLimits } = ctx.config;
  const policy = selectGotchas(
    matches.filter((m) => isPolicy(m.gotcha)),
    subject,
    shown,
    policyLimits,
  );
  const used = policy.lines.reduce((n, line) => n + line.length + 1, 0);
  const rest = selectGotchas(
    matches.filter((m) => !isPolicy(m.gotcha)),
    subject,
    shown,
    limits,
    used,
  );
  return { lines: [...policy.lines, ...rest.lines], ids: [...policy.ids, ...rest.ids] };
}

function stateFileOf(ctx: HookContext): string | null {
  return ctx.session ? path.join(sessionDir(ctx.env, ctx.session), 'gotchas.json') : null;
}

/** The session's state: which gotchas were shown and how many interruptions were made. */
export function readGotchaState(ctx: HookContext): GotchaSessionState {
  const file = stateFileOf(ctx);
  const state = file ? readJsonFile<GotchaSessionState>(file) : null;
  const shown = state && Array.isArray(state.shown) ? state.shown : [];
  const interruptions =
    state && Number.isInteger(state.interruptions) ? Number(state.interruptions) : 0;
  return { shown, interruptions };
}

function saveGotchaState(ctx: HookContext, state: GotchaSessionState): void {
  const file = stateFileOf(ctx);
  if (!file) return;
  try {
    writeJsonFileAtomic(file, state);
  } catch (error) {
    ctx.log(`could not save shown gotchas: ${(error as Error).message}`);
  }
}

/**
 * Shows `matches` about `subject` (a path, or a command): those not shown yet in this
 * session, within the limits, recorded as shown. With `decide`, a high or critical one may
 * hold, ask or deny; one that asks or denies is not recorded, so it asks (within the bound
 * on interruptions) or refuses again at the next matching call.
 */
export function showGotchas(
  ctx: HookContext,
  matches: readonly GotchaMatch[],
  subject: GotchaSubject,
  state: GotchaSessionState,
  decide: boolean,
): GotchaShowing {
  const shown = new Set(state.shown);
  const { lines, ids } = selectWithPolicy(ctx, matches, subject, shown);
  if (!lines.length) return NOTHING;
  const byId = new Map(matches.map((m) => [m.gotcha.id, m.gotcha]));
  let interruptions = state.interruptions ?? 0;
  let result: GotchaShowing = { lines, action: 'warn', reason: null };
  const remembered: string[] = [];
  for (const [i, id] of ids.entries()) {
    const gotcha = byId.get(id)!;
    const action = decide
      ? gotchaAction(gotcha, ctx.config.gotchas, interruptions, !!ctx.session)
      : 'warn';
    // A question or a refusal comes again at the next matching call (the user may have said
    // no); warnings and holds are once per session.
    if (action === 'warn' || action === 'hold') remembered.push(id);
    // One call is interrupted once, by its strongest gotcha; that counts as one interruption.
    if (actionStrength(action) <= actionStrength(result.action)) continue;
    if (result.action === 'warn' && isRepositoryMemory(gotcha.scope)) interruptions++;
    result = { lines, action, reason: lines[i]! };
  }
  saveGotchaState(ctx, { shown: [...shown, ...remembered], interruptions });
  return result;
}

/** The gotchas of `file` not yet shown in this session, ranked, at most `maxPerRead` (each for enterprise and the rest). */
export function fileMatches(
  ctx: HookContext,
  file: ToolFile,
  state: GotchaSessionState,
): GotchaMatch[] {
  const { matchTags } = ctx.config.gotchas;
  const gotchas =
    readGotchaCandidates(ctx.env.paths.gotchaLookup, file.relative, file.display, matchTags) ??
    readDigestGotchas(ctx);
  if (!gotchas?.length) return [];
  const shown = new Set(state.shown);
  const { gotchas: limits, enterpriseGotchas: policyLimits } = ctx.config;
  const find = (list: GotchaEntry[], max: number) =>
    firstMatches(list, file.relative, file.display, shown, max, limits);
  return [
    ...find(gotchas.filter(isPolicy), policyLimits.maxPerRead),
    ...find(
      gotchas.filter((g) => !isPolicy(g)),
      limits.maxPerRead,
    ),
  ];
}

/** Gotchas of `file` before an edit: warnings, and what a critical one does to the call. */
export function fileGotchas(ctx: HookContext, file: ToolFile): GotchaShowing {
  if (ctx.config.gotchas.maxPerRead === 0 && ctx.config.enterpriseGotchas.maxPerRead === 0)
    return NOTHING;
  const state = readGotchaState(ctx);
  const matches = fileMatches(ctx, file, state);
  return matches.length ? showGotchas(ctx, matches, file.display, state, true) : NOTHING;
}

/** Warning lines for the gotchas of `file` not yet shown in this session (after a read). */
export function gotchaWarnings(ctx: HookContext, file: ToolFile): string[] {
  const state = readGotchaState(ctx);
  const matches = fileMatches(ctx, file, state);
  return matches.length ? showGotchas(ctx, matches, file.display, state, false).lines : [];
}
