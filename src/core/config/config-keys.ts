/**
 * The one rule for settings strata cannot use, in every entry point (CLI, MCP server,
 * hooks): a key it does not know, or a file it cannot read, is ignored with a warning that
 * names the file and the key, and everything else in force stays in force; `strata doctor`
 * reports the same list as an error. Pure and free of zod, so the hooks (which must start
 * in a few milliseconds) find unknown keys exactly as the CLI does; a test keeps
 * {@link CONFIG_KEYS} equal to the fields of `ConfigSchema`.
 */
import { isUnsafeKey } from '../dict.js';
import { suggestWord } from '../suggest.js';

/** A setting (or a whole file) that was not used, and why. */
export interface ConfigProblem {
  /** The config file. */
  source: string;
  /** Dotted field path, `(file)` for the whole file, `(top level)` for its root. */
  field: string;
  reason: string;
}

/** Known keys: a nested section, or `true` for a value. */
export type KeyTree = { readonly [key: string]: KeyTree | true };

/** Every field `config.json` may hold (see `ConfigSchema` in config.ts). */
export const CONFIG_KEYS: KeyTree = {
  $schema: true,
  scopes: {
    enterprise: true,
    local: true,
    claude: true,
    project: true,
    instructions: true,
    global: true,
  },
  embedding: {
    provider: true,
    model: true,
    fallbackModels: true,
    endpoint: true,
    timeoutMs: true,
    batchSize: true,
    workers: true,
  },
  search: {
    defaultLimit: true,
    recencyHalfLifeDays: true,
    semanticWeight: true,
    semanticFloor: true,
  },
  hooks: {
    gotchas: {
      maxPerRead: true,
      maxTokens: true,
      matchTags: true,
      critical: true,
      high: true,
      maxInterruptionsPerSession: true,
    },
    sessionStart: { tokenBudget: true },
    topic: { enabled: true, sensitivity: true, warmup: true },
    pushDecisions: { read: true, prompt: true, minScore: true, maxPerPrompt: true },
    capture: { atStop: true },
  },
  privacy: { excludePatterns: true, redactSecrets: true },
  limits: { maxFileBytes: true },
  breadcrumbs: { ttlDays: true },
  audit: { sessionStartIntervalHours: true },
  drafts: { capture: true, ttlDays: true, maxTranscriptBytes: true },
  capture: { model: true, timeoutMs: true, maxPromptChars: true },
};

type Raw = Record<string, unknown>;

function isRaw(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A key as it may be shown: keys come from a repository's JSON and can end up in Claude's
 * context, so anything but a plain identifier is replaced and long ones are cut.
 */
export function showConfigKey(key: string): string {
  const plain = key.replace(/[^A-Za-z0-9_$-]/g, '?');
  return plain.length > 40 ? `${plain.slice(0, 40)}…` : plain;
}

function stripObject(value: Raw, known: KeyTree, prefix: string, drop: (p: ConfigProblem) => void) {
  const kept: Raw = {};
  for (const [key, inner] of Object.entries(value)) {
    const field = prefix ? `${prefix}.${showConfigKey(key)}` : showConfigKey(key);
    const spec = isUnsafeKey(key) || !Object.hasOwn(known, key) ? undefined : known[key];
    if (spec === undefined) {
      const near = suggestWord(key, Object.keys(known));
      drop({ source: '', field, reason: `unknown key${near ? ` (did you mean ${near}?)` : ''}` });
    } else if (spec !== true && isRaw(inner)) kept[key] = stripObject(inner, spec, field, drop);
    else kept[key] = inner;
  }
  return kept;
}

/**
 * `value` (one parsed `config.json`) without the keys strata does not know, and a problem
 * naming each one (with the closest known key). A root that is not an object is dropped.
 */
export function stripUnknownKeys(
  source: string,
  value: unknown,
): { value: Raw; problems: ConfigProblem[] } {
  if (!isRaw(value))
    return {
      value: {},
      problems: [{ source, field: '(top level)', reason: 'is not a JSON object; file ignored' }],
    };
  const problems: ConfigProblem[] = [];
  const kept = stripObject(value, CONFIG_KEYS, '', (p) => problems.push({ ...p, source }));
  return { value: kept, problems };
}

/** A config file that could not be read or parsed: ignored as a whole. */
export function fileProblem(source: string, reason: string): ConfigProblem {
  return { source, field: '(file)', reason: `${reason}; file ignored` };
}

/** A repository can set hundreds of fields; the line stays short. */
const MAX_SHOWN = 8;

/** One line naming each problem by file and field, or null when there are none. */
export function describeConfigProblems(problems: readonly ConfigProblem[]): string | null {
  if (!problems.length) return null;
  const shown = problems.slice(0, MAX_SHOWN).map((p) => `${p.source}: ${p.field}: ${p.reason}`);
  const more = problems.length - MAX_SHOWN;
  return `config settings not used (ignored; the rest of the config applies): ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}
