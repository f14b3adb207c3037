/**
 * Finds relative links in markdown that lead nowhere: a file that does not exist, or a
 * `#anchor` that no heading of the target file makes. Fenced and inline code are skipped
 * (commands and paths written there are not links); web, mail and site-root links are
 * not checked here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { slugHeading } from './doc-numbers.js';

/** A link that leads nowhere. */
export interface BrokenLink {
  /** The markdown file, relative to the repository. */
  file: string;
  /** 1-based line of the link. */
  line: number;
  /** The link target as written. */
  target: string;
  /** Why it is broken. */
  reason: 'no such file' | 'no such heading';
}

const LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The lines of a markdown file with fenced code blanked and inline code spans removed. */
function proseLines(markdown: string, keepCode = false): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && open) {
      fence = open[1] ?? null;
      return '';
    }
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      return '';
    }
    return keepCode ? line : line.replace(/(`+)[\s\S]*?\1/g, '');
  });
}

/** The anchors GitHub gives the headings of a markdown file (a repeated heading gets `-1`, `-2`…). */
export function listAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown, true)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugHeading(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link of `file` (relative to `repo`) whose file or heading does not exist. */
export function findBrokenLinks(repo: string, file: string): BrokenLink[] {
  const absolute = path.join(repo, file);
  const anchorsOf = (target: string) => listAnchors(readFileSync(target, 'utf8'));
  const broken: BrokenLink[] = [];
  proseLines(readFileSync(absolute, 'utf8')).forEach((text, index) => {
    for (const match of text.matchAll(LINK)) {
      const target = match[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
      const [rawPath = '', anchor] = target.split('#');
      const linked = rawPath ? path.resolve(path.dirname(absolute), decodeURI(rawPath)) : absolute;
      const at = { file, line: index + 1, target };
      if (!existsSync(linked)) broken.push({ ...at, reason: 'no such file' });
      else if (anchor && statSync(linked).isFile() && linked.endsWith('.md')) {
        if (!anchorsOf(linked).has(decodeURIComponent(anchor)))
          broken.push({ ...at, reason: 'no such heading' });
      }
    }
  });
  return broken;
}
