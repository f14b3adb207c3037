/**
 * Trust tiers for configuration. The project and local layers arrive with a `git clone`,
 * so they are the repository's word, not the user's: they may tune search and hooks and
 * tighten privacy, nothing else. Endpoints, models, scopes, limits and anything that
 * loosens privacy come only from the user's global config or from enterprise, and
 * enterprise (applied last) pins what it sets. A setting a repository may not make is
 * dropped and reported by file and field, never applied. Pure and free of zod, so the
 * hooks use the same rule as the CLI and the MCP server.
 */

import { isUnsafeKey } from '../dict.js';
import type { ScopeName } from '../scope.js';

/** A setting a repository layer made and strata ignored. */
export interface IgnoredSetting {
  /** The config file it came from. */
  source: string;
  /** Dotted field path, e.g. `embedding.endpoint`. */
  field: string;
}

/**
 * Whose word a config file is. `user`: the user's own (their global memory folder while
 * no git repository holds it, or their config folder); `repository`: a clone's project and
 * local config, and a global memory folder in a git repository (whoever can push to its
 * remote writes it); `enterprise`: the admins'.
 */
export type ConfigTier = 'enterprise' | 'user' | 'repository';

/** The tier of a scope's own `config.json` when nothing more is known. */
export function defaultTier(scope: ScopeName): ConfigTier {
  if (isRepositoryScope(scope)) return 'repository';
  return scope === 'enterprise' ? 'enterprise' : 'user';
}

/** A layer's value after screening, and what was dropped from it. */
export interface ScreenedLayer {
  scope: ScopeName;
  tier: ConfigTier;
  source: string;
  value: Record<string, unknown>;
  ignored: IgnoredSetting[];
}

type Raw = Record<string, unknown>;

/** Layers a repository controls (committed, or inside its working tree). */
export function isRepositoryScope(scope: ScopeName): boolean {
  return scope === 'project' || scope === 'local';
}

/** Top-level sections a repository layer may set as a whole: tuning only. */
const REPOSITORY_SECTIONS = new Set(['$schema', 'search', 'hooks']);

function isRaw(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A key as it may be shown: the names come from the repository's JSON and end up in
 * Claude's context, so anything but a plain identifier is replaced and long ones cut.
 */
function showKey(key: string): string {
  const plain = key.replace(/[^A-Za-z0-9_$-]/g, '?');
  return plain.length > 40 ? `${plain.slice(0, 40)}…` : plain;
}

/** The leaf field paths under `value`, for naming what was ignored (depth-capped). */
function leafFields(prefix: string, value: unknown, depth = 0): string[] {
  if (!isRaw(value) || depth >= 4) return [prefix];
  const keys = Object.keys(value);
  if (!keys.length) return [prefix];
  return keys.flatMap((key) => leafFields(`${prefix}.${showKey(key)}`, value[key], depth + 1));
}

/** The privacy fields a repository may set: more exclusions, redaction on. */
function screenPrivacy(privacy: unknown, drop: (field: string) => void): Raw | undefined {
  if (!isRaw(privacy)) {
    drop('privacy');
    return undefined;
  }
  const kept: Raw = {};
  for (const [key, value] of Object.entries(privacy)) {
    if (key === 'excludePatterns' && Array.isArray(value)) kept[key] = value;
    else if (key === 'redactSecrets' && value === true) kept[key] = true;
    else drop(`privacy.${showKey(key)}`);
  }
  return Object.keys(kept).length ? kept : undefined;
}

/** A repository may switch embeddings off (nothing leaves the machine), nothing else. */
function screenEmbedding(embedding: unknown, drop: (field: string) => void): Raw | undefined {
  if (!isRaw(embedding)) {
    drop('embedding');
    return undefined;
  }
  let kept: Raw | undefined;
  for (const [key, value] of Object.entries(embedding)) {
    if (key === 'provider' && value === 'none') kept = { provider: 'none' };
    else for (const field of leafFields(`embedding.${showKey(key)}`, value)) drop(field);
  }
  return kept;
}

/**
 * A repository may tune the hooks, and may turn asking Claude at a stop off but not on:
 * a user who turned it off keeps it off whatever a clone says.
 */
function screenCapture(hooks: Raw, drop: (field: string) => void): Raw {
  if (!isRaw(hooks.capture) || !('atStop' in hooks.capture)) return hooks;
  if (hooks.capture.atStop === false) return hooks;
  drop('hooks.capture.atStop');
  const { atStop: _dropped, ...capture } = hooks.capture;
  return { ...hooks, capture };
}

/**
 * What gotchas do before a tool runs: a repository may turn critical gotchas down to
 * holding or warning and high ones to warning (and then only weaker than the user chose:
 * see hook-config), never up, and may not raise the bound on its own interruptions.
 */
function screenGotchaActions(hooks: Raw, drop: (field: string) => void): Raw {
  if (!isRaw(hooks.gotchas)) return hooks;
  const gotchas: Raw = { ...hooks.gotchas };
  if ('critical' in gotchas && gotchas.critical !== 'warn' && gotchas.critical !== 'hold') {
    drop('hooks.gotchas.critical');
    delete gotchas.critical;
  }
  if ('high' in gotchas && gotchas.high !== 'warn') {
    drop('hooks.gotchas.high');
    delete gotchas.high;
  }
  if ('maxInterruptionsPerSession' in gotchas) {
    drop('hooks.gotchas.maxInterruptionsPerSession');
    delete gotchas.maxInterruptionsPerSession;
  }
  return { ...hooks, gotchas };
}

function screenHooks(hooks: unknown, drop: (field: string) => void): unknown {
  if (!isRaw(hooks)) return hooks;
  return screenGotchaActions(screenCapture(hooks, drop), drop);
}

/**
 * The user's own layer may set anything except hiding enterprise policy: only the
 * enterprise config can switch the enterprise scope off or make gotchas refuse a tool call.
 */
function screenUser(scope: ScopeName, source: string, input: Raw): ScreenedLayer {
  const { raw, ignored } = screenUserDeny(source, input);
  const scopes = raw.scopes;
  if (!isRaw(scopes) || !('enterprise' in scopes))
    return { scope, tier: 'user', source, value: raw, ignored };
  const { enterprise: _dropped, ...rest } = scopes;
  return {
    scope,
    tier: 'user',
    source,
    value: { ...raw, scopes: rest },
    ignored: [...ignored, { source, field: 'scopes.enterprise' }],
  };
}

/** Refusing a tool call is enterprise policy: the user's layer may warn or ask, not deny. */
function screenUserDeny(source: string, raw: Raw): { raw: Raw; ignored: IgnoredSetting[] } {
  const hooks = raw.hooks;
  if (!isRaw(hooks) || !isRaw(hooks.gotchas) || hooks.gotchas.critical !== 'deny')
    return { raw, ignored: [] };
  const { critical: _dropped, ...gotchas } = hooks.gotchas;
  return {
    raw: { ...raw, hooks: { ...hooks, gotchas } },
    ignored: [{ source, field: 'hooks.gotchas.critical' }],
  };
}

/**
 * Keeps what `scope` may set from one parsed `config.json`. Trusted layers (global,
 * enterprise) pass unchanged except that only enterprise may hide enterprise; repository layers keep `search`, `hooks` (with `hooks.capture.atStop` only as false),
 * `embedding.provider: "none"`,
 * `privacy.excludePatterns` (added to, never replacing, the trusted list) and
 * `privacy.redactSecrets: true`.
 */
export function screenLayer(
  scope: ScopeName,
  source: string,
  value: unknown,
  tier: ConfigTier = defaultTier(scope),
): ScreenedLayer {
  const raw = isRaw(value) ? value : {};
  if (tier === 'user') return screenUser(scope, source, raw);
  if (tier === 'enterprise') return { scope, tier, source, value: raw, ignored: [] };
  const ignored: IgnoredSetting[] = [];
  const drop = (field: string) => ignored.push({ source, field });
  const kept: Raw = {};
  for (const [key, section] of Object.entries(raw)) {
    if (key === 'hooks') kept.hooks = screenHooks(section, drop);
    else if (REPOSITORY_SECTIONS.has(key)) kept[key] = section;
    else if (key === 'embedding') {
      const embedding = screenEmbedding(section, drop);
      if (embedding) kept.embedding = embedding;
    } else if (key === 'privacy') {
      const privacy = screenPrivacy(section, drop);
      if (privacy) kept.privacy = privacy;
    } else for (const field of leafFields(showKey(key), section)) drop(field);
  }
  return { scope, tier, source, value: kept, ignored };
}

/** Order in which layers apply: later wins, so enterprise pins what it sets. */
export const LAYER_ORDER: readonly ScopeName[] = ['global', 'project', 'local', 'enterprise'];

/** Layers least specific first, in {@link LAYER_ORDER}. */
export function sortLayers<T extends { scope: ScopeName }>(layers: readonly T[]): T[] {
  return [...layers].sort((a, b) => LAYER_ORDER.indexOf(a.scope) - LAYER_ORDER.indexOf(b.scope));
}

function deepMerge(base: Raw, over: Raw): Raw {
  const out: Raw = { ...base };
  for (const [key, value] of Object.entries(over)) {
    // JSON.parse keeps "__proto__" as a key; assigning it would swap the prototype.
    if (isUnsafeKey(key)) continue;
    const current = out[key];
    out[key] = isRaw(current) && isRaw(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * Merges screened layers (any order) into one raw object: defaults are the caller's.
 * Repository privacy settings apply after every trusted layer, so they can only add
 * exclusions and turn redaction on, whatever enterprise or the user chose.
 */
export function mergeScreenedLayers(layers: readonly ScreenedLayer[]): Raw {
  const ordered = sortLayers(layers);
  let merged: Raw = {};
  const extraPatterns: unknown[] = [];
  let forceRedact = false;
  for (const layer of ordered) {
    const { privacy, ...rest } = layer.value;
    if (layer.tier !== 'repository') {
      merged = deepMerge(merged, layer.value);
      continue;
    }
    merged = deepMerge(merged, rest);
    if (isRaw(privacy)) {
      if (Array.isArray(privacy.excludePatterns)) extraPatterns.push(...privacy.excludePatterns);
      if (privacy.redactSecrets === true) forceRedact = true;
    }
  }
  if (!extraPatterns.length && !forceRedact) return merged;
  const privacy: Raw = isRaw(merged.privacy) ? { ...merged.privacy } : {};
  if (extraPatterns.length) {
    const base = Array.isArray(privacy.excludePatterns) ? privacy.excludePatterns : [];
    privacy.excludePatterns = [...new Set([...base, ...extraPatterns])];
  }
  if (forceRedact) privacy.redactSecrets = true;
  return { ...merged, privacy };
}

/** Which file, of which tier, set a setting in force. */
export interface SettingOrigin {
  /** Dotted field path, e.g. `embedding.endpoint`. */
  field: string;
  source: string;
  tier: ConfigTier;
}

/** The leaf fields a screened layer sets, without the leading dot. */
function fieldsOf(value: Raw): string[] {
  return Object.keys(value).length
    ? leafFields('', value)
        .map((f) => f.slice(1))
        .filter((f) => f && f !== '$schema')
    : [];
}

/**
 * The layer each setting comes from: the last, in merge order, that set it after
 * screening, with a repository's privacy settings last (they apply after every trusted
 * layer, see {@link mergeScreenedLayers}). Fields no layer sets are the defaults.
 */
export function traceOrigins(layers: readonly ScreenedLayer[]): SettingOrigin[] {
  const origins = new Map<string, SettingOrigin>();
  const note = (layer: ScreenedLayer, value: Raw) => {
    for (const field of fieldsOf(value))
      origins.set(field, { field, source: layer.source, tier: layer.tier });
  };
  const ordered = sortLayers(layers);
  for (const layer of ordered) {
    const { privacy: _later, ...rest } = layer.value;
    note(layer, layer.tier === 'repository' ? rest : layer.value);
  }
  for (const layer of ordered) {
    const privacy = layer.value.privacy;
    if (layer.tier === 'repository' && isRaw(privacy)) note(layer, { privacy });
  }
  return [...origins.values()];
}

/** A repository can set hundreds of fields; the notice stays one short line. */
const MAX_FIELDS_SHOWN = 8;

/** One line naming every ignored setting by file and field, or null when there are none. */
export function describeIgnoredSettings(ignored: readonly IgnoredSetting[]): string | null {
  if (!ignored.length) return null;
  const bySource = new Map<string, string[]>();
  for (const { source, field } of ignored) {
    const fields = bySource.get(source) ?? [];
    if (!fields.includes(field)) fields.push(field);
    bySource.set(source, fields);
  }
  const parts = [...bySource].map(([source, fields]) => {
    const shown = fields.slice(0, MAX_FIELDS_SHOWN).join(', ');
    const more = fields.length - MAX_FIELDS_SHOWN;
    return `${source}: ${shown}${more > 0 ? ` and ${more} more` : ''}`;
  });
  return `ignored config settings this file may not make (a repository may only tune search and hooks and tighten privacy; only enterprise may hide enterprise): ${parts.join('; ')}`;
}
