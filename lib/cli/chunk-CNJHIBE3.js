#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/redact.ts
var REDACTED = "[REDACTED]", S = "(?<![A-Za-z0-9])", TOKEN_PATTERNS = [
  /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY[A-Z ]{0,20}-----[\s\S]*?(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY[A-Z ]{0,20}-----|$)/g,
  new RegExp(`${S}sk-(?:ant-|proj-|live-|svcacct-)?[A-Za-z0-9_-]{16,}`, "g"),
  new RegExp(`${S}(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}`, "g"),
  new RegExp(`${S}whsec_[A-Za-z0-9]{16,}`, "g"),
  new RegExp(`${S}gh[pousr]_[A-Za-z0-9]{20,}`, "g"),
  new RegExp(`${S}github_pat_[A-Za-z0-9_]{20,}`, "g"),
  new RegExp(`${S}glpat-[A-Za-z0-9_-]{16,}`, "g"),
  new RegExp(`${S}xox[abprse]-[A-Za-z0-9-]{10,}`, "g"),
  /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]+/g,
  new RegExp(`${S}(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])`, "g"),
  new RegExp(`${S}AIza[0-9A-Za-z_-]{30,}`, "g"),
  new RegExp(`${S}GOCSPX-[A-Za-z0-9_-]{20,}`, "g"),
  new RegExp(`${S}npm_[A-Za-z0-9]{30,}`, "g"),
  new RegExp(`${S}SG\\.[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}`, "g"),
  new RegExp(`${S}dop_v1_[a-f0-9]{40,}`, "g"),
  new RegExp(`${S}hf_[A-Za-z0-9]{30,}`, "g"),
  new RegExp(`${S}eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}`, "g")
], URL_PASSWORD = /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/@]{0,200}:)[^\s@/]{1,500}@/gi, AUTH_SCHEME = /\b(bearer|basic)(\s+)([A-Za-z0-9._~+/=-]{12,})/gi, SENSITIVE = "secret|token|password|passwd|pwd|api[_-]?key|apikey|access[_-]?key|account[_-]?key|private[_-]?key|auth[_-]?token|credentials?|signing[_-]?key", KEYED_VALUE = new RegExp(
  `(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]{0,64}?(?:${SENSITIVE})(?:[_.-][A-Za-z0-9_.-]{0,64})?["']?[ \\t]*[:=][ \\t]*)(?:"([^"\\n]*)"|'([^'\\n]*)'|([^\\s"',;]+))`,
  "gi"
), USER_PASSWORD = /((?:^|\s)(?:-u|--user)(?:\s+|=)["']?[^\s:"']+:)([^\s"']+)/g, MYSQL_PASSWORD = /(\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]{0,200}?\s-p)([^\s-][^\s]*)/g, CLI_PASSWORD = /(\b(?:sshpass\b[^\n]{0,200}?[ \t]-p|(?:docker|podman|nerdctl)[ \t]+login\b[^\n]{0,200}?[ \t]-p|redis-cli\b[^\n]{0,200}?[ \t]-a)[ \t]*)(["']?)([^\s"']+)/g, PASSWORD_LINE = /^([ \t]*(?:- )?[A-Za-z0-9_.-]{0,64}?(?:password|passwd|passphrase)[A-Za-z0-9_.-]{0,32}[ \t]*[:=][ \t]*)([^\s"'#][^\n]{0,300}?)[ \t]*$/gim, FLAG_VALUE = /((?:^|\s)--(?:password|passwd|token|secret|api-key|apikey)(?:\s+|=))(["']?)([^\s"']+)/gi, ENV_LINE = /^([ \t]*(?:export[ \t]+)?[A-Za-z][A-Za-z0-9_]{0,100}[ \t]*=[ \t]*)(\S+)[ \t]*$/gm, NOT_A_SECRET = /^(?:\d+(?:\.\d+)?|string|number|boolean|null|undefined|true|false|none|bearer|basic|required|optional|redacted)$/i, ABOUT_A_SECRET = /[_.-](?:hash|hashed|digest|length|len|min|max|policy|rules?|field|column|hint|reset|expiry|expires|strength|type|format|file|path|env|name)["']?[ \t]*[:=][ \t]*$/i;
function isSecretValue(value) {
  return value.length < 4 || value.includes(REDACTED) || NOT_A_SECRET.test(value) ? !1 : !/^(?:\$|%|<|\{\{|process\.env|os\.environ|env\.)/.test(value) && !value.includes("(");
}
function looksLikeKey(value) {
  return value.length >= 16 && /[A-Za-z]/.test(value) && /\d/.test(value) && !/[\s/]/.test(value);
}
function redactKeyed(match, key, dq, sq, bare) {
  return ABOUT_A_SECRET.test(key) ? match : dq !== void 0 ? isSecretValue(dq) ? `${key}"${REDACTED}"` : match : sq !== void 0 ? isSecretValue(sq) ? `${key}'${REDACTED}'` : match : bare !== void 0 && isSecretValue(bare) ? `${key}${REDACTED}` : match;
}
function redactSecrets(text) {
  let out = text;
  for (let pattern of TOKEN_PATTERNS) out = out.replace(pattern, REDACTED);
  return out = out.replace(URL_PASSWORD, `$1${REDACTED}@`), out = out.replace(
    AUTH_SCHEME,
    (m, scheme, space, value) => value.length >= 20 || /\d/.test(value) ? `${scheme}${space}${REDACTED}` : m
  ), out = out.replace(
    PASSWORD_LINE,
    (m, key, value) => isSecretValue(value) && !ABOUT_A_SECRET.test(key) ? `${key}${REDACTED}` : m
  ), out = out.replace(KEYED_VALUE, redactKeyed), out = out.replace(
    USER_PASSWORD,
    (m, head, pw) => isSecretValue(pw) ? `${head}${REDACTED}` : m
  ), out = out.replace(MYSQL_PASSWORD, `$1${REDACTED}`), out = out.replace(
    CLI_PASSWORD,
    (m, head, quote, value) => isSecretValue(value) ? `${head}${quote}${REDACTED}` : m
  ), out = out.replace(
    FLAG_VALUE,
    (m, head, quote, value) => isSecretValue(value) ? `${head}${quote}${REDACTED}` : m
  ), out.replace(
    ENV_LINE,
    (m, key, value) => looksLikeKey(value) && isSecretValue(value) ? `${key}${REDACTED}` : m
  );
}

export {
  redactSecrets
};
