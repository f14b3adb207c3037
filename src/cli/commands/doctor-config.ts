/**
 * `strata doctor`'s config lines: the files read, each with whose word it is (its trust
 * tier), and where each setting in force came from: a file and its tier, or the default.
 */
import type { Config } from '../../core/config/config.js';
import { describeConfigProblems } from '../../core/config/config-keys.js';
import { describeIgnoredSettings, type SettingOrigin } from '../../core/config/config-trust.js';
import type { ConfigSource } from '../../storage/config-sources.js';
import type { CliContext } from '../command.js';
import type { Check } from './doctor-embeddings.js';

/** Settings always named, set or not: what decides whether anything leaves the machine. */
const ALWAYS_SHOWN = [
  'embedding.provider',
  'embedding.endpoint',
  'capture.model',
  'privacy.redactSecrets',
  'scopes.enterprise',
];

function describeSource(source: ConfigSource): string {
  if (source.inGit) return `${source.file} (in a git repository: repository trust)`;
  return `${source.file} (${source.tier})`;
}

/** The config files read with their tiers, or each setting that could not be used. */
export function checkConfig(ctx: CliContext): Check {
  const problems = describeConfigProblems(ctx.configProblems);
  if (problems) return { name: 'config', ok: false, detail: `${problems}; fix or remove them` };
  return {
    name: 'config',
    ok: true,
    detail: ctx.configSources.length
      ? `valid: ${ctx.configSources.map(describeSource).join(', ')}`
      : 'defaults (no config.json found)',
  };
}

function valueAt(config: Config, field: string): unknown {
  let at: unknown = config;
  for (const key of field.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return at;
}

function shown(value: unknown): string {
  const text = value === undefined ? 'unset' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * The settings the trust tiers dropped; when a memory folder in git made them, where the
 * user's own settings belong instead. Null when nothing was dropped.
 */
export function checkConfigTrust(ctx: CliContext): Check | null {
  const ignored = describeIgnoredSettings(ctx.ignoredSettings);
  if (!ignored) return null;
  const inGit = ctx.configSources.filter(
    (s) => s.inGit && ctx.ignoredSettings.some((i) => i.source === s.file),
  );
  const where = inGit.length
    ? `; ${inGit.map((s) => s.file).join(', ')} is in a git repository, so whoever can push to its remote writes it: keep your own settings in ${ctx.userConfigFile}, which strata never syncs`
    : '';
  return { name: 'config trust', ok: true, warning: true, detail: `${ignored}${where}` };
}

/** Each setting a file made, and the few that decide what leaves the machine, with their source. */
export function checkConfigSources(config: Config, origins: readonly SettingOrigin[]): Check {
  const byField = new Map(origins.map((o) => [o.field, o]));
  const fields = [...new Set([...ALWAYS_SHOWN, ...origins.map((o) => o.field)])];
  const parts = fields.map((field) => {
    const origin = byField.get(field);
    const from = origin ? `${origin.source}, ${origin.tier}` : 'default';
    return `${field} = ${shown(valueAt(config, field))} (${from})`;
  });
  return { name: 'config sources', ok: true, detail: parts.join('; ') };
}
