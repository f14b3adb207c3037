/**
 * The product's own words, read from its files when packets are built: the skill, the slash
 * commands and the MCP tool descriptions. A judge is told only what the session's Claude is
 * told; nothing here is written for an evaluation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { ToolDefinition } from '../../src/mcp/tool.js';
import { memorySave } from '../../src/mcp/tools/memory-save.js';
import { memorySearch } from '../../src/mcp/tools/memory-search.js';
import { memoryUpdate } from '../../src/mcp/tools/memory-update.js';

/** The checkout the product files are read from. */
export const CHECKOUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function readProductFile(relative: string): string {
  return readFileSync(path.join(CHECKOUT, relative), 'utf8');
}

/** A markdown file without its YAML front matter, and its `description` field. */
function splitFrontMatter(text: string): { description: string; body: string } {
  const block = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!block) return { description: '', body: text.trim() };
  const line = /^description:\s*(.*)$/m.exec(block[1]!);
  const raw = line?.[1]?.trim() ?? '';
  const description = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  return { description, body: text.slice(block[0].length).trim() };
}

/**
 * A product file (`skills/memory/SKILL.md`, `commands/<name>.md`) as the Skill tool hands
 * it to Claude: its body, without the front matter.
 */
export function productBody(relative: string): string {
  return splitFrontMatter(readProductFile(relative)).body;
}

/** The `## heading` section of `markdown`, heading included, up to the next `## `. */
function section(markdown: string, heading: string, file: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`strata eval: ${file} has no section "## ${heading}"`);
  const next = markdown.indexOf('\n## ', start + 3);
  return markdown.slice(start, next < 0 ? undefined : next).trim();
}

/** The list item of `markdown` that starts with `marker`, with its continuation lines. */
function listItem(markdown: string, marker: string, file: string): string {
  const lines = markdown.split('\n');
  const at = lines.findIndex((line) => line.trimStart().startsWith(marker));
  if (at < 0) throw new Error(`strata eval: ${file} has no item starting "${marker}"`);
  const indent = lines[at]!.length - lines[at]!.trimStart().length;
  const item = [lines[at]!];
  for (const line of lines.slice(at + 1)) {
    const lead = line.length - line.trimStart().length;
    if (!line.trim() || lead <= indent) break;
    item.push(line);
  }
  return item.map((line) => line.slice(indent)).join('\n');
}

/** A tool's description and the description of each named input field. */
function toolText(tool: ToolDefinition, fields: readonly string[]): string {
  const shape = (tool.input as z.ZodObject).shape as Record<string, z.ZodType | undefined>;
  const lines = [`Tool \`${tool.name}\`: ${tool.description}`];
  for (const field of fields) {
    const described = shape[field]?.description;
    if (!described) throw new Error(`strata eval: ${tool.name} has no described field ${field}`);
    lines.push(`- \`${field}\`: ${described}`);
  }
  return lines.join('\n');
}

const SKILL = 'skills/memory/SKILL.md';

function skill(): { description: string; body: string } {
  return splitFrontMatter(readProductFile(SKILL));
}

function command(name: string): string {
  const file = `commands/${name}.md`;
  const { description, body } = splitFrontMatter(readProductFile(file));
  return `/strata:${name} (${description}):\n\n${body}`;
}

function quote(title: string, text: string): string {
  return `### ${title}\n\n${text
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n')}`;
}

/** What the product says about aliases: at save, in the skill, and for older memories. */
export function aliasText(): string {
  const { description, body } = skill();
  return [
    quote('The skill `strata:memory` (its description)', description),
    quote('The skill, on what to give at save', listItem(body, '- **aliases**', SKILL)),
    quote(
      'The skill, on older memories',
      listItem(body, '- Memories saved before aliases existed', SKILL),
    ),
    quote('The MCP tool memory_save', toolText(memorySave, ['title', 'body', 'tags', 'aliases'])),
    quote('The MCP tool memory_update', toolText(memoryUpdate, ['aliases'])),
    quote('The slash command', command('enrich')),
  ].join('\n\n');
}

/** What the product says about searching with several phrasings. */
export function phrasingText(): string {
  const { description, body } = skill();
  return [
    quote('The skill `strata:memory` (its description)', description),
    quote('The skill', section(body, 'When to look', SKILL)),
    quote('The MCP tool memory_search', toolText(memorySearch, ['query', 'queries', 'mode'])),
    quote('The slash command', command('recall')),
  ].join('\n\n');
}

/** What the product says about saving and about the `similar` list a save returns. */
export function duplicateText(): string {
  const { description, body } = skill();
  return [
    quote('The skill `strata:memory` (its description)', description),
    quote('The skill', section(body, 'How to save', SKILL)),
    quote('The MCP tool memory_save', toolText(memorySave, ['if_unique'])),
    quote('The MCP tool memory_update', toolText(memoryUpdate, [])),
    quote('The slash command', command('remember')),
  ].join('\n\n');
}
