/**
 * Stores the site tests build from: the sample project store plus a hostile memory, a
 * local memory and a global scope with one memory the project shadows; and generated stores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AuditReport, auditStore } from '../../src/services/audit/audit.js';
import type { ScopeDir } from '../../src/storage/scope-dir.js';
import { type GeneratedStore, generateStore, writeStore } from './generate-store.js';
import { makeTempStore, SAMPLE_MEMORIES, type TempStore } from './temp-store.js';

/** What a hostile memory tries; every payload would set `window.__pwned` or the title. */
export const HOSTILE_ID = 'learning-hostile-body';
export const HOSTILE_TITLE = `Hostile </script><script>window.__pwned='title'</script> body`;

const HOSTILE = `---
id: ${HOSTILE_ID}
title: "Hostile </script><script>window.__pwned='title'</script> body"
type: learning
tags: [security, "<img src=x onerror=window.__pwned='tag'>"]
aliases: [untrusted markup in a note, "<img src=x onerror=window.__pwned='alias'>"]
created: "2026-06-01T00:00:00Z"
updated: "2026-06-20T00:00:00Z"
links: [hub-authentication]
note: "<img src=x onerror=\\"window.__pwned='field'\\">"
---
<script>window.__pwned = 'script'; document.title = 'PWNED';</script>

<img src="x" onerror="window.__pwned='onerror'; document.title='PWNED'">

Inline <b onmouseover="window.__pwned='inline'">bold</b> and <svg onload="window.__pwned='svg'"></svg>.

[click me](javascript:window.__pwned='javascript-link')

[entity](&#106;avascript:window.__pwned='entity')

[spaced](<java\tscript:window.__pwned='tab'>)

[data](data:text/html,%3Cscript%3Ewindow.__pwned='data'%3C/script%3E)

![image](javascript:window.__pwned='img')

<a href="javascript:window.__pwned='raw-a'">raw anchor</a>

<iframe src="javascript:window.__pwned='iframe'"></iframe>

[ref link][evil]

[evil]: javascript:window.__pwned='ref'

A fine link to [the hub](hub-authentication.md) and to [the web](https://example.com/).
`;

const LOCAL = `---
title: Local scratch note about the e2e flake
type: breadcrumb
created: "2026-06-11T08:00:00Z"
updated: "2026-06-11T08:30:00Z"
tags: [testing]
links: [breadcrumb-investigating-flaky-e2e]
---
Only on this machine: the flake reproduces with \`--repeat-each 20\`.
`;

const globalMemory = (id: string, title: string) => `---
id: ${id}
title: ${title}
type: hub
created: "2025-12-01T10:00:00Z"
updated: "2025-12-01T10:00:00Z"
tags: [auth]
---
A personal note.
`;

/** The sample store, extended for the site tests. */
export interface SiteSampleStore {
  store: TempStore;
  scopes: ScopeDir[];
  /** Visible memories by scope, as the home page must count them. */
  expected: { total: number; project: number; local: number; global: number };
}

/** Builds the extended sample store in a temp directory. */
export function makeSiteSampleStore(): SiteSampleStore {
  const store = makeTempStore();
  writeFileSync(store.mem(`permanent/${HOSTILE_ID}.md`), HOSTILE);
  const localDir = path.join(store.memDir, 'local');
  mkdirSync(localDir, { recursive: true });
  writeFileSync(path.join(localDir, 'breadcrumb-local-e2e-scratch.md'), LOCAL);
  mkdirSync(store.globalDir, { recursive: true });
  // The project's hub-authentication shadows this one; the other is global only.
  writeFileSync(
    path.join(store.globalDir, 'hub-authentication.md'),
    globalMemory('hub-authentication', 'My auth notes'),
  );
  writeFileSync(
    path.join(store.globalDir, 'hub-personal.md'),
    globalMemory('hub-personal', 'Personal hub'),
  );
  const scopes: ScopeDir[] = [
    { scope: 'local', dir: localDir, readOnly: false },
    { scope: 'project', dir: store.memDir, readOnly: false },
    { scope: 'global', dir: store.globalDir, readOnly: false },
  ];
  const project = SAMPLE_MEMORIES.length + 1;
  return { store, scopes, expected: { total: project + 2, project, local: 1, global: 1 } };
}

/** A generated store of `count` memories in a temp project. */
export async function makeGeneratedStore(
  count: number,
  seed = 1,
): Promise<{ store: TempStore; scopes: ScopeDir[]; generated: GeneratedStore }> {
  const store = makeTempStore({ samples: false });
  const generated = generateStore({ count, seed });
  await writeStore(store.memDir, generated);
  return { store, scopes: [{ scope: 'project', dir: store.memDir, readOnly: false }], generated };
}

/**
 * The audit `strata site build` runs for the Maintenance page, for builds made in-process:
 * words only (no saved vectors), the default breadcrumb TTL.
 */
export function siteAudit(scopes: ScopeDir[], projectRoot?: string): () => Promise<AuditReport> {
  const store = { scopes, read: { maxFileBytes: 1 << 20 }, now: () => new Date() };
  return () => auditStore(store, { projectRoot: projectRoot ?? null, ttlDays: 30, vectors: null });
}
