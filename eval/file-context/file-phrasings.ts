/**
 * What a file path says, as search phrasings: the whole path in words, the base name, the
 * folders (the module), and the most frequent identifiers of the content when it is known.
 * Several phrasings fused by rank find a memory that speaks of any one of them, where the
 * raw path string (`src/payments/stripe/charge-retry.ts`) first ranks whatever memory
 * quotes some other `src/….ts`. Pure.
 */
import { COMMON_SEGMENTS, contentTerms, splitCase } from '../../src/core/terms.js';

/** At most this many content identifiers become a phrasing. */
const MAX_CONTENT_TERMS = 8;

/**
 * The words of one path segment: case, dash, underscore and dot split, lowercase. A common
 * word alone (`src`, `index.ts`) says nothing; inside a name (`add_orders_index`) it does.
 * Words split on case are also kept joined (`WebSocket` → `web socket websocket`), as
 * people write them both ways.
 */
function segmentWords(segment: string): string[] {
  const parts = segment.split(/[._\-\s]+/).filter(Boolean);
  const words: string[] = [];
  for (const part of parts) {
    const split = splitCase(part).toLowerCase().split(' ');
    words.push(...split);
    for (let i = 1; i < split.length; i++) words.push(`${split[i - 1]}${split[i]}`);
  }
  const meaningful = words.filter((w) => w.length >= 2 && !/^\d+$/.test(w));
  return meaningful.length === 1 && COMMON_SEGMENTS.has(meaningful[0]!) ? [] : meaningful;
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
 * base name and the module (folders) when each has several words, then content identifiers. Empty when the path says
 * nothing beyond common segments and no content is given.
 */
export function filePhrasings(relPath: string, content?: string): string[] {
  const { folders, base } = pathParts(relPath);
  const phrasings = [
    [...folders, ...base].join(' '),
    // One word alone (`pool`, `auth`) is already in the first phrasing, and searched alone
    // it ranks every memory that mentions it: measured worse on file-path questions.
    base.length > 1 ? base.join(' ') : '',
    folders.length > 1 ? folders.join(' ') : '',
    content ? contentTerms(content, MAX_CONTENT_TERMS).join(' ') : '',
  ];
  return [...new Set(phrasings.filter(Boolean))];
}
