/**
 * What a file path says, as search phrasings: the whole path in words, the base name alone,
 * the folders (the module), and the most frequent identifiers of the content when it is
 * known. Several phrasings fused by rank find a memory that speaks of any one of them, where
 * the raw path string (`src/payments/stripe/charge-retry.ts`) matches little. Pure.
 */
import { contentTerms, isCommonSegment, splitCase } from './terms.js';

/** At most this many content identifiers become a phrasing. */
const MAX_CONTENT_TERMS = 8;

/** The words of one path segment: case, dash, underscore and dot split, lowercase. */
function segmentWords(segment: string): string[] {
  return splitCase(segment)
    .toLowerCase()
    .split(/[._\-\s]+/)
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w) && !isCommonSegment(w));
}

/** Folder words and base-name words of a project-relative path, common ones dropped. */
export function pathParts(relPath: string): { folders: string[]; base: string[] } {
  const segments = relPath.replace(/\\/g, '/').split('/').filter(Boolean);
  const last = segments.pop() ?? '';
  // A dotfile (`.env.local`) keeps its name; any other file drops its last extension.
  const bare = last.startsWith('.') ? last : last.replace(/\.[^.]+$/, '');
  const folders = [...new Set(segments.flatMap(segmentWords))];
  return { folders, base: [...new Set(segmentWords(bare))] };
}

/**
 * Distinct search phrasings for a file, most specific first: the path's words, then the
 * base name, then the module (folders), then content identifiers. Empty when the path says
 * nothing beyond common segments and no content is given.
 */
export function filePhrasings(relPath: string, content?: string): string[] {
  const { folders, base } = pathParts(relPath);
  const phrasings = [
    [...folders, ...base].join(' '),
    base.join(' '),
    folders.join(' '),
    content ? contentTerms(content, MAX_CONTENT_TERMS).join(' ') : '',
  ];
  return [...new Set(phrasings.filter(Boolean))];
}
