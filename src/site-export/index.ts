/**
 * The memory site: export the store as site data, build the Astro site, serve and rebuild it.
 * `strata site build` calls {@link buildSite}; `strata site dev` calls {@link startSiteDev}.
 */
export { normalizeBase } from './base-path.js';
export {
  type BuildSiteOptions,
  type BuildSiteResult,
  buildSite,
  findSiteDir,
  SITE_MARKER,
} from './build-site.js';
export { type SiteDev, type SiteDevOptions, startSiteDev } from './dev-server.js';
export { type ExportOptions, exportSiteData } from './export-data.js';
export { isSafeUrl } from './render-markdown.js';
export {
  chooseSiteScopes,
  describeLeftOut,
  type LeftOutScope,
  parseScopeNames,
  type SiteScopeChoice,
} from './shared-scopes.js';
export { type StaticServer, type StaticServerOptions, serveStatic } from './static-server.js';
