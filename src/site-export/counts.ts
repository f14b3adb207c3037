/**
 * Totals and the tag table for the site's home and index pages.
 */

import { createDict } from '../core/dict.js';
import { SCOPES, type ScopeName } from '../core/scope.js';
import type { SiteCounts, SiteMemory, SiteTag } from '../core/site-data.js';
import { uniqueSlugs } from './page-slug.js';

/** Counts visible memories by scope and type, plus the other totals the home page shows. */
export function countStore(
  memories: readonly SiteMemory[],
  shadowed: number,
  edges: number,
  problems: number,
): SiteCounts {
  const byScope = Object.fromEntries(SCOPES.map((s) => [s, 0])) as Record<ScopeName, number>;
  const byType = createDict<number>();
  let archived = 0;
  for (const memory of memories) {
    byScope[memory.scope]++;
    byType[memory.type] = (byType[memory.type] ?? 0) + 1;
    if (memory.archived) archived++;
  }
  return { memories: memories.length, byScope, byType, shadowed, archived, edges, problems };
}

/** Every tag with its page slug and count, most used first, then alphabetical. */
export function tagTable(memories: readonly SiteMemory[]): SiteTag[] {
  const counts = new Map<string, number>();
  for (const memory of memories) {
    for (const tag of new Set(memory.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const tags = [...counts.keys()].sort(
    (a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b),
  );
  const slugs = uniqueSlugs(tags);
  return tags.map((tag) => ({ tag, slug: slugs.get(tag)!, count: counts.get(tag)! }));
}
