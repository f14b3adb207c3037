/**
 * The data contract between `strata site build` and the Astro site in `site/`: what the
 * exporter writes and what the pages read. Types only, so the site can import it without
 * pulling in any of strata's runtime.
 */
import type { Problem } from './errors.js';
import type { Graph } from './graph.js';
import type { MemoryCard } from './memory-card.js';
import type { ScopeName } from './scope.js';

/** Bumped whenever a field changes meaning or disappears; the site refuses other versions. */
export type SiteDataVersion = 1;

/** A frontmatter value made safe for JSON: dates become ISO strings, nothing else changes. */
export type SiteFieldValue =
  | string
  | number
  | boolean
  | null
  | SiteFieldValue[]
  | { [key: string]: SiteFieldValue };

/** One end of a link as seen from a memory page. */
export interface SiteLink {
  /** The other memory's id. */
  id: string;
  /** Label of the edge read from this memory's side (`implements`, `relates-to`…). */
  label: string;
  /** When the edge was made; empty when unknown (links made in frontmatter only). */
  timestamp: string;
  /** The other memory's title, or its id when it does not exist. */
  title: string;
  /** The other memory's page slug; absent when the id names no visible memory. */
  slug?: string;
  /** Where the link comes from: `graph.json`, frontmatter `links`, or both. */
  source: 'graph' | 'frontmatter' | 'both';
}

/** A copy of a memory that a more specific scope hides: part of its card, and who hides it. */
export interface SiteShadowed
  extends Pick<MemoryCard, 'id' | 'title' | 'type' | 'scope' | 'updated'> {
  /** The scope whose copy wins. */
  by: ScopeName;
  /** Path of the hidden copy relative to its scope directory. */
  relPath: string;
}

/**
 * One visible memory, ready to render: its card (without the absolute path, which names
 * the machine that built the site) and what the pages need besides.
 */
export interface SiteMemory extends Omit<MemoryCard, 'path'> {
  /** File-name-safe, lowercase page name: the memory's page is `memory/<slug>.html`. */
  slug: string;
  /** Path relative to the scope directory, `/`-separated. */
  relPath: string;
  /** Every frontmatter field, JSON-safe. Untrusted text: pages must escape it. */
  fields: Record<string, SiteFieldValue>;
  /**
   * The body rendered to HTML and sanitised: no raw HTML, no script, no `javascript:` or
   * `data:` URLs. Links to other memories point at `<slug>.html`, i.e. this HTML is meant
   * for a page inside `memory/`.
   */
  html: string;
  /** The first words of the body as plain text, for listings and search results. */
  excerpt: string;
  /** Edges leaving this memory (graph and frontmatter merged), sorted by label then title. */
  outgoing: SiteLink[];
  /** Edges arriving at this memory, with the label read from the other side. */
  backlinks: SiteLink[];
  /** Copies of this id in less specific scopes, hidden by this one. */
  shadows: SiteShadowed[];
  /** Number of distinct memories this one is connected to (either direction). */
  degree: number;
  /** A session note (a handoff, stash or other breadcrumb): left out of "recently updated". */
  sessionNote: boolean;
}

/** One undirected edge of the merged graph, with the label read in each direction. */
export interface SiteGraphEdge {
  source: string;
  target: string;
  /** Label of `source → target`. */
  label: string;
  /** Label of `target → source`, when the graph holds that direction. */
  inverseLabel?: string;
  timestamp: string;
}

/** The graph of all scopes merged (the most specific scope's edge wins for each pair). */
export interface SiteGraph {
  /** The merged adjacency list, exactly in `graph.json` form, dangling edges included. */
  adjacency: Graph;
  /** Edges between visible memories, one per unordered pair. */
  edges: SiteGraphEdge[];
  /** Edges whose target is not a visible memory. */
  dangling: number;
}

/** A tag with its page slug and how many visible memories carry it. */
export interface SiteTag {
  tag: string;
  slug: string;
  count: number;
}

/** A scope as the site sees it. */
export interface SiteScope {
  scope: ScopeName;
  /** Absolute directory of the scope on the machine that built the site. */
  dir: string;
  exists: boolean;
  /** Visible memories of this scope. */
  count: number;
}

/** Totals for the home page. */
export interface SiteCounts {
  /** Visible memories (shadowed copies not included). */
  memories: number;
  byScope: Record<ScopeName, number>;
  /** Known and custom types alike. */
  byType: Record<string, number>;
  shadowed: number;
  archived: number;
  /** Undirected edges between visible memories. */
  edges: number;
  problems: number;
}

/**
 * What the client needs to load the prebuilt MiniSearch index: its serialisable options.
 * The tokenizer and term processor are code, `tokenize`/`processTerm` of
 * `src/search/tokenizer.ts`, bundled into the site's script by the same build that wrote the
 * index, so the two cannot drift apart.
 */
export interface SiteSearchOptions {
  idField: string;
  fields: string[];
  storeFields: string[];
  searchOptions: {
    boost: Record<string, number>;
    /** Query terms at least this long also match as prefixes. */
    minPrefixLength: number;
    /** Query terms at least this long also match fuzzily, with this fuzziness. */
    minFuzzyLength: number;
    fuzziness: number;
    combineWith: 'AND' | 'OR';
  };
}

/** The fields each search result carries (MiniSearch `storeFields`). */
export interface SiteSearchStored {
  slug: string;
  title: string;
  type: string;
  scope: ScopeName;
  excerpt: string;
}

/** A prebuilt client-side search index. */
export interface SiteSearch {
  /** `JSON.stringify(miniSearch)`: load it with `MiniSearch.loadJSON(index, options)`. */
  index: string;
  options: SiteSearchOptions;
}

/** A memory named by a maintenance finding, with its page when it has one. */
export interface SiteMemoryRef {
  id: string;
  /** Its title, or the id when no visible memory has it. */
  title: string;
  /** Page slug; absent when the id names no visible memory. */
  slug?: string;
  scope?: ScopeName;
}

/** A group of memories that say the same thing, and the one to keep. */
export interface SiteDuplicateGroup {
  /** The keeper first, then the others. */
  members: SiteMemoryRef[];
  keep: string;
  /** The highest pair score inside the group (0–1). */
  score: number;
}

/** A memory that no longer matches the project (a gotcha whose patterns match no file…). */
export interface SiteStaleMemory extends SiteMemoryRef {
  reason: string;
  detail: string;
}

/** A memory another supersedes, still neither archived nor marked superseded. */
export interface SiteSupersededMemory extends SiteMemoryRef {
  by: SiteMemoryRef[];
}

/** A link worth adding to an orphan; the label is guessed from the two types. */
export interface SiteSuggestedLink extends SiteMemoryRef {
  label: string;
  score: number;
}

/** A memory with no link in or out, and the links it could have. */
export interface SiteOrphan extends SiteMemoryRef {
  suggestions: SiteSuggestedLink[];
}

/** A breadcrumb past its time to live. */
export interface SiteExpiredMemory extends SiteMemoryRef {
  updated: string;
}

/** A markdown file inside a scope that does not load as a memory. */
export interface SiteNotMemory {
  scope: ScopeName;
  /** Path relative to the scope directory, `/`-separated. Untrusted text. */
  relPath: string;
  reason: string;
}

/** What `strata audit` found when the site was built. */
export interface SiteMaintenance {
  /** Memories checked (visible, not archived). */
  checked: number;
  /** How duplicates were compared: with saved vectors, or on words only. */
  duplicateCheck: 'keyword+semantic' | 'keyword';
  duplicates: SiteDuplicateGroup[];
  stale: SiteStaleMemory[];
  superseded: SiteSupersededMemory[];
  orphans: SiteOrphan[];
  expired: SiteExpiredMemory[];
  notMemories: SiteNotMemory[];
  /** Findings of every kind together; 0 means nothing to tidy. */
  total: number;
}

/** Everything the site is built from. */
export interface SiteData {
  version: SiteDataVersion;
  /** ISO time the data was exported. */
  generatedAt: string;
  /** Base name of the project root, for the page titles; absent outside a project. */
  projectName?: string;
  scopes: SiteScope[];
  /** Visible memories, most recently updated first. */
  memories: SiteMemory[];
  shadowed: SiteShadowed[];
  tags: SiteTag[];
  graph: SiteGraph;
  counts: SiteCounts;
  search: SiteSearch;
  /** Files that could not be read, with the reason. */
  problems: Problem[];
  /** The audit of the store (`strata audit`), run once per build; absent when none ran. */
  maintenance?: SiteMaintenance;
}
