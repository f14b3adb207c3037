/**
 * Reads the config files that apply (each scope's `config.json` and the user's own file,
 * see `config-sources.ts`) and merges them by tier.
 */
import path from 'node:path';
import type { Config } from '../core/config/config.js';
import { type ConfigProblem, fileProblem } from '../core/config/config-keys.js';
import { type ConfigLayer, parseConfigLayer, resolveConfig } from '../core/config/config-layers.js';
import type { IgnoredSetting, SettingOrigin } from '../core/config/config-trust.js';
import { readBoundedTextSync } from './bounded-read.js';
import type { ConfigSource } from './config-sources.js';
import type { ScopeDir } from './scope-dir.js';

/** The largest config file read; a repository can make config.json a FIFO or /dev/zero. */
export const MAX_CONFIG_BYTES = 256 * 1024;

/** The config file of a scope directory. */
export function configPath(scope: ScopeDir): string {
  return path.join(scope.dir, 'config.json');
}

function readLayer({ scope, tier, file }: ConfigSource): ConfigLayer | null {
  const unread = (reason: string): ConfigLayer => ({
    scope,
    tier,
    source: file,
    value: {},
    problems: [fileProblem(file, reason)],
  });
  let read: ReturnType<typeof readBoundedTextSync>;
  try {
    read = readBoundedTextSync(file, MAX_CONFIG_BYTES);
  } catch (error) {
    return unread(`cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (read.ok) return parseConfigLayer(read.text, file, scope, tier);
  if (read.reason === 'missing') return null;
  return unread(
    `${read.reason} (limit ${MAX_CONFIG_BYTES} bytes: make it a regular JSON file under 256 KiB)`,
  );
}

/** The merged config, the files read, and what was ignored or not used. */
export interface LoadedConfig {
  config: Config;
  /** Config files found (read in full or in part). */
  files: string[];
  /** The same files with their tiers. */
  sources: ConfigSource[];
  /** Which file set each setting a file made (the rest are defaults). */
  origins: SettingOrigin[];
  /** Repository settings the trust tiers dropped. */
  ignored: IgnoredSetting[];
  /**
   * Settings strata could not use (unknown keys, invalid values, unreadable files), each
   * by file and field: left out, the rest in force (see `core/config/config-keys.ts`).
   */
  problems: ConfigProblem[];
}

/**
 * Loads and merges the config files of all scopes (defaults ← global ← project ← local ←
 * enterprise), dropping what the project and local layers may not set (trust tiers) and
 * what no layer can set (unknown keys, invalid values). Never throws for a file's content.
 */
export async function loadConfig(sources: readonly ConfigSource[]): Promise<LoadedConfig> {
  const layers: ConfigLayer[] = [];
  const found: ConfigSource[] = [];
  for (const source of sources) {
    const layer = readLayer(source);
    if (!layer) continue;
    layers.push(layer);
    found.push(source);
  }
  const { config, ignored, problems, origins } = resolveConfig(layers);
  return { config, files: layers.map((l) => l.source), sources: found, ignored, problems, origins };
}
