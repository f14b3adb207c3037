// The strata memory site. `strata site build` exports the store to a JSON file and runs
// this build with the settings below passed as environment variables (this file is the
// site's composition root: nothing under src/ reads the environment except the data loader).
import { defineConfig } from 'astro/config';
import { clientScripts } from './integrations/client-scripts.mjs';

const env = process.env;
const base = env.STRATA_SITE_BASE || '/';

export default defineConfig({
  output: 'static',
  base,
  outDir: env.STRATA_SITE_OUT || './dist',
  // One cache folder per build, so two builds of different stores can run side by side.
  cacheDir: env.STRATA_SITE_CACHE || './node_modules/.astro',
  // `memory/x.html` rather than `memory/x/index.html`: from file:// a folder link opens a
  // directory listing, not its index.html.
  build: { format: 'file', inlineStylesheets: 'always' },
  // No dev toolbar, no telemetry, no prefetch: the built site must run without a server.
  devToolbar: { enabled: false },
  prefetch: false,
  integrations: [clientScripts()],
});
