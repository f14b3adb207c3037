import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import type { AuditReport } from '../../services/audit/audit.js';
import { auditWithSavedVectors } from '../../services/audit/audit-run.js';
import {
  buildSite,
  describeLeftOut,
  parseScopeNames,
  startSiteDev,
} from '../../site-export/index.js';
import { projectCacheDir } from '../../storage/cache-dir.js';
import type { ScopeDir } from '../../storage/scope-dir.js';
import { readInteger, readString } from '../args.js';
import type { CliContext, Command, CommandResult, ParsedArgs } from '../command.js';
import { untilStopped } from '../until-stopped.js';

/**
 * `strata audit` for the Maintenance page. It reads the saved vectors directly: opening the
 * search service would reconcile graph.json files, and a site build changes nothing.
 */
async function auditForSite(ctx: CliContext, scopes: readonly ScopeDir[]): Promise<AuditReport> {
  return auditWithSavedVectors(
    { ...ctx.store, scopes },
    {
      projectRoot: ctx.projectRoot ?? null,
      cacheRoot: ctx.cacheRoot,
      ttlDays: ctx.config.breadcrumbs.ttlDays,
    },
  );
}

/**
 * Where a site goes without --out: the project's own cache folder (keyed by the project's
 * path), so building one project's site never replaces another's.
 */
function defaultSiteDir(ctx: CliContext): string {
  return path.join(projectCacheDir(ctx.cacheRoot, ctx.projectRoot), 'site');
}

function siteOptions(ctx: CliContext, args: ParsedArgs) {
  const out = readString(args.values.out);
  const base = readString(args.values.base);
  const names = readString(args.values.scopes);
  return {
    scopes: [...ctx.scopes],
    ...(names === undefined ? {} : { scopeNames: parseScopeNames(names.split(',')) }),
    ...(ctx.projectRoot ? { projectRoot: ctx.projectRoot } : {}),
    maxFileBytes: ctx.config.limits.maxFileBytes,
    audit: (scopes: readonly ScopeDir[]) => auditForSite(ctx, scopes),
    outDir: out ? path.resolve(ctx.cwd, out) : defaultSiteDir(ctx),
    ...(base ? { base } : {}),
    // Astro runs in the environment strata was started with (HOME, PATH, proxies).
    env: ctx.env,
  };
}

async function runBuild(ctx: CliContext, args: ParsedArgs): Promise<CommandResult> {
  const result = await buildSite(siteOptions(ctx, args));
  const problems = result.data.problems;
  const { leftOut, workTree } = result.scopeChoice;
  const json = {
    outDir: result.outDir,
    pages: result.pages,
    ms: result.ms,
    problems,
    leftOut,
    workTree,
  };
  const leftOutLine = describeLeftOut(result.scopeChoice);
  const text = [
    `Built ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s: ${path.join(result.outDir, 'index.html')}`,
    ...(leftOutLine ? [leftOutLine] : []),
    ...problems.map((p) => `skipped ${p.message}`),
  ].join('\n');
  return { json, text };
}

async function runDev(ctx: CliContext, args: ParsedArgs): Promise<CommandResult> {
  const port = readInteger(args.values.port, '--port', { min: 0, max: 65_535 });
  // The first build takes seconds: say what is happening before it starts.
  process.stdout.write('Building the site…\n');
  let builds = 0;
  const dev = await startSiteDev({
    ...siteOptions(ctx, args),
    ...(port !== undefined ? { port } : {}),
    onBuild: (r) =>
      ctx.print(
        `${builds++ ? 'Rebuilt' : 'Built'} ${r.pages} pages in ${(r.ms / 1000).toFixed(1)} s\n`,
      ),
    onError: (e) =>
      ctx.notice(`strata: site rebuild failed: ${e instanceof Error ? e.message : String(e)}`),
  });
  const leftOut = describeLeftOut(dev.initial.scopeChoice);
  if (leftOut) ctx.print(`${leftOut}\n`);
  ctx.print(`Serving ${dev.url} (rebuilds when memories change). Ctrl-C to stop.\n`);
  await untilStopped(ctx);
  await dev.close();
  return { json: { url: dev.url, stopped: true }, text: 'Stopped.' };
}

/** `strata site build|dev`: the static memory site. */
export const siteCommand: Command = {
  name: 'site',
  help: `strata site build [--out DIR] [--base PATH] [--scopes LIST]
strata site dev [--out DIR] [--base PATH] [--port N] [--scopes LIST]

  Exports every scope (rendered, sanitised bodies, the merged link graph, a search
  index) and builds a static site that opens from disk or any web server. --out
  defaults to the project's own folder in the cache (<cache>/projects/<name>-<hash>/site,
  one per project); an existing folder is replaced only when it is an earlier strata site. A site inside a git work tree shows only the scopes that tree already
  shares (the project scope; not global, not local drafts, stashes or handoff notes)
  and says what it left out; --scopes project,global,… names the scopes to show
  wherever the site goes. --base serves it under a path (e.g. /docs/memory/). dev serves it on
  127.0.0.1 and rebuilds when memory files change. Each build runs \`strata audit\`
  (reading only) for the Maintenance page: duplicates are compared by meaning when
  vectors are saved, else by words, and the page says which.`,
  options: {
    out: { type: 'string' },
    base: { type: 'string' },
    port: { type: 'string' },
    scopes: { type: 'string' },
  },
  async run(ctx, args) {
    const sub = args.positionals[0];
    if (sub === 'build') return runBuild(ctx, args);
    if (sub === 'dev') return runDev(ctx, args);
    throw new StrataError(
      'INVALID_ARGUMENT',
      `site ${sub === undefined ? 'needs a subcommand' : `"${sub}" is not a subcommand`}`,
      {
        hint: 'use strata site build or strata site dev',
      },
    );
  },
};
