/**
 * One rule for JSON field case, kept by a test: everything that crosses the MCP boundary
 * (tool arguments and structured results) is snake_case, like the frontmatter keys it
 * mirrors (`file_patterns`). The CLI's `--json` is camelCase (DESIGN.md, "JSON field case").
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TOOLS } from '../../src/mcp/tools/index.js';

function propertyNames(schema: unknown, at: string, out: string[]): string[] {
  if (!schema || typeof schema !== 'object') return out;
  const node = schema as Record<string, unknown>;
  const props = node.properties as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(props ?? {})) {
    out.push(`${at}.${key}`);
    propertyNames(value, `${at}.${key}`, out);
  }
  for (const key of ['items', 'additionalProperties']) propertyNames(node[key], at, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const part of (node[key] as unknown[] | undefined) ?? []) propertyNames(part, at, out);
  return out;
}

describe('MCP field names', () => {
  it.each(TOOLS.map((t) => [t.name, t] as const))('%s speaks snake_case', (_name, tool) => {
    const names = [
      ...propertyNames(z.toJSONSchema(tool.input, { io: 'input' }), 'input', []),
      ...propertyNames(z.toJSONSchema(tool.output, { io: 'output' }), 'output', []),
    ];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !/^[a-z][a-z0-9_]*$/.test(n.split('.').at(-1)!))).toEqual([]);
  });
});
