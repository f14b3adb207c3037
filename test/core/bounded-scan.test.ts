/**
 * Linear and bounded reading of what a repository or a transcript can hold: the capture
 * patterns only ever see bounded slices of each event, the bash "command not found" rule
 * still names the program, and a `graph.json` in the older `{nodes, edges}` form with one
 * id holding a hundred thousand edges reads to the same graph `addEdge` would build.
 */
import { describe, expect, it } from 'vitest';
import {
  boundEvents,
  boundText,
  MAX_SCANNED_LINE,
  MAX_SCANNED_TEXT,
} from '../../src/core/capture/bounded-events.js';
import { missingProgram } from '../../src/core/capture/tool-found.js';
import type { TranscriptEvent } from '../../src/core/capture/transcript.js';
import { addEdge, emptyGraph, inverseLabel, parseGraph } from '../../src/core/graph.js';

const longest = (text: string) => Math.max(...text.split('\n').map((l) => l.length));

describe('bounded slices of transcript events', () => {
  const hex = 'ab'.repeat(40_000);
  const events: TranscriptEvent[] = [
    { kind: 'prompt', text: `start\n${hex}\nend` },
    { kind: 'tool', id: 't', name: 'Bash', input: { command: hex, nested: [{ deep: hex }] } },
    { kind: 'result', id: 't', isError: true, text: `${'line\n'.repeat(20_000)}fatal: last` },
    { kind: 'text', text: 'short' },
  ];

  it('cuts every line and every text to the bounds, wherever the strings are', () => {
    const bounded = boundEvents(events);
    const strings = JSON.stringify(bounded, (_k, v) => v);
    expect(strings.length).toBeLessThan(6 * MAX_SCANNED_TEXT);
    for (const e of bounded) {
      const texts =
        e.kind === 'tool'
          ? [String(e.input.command), String((e.input.nested as Array<{ deep: string }>)[0]!.deep)]
          : [e.text];
      for (const t of texts) {
        expect(t.length).toBeLessThanOrEqual(MAX_SCANNED_TEXT);
        expect(longest(t)).toBeLessThanOrEqual(MAX_SCANNED_LINE);
      }
    }
  });

  it('keeps the start and the end of a long output, and leaves short text alone', () => {
    const [prompt, , result, text] = boundEvents(events) as Array<{ text: string }>;
    expect(prompt!.text.startsWith('start\n')).toBe(true);
    expect(prompt!.text.endsWith('\nend')).toBe(true);
    expect(result!.text.endsWith('fatal: last')).toBe(true);
    expect(text!.text).toBe('short');
    expect(boundText('a\nb')).toBe('a\nb');
  });

  it('is idempotent: bounding twice changes nothing', () => {
    const once = boundEvents(events);
    expect(boundEvents(once)).toEqual(once);
  });
});

describe('a program the shell could not find', () => {
  const run = (output: string) => ({ command: 'pytest -q', failed: true, output });

  it('is named from bash, zsh and Python messages', () => {
    expect(missingProgram(run('bash: pytest: command not found'))).toBe('pytest');
    expect(missingProgram(run('zsh: command not found: pytest'))).toBe('pytest');
    expect(missingProgram(run(`${'f'.repeat(5_000)}\npytest: command not found`))).toBe('pytest');
    expect(missingProgram(run('ModuleNotFoundError: No module named pytest'))).toBe('pytest');
  });

  it('is not named from a name longer than any program, nor from nothing', () => {
    expect(missingProgram(run(`${'a'.repeat(30_000)}: command not found`))).toBeNull();
    expect(missingProgram(run(': command not found'))).toBeNull();
  });
});

describe('graph.json in the older {nodes, edges} form', () => {
  it('reads one id with a hundred thousand edges to the graph addEdge builds', () => {
    const n = 100_000;
    const edges = Array.from({ length: n }, (_, i) => ({
      source: 'hub',
      target: `m-${i % (n - 10)}`,
      type: i % 3 ? 'relates-to' : 'supersedes',
      created: `t${i}`,
    }));
    const { graph, format } = parseGraph(JSON.stringify({ nodes: ['alone', 'hub'], edges }), 'g');
    // addEdge's result, built without its per-edge search: one edge per ordered pair, the
    // last one written winning in the place of the first, each with its inverse.
    const last = new Map(edges.map((e) => [e.target, e]));
    const hub = [...last.values()].map((e) => ({
      target: e.target,
      label: e.type,
      timestamp: e.created,
    }));
    expect(format).toBe('legacy');
    expect(graph.hub).toHaveLength(n - 10);
    expect(graph.hub).toEqual(hub);
    expect(graph['m-5']).toEqual([
      {
        target: 'hub',
        label: inverseLabel(last.get('m-5')!.type),
        timestamp: last.get('m-5')!.created,
      },
    ]);
    expect(graph.alone).toEqual([]);
    expect(Object.keys(graph).slice(0, 3)).toEqual(['alone', 'hub', 'm-0']);
    // The same on a small graph as addEdge itself builds it.
    const small = edges.slice(0, 50).concat(edges.slice(0, 5));
    const expected = emptyGraph();
    for (const e of small) addEdge(expected, e.source, e.target, e.type, e.created);
    expect(parseGraph(JSON.stringify({ edges: small }), 'g').graph).toEqual(expected);
  });
});
