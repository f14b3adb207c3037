/**
 * Argument helpers shared by commands: list splitting, scope parsing, required positionals.
 */
import { StrataError } from '../core/errors.js';
import { isScopeName, SCOPES, type ScopeName } from '../core/scope.js';
import { didYouMean } from '../core/suggest.js';
import type { ParsedArgs } from './command.js';

/** Options every command accepts. */
export const GLOBAL_OPTIONS = {
  project: { type: 'string' },
  json: { type: 'boolean' },
  admin: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Splits repeated and comma-separated values: `--tag a,b --tag c` → [a, b, c]. */
export function readList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Like {@link readList} for globs: a comma inside `{…}` belongs to the glob
 * (`src/{auth,login}/**` is one pattern, not two broken ones).
 */
export function readGlobList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((v) => splitTopLevel(String(v))).filter(Boolean);
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') depth++;
    else if (ch === '}' && depth > 0) depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** Reads `--scope`, naming the allowed values when it is wrong. */
export function readScope(value: unknown): ScopeName | undefined {
  if (value === undefined) return undefined;
  if (!isScopeName(value)) {
    throw new StrataError('INVALID_ARGUMENT', `--scope ${JSON.stringify(value)} is not a scope`, {
      subject: '--scope',
      hint: `${didYouMean(String(value), SCOPES)}use one of ${SCOPES.join(', ')}`,
    });
  }
  return value;
}

/** The positional at `index`, or a usage error naming it. */
export function requirePositional(
  args: ParsedArgs,
  index: number,
  name: string,
  usage: string,
): string {
  const value = args.positionals[index];
  if (value === undefined || value === '') {
    throw new StrataError('INVALID_ARGUMENT', `missing <${name}>`, {
      subject: name,
      hint: `usage: ${usage}`,
    });
  }
  return value;
}

/** A string option's value (the last one when repeated). */
export function readString(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.at(-1) as string | undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * A whole-number option (`--limit 5`), or undefined when not given; words or a number out
 * of `[min, max]` are refused naming the option.
 */
export function readInteger(
  value: unknown,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  const text = readString(value);
  if (text === undefined) return undefined;
  const number = /^[+-]?\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(number) && number >= range.min && number <= range.max) return number;
  throw new StrataError(
    'INVALID_ARGUMENT',
    `${name} ${JSON.stringify(text)} is not a whole number from ${range.min} to ${range.max}`,
    {
      subject: name,
      hint: `give a whole number from ${range.min} to ${range.max}`,
    },
  );
}

/** A required string option (`--type`), or a usage error naming it and its values. */
export function requireOption(value: unknown, name: string, hint: string): string {
  const text = readString(value);
  if (text === undefined || text.trim() === '')
    throw new StrataError('INVALID_ARGUMENT', `missing ${name}`, { subject: name, hint });
  return text;
}

/**
 * Repeated phrases such as `--alias "token reuse" --alias "two tabs"`: a comma belongs to
 * the phrase. An empty value (`--alias ""`) stands for none, to clear the field.
 */
export function readPhrases(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items.map((v) => String(v).trim()).filter(Boolean);
}
