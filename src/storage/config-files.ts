/**
 * Reads `config.json` from each scope directory and merges them.
 */
import path from 'node:path';
import { type Config, type ConfigLayer, parseConfigLayer, resolveConfig } from '../core/config.js';
import { type IgnoredSetting, isRepositoryScope } from '../core/config-trust.js';
import { StrataError } from '../core/errors.js';
import { readBoundedTextSync } from './bounded-read.js';
import type { ScopeDir } from './scope-dir.js';

const MAX_CONFIG_BYTES = 256 * 1024;

/** The config file of a scope directory. */
export function configPath(scope: ScopeDir): string {
  return path.join(scope.dir, 'config.json');
}

function readLayer(scope: ScopeDir): ConfigLayer | null {
  const file = configPath(scope);
  const read = readBoundedTextSync(file, MAX_CONFIG_BYTES);
  if (read.ok) return parseConfigLayer(read.text, file, scope.scope);
  if (read.reason === 'missing') return null;
  throw new StrataError(
    'INVALID_CONFIG',
    `${file}: ${read.reason} (limit ${MAX_CONFIG_BYTES} bytes)`,
    {
      subject: file,
      hint: 'make it a regular JSON file under 256 KiB, or delete it to use defaults',
    },
  );
}

/** The merged config, the files read, and what was ignored or skipped. */
export interface LoadedConfig {
  config: Config;
  files: string[];
  ignored: IgnoredSetting[];
  /**
   * Repository config files (project, local) that could not be used. They are skipped
   * alone: a broken file in a clone must not take the user's and enterprise's settings
   * down with it.
   */
  invalid: StrataError[];
}

/**
 * Loads and merges the config files of all scopes (defaults ← global ← project ← local ←
 * enterprise), dropping what the project and local layers may not set (trust tiers).
 * Throws `INVALID_CONFIG` naming the file and field of a bad global or enterprise file.
 */
export async function loadConfig(scopes: readonly ScopeDir[]): Promise<LoadedConfig> {
  const layers: ConfigLayer[] = [];
  const invalid: StrataError[] = [];
  for (const scope of scopes) {
    try {
      const layer = readLayer(scope);
      if (layer) layers.push(layer);
    } catch (error) {
      if (!(error instanceof StrataError) || !isRepositoryScope(scope.scope)) throw error;
      invalid.push(error);
    }
  }
  const { config, ignored } = resolveConfig(layers);
  return { config, files: layers.map((l) => l.source), ignored, invalid };
}
