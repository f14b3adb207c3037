/**
 * The provenance line a merge writes above each absorbed body, and how text put in front of
 * Claude leaves it out: it names an id and a scope for the person reading the file, and says
 * nothing about the subject. Pure.
 */
import type { ScopeName } from '../scope.js';

/** The line naming a merged memory: "_Merged from `<id>` (<scope>)._". */
export function mergedMarker(o: { id: string; scope: ScopeName }): string {
  return `_Merged from \`${o.id}\` (${o.scope})._`;
}

/** A whole line {@link mergedMarker} wrote. */
const MERGED_MARKER_LINE = /^_Merged from `[^`\n]*` \([a-z]+\)\._[ \t]*$/gm;

/** `text` without the provenance lines a merge writes into a body. */
export function stripMergeMarkers(text: string): string {
  return text.replace(MERGED_MARKER_LINE, '');
}
