/**
 * Gotcha warnings (PostToolUse on Read, Edit, Write, MultiEdit): the gotchas whose file
 * patterns match the file (or, with `hooks.gotchas.matchTags`, a tag its path), each shown
 * once per session. Enterprise gotchas come first, under limits only enterprise config
 * sets; the other scopes' gotchas follow under the merged limits.
 */
import path from 'node:path';
import { DIGEST_VERSION, type GotchaDigest, type GotchaEntry } from '../../core/digest.js';
import { firstMatches, selectGotchas } from '../../core/gotcha-match.js';
import type { ToolFile } from '../file-path.js';
import { readGotchaCandidates } from '../gotcha-lookup-file.js';
import { sessionDir } from '../hook-env.js';
import type { HookContext } from '../runtime.js';
import { readJsonFile, writeJsonFileAtomic } from '../state-files.js';

/** What the Read hook remembers per session. */
export interface GotchaSessionState {
  shown: string[];
}

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

/** Warning lines for the gotchas of `file` not yet shown in this session. */
export function gotchaWarnings(ctx: HookContext, file: ToolFile): string[] {
  const gotchas =
    readGotchaCandidates(ctx.env.paths.gotchaLookup, file.relative, file.display) ??
    readDigestGotchas(ctx);
  if (!gotchas?.length) return [];
  const stateFile = ctx.session
    ? path.join(sessionDir(ctx.env, ctx.session), 'gotchas.json')
    : null;
  const state = (stateFile && readJsonFile<GotchaSessionState>(stateFile)) || { shown: [] };
  const shown = new Set(Array.isArray(state.shown) ? state.shown : []);
  const { gotchas: limits, enterpriseGotchas: policyLimits } = ctx.config;
  const find = (list: GotchaEntry[], max: number) =>
    firstMatches(list, file.relative, file.display, shown, max, limits);
  const policy = selectGotchas(
    find(gotchas.filter(isPolicy), policyLimits.maxPerRead),
    file.display,
    shown,
    policyLimits,
  );
  const used = policy.lines.reduce((n, line) => n + line.length + 1, 0);
  const rest = selectGotchas(
    find(
      gotchas.filter((g) => !isPolicy(g)),
      limits.maxPerRead,
    ),
    file.display,
    shown,
    limits,
    used,
  );
  const lines = [...policy.lines, ...rest.lines];
  const ids = [...policy.ids, ...rest.ids];
  if (!lines.length) return [];
  if (stateFile) {
    try {
      writeJsonFileAtomic(stateFile, { shown: [...shown, ...ids] });
    } catch (error) {
      ctx.log(`could not save shown gotchas: ${(error as Error).message}`);
    }
  }
  return lines;
}
