/**
 * An independent look at a store after faults, from its files alone: torn files, links
 * and edges that disagree, one id live and archived, one id in two scopes, lock files
 * left behind. Each finding is then looked up in `strata verify --json`: one verify does
 * not name is a disagreement verify missed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from '../../src/core/frontmatter.js';
import { listFiles } from './temp-store.js';
import { readGraphAt } from './write-memory.js';

/** One memory file as found on disk. */
interface Found {
  id: string;
  scope: string;
  archived: boolean;
  links: string[];
}

/** A disagreement between files, with the ids a report of it must name. */
export interface Finding {
  kind: 'link-without-edge' | 'edge-without-link' | 'live-and-archived' | 'two-scopes';
  scope: string;
  ids: string[];
}

/** What the check found. */
export interface StoreCheck {
  files: number;
  /** Memory files that do not parse (a half-written file would be one). */
  torn: string[];
  findings: Finding[];
  /** Lock files present (`.x.lock`), and temp files (`.x.PID.hex.tmp`). */
  locks: string[];
  temps: string[];
}

function readScope(dir: string, scope: string, check: StoreCheck): Found[] {
  if (!existsSync(dir)) return [];
  const found: Found[] = [];
  for (const rel of listFiles(dir)) {
    const name = path.basename(rel);
    if (name.endsWith('.lock')) check.locks.push(path.join(dir, rel));
    if (name.startsWith('.') && name.endsWith('.tmp')) check.temps.push(path.join(dir, rel));
    if (!rel.endsWith('.md') || name.startsWith('.') || rel.split('/').some((p) => p === 'local'))
      continue;
    check.files += 1;
    try {
      const text = readFileSync(path.join(dir, rel), 'utf8');
      const { data } = parseDocument(text, rel);
      if (typeof data.id !== 'string' || typeof data.type !== 'string') throw new Error(rel);
      // Every file here was written whole by strata or the suite, ending in a line break:
      // one cut in its body still parses, but has lost its end.
      if (!text.endsWith('\n')) throw new Error(rel);
      const links = Array.isArray(data.links) ? data.links.map(String) : [];
      found.push({ id: data.id, scope, archived: rel.startsWith('archive/'), links });
    } catch {
      check.torn.push(path.join(dir, rel));
    }
  }
  return found;
}

function checkGraph(dir: string, scope: string, mine: Found[], all: Found[]): Finding[] {
  const out: Finding[] = [];
  const graph = readGraphAt(dir);
  const known = new Set(all.map((m) => m.id));
  const byId = new Map(mine.map((m) => [m.id, m]));
  for (const m of mine) {
    for (const to of m.links) {
      if (known.has(to) && !graph[m.id]?.some((e) => e.target === to))
        out.push({ kind: 'link-without-edge', scope, ids: [m.id, to] });
    }
  }
  for (const [from, edges] of Object.entries(graph)) {
    for (const e of edges) {
      const a = byId.get(from);
      const b = byId.get(e.target);
      if (!a || !b) continue;
      if (!a.links.includes(b.id) && !b.links.includes(a.id))
        out.push({ kind: 'edge-without-link', scope, ids: [from, e.target] });
    }
  }
  return out;
}

function checkCopies(all: Found[]): Finding[] {
  const out: Finding[] = [];
  const seen = new Map<string, Found>();
  for (const m of all) {
    const key = m.id;
    const before = seen.get(key);
    if (!before) {
      seen.set(key, m);
      continue;
    }
    if (before.scope === m.scope && before.archived !== m.archived)
      out.push({ kind: 'live-and-archived', scope: m.scope, ids: [m.id] });
    else if (before.scope !== m.scope && !before.archived && !m.archived)
      out.push({ kind: 'two-scopes', scope: m.scope, ids: [m.id] });
  }
  return out;
}

/** Checks the scopes `dirs` (name → folder), most specific first. */
export function checkStore(dirs: ReadonlyArray<[string, string]>): StoreCheck {
  const check: StoreCheck = { files: 0, torn: [], findings: [], locks: [], temps: [] };
  const perScope = dirs.map(([scope, dir]) => ({
    scope,
    dir,
    found: readScope(dir, scope, check),
  }));
  const all = perScope.flatMap((s) => s.found);
  for (const s of perScope) {
    if (!existsSync(s.dir)) continue;
    try {
      check.findings.push(...checkGraph(s.dir, s.scope, s.found, all));
    } catch {
      check.torn.push(path.join(s.dir, 'graph.json'));
    }
  }
  check.findings.push(...checkCopies(all));
  return check;
}

/** Findings `strata verify --json` does not mention (by every id the finding names). */
// biome-ignore lint/suspicious/noExplicitAny: verify's JSON report, as printed
export function findMissed(findings: readonly Finding[], verifyJson: any): Finding[] {
  const entries: string[] = [
    ...(verifyJson?.invalid ?? []).map((p: { message: string }) => p.message),
    ...(verifyJson?.warnings ?? []).map((w: { message: string }) => w.message),
    ...(verifyJson?.dangling ?? []).map((d: object) => JSON.stringify(d)),
    ...(verifyJson?.disagreements ?? []).map((d: object) => JSON.stringify(d)),
  ];
  return findings.filter((f) => !entries.some((e) => f.ids.every((id) => e.includes(`"${id}"`))));
}
