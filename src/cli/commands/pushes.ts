import { buildPushDigest } from '../../core/push/push-digest.js';
import { formatPush, rankForPrompt } from '../../core/push/push-match.js';
import { loadStore } from '../../storage/load-store.js';
import { requirePositional } from '../args.js';
import type { Command } from '../command.js';

/** Candidates listed: enough to see what a lower floor would add. */
const LISTED = 5;

/** `strata pushes <prompt…>`: what the prompt hook would push for a prompt, and the scores. */
export const pushesCommand: Command = {
  name: 'pushes',
  help: `strata pushes <prompt…>

  Scores the prompt as the UserPromptSubmit hook does (the share of its rarity-weighted
  terms a decision or learning carries) and lists the best ${LISTED}, marking those at or
  above hooks.pushDecisions.minScore that the hook would show in a new session (at most
  maxPerPrompt). Use it to see why something was shown, or to choose a floor.`,
  options: {},
  async run(ctx, args) {
    requirePositional(args, 0, 'prompt', 'strata pushes <prompt…>');
    const prompt = args.positionals.join(' ');
    const settings = ctx.config.hooks.pushDecisions;
    const store = await loadStore(ctx.store);
    const digest = buildPushDigest(store.visible, ctx.store.now());
    const ranked = rankForPrompt(digest, prompt).slice(0, LISTED);
    const shownCount = settings.prompt ? settings.maxPerPrompt : 0;
    const results = ranked.map((r, i) => ({
      id: r.entry.id,
      type: r.entry.type,
      scope: r.entry.scope,
      title: r.entry.title,
      score: Math.round(r.score * 1000) / 1000,
      matched: r.matched,
      shown: r.score >= settings.minScore && i < shownCount,
    }));
    const json = { prompt, enabled: settings.prompt, minScore: settings.minScore, results };
    const lines = ranked.map(
      (r, i) =>
        `${results[i]!.shown ? '→' : ' '} ${results[i]!.score.toFixed(3)}  ${formatPush(r.entry, 'matches')}`,
    );
    const head = `Floor ${settings.minScore}${settings.prompt ? '' : ' (the prompt push is off)'}; → marks what the hook would show.`;
    const text = ranked.length
      ? [head, ...lines].join('\n')
      : 'No decision or learning shares a term with the prompt.';
    return { json, text };
  },
};

/** `strata suggest`, the command's old name: runs `pushes` after a notice on stderr. */
export const suggestCommand: Command = {
  ...pushesCommand,
  name: 'suggest',
  help: `strata suggest <prompt…>

  The old name of strata pushes: runs it after a notice on stderr. See strata pushes --help.`,
  run(ctx, args) {
    ctx.notice('strata suggest is now strata pushes; the old name will be removed');
    return pushesCommand.run(ctx, args);
  },
};
