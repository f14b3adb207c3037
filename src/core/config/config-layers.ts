/**
 * Config files as layers: each file read by the one rule for settings strata cannot use
 * (`config-keys.ts`), then screened by trust tier and merged over the defaults of
 * `ConfigSchema`. Pure: composition roots read the files and pass the text in.
 */
import type { z } from 'zod';
import type { ScopeName } from '../scope.js';
import { type Config, ConfigSchema } from './config.js';
import { type ConfigProblem, fileProblem, stripUnknownKeys } from './config-keys.js';
import {
  type ConfigTier,
  type IgnoredSetting,
  mergeScreenedLayers,
  type SettingOrigin,
  screenLayer,
  traceOrigins,
} from './config-trust.js';

/** One config file's content, validated but not yet merged. */
export interface ConfigLayer {
  scope: ScopeName;
  /** Whose word it is (default: by scope, see `config-trust.ts`). */
  tier?: ConfigTier;
  /** The file it came from, for error messages. */
  source: string;
  /** What is used: the file without the settings named in `problems`. */
  value: Record<string, unknown>;
  /** Settings (or the whole file) not used, each by file and field. */
  problems: ConfigProblem[];
}

/** The field of an issue: up to its first list index (a bad item drops the whole list). */
function issueField(issue: z.core.$ZodIssue): string[] {
  const field: string[] = [];
  for (const part of issue.path) {
    if (typeof part !== 'string') break;
    field.push(part);
  }
  return field;
}

function deleteField(value: Record<string, unknown>, field: readonly string[]): void {
  let at: unknown = value;
  for (const key of field.slice(0, -1)) at = (at as Record<string, unknown>)?.[key];
  if (at && typeof at === 'object') delete (at as Record<string, unknown>)[field.at(-1)!];
}

/** Drops every value `ConfigSchema` refuses (rounds, as a parent may fail once a child goes). */
function dropInvalidValues(source: string, value: Record<string, unknown>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (let round = 0; round < 8; round++) {
    const result = ConfigSchema.safeParse(value);
    if (result.success) return problems;
    for (const issue of result.error.issues) {
      const field = issueField(issue);
      if (!field.length) {
        for (const key of Object.keys(value)) delete value[key];
        problems.push({ source, field: '(top level)', reason: issue.message });
        return problems;
      }
      deleteField(value, field);
      problems.push({ source, field: field.join('.'), reason: issue.message });
    }
  }
  return problems;
}

/**
 * Reads one config file's text by the one rule for bad settings (see `config-keys.ts`):
 * unknown keys and invalid values are left out and named in `problems` (file and field),
 * text that is not JSON leaves the whole file out. Never throws for what the file says.
 */
export function parseConfigLayer(
  text: string,
  source: string,
  scope: ScopeName,
  tier?: ConfigTier,
): ConfigLayer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = `is not valid JSON (${(error as Error).message})`;
    return { scope, tier, source, value: {}, problems: [fileProblem(source, reason)] };
  }
  const { value, problems } = stripUnknownKeys(source, parsed);
  problems.push(...dropInvalidValues(source, value));
  return { scope, tier, source, value, problems };
}

/** Configuration merged from layers, what the trust tiers dropped, and what was not used. */
export interface ResolvedConfig {
  config: Config;
  ignored: IgnoredSetting[];
  problems: ConfigProblem[];
  /** Which file (and tier) set each setting a layer made. */
  origins: SettingOrigin[];
}

/**
 * Screens each layer by trust tier (see `config-trust.ts`), then merges defaults ← global
 * ← project ← local ← enterprise. Layers may come in any order.
 */
export function resolveConfig(layers: readonly ConfigLayer[]): ResolvedConfig {
  const screened = layers.map((l) => screenLayer(l.scope, l.source, l.value, l.tier));
  const merged = mergeScreenedLayers(screened);
  delete merged.$schema;
  return {
    config: ConfigSchema.parse(merged),
    ignored: screened.flatMap((l) => l.ignored),
    problems: layers.flatMap((l) => l.problems),
    origins: traceOrigins(screened),
  };
}

/** The merged configuration of {@link resolveConfig}, without the ignored list. */
export function mergeConfig(layers: readonly ConfigLayer[]): Config {
  return resolveConfig(layers).config;
}
