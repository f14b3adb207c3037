import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../../../test/kit/cli.js';
import { REPLAY_SETS, type ReplayCall, type ReplaySession } from '../extract-calls.js';
import { createStoreProject, reindexProject } from '../support/store-project.js';
import { firstRisky, hookAnswer, transcriptLines } from './build-packets.js';

/** The variants, in the order the Latin square rotates them. */
export const VARIANTS = ['none', 'hold', 'ask'] as const;
const SEVERITY = { hold: 'high', ask: 'critical' } as const;

/** One sampled call, numbered as the first version numbered it. */
export interface Moment {
  id: string;
  set: string;
  gotcha: string;
  call: ReplayCall;
  session: ReplaySession;
}

/** Player `p` (1–3) sees call `i` (0-based, in sample order) in this variant. */
export function variantFor(p: number, i: number): (typeof VARIANTS)[number] {
  return VARIANTS[(i + p - 1) % 3]!;
}

/** The Latin square: `p<N>/moment-NN` → `<call id>-<variant>`. */
export function playerMap(sample: readonly string[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const p of [1, 2, 3])
    sample.forEach((id, i) => {
      map[`p${p}/moment-${String(i + 1).padStart(2, '0')}`] = `${id}-${variantFor(p, i)}`;
    });
  return map;
}

/** The sampled calls of one set, numbered as `build-packets.ts` numbers them. */
export async function sampledMoments(set: string, sample: Set<string>, git: Git, at: string) {
  const dir = path.join(REPO, 'eval', 'fixtures', `pretool-${set}`);
  const labels = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8'));
  const replay = REPLAY_SETS[set]!;
  const sessions = replay.sessions(git, at);
  const byName = new Map(sessions.map((s) => [s.name, s]));
  const { proj, env, root } = createStoreProject(path.join(dir, 'store'), 'strata-heeded-hook-');
  const moments: Moment[] = [];
  let n = 0;
  try {
    for (const { call, gotcha } of firstRisky(replay.read(git, at), labels.risky)) {
      const session = byName.get(call.session)!;
      if (!transcriptLines(session.jsonl).some((l) => l.toolUseId === call.toolUseId)) continue;
      const context = (await hookAnswer(call, proj, env, n))?.additionalContext ?? '';
      if (!context.split('\n').some((l) => l.includes(`, ${gotcha}):`))) continue;
      const id = `${set}-${String(n + 1).padStart(3, '0')}`;
      if (sample.has(id)) moments.push({ id, set, gotcha, call, session });
      n++;
    }
  } finally {
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  }
  return { moments, sessions };
}

export type Git = (...args: string[]) => string;

/**
 * The hook's answer to the call with its gotcha at the variant's severity (the store's
 * other gotchas as written): the product's own reason and context.
 */
export async function refusalFor(moment: Moment, variant: 'hold' | 'ask', n: number) {
  const store = path.join(REPO, 'eval', 'fixtures', `pretool-${moment.set}`, 'store');
  const { proj, env, root } = createStoreProject(store, 'strata-heeded-hook-');
  try {
    const file = path.join(proj, '.claude', 'memory', `${moment.gotcha}.md`);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^severity: .*$/m, `severity: ${SEVERITY[variant]}`));
    reindexProject(proj, env);
    const hook = await hookAnswer(moment.call, proj, env, n);
    const expected = variant === 'hold' ? 'deny' : 'ask';
    if (hook?.permissionDecision !== expected || !hook.permissionDecisionReason)
      throw new Error(
        `${moment.id}: the hook answered ${hook?.permissionDecision}, not ${expected}`,
      );
    return {
      tool: moment.call.tool,
      reason: hook.permissionDecisionReason,
      context: hook.additionalContext ?? '',
    };
  } finally {
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  }
}
