/**
 * PostToolUse on Read (and Edit/Write/MultiEdit): warns about gotchas of the file, each
 * once per session, may show a decision or learning bound to it, and notes the file for
 * the topic detector.
 */

import path from 'node:path';
import { DIGEST_VERSION, type GotchaDigest, type GotchaEntry } from '../core/digest.js';
import { fenceMemory } from '../core/fence.js';
import { firstMatches, selectGotchas } from '../core/gotcha-match.js';
import { contentTerms } from '../core/terms.js';
import { isExcluded, type ToolFile, toolContent, toolFile } from './file-path.js';
import { readGotchaCandidates } from './gotcha-lookup-file.js';
import { sessionDir } from './hook-env.js';
import { pushForFile, roomAfter } from './push-hook.js';
import type { HookContext } from './runtime.js';
import { appendJsonLine, readJsonFile, writeJsonFileAtomic } from './state-files.js';

/** What the Read hook remembers per session. */
export interface GotchaSessionState {
  shown: string[];
}

/** A file read, as appended to `reads.jsonl` for the topic detector. */
export interface ReadRecord {
  path: string;
  terms: string[];
  at: string;
}

function recordRead(ctx: HookContext, file: ToolFile): void {
  if (!ctx.session || !ctx.config.topic.enabled) return;
  if (isExcluded(file, ctx.config.privacy.excludePatterns)) return;
  const record: ReadRecord = {
    path: file.display,
    terms: contentTerms(toolContent(ctx.input)),
    at: ctx.now.toISOString(),
  };
  appendJsonLine(path.join(sessionDir(ctx.env, ctx.session), 'reads.jsonl'), record);
}

/** Every gotcha from `gotchas.json`: for a cache written before the lookup file existed. */
function readDigestGotchas(ctx: HookContext): GotchaEntry[] | null {
  const digest = readJsonFile<GotchaDigest>(ctx.env.paths.gotchas, 64 * 1024 * 1024);
  if (!digest || digest.version !== DIGEST_VERSION || !Array.isArray(digest.gotchas)) return null;
  ctx.log('no usable gotcha-lookup.jsonl: read gotchas.json');
  return digest.gotchas;
}

/** The hook handler: gotcha warnings, then a decision or learning bound to the file, or null. */
export function handleToolFile(ctx: HookContext): string | null {
  const file = toolFile(ctx.input, ctx.env.projectRoot);
  if (!file) return null;
  try {
    recordRead(ctx, file);
  } catch (error) {
    ctx.log(`could not record the read: ${(error as Error).message}`);
  }
  const lines = gotchaLines(ctx, file);
  return fenceMemory([...lines, ...pushForFile(ctx, file, roomAfter(lines))]);
}

/** Warning lines for the gotchas of `file` not yet shown in this session. */
function gotchaLines(ctx: HookContext, file: ToolFile): string[] {
  const gotchas =
    readGotchaCandidates(ctx.env.paths.gotchaLookup, file.relative, file.display) ??
    readDigestGotchas(ctx);
  if (!gotchas?.length) return [];
  const stateFile = ctx.session
    ? path.join(sessionDir(ctx.env, ctx.session), 'gotchas.json')
    : null;
  const state = (stateFile && readJsonFile<GotchaSessionState>(stateFile)) || { shown: [] };
  const shown = new Set(Array.isArray(state.shown) ? state.shown : []);
  const limit = ctx.config.gotchas.maxPerRead;
  const matches = firstMatches(gotchas, file.relative, file.display, shown, limit);
  if (!matches.length) return [];
  const { lines, ids } = selectGotchas(matches, file.display, shown, ctx.config.gotchas);
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
