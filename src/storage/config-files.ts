/**
 * Reads `config.json` from each scope directory and merges them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, type ConfigLayer, mergeConfig, parseConfigLayer } from '../core/config.js';
import type { ScopeDir } from './scope-dir.js';

const MAX_CONFIG_BYTES = 256 * 1024;

/** The config file of a scope directory. */
export function configPath(scope: ScopeDir): string {
  return path.join(scope.dir, 'config.json');
}

async function readLayer(scope: ScopeDir): Promise<ConfigLayer | null> {
  const file = configPath(scope);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.length > MAX_CONFIG_BYTES) {
    return parseConfigLayer('"too large"', `${file} (over ${MAX_CONFIG_BYTES} bytes)`, scope.scope);
  }
  return parseConfigLayer(text, file, scope.scope);
}

/**
 * Loads and merges the config files of all scopes (defaults ← global ← project ← local ←
 * enterprise). Throws `INVALID_CONFIG` naming the file and field of the first bad file.
 */
export async function loadConfig(
  scopes: readonly ScopeDir[],
): Promise<{ config: Config; files: string[] }> {
  const layers = (await Promise.all(scopes.map(readLayer))).filter(
    (l): l is ConfigLayer => l !== null,
  );
  return { config: mergeConfig(layers), files: layers.map((l) => l.source) };
}
