/**
 * Notices a person or Claude reads say what happened in plain words: through the built CLI
 * and the built Read hook. A merge's provenance line stays in the file and out of Claude's
 * context; a stash made on request does not claim the conversation moved on; two files of
 * one scope with the same id are named as a clash, not as shadowing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempStore } from '../kit/temp-store.js';
import { readPayload, runHook } from '../support/hook-runner.js';
import { strata } from '../support/run-cli-in-process.js';

const gotcha = (id: string, body: string) => `---
id: ${id}
title: ${id.replace(/-/g, ' ')}
type: gotcha
severity: critical
created: "2026-05-01T10:00:00Z"
updated: "2026-05-01T10:00:00Z"
tags: [billing]
file_patterns: ["src/billing/**"]
---
${body}
`;

describe('plain notices', () => {
  it('the gotcha warning after a merge carries no merge provenance line', async () => {
    const store = tempStore({ samples: false });
    const env = { cwd: store.proj, env: store.env };
    // The keeper's body is short, so the absorbed body's marker falls inside the summary.
    writeFileSync(
      store.mem('gotcha-invoice-rounding.md'),
      gotcha('gotcha-invoice-rounding', 'Round per line.'),
    );
    writeFileSync(
      store.mem('gotcha-invoice-line-rounding.md'),
      gotcha('gotcha-invoice-line-rounding', 'Totals differ by a cent when rounded at the end.'),
    );
    const merged = await strata(
      ['merge', 'gotcha-invoice-rounding', 'gotcha-invoice-line-rounding'],
      env,
    );
    expect(merged.code, merged.stderr).toBe(0);
    const shown = await strata(['show', 'gotcha-invoice-rounding'], env);
    expect(shown.stdout).toContain('_Merged from `gotcha-invoice-line-rounding` (project)._');
    expect((await strata(['reindex', '--no-embed'], env)).code).toBe(0);
    const file = path.join(store.proj, 'src/billing/invoice.ts');
    const run = await runHook('post-tool-use', readPayload('s1', store.proj, file), env);
    expect(run.context).toContain('gotcha-invoice-rounding');
    expect(run.context).toContain('Totals differ by a cent');
    expect(run.context).not.toContain('Merged from');
  });

  it('a stash made with strata stash says it was set aside on request', async () => {
    const store = tempStore({ samples: false });
    const env = { cwd: store.proj, env: store.env };
    const run = await strata(
      ['stash', '--label', 'retry budget', '--prompt', 'tune the retries', '--json'],
      env,
    );
    expect(run.code, run.stderr).toBe(0);
    const shown = await strata(['show', run.json.id], env);
    expect(shown.stdout).toContain('Thread "retry budget", set aside on request.');
    expect(shown.stdout).not.toContain('moved on');
  });

  it('show names a second file of the same scope with the same id as a clash', async () => {
    const store = tempStore({ samples: false });
    const env = { cwd: store.proj, env: store.env };
    const text = gotcha('gotcha-twice', 'Written twice.');
    writeFileSync(store.mem('gotcha-twice.md'), text);
    mkdirSync(store.mem('old'), { recursive: true });
    writeFileSync(store.mem('old/gotcha-twice.md'), text);
    const shown = await strata(['show', 'gotcha-twice'], env);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).not.toContain('shadows the same id in: project');
    expect(shown.stdout).toMatch(/also has this id, hidden behind this one .*gotcha-twice\.md/);
  });
});
