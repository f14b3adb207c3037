/**
 * `strata site build`: export the store to a JSON file, run the Astro build of `site/` in a
 * child process (so the plugin's own process never loads Astro), and put the result in
 * place of the previous build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StrataError } from '../core/errors.js';
import type { ScopeName } from '../core/scope.js';
import type { SiteData } from '../core/site-data.js';
import { withLock } from '../storage/lock.js';
import { normalizeBase } from './base-path.js';
import { type ExportOptions, exportSiteData } from './export-data.js';
import { chooseSiteScopes, type SiteScopeChoice } from './shared-scopes.js';

/** Marks a folder as a strata site, which a later build may replace. */
export const SITE_MARKER = '.strata-site';

/** Options of {@link buildSite}. */
export interface BuildSiteOptions extends ExportOptions {
  /** Where the site goes. Replaced whole: it must be empty, missing, or an earlier build. */
  outDir: string;
  /** The URL path the site is served under (`/` or `/docs/memory/`). */
  base?: string;
  /** The Astro project; found next to strata's own files when omitted. */
  siteDir?: string;
  /** Environment of the Astro build (the caller's); defaults to this process's. */
  env?: Readonly<Record<string, string | undefined>>;
  /** How long to wait for another build of the same `site/` to finish; default {@link BUILD_WAIT_MS}. */
  lockWaitMs?: number;
  /**
   * The scopes to show, as the person named them. Without it, a site inside a git work
   * tree shows only the scopes that tree shares (see shared-scopes.ts).
   */
  scopeNames?: readonly ScopeName[];
}

/** What a build produced. */
export interface BuildSiteResult {
  outDir: string;
  /** HTML pages written. */
  pages: number;
  /** Milliseconds the whole build took (export included). */
  ms: number;
  data: SiteData;
  /** The scopes shown and those left out for the work tree the site is in. */
  scopeChoice: SiteScopeChoice;
}

/** The `site/` folder of this strata installation: the nearest ancestor holding it. */
export function findSiteDir(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'site');
    if (existsSync(path.join(candidate, 'astro.config.mjs'))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new StrataError('NOT_FOUND', `no site/ folder with astro.config.mjs above ${from}`, {
    hint: 'reinstall strata, or pass the Astro project folder as siteDir',
  });
}

function astroBin(siteDir: string): string {
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    return path.join(path.dirname(require.resolve('astro/package.json')), 'astro.js');
  } catch (error) {
    throw new StrataError('NOT_FOUND', `Astro is not installed for ${siteDir}`, {
      hint: 'run `npm install` in the strata folder (it installs the site workspace too)',
      cause: error,
    });
  }
}

/** Refuses to replace a folder that holds anything but an earlier strata site. */
async function checkOutDir(outDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new StrataError(
      'IO_ERROR',
      `cannot use ${outDir} for the site: ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (entries.length > 0 && !entries.includes(SITE_MARKER)) {
    throw new StrataError(
      'INVALID_ARGUMENT',
      `${outDir} is not empty and holds no earlier strata site`,
      {
        subject: outDir,
        hint: 'pick an empty or new folder with --out: the build replaces the whole folder',
      },
    );
  }
}

/** Variables Vite and Astro read as build settings (`BASE_URL`, `PUBLIC_*`…): a parent's must not leak in. */
const RESERVED_ENV =
  /^(BASE_URL|MODE|DEV|PROD|SSR|SITE|ASSETS_PREFIX|NODE_ENV|VITE_.*|PUBLIC_.*|ASTRO_.*)$/;

/** The Astro build's environment: the caller's, without build settings, plus the site's own. */
function buildEnv(
  parent: Readonly<Record<string, string | undefined>>,
  own: Record<string, string>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(parent)) if (!RESERVED_ENV.test(key)) env[key] = value;
  return { ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', ...own };
}

/** Keeps Astro's server folder from being deleted mid-build (see {@link runAstro}). */
const KEEP_FILE = '.strata-keep';

/** The lock file (in `site/.astro/`) that lets one Astro build of a `site/` folder run at a time. */
export const BUILD_LOCK = 'build.lock';

/** How long a build waits for another one to finish before it gives up. */
const BUILD_WAIT_MS = 10 * 60_000;

/**
 * Runs `astro build`, resolving with its output; rejects with the output's tail on failure.
 * It runs in a folder of its own under `site/.astro/`: Astro keeps the server half of a static
 * build in `<cwd>/.astro/` when the output lies outside the cwd, and deletes that folder
 * afterwards, which from `site/` itself would be `site/.astro/`, the build lock's folder (the
 * folder must stay under `site/` for those modules to find `site/node_modules`).
 */
async function runAstro(
  siteDir: string,
  env: NodeJS.ProcessEnv,
  waitMs: number = BUILD_WAIT_MS,
): Promise<string> {
  const bin = astroBin(siteDir);
  await mkdir(path.join(siteDir, '.astro'), { recursive: true });
  // One build of this Astro project at a time: its content layer writes `site/.astro/`
  // (the data store, `content-assets.mjs` through a `.tmp` file and a rename) whatever the
  // cwd, so a second build running alongside could find its file renamed away and fail.
  return withLock(
    path.join(siteDir, '.astro', BUILD_LOCK),
    async () => {
      const cwd = await mkdtemp(path.join(siteDir, '.astro', 'build-'));
      // Astro removes that folder once it is empty, then lists it: a file keeps it alive.
      await mkdir(path.join(cwd, '.astro'));
      await writeFile(path.join(cwd, '.astro', KEEP_FILE), '');
      try {
        return await spawnAstro(bin, siteDir, env, cwd);
      } finally {
        await rm(cwd, { recursive: true, force: true });
      }
    },
    { timeoutMs: waitMs },
  );
}

function spawnAstro(
  bin: string,
  siteDir: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build', '--root', siteDir], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        new StrataError('IO_ERROR', `cannot start the Astro build: ${error.message}`, {
          cause: error,
        }),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new StrataError(
            'IO_ERROR',
            `the Astro build failed (exit ${code}):\n${output.slice(-4000)}`,
          ),
        );
    });
  });
}

/** Astro leaves its content-layer modules in a static build's folder; a browser never needs them. */
async function removeLeftovers(dir: string): Promise<void> {
  for (const name of ['content-assets.mjs', 'content-modules.mjs', KEEP_FILE]) {
    await rm(path.join(dir, name), { force: true });
  }
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => name.endsWith('.html')).length;
}

/**
 * Builds the site: exports the store, runs Astro into a fresh folder beside `outDir`, then
 * swaps it in, so a server never sees a half-written site for long and deleted memories
 * leave no stale pages.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now();
  const outDir = path.resolve(options.outDir);
  const base = normalizeBase(options.base);
  const siteDir = options.siteDir ?? findSiteDir();
  await checkOutDir(outDir);
  const scopeChoice = chooseSiteScopes(options.scopes, outDir, options.scopeNames);
  const data = await exportSiteData({ ...options, scopes: scopeChoice.scopes });
  const work = await mkdtemp(path.join(os.tmpdir(), 'strata-site-'));
  await mkdir(path.dirname(outDir), { recursive: true });
  const staging = await mkdtemp(`${outDir}.building-`);
  try {
    const dataFile = path.join(work, 'site-data.json');
    await writeFile(dataFile, JSON.stringify(data));
    const own = {
      STRATA_SITE_DATA: dataFile,
      STRATA_SITE_OUT: staging,
      STRATA_SITE_BASE: base,
      STRATA_SITE_CACHE: path.join(work, 'cache'),
    };
    await runAstro(siteDir, buildEnv(options.env ?? process.env, own), options.lockWaitMs);
    await removeLeftovers(staging);
    await writeFile(path.join(staging, SITE_MARKER), `${data.generatedAt}\n`);
    await rm(outDir, { recursive: true, force: true });
    await rename(staging, outDir);
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
  return {
    outDir,
    pages: await countPages(outDir),
    ms: Math.round(performance.now() - started),
    data,
    scopeChoice,
  };
}
