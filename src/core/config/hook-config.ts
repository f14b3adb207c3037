/**
 * The few configuration values the hooks need, resolved from raw `config.json` layers
 * without zod: the hooks must start in a few milliseconds, so they read the files with
 * `JSON.parse` and take each value only when it has the right type and range, falling
 * back to the same defaults `ConfigSchema` declares (a test keeps the two in step). Pure.
 */

import { type AtStopSetting, DEFAULT_AT_STOP, isAtStopSetting } from '../capture/ask-at-stop.js';
import { GOTCHA_ACTIONS, type GotchaAction, weakerAction } from '../gotcha-action.js';
import type { ScopeName } from '../scope.js';
import { type ConfigProblem, stripUnknownKeys } from './config-keys.js';
import { type ConfigTier, type IgnoredSetting, screenLayer, sortLayers } from './config-trust.js';

const HIGH_ACTIONS: readonly GotchaAction[] = ['warn', 'hold'];

/**
 * A gotcha action from a layer, when it is one of `allowed`; a repository's layer
 * (`weakerOnly`) can only weaken what the layers before it chose.
 */
function action(
  value: unknown,
  allowed: readonly GotchaAction[],
  base: GotchaAction,
  weakerOnly: boolean,
): GotchaAction {
  if (!allowed.includes(value as GotchaAction)) return base;
  return weakerOnly ? weakerAction(base, value as GotchaAction) : (value as GotchaAction);
}

/** Hook settings with every default filled in. */
export interface HookConfig {
  gotchas: {
    maxPerRead: number;
    maxTokens: number;
    matchTags: boolean;
    /** What a critical gotcha does before an edit or a command (see core/gotcha-action). */
    critical: GotchaAction;
    /** What a high gotcha does: `hold` (once) or `warn`. */
    high: GotchaAction;
    /** Most holds and asks repository memory may cause in one session; later ones are warnings. */
    maxInterruptionsPerSession: number;
  };
  /**
   * The limits for enterprise gotchas: the defaults with the enterprise layer's own
   * `hooks.gotchas`, and nothing else. Only enterprise config may reduce what enterprise
   * shows; a repository's (or the user's) `maxPerRead: 0` limits their own gotchas.
   */
  enterpriseGotchas: { maxPerRead: number; maxTokens: number };
  /** The session-start budget of enterprise policy gotchas, by the same rule. */
  enterpriseSessionStart: { tokenBudget: number };
  sessionStart: { tokenBudget: number };
  topic: { enabled: boolean; sensitivity: number; warmup: number };
  /** Decisions and learnings shown unasked: on a file read, on a prompt. */
  pushDecisions: { read: boolean; prompt: boolean; minScore: number; maxPerPrompt: number };
  privacy: { excludePatterns: string[]; redactSecrets: boolean };
  /** The background audit behind the session-start count; 0 hours turns both off. */
  audit: { sessionStartIntervalHours: number };
  /**
   * Asking Claude at a stop to judge the capture candidates: always, never, or `auto`
   * (only while Claude Code's auto memory is off; see `core/capture/ask-at-stop.ts`).
   */
  capture: { atStop: AtStopSetting };
  /** The user's switch for drafts from sessions (global or enterprise config only). */
  drafts: { capture: boolean };
}

/**
 * Files hooks never record unless the user's own config says otherwise: `.env` files hold
 * the secrets redaction is least sure to catch.
 */
export const DEFAULT_EXCLUDE_PATTERNS: readonly string[] = ['**/.env*'];

/** The defaults, equal to those of `ConfigSchema`. */
export function defaultHookConfig(): HookConfig {
  return {
    gotchas: {
      maxPerRead: 3,
      maxTokens: 400,
      matchTags: false,
      critical: 'ask',
      high: 'hold',
      maxInterruptionsPerSession: 3,
    },
    enterpriseGotchas: { maxPerRead: 3, maxTokens: 400 },
    enterpriseSessionStart: { tokenBudget: 500 },
    sessionStart: { tokenBudget: 500 },
    topic: { enabled: true, sensitivity: 1.5, warmup: 3 },
    pushDecisions: { read: false, prompt: true, minScore: 0.4, maxPerPrompt: 2 },
    privacy: { excludePatterns: [...DEFAULT_EXCLUDE_PATTERNS], redactSecrets: true },
    audit: { sessionStartIntervalHours: 24 },
    capture: { atStop: DEFAULT_AT_STOP },
    drafts: { capture: true },
  };
}

type Raw = Record<string, unknown>;

function obj(value: unknown): Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};
}

function num(value: unknown, min: number, max: number, fallback: number, int = false): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  if (int && !Number.isInteger(value)) return fallback;
  return value >= min && value <= max ? value : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Applies one parsed `config.json` over `base`; wrong or out-of-range values are ignored. */
function applyLayer(base: HookConfig, layer: unknown, weakerOnly = false): HookConfig {
  const hooks = obj(obj(layer).hooks);
  const g = obj(hooks.gotchas);
  const s = obj(hooks.sessionStart);
  const t = obj(hooks.topic);
  const d = obj(hooks.pushDecisions);
  const p = obj(obj(layer).privacy);
  const a = obj(obj(layer).audit);
  const c = obj(hooks.capture);
  const dr = obj(obj(layer).drafts);
  const patterns = Array.isArray(p.excludePatterns)
    ? p.excludePatterns.filter((x): x is string => typeof x === 'string')
    : base.privacy.excludePatterns;
  return {
    gotchas: {
      maxPerRead: num(g.maxPerRead, 0, 20, base.gotchas.maxPerRead, true),
      maxTokens: num(g.maxTokens, 50, 4_000, base.gotchas.maxTokens, true),
      matchTags: bool(g.matchTags, base.gotchas.matchTags),
      critical: action(g.critical, GOTCHA_ACTIONS, base.gotchas.critical, weakerOnly),
      high: action(g.high, HIGH_ACTIONS, base.gotchas.high, weakerOnly),
      maxInterruptionsPerSession: num(
        g.maxInterruptionsPerSession,
        0,
        10,
        base.gotchas.maxInterruptionsPerSession,
        true,
      ),
    },
    enterpriseGotchas: base.enterpriseGotchas,
    enterpriseSessionStart: base.enterpriseSessionStart,
    sessionStart: {
      tokenBudget: num(s.tokenBudget, 100, 20_000, base.sessionStart.tokenBudget, true),
    },
    topic: {
      enabled: bool(t.enabled, base.topic.enabled),
      sensitivity: num(t.sensitivity, 0.1, 10, base.topic.sensitivity),
      warmup: num(t.warmup, 0, 50, base.topic.warmup, true),
    },
    pushDecisions: {
      read: bool(d.read, base.pushDecisions.read),
      prompt: bool(d.prompt, base.pushDecisions.prompt),
      minScore: num(d.minScore, 0, 1, base.pushDecisions.minScore),
      maxPerPrompt: num(d.maxPerPrompt, 0, 5, base.pushDecisions.maxPerPrompt, true),
    },
    privacy: {
      excludePatterns: patterns,
      redactSecrets: bool(p.redactSecrets, base.privacy.redactSecrets),
    },
    audit: {
      sessionStartIntervalHours: num(
        a.sessionStartIntervalHours,
        0,
        24 * 365,
        base.audit.sessionStartIntervalHours,
      ),
    },
    capture: { atStop: isAtStopSetting(c.atStop) ? c.atStop : base.capture.atStop },
    drafts: { capture: bool(dr.capture, base.drafts.capture) },
  };
}

/** One parsed `config.json` and where it came from. */
export interface RawConfigLayer {
  scope: ScopeName;
  /** Whose word it is (default: by scope, see `config-trust.ts`). */
  tier?: ConfigTier;
  source: string;
  value: unknown;
}

/** Hook settings, the repository settings the trust tiers dropped, and unknown keys. */
export interface ResolvedHookConfig {
  config: HookConfig;
  ignored: IgnoredSetting[];
  /** Keys no config may set, by file and field (the rule of `config-keys.ts`). */
  problems: ConfigProblem[];
}

/**
 * Screens each layer by trust tier and merges them in the order of `mergeConfig`
 * (defaults ← global ← project ← local ← enterprise; repository privacy only tightens).
 */
export function resolveHookConfig(layers: readonly RawConfigLayer[]): ResolvedHookConfig {
  const problems: ConfigProblem[] = [];
  const known = layers.map((l) => {
    const stripped = stripUnknownKeys(l.source, l.value);
    problems.push(...stripped.problems);
    return { ...l, value: stripped.value };
  });
  const screened = sortLayers(known.map((l) => screenLayer(l.scope, l.source, l.value, l.tier)));
  let config = defaultHookConfig();
  let enterprise = defaultHookConfig();
  const extra: string[] = [];
  let redact = false;
  for (const layer of screened) {
    if (layer.scope === 'enterprise') enterprise = applyLayer(enterprise, layer.value);
    if (layer.tier !== 'repository') {
      config = applyLayer(config, layer.value);
      continue;
    }
    const { privacy, ...rest } = layer.value;
    config = applyLayer(config, rest, true);
    const p = obj(privacy);
    if (Array.isArray(p.excludePatterns))
      extra.push(...p.excludePatterns.filter((x): x is string => typeof x === 'string'));
    if (p.redactSecrets === true) redact = true;
  }
  const privacy = {
    excludePatterns: [...new Set([...config.privacy.excludePatterns, ...extra])],
    redactSecrets: config.privacy.redactSecrets || redact,
  };
  return {
    config: {
      ...config,
      enterpriseGotchas: {
        maxPerRead: enterprise.gotchas.maxPerRead,
        maxTokens: enterprise.gotchas.maxTokens,
      },
      enterpriseSessionStart: enterprise.sessionStart,
      privacy,
    },
    ignored: screened.flatMap((l) => l.ignored),
    problems,
  };
}
