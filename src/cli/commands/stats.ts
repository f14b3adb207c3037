import { countOf } from '../../core/plural.js';
import { computeStats } from '../../services/verify.js';
import type { Command } from '../command.js';

/** `strata stats`: counts. */
export const statsCommand: Command = {
  name: 'stats',
  help: 'strata stats',
  options: {},
  async run(ctx) {
    const stats = await computeStats(ctx.store);
    const fmt = (r: Record<string, number>) =>
      Object.entries(r)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none';
    const text = [
      `${countOf(stats.total, 'memory', 'memories')} (${stats.archived} archived, ${stats.shadowed} shadowed, ${countOf(stats.invalid, 'unreadable file')})`,
      `by scope: ${fmt(stats.byScope)}`,
      `by type: ${fmt(stats.byType)}`,
      `top tags: ${stats.topTags.map((t) => `${t.tag} ${t.count}`).join(', ') || 'none'}`,
      `links: ${stats.links}`,
    ].join('\n');
    return { json: stats, text };
  },
};
