/**
 * The store as exported by `strata site build`: read once per build from the JSON file
 * named by STRATA_SITE_DATA. The site imports only types from strata's sources.
 */
import { readFileSync } from 'node:fs';
import type { SiteData, SiteMemory } from '../../../src/core/site-data';

function load(): SiteData {
  const file = process.env.STRATA_SITE_DATA;
  if (!file) {
    throw new Error('strata: STRATA_SITE_DATA is not set: build the site with `strata site build`');
  }
  const data = JSON.parse(readFileSync(file, 'utf8')) as SiteData;
  if (data.version !== 1) {
    throw new Error(
      `strata: ${file} has site data version ${String(data.version)}, this site reads 1`,
    );
  }
  return data;
}

/** The exported store. */
export const site: SiteData = load();

/** Visible memories by id. */
export const memoriesById: ReadonlyMap<string, SiteMemory> = new Map(
  site.memories.map((m) => [m.id, m]),
);

/** The site's title: the project's name when there is one. */
export const siteTitle = site.projectName ? `${site.projectName} · strata memory` : 'strata memory';
