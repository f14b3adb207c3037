/**
 * The labelled sets judged by a model: the search sets whose memories get aliases and whose
 * questions get caller phrasings, and the duplicate set whose saves are judged. Questions
 * are named by position (`q01`…) so a judge's output can be matched without their labels.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Memory } from '../../src/core/memory.js';
import { loadQualitySet, type QualitySet } from '../bench/quality.js';

/** Search sets with lexical and paraphrase questions, read from local git copies. */
export const SEARCH_SETS = ['search-heldout-v4', 'search-heldout-v5', 'search-heldout-v6'] as const;

/** The duplicate-pair set only ever scored. */
export const DUPLICATE_SET = 'duplicates-v6';

/** A question's id in packets and judge outputs: its 1-based position, `q01`… */
export function questionId(index: number): string {
  return `q${String(index + 1).padStart(2, '0')}`;
}

/** A search set that must be readable (its source repository copied locally). */
export async function requireSearchSet(folder: string): Promise<QualitySet> {
  const set = await loadQualitySet(folder);
  if (!set) {
    throw new Error(
      `strata eval: no local copy of the repository ${folder}/source.json names; set STRATA_EVAL_SOURCES to the folder holding <owner>+<name>/repo`,
    );
  }
  return set;
}

/** A memory as a judge sees it: what `memory_get` would show of it. */
export function memoryView(memory: Memory): Record<string, unknown> {
  return {
    id: memory.id,
    type: String(memory.type),
    title: memory.title,
    tags: memory.tags,
    body: memory.body,
  };
}

/** Splits `items` into batches of at most `size`. */
export function toBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** `batch-01.json`… */
export function batchName(index: number): string {
  return `batch-${String(index + 1).padStart(2, '0')}.json`;
}

/** Writes `value` as pretty JSON, creating the folder. */
export function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes text, creating the folder. */
export function writeText(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

/**
 * Every judge output of a folder (`*.json`, each an object of lists of strings by id),
 * merged. A missing folder is no output; a malformed file is an error naming it.
 */
export function readListOutputs(dir: string): Map<string, string[]> {
  const merged = new Map<string, string[]>();
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return merged;
  }
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error(`strata eval: ${file} is not an object of lists by id`);
    }
    for (const [id, list] of Object.entries(value)) {
      if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
        throw new Error(`strata eval: ${file}: the entry of ${id} is not a list of strings`);
      }
      merged.set(id, list as string[]);
    }
  }
  return merged;
}

/** Packet size in bytes of every file below `dir`, and the file count. */
export function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += readFileSync(path.join(entry.parentPath, entry.name)).length;
  }
  return { files, bytes };
}
