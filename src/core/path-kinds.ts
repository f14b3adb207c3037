/**
 * The two kinds of file path that cross module boundaries, branded so one cannot be passed
 * for the other: an absolute path on this machine (what storage opens), and a path relative
 * to a scope directory with `/` separators (what frontmatter, digests and the site show, the
 * same on every machine). Pure: no `node:path`, so the checks are written out. Storage
 * names the paths it builds with {@link toAbsolutePath} and {@link toScopeRelativePath}.
 */
import { StrataError } from './errors.js';

declare const absolutePathBrand: unique symbol;
declare const scopeRelativePathBrand: unique symbol;

/** An absolute path on this machine (POSIX `/…`, Windows `C:\…` or `\\server\…`). */
export type AbsolutePath = string & { readonly [absolutePathBrand]: true };

/**
 * A path inside a scope directory, `/`-separated, without empty, `.` or `..` parts or a
 * leading `/`. (A backslash is a file-name character on POSIX, so it is allowed.)
 */
export type ScopeRelativePath = string & { readonly [scopeRelativePathBrand]: true };

/** True when `value` is an absolute path on POSIX or Windows. */
export function isAbsolutePath(value: unknown): value is AbsolutePath {
  return (
    typeof value === 'string' &&
    !value.includes('\u0000') &&
    (value.startsWith('/') || /^[A-Za-z]:[\\/]/.test(value) || value.startsWith('\\\\'))
  );
}

/** True when `value` is a non-empty `/`-separated path that stays inside its scope directory. */
export function isScopeRelativePath(value: unknown): value is ScopeRelativePath {
  if (typeof value !== 'string' || !value || value.includes('\u0000')) return false;
  if (isAbsolutePath(value) || /^[A-Za-z]:/.test(value)) return false;
  return value.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** `value` named an absolute path; throws when it is not one (it would be read from the cwd). */
export function toAbsolutePath(value: string): AbsolutePath {
  if (isAbsolutePath(value)) return value;
  throw new StrataError('INTERNAL', `path ${JSON.stringify(value)} is not absolute`, {
    hint: 'resolve it against its scope or project directory first',
    subject: value,
  });
}

/** `value` named a scope-relative path; throws when it leaves the scope or is absolute. */
export function toScopeRelativePath(value: string): ScopeRelativePath {
  if (isScopeRelativePath(value)) return value;
  throw new StrataError('INTERNAL', `path ${JSON.stringify(value)} is not inside a scope`, {
    hint: 'give the path relative to the scope directory, with / separators',
    subject: value,
  });
}
