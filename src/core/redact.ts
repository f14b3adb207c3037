/**
 * Secret redaction for everything a hook writes (stash prompts, snapshots, logs) and
 * every breadcrumb strata stores. Errs on the side of hiding a real secret, but leaves
 * what only looks like one (commit hashes, UUIDs, `max_tokens: 4096`, `token: string`,
 * "Bearer tokens expire") alone, so redacted notes stay readable. Every pattern is
 * anchored on a literal or a non-identifier boundary, so it runs in linear time. Pure.
 */

/** What replaces a secret. */
export const REDACTED = '[REDACTED]';

/** Start of a token: not inside a longer identifier (`\b` sees no boundary after `_`). */
const S = '(?<![A-Za-z0-9])';

/** Whole tokens that are secrets wherever they appear. */
const TOKEN_PATTERNS: readonly RegExp[] = [
  /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY[A-Z ]{0,20}-----[\s\S]*?(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY[A-Z ]{0,20}-----|$)/g,
  new RegExp(`${S}sk-(?:ant-|proj-|live-|svcacct-)?[A-Za-z0-9_-]{16,}`, 'g'),
  new RegExp(`${S}(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}`, 'g'),
  new RegExp(`${S}whsec_[A-Za-z0-9]{16,}`, 'g'),
  new RegExp(`${S}gh[pousr]_[A-Za-z0-9]{20,}`, 'g'),
  new RegExp(`${S}github_pat_[A-Za-z0-9_]{20,}`, 'g'),
  new RegExp(`${S}glpat-[A-Za-z0-9_-]{16,}`, 'g'),
  new RegExp(`${S}xox[abprse]-[A-Za-z0-9-]{10,}`, 'g'),
  /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]+/g,
  new RegExp(`${S}(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])`, 'g'),
  new RegExp(`${S}AIza[0-9A-Za-z_-]{30,}`, 'g'),
  new RegExp(`${S}GOCSPX-[A-Za-z0-9_-]{20,}`, 'g'),
  new RegExp(`${S}npm_[A-Za-z0-9]{30,}`, 'g'),
  new RegExp(`${S}SG\\.[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}`, 'g'),
  new RegExp(`${S}dop_v1_[a-f0-9]{40,}`, 'g'),
  new RegExp(`${S}hf_[A-Za-z0-9]{30,}`, 'g'),
  new RegExp(`${S}eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}`, 'g'),
];

/** `scheme://user:password@host` (user may be empty, as in `redis://:pw@host`). */
const URL_PASSWORD =
  /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/@]{0,200}:)[^\s@/]{1,500}@/gi;

/** `Bearer xyz`, `Basic xyz`: only token-like values (a word such as "tokens" is prose). */
const AUTH_SCHEME = /\b(bearer|basic)(\s+)([A-Za-z0-9._~+/=-]{12,})/gi;

/** Words that make a key name sensitive, at a word boundary inside the name. */
const SENSITIVE =
  'secret|token|password|passwd|pwd|api[_-]?key|apikey|access[_-]?key|account[_-]?key|private[_-]?key|auth[_-]?token|credentials?|signing[_-]?key';

/**
 * `token=xyz`, `db_password: "a b c"`, `"client_secret": "…"`, `AccountKey=…;`: a name
 * holding a sensitive word (`aws_secret_access_key`, `_authToken`, `PGPASSWORD`), then `:`
 * or `=`, then a quoted value (all of it) or a bare one.
 */
const KEYED_VALUE = new RegExp(
  `(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]{0,64}?(?:${SENSITIVE})(?:[_.-][A-Za-z0-9_.-]{0,64})?["']?[ \\t]*[:=][ \\t]*)(?:"([^"\\n]*)"|'([^'\\n]*)'|([^\\s"',;]+))`,
  'gi',
);

/** `curl -u admin:pw`, `--user=admin:pw`. */
const USER_PASSWORD = /((?:^|\s)(?:-u|--user)(?:\s+|=)["']?[^\s:"']+:)([^\s"']+)/g;

/** `mysql -uroot -pS3cret` (the password glued to `-p`). */
const MYSQL_PASSWORD =
  /(\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]{0,200}?\s-p)([^\s-][^\s]*)/g;

/**
 * Tools whose short flag takes the password: `sshpass -p PW`, `docker login -p PW`,
 * `redis-cli -a PW` (for redis-cli `-p` is the port, so only `-a` counts there).
 */
const CLI_PASSWORD =
  /(\b(?:sshpass\b[^\n]{0,200}?[ \t]-p|(?:docker|podman|nerdctl)[ \t]+login\b[^\n]{0,200}?[ \t]-p|redis-cli\b[^\n]{0,200}?[ \t]-a)[ \t]*)(["']?)([^\s"']+)/g;

/**
 * A config line whose key is a password or passphrase, value unquoted and possibly
 * several words (`password: correct horse battery staple`): the whole rest of the line.
 */
const PASSWORD_LINE =
  /^([ \t]*(?:- )?[A-Za-z0-9_.-]{0,64}?(?:password|passwd|passphrase)[A-Za-z0-9_.-]{0,32}[ \t]*[:=][ \t]*)([^\s"'#][^\n]{0,300}?)[ \t]*$/gim;

/** `--password hunter2`, `--token=abc`. */
const FLAG_VALUE =
  /((?:^|\s)--(?:password|passwd|token|secret|api-key|apikey)(?:\s+|=))(["']?)([^\s"']+)/gi;

/** `.env`-style lines (any case): only a value that looks like a key is hidden. */
const ENV_LINE = /^([ \t]*(?:export[ \t]+)?[A-Za-z][A-Za-z0-9_]{0,100}[ \t]*=[ \t]*)(\S+)[ \t]*$/gm;

/** Values that name a secret rather than hold one, or cannot be one. */
const NOT_A_SECRET =
  /^(?:\d+(?:\.\d+)?|string|number|boolean|null|undefined|true|false|none|bearer|basic|required|optional|redacted)$/i;

/** Key names about a secret rather than holding one (`password_hash`, `token_type`). */
const ABOUT_A_SECRET =
  /[_.-](?:hash|hashed|digest|length|len|min|max|policy|rules?|field|column|hint|reset|expiry|expires|strength|type|format|file|path|env|name)["']?[ \t]*[:=][ \t]*$/i;

function isSecretValue(value: string): boolean {
  if (value.length < 4 || value.includes(REDACTED) || NOT_A_SECRET.test(value)) return false;
  // A reference to where the secret lives: an env variable, a template, a call.
  return !/^(?:\$|%|<|\{\{|process\.env|os\.environ|env\.)/.test(value) && !value.includes('(');
}

/** A bare value with letters and digits, 16+ characters, no spaces: probably a key. */
function looksLikeKey(value: string): boolean {
  return value.length >= 16 && /[A-Za-z]/.test(value) && /\d/.test(value) && !/[\s/]/.test(value);
}

function redactKeyed(match: string, key: string, dq?: string, sq?: string, bare?: string): string {
  if (ABOUT_A_SECRET.test(key)) return match;
  if (dq !== undefined) return isSecretValue(dq) ? `${key}"${REDACTED}"` : match;
  if (sq !== undefined) return isSecretValue(sq) ? `${key}'${REDACTED}'` : match;
  return bare !== undefined && isSecretValue(bare) ? `${key}${REDACTED}` : match;
}

/** Returns `text` with secrets replaced by {@link REDACTED}. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const pattern of TOKEN_PATTERNS) out = out.replace(pattern, REDACTED);
  out = out.replace(URL_PASSWORD, `$1${REDACTED}@`);
  out = out.replace(AUTH_SCHEME, (m, scheme: string, space: string, value: string) =>
    value.length >= 20 || /\d/.test(value) ? `${scheme}${space}${REDACTED}` : m,
  );
  // Before KEYED_VALUE, which would hide only the first word of a multi-word password.
  out = out.replace(PASSWORD_LINE, (m, key: string, value: string) =>
    isSecretValue(value) && !ABOUT_A_SECRET.test(key) ? `${key}${REDACTED}` : m,
  );
  out = out.replace(KEYED_VALUE, redactKeyed);
  out = out.replace(USER_PASSWORD, (m, head: string, pw: string) =>
    isSecretValue(pw) ? `${head}${REDACTED}` : m,
  );
  out = out.replace(MYSQL_PASSWORD, `$1${REDACTED}`);
  out = out.replace(CLI_PASSWORD, (m, head: string, quote: string, value: string) =>
    isSecretValue(value) ? `${head}${quote}${REDACTED}` : m,
  );
  out = out.replace(FLAG_VALUE, (m, head: string, quote: string, value: string) =>
    isSecretValue(value) ? `${head}${quote}${REDACTED}` : m,
  );
  return out.replace(ENV_LINE, (m, key: string, value: string) =>
    looksLikeKey(value) && isSecretValue(value) ? `${key}${REDACTED}` : m,
  );
}
