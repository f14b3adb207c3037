/**
 * Secret redaction for everything a hook writes (stash prompts, snapshots, logs). Errs on
 * the side of hiding: a redacted word costs little, a leaked key in a committed memory
 * costs a rotation. Pure.
 */

/** What replaces a secret. */
export const REDACTED = '[REDACTED]';

/** Whole tokens that are secrets wherever they appear. */
const TOKEN_PATTERNS: readonly RegExp[] = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  /\bsk-(?:ant-|proj-|live-)?[A-Za-z0-9_-]{16,}/g,
  /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  /\bglpat-[A-Za-z0-9_-]{16,}/g,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bAIza[0-9A-Za-z_-]{30,}/g,
  /\bnpm_[A-Za-z0-9]{30,}/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
];

/** `scheme://user:password@host` → keep the user, hide the password. */
const URL_PASSWORD = /([a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi;

/** `Bearer xyz`, `Basic xyz`. */
const AUTH_SCHEME = /\b(bearer|basic)(\s+)[A-Za-z0-9._~+/=-]{6,}/gi;

/** `token=xyz`, `password: xyz`, `api_key: "xyz"` and the like. */
const KEYED_VALUE =
  /\b((?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|auth)[A-Za-z_]*["']?\s*[:=]\s*["']?)([^\s"',;]{4,})/gi;

/** `.env`-style lines: `NAME=value` (optionally `export NAME=value`). */
const ENV_LINE = /^(\s*(?:export\s+)?[A-Z][A-Z0-9_]*\s*=\s*)(.+)$/gm;

/** Returns `text` with secrets replaced by {@link REDACTED}. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const pattern of TOKEN_PATTERNS) out = out.replace(pattern, REDACTED);
  out = out.replace(URL_PASSWORD, `$1${REDACTED}@`);
  out = out.replace(AUTH_SCHEME, `$1$2${REDACTED}`);
  out = out.replace(KEYED_VALUE, (_m, key: string, value: string) =>
    value === REDACTED || /^(?:bearer|basic)$/i.test(value)
      ? `${key}${value}`
      : `${key}${REDACTED}`,
  );
  return out.replace(ENV_LINE, (_m, key: string, value: string) =>
    value.trim() === '' || value.trim() === REDACTED ? `${key}${value}` : `${key}${REDACTED}`,
  );
}
