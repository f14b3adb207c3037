/**
 * Links between pages. Every page links relatively (`../tag/x.html`) so the site opens from
 * file:// and from any base path; only the 404 page, which a server may show at any depth,
 * links from the base path.
 */

/** The prefix that leads from a page back to the site root. */
export function rootPrefix(depth: number): string {
  return depth > 0 ? '../'.repeat(depth) : './';
}

/** The root prefix of the 404 page: the configured base, with a trailing slash. */
export function basePrefix(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/** Page paths relative to the site root. */
export const pagePath = {
  home: 'index.html',
  graph: 'graph.html',
  timeline: 'timeline.html',
  browse: 'browse.html',
  search: 'search.html',
  maintenance: 'maintenance.html',
  memory: (slug: string) => `memory/${slug}.html`,
  tag: (slug: string) => `tag/${slug}.html`,
  type: (type: string) => `type/${type}.html`,
  scope: (scope: string) => `scope/${scope}.html`,
};
