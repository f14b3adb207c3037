/**
 * Reads `config.json` from each scope directory and merges them.
 */
import path from 'node:path';
import type { Config } from '../core/config.js';
import { type ConfigProblem, fileProblem } from '../core/config-keys.js';
import { type ConfigLayer, parseConfigLayer, resolveConfig } from '../core/config-layers.js';
import type { IgnoredSetting } from '../core/config-trust.js';
import { readBoundedTextSync } from './bounded-read.js';
import type { ScopeDir } from './scope-dir.js';

/** The largest config file read; a repository can make config.json a FIFO or /dev/zero. */
export const MAX_CONFIG_BYTES = 256 * 1024;

/** The config file of a scope directory. */
export function configPath(scope: ScopeDir): string {
  return path.join(scope.dir, 'config.json');
}

function readLayer(scope: ScopeDir): ConfigLayer | null {
  const file = configPath(scope);
  let read: ReturnType<typeof readBoundedTextSync>;
  try {
    read = readBoundedTextSync(file, MAX_CONFIG_BYTES);
  } catch (error) {
    const reason = `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
    return { scope: scope.scope, source: file, value: {}, problems: [fileProblem(file, reason)] };
  }
  if (read.ok) return parseConfigLayer(read.text, file, scope.scope);
  if (read.reason === 'missing') return null;
  const reason = `${read.reason} (limit ${MAX_CONFIG_BYTES} bytes: make it a regular JSON file under 256 KiB)`;
  return { scope: scope.scope, source: file, value: {}, problems: [fileProblem(file, reason)] };
}

/** The merged config, the files read, and what was ignored or not used. */
export interface LoadedConfig {
  config: Config;
  /** Config files found (read in full or in part). */
  files: string[];
  /** Repository settings the trust tiers dropped. */
  ignored: IgnoredSetting[];
  /**
   * Settings strata could not use (unknown keys, invalid values, unreadable files), each
   * by file and field: left out, the rest in force (see `core/config-keys.ts`).
   */
  problems: ConfigProblem[];
}

/**
 * Loads and merges the config files of all scopes (defaults ← global ← project ← local ←
 * enterprise), dropping what the project and local layers may not set (trust tiers) and
 * what no layer can set (unknown keys, invalid values). Never throws for a file's content.
 */
export async function loadConfig(scopes: readonly ScopeDir[]): Promise<LoadedConfig> {
  const layers: ConfigLayer[] = [];
  for (const scope of scopes) {
    // Claude Code's memory folder holds its notes, never strata's settings.
    if (scope.scope === 'claude' || scope.scope === 'instructions') continue;
    const layer = readLayer(scope);
    if (layer) layers.push(layer);
  }
  const { config, ignored, problems } = resolveConfig(layers);
  return { config, files: layers.map((l) => l.source), ignored, problems };
}
