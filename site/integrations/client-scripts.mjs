// Bundles the site's browser scripts (graph view, search) with esbuild into classic
// scripts under assets/. Astro's own script pipeline emits ES modules, which Chromium
// refuses to load from file:// (a module script needs CORS, and file:// has no origin):
// classic scripts with relative URLs work from disk and under any base path alike.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRIES = {
  graph: fileURLToPath(new URL('../src/client/graph.ts', import.meta.url)),
  search: fileURLToPath(new URL('../src/client/search.ts', import.meta.url)),
};

/** @returns {import('astro').AstroIntegration} */
export function clientScripts() {
  return {
    name: 'strata-client-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await build({
          entryPoints: ENTRIES,
          outdir: fileURLToPath(new URL('assets/', dir)),
          bundle: true,
          format: 'iife',
          minify: true,
          target: 'es2020',
          legalComments: 'none',
          logLevel: 'warning',
        });
      },
    },
  };
}
