/**
 * Loads the whole store (every scope, its memories and `graph.json`) and turns it into the
 * {@link SiteData} the site is built from. Broken files and graphs become problems listed on
 * the site; they never stop the export.
 */
import path from 'node:path';
import { type Problem, toProblem } from '../core/errors.js';
import { emptyGraph, type Graph } from '../core/graph.js';
import { isSessionNote, type Memory } from '../core/memory.js';
import { toCard } from '../core/memory-card.js';
import { resolveShadowing, SCOPES, type ScopeName } from '../core/scope.js';
import type { SiteData, SiteMemory, SiteScope, SiteShadowed } from '../core/site-data.js';
import { idSearchText } from '../search/keyword/keyword-index.js';
import { readGraph } from '../storage/graph-store.js';
import { scanScope } from '../storage/scan.js';
import { type ScopeDir, scopeExists } from '../storage/scope-dir.js';
import { countStore, tagTable } from './counts.js';
import { toFieldValue } from './field-value.js';
import { buildLinkTable, type LinkTable, mergeGraphs } from './links.js';
import { type AuditFindings, toSiteMaintenance } from './maintenance.js';
import { uniqueSlugs } from './page-slug.js';
import { createMarkdownRenderer, type MarkdownRenderer } from './render-markdown.js';
import { buildSearchIndex, type SiteSearchDocument } from './search-index.js';

/** What to export. */
export interface ExportOptions {
  /** Scope directories, most specific first (as `resolveScopeDirs` returns them). */
  scopes: ScopeDir[];
  /** The project root, when there is one: its name titles the site. */
  projectRoot?: string;
  /** Files larger than this are reported and skipped. */
  maxFileBytes: number;
  /** The export time; defaults to now. */
  now?: Date;
  /**
   * Runs `strata audit` (reading only) over the exported scopes for the Maintenance page,
   * once per export; without it the site says no audit ran.
   */
  audit?: (scopes: readonly ScopeDir[]) => Promise<AuditFindings>;
}

interface LoadedScope {
  scope: ScopeDir;
  exists: boolean;
  memories: Memory[];
  graph: Graph;
}

async function loadScope(
  scope: ScopeDir,
  maxFileBytes: number,
  problems: Problem[],
): Promise<LoadedScope> {
  const exists = scopeExists(scope);
  if (!exists) return { scope, exists, memories: [], graph: emptyGraph() };
  const scanned = await scanScope(scope, { maxFileBytes });
  problems.push(...scanned.problems);
  let graph: Graph = emptyGraph();
  try {
    graph = (await readGraph(scope.dir)).graph;
  } catch (error) {
    problems.push(toProblem(path.join(scope.dir, 'graph.json'), error));
  }
  return { scope, exists, memories: scanned.memories, graph };
}

function recency(memory: { updated: string; id: string }): number {
  const time = Date.parse(memory.updated);
  return Number.isNaN(time) ? 0 : time;
}

function toShadowed(memory: Memory, by: ScopeName): SiteShadowed {
  const { id, title, type, scope, relPath, updated } = memory;
  return { id, title, type, scope, by, relPath, updated };
}

interface Context {
  slugs: Map<string, string>;
  renderer: MarkdownRenderer;
  links: LinkTable;
  shadows: Map<string, SiteShadowed[]>;
}

function toSiteMemory(memory: Memory, ctx: Context): SiteMemory {
  const { path: _absolute, ...card } = toCard(memory);
  const id = memory.id;
  return {
    ...card,
    slug: ctx.slugs.get(id)!,
    relPath: memory.relPath,
    fields: toFieldValue(memory.fields) as SiteMemory['fields'],
    html: ctx.renderer.render(memory.body),
    excerpt: ctx.renderer.excerpt(memory.body),
    outgoing: ctx.links.outgoing.get(id) ?? [],
    backlinks: ctx.links.backlinks.get(id) ?? [],
    shadows: ctx.shadows.get(id) ?? [],
    degree: ctx.links.degree.get(id) ?? 0,
    sessionNote: isSessionNote(memory.type),
  };
}

/** The visible memories, rendered and linked, with the pieces the rest of the data needs. */
function buildMemories(loaded: readonly LoadedScope[]) {
  const ordered = [...loaded].sort(
    (a, b) => SCOPES.indexOf(a.scope.scope) - SCOPES.indexOf(b.scope.scope),
  );
  const { visible, shadowed } = resolveShadowing(ordered.flatMap((l) => l.memories));
  visible.sort((a, b) => recency(b) - recency(a) || a.id.localeCompare(b.id));
  const slugs = uniqueSlugs(visible.map((m) => m.id));
  const graph = mergeGraphs(ordered.map((l) => ({ scope: l.scope.scope, graph: l.graph })));
  const nodes = visible.map((m) => ({
    id: m.id,
    title: m.title,
    slug: slugs.get(m.id)!,
    links: m.links,
  }));
  const links = buildLinkTable(nodes, graph);
  const hidden = shadowed.map(({ item, by }) => toShadowed(item, by));
  const shadows = new Map<string, SiteShadowed[]>();
  for (const s of hidden) shadows.set(s.id, [...(shadows.get(s.id) ?? []), s]);
  const renderer = createMarkdownRenderer({
    memoryHref: (id) => (slugs.has(id) ? `${slugs.get(id)}.html` : undefined),
  });
  const memories = visible.map((m) => toSiteMemory(m, { slugs, renderer, links, shadows }));
  const documents = memories.map((m, i) => toSearchDocument(m, visible[i]!.body));
  return { memories, hidden, graph, links, documents };
}

function toSearchDocument(memory: SiteMemory, body: string): SiteSearchDocument {
  const { id, slug, title, type, scope, excerpt, tags } = memory;
  const aliases = memory.aliases ?? [];
  const idWords = idSearchText(id, title);
  return { id, idWords, slug, title, type, scope, excerpt, tags, aliases, body };
}

/**
 * Reads every scope and builds the site data: visible memories with rendered, sanitised
 * bodies, their links and backlinks, shadowed copies, the merged graph, counts and the
 * prebuilt search index.
 */
export async function exportSiteData(options: ExportOptions): Promise<SiteData> {
  const problems: Problem[] = [];
  const loaded = await Promise.all(
    options.scopes.map((s) => loadScope(s, options.maxFileBytes, problems)),
  );
  const { memories, hidden, graph, links, documents } = buildMemories(loaded);
  const audit = options.audit ? await options.audit(options.scopes) : null;
  const scopes: SiteScope[] = loaded.map((l) => ({
    scope: l.scope.scope,
    dir: l.scope.dir,
    exists: l.exists,
    count: memories.filter((m) => m.scope === l.scope.scope).length,
  }));
  const data: SiteData = {
    version: 1,
    generatedAt: (options.now ?? new Date()).toISOString(),
    scopes,
    memories,
    shadowed: hidden,
    tags: tagTable(memories),
    graph: { adjacency: graph, edges: links.edges, dangling: links.dangling },
    counts: countStore(memories, hidden.length, links.edges.length, problems.length),
    search: buildSearchIndex(documents),
    problems: problems.sort((a, b) => a.path.localeCompare(b.path)),
  };
  if (audit) data.maintenance = toSiteMaintenance(audit, memories, options.scopes);
  if (options.projectRoot) data.projectName = path.basename(options.projectRoot);
  return data;
}
