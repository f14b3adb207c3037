/**
 * Memory bodies to safe HTML. Bodies are untrusted: anyone who can write a memory file (a
 * teammate, a pasted log, Claude quoting a web page) controls them. markdown-it with `html`
 * off never emits a tag the author wrote (raw HTML comes out as text), escapes every
 * attribute it writes, and passes each link and image URL through `validateLink`, where an
 * allow-list of schemes turns `javascript:`, `data:`, `vbscript:` and friends into plain text.
 * That makes the output safe by construction, without a DOM-based sanitiser (which would
 * need jsdom on Node).
 */
import MarkdownIt, { type MarkdownIt as MarkdownItInstance } from 'markdown-it';

/** Schemes a link or image in a memory may use; anything else is dropped. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** Browsers ignore ASCII whitespace and control characters inside a URL's scheme. */
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;

/**
 * True when `url` is relative or uses a scheme from {@link SAFE_SCHEMES}. Entity- and
 * percent-decoding already happened in markdown-it, so `java&#x09;script:` arrives decoded.
 */
export function isSafeUrl(url: string): boolean {
  const compact = url.replace(IGNORED_IN_URL, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
}

/** How links between memories are written. */
export interface RenderOptions {
  /** The page of a memory by id, or undefined when the id names none. */
  memoryHref: (id: string) => string | undefined;
}

/** Turns `decision-x`, `decision-x.md` or `../permanent/decision-x.md` into `decision-x`. */
function memoryIdOfHref(href: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) return;
  const path = decodeURIComponentSafe(href.split(/[?#]/)[0] ?? '');
  const base = path.slice(path.lastIndexOf('/') + 1);
  return base.replace(/\.md$/i, '') || undefined;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Points links at other memories to their pages, and keeps external links from the opener. */
function rewriteLinks(md: MarkdownItInstance, options: RenderOptions): void {
  md.core.ruler.push('strata_links', (state) => {
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type !== 'link_open') continue;
        const href = String(token.attrGet('href') ?? '');
        const id = memoryIdOfHref(href);
        const page = id === undefined ? undefined : options.memoryHref(id);
        if (page !== undefined) token.attrSet('href', page);
        else if (/^https?:/i.test(href)) token.attrSet('rel', 'noopener noreferrer nofollow');
      }
    }
  });
}

/** A renderer of memory bodies: `render` for HTML, `excerpt` for plain text. */
export interface MarkdownRenderer {
  render(body: string): string;
  excerpt(body: string, maxLength?: number): string;
}

/** Creates a renderer; one per export, since links depend on the memories that exist. */
export function createMarkdownRenderer(options: RenderOptions): MarkdownRenderer {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
  md.validateLink = isSafeUrl;
  rewriteLinks(md, options);
  return {
    render: (body) => md.render(body),
    excerpt: (body, maxLength = 240) => plainText(md, body, maxLength),
  };
}

function plainText(md: MarkdownItInstance, body: string, maxLength: number): string {
  const words: string[] = [];
  for (const block of md.parse(body, {})) {
    if (block.type === 'fence' || block.type === 'code_block') continue;
    for (const token of block.children ?? []) {
      if (token.type === 'text' || token.type === 'code_inline') words.push(token.content);
      else if (token.type === 'softbreak' || token.type === 'hardbreak') words.push(' ');
    }
    if (block.type.endsWith('_close')) words.push(' ');
  }
  const text = words.join('').replace(/\s+/g, ' ').trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
