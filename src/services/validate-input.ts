/**
 * Checks of user- and model-supplied values before anything touches the disk. Each
 * failure names the field and the fix.
 */
import { aliasesProblem, MAX_ALIAS_CHARS, MAX_ALIASES } from '../core/aliases.js';
import { displayText } from '../core/byte-text.js';
import { checkCommandPattern } from '../core/command/command-pattern.js';
import { StrataError } from '../core/errors.js';
import { checkGlob } from '../core/glob.js';
import { isEdgeLabel } from '../core/graph.js';
import {
  isKnownMemoryType,
  isSeverity,
  type KnownMemoryType,
  MEMORY_TYPES,
  SEVERITIES,
  type Severity,
} from '../core/memory.js';
import { didYouMean } from '../core/suggest.js';
import { assertMemoryId } from '../storage/load-store.js';

function bad(field: string, message: string, hint: string): StrataError {
  return new StrataError('INVALID_ARGUMENT', `${field} ${message}`, { subject: field, hint });
}

/** A type for a new memory: one of the six. */
export function checkType(value: unknown): KnownMemoryType {
  if (value === undefined || value === null || value === '')
    throw bad('type', 'is missing', `give one of ${MEMORY_TYPES.join(', ')} (CLI: --type)`);
  if (!isKnownMemoryType(value)) {
    throw bad(
      'type',
      `${JSON.stringify(value)} is not a memory type`,
      `${didYouMean(String(value), MEMORY_TYPES)}use one of ${MEMORY_TYPES.join(', ')}`,
    );
  }
  return value;
}

/** A one-line title of at most 200 characters. */
export function checkTitle(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw bad('title', 'is empty', 'give the memory a short title');
  const title = displayText(value.trim());
  if (title.length > 200 || /[\r\n]/.test(title)) {
    throw bad('title', 'must be one line of at most 200 characters', 'put details in the body');
  }
  return title;
}

/** A body that fits in a memory file of `maxBytes`. */
export function checkBody(value: unknown, maxBytes: number): string {
  if (typeof value !== 'string') throw bad('body', 'must be text', 'pass the body as a string');
  const bytes = Buffer.byteLength(value, 'utf8');
  // Leave room for the frontmatter so the written file stays under the limit.
  if (bytes > maxBytes - 8_192) {
    throw new StrataError(
      'FILE_TOO_LARGE',
      `body is ${bytes} bytes, over the limit of ${maxBytes - 8_192}`,
      {
        subject: 'body',
        hint: 'keep memories short: split it, or link to the full document',
      },
    );
  }
  if (/\u0000/.test(value)) throw bad('body', 'contains a NUL byte', 'pass plain text');
  // A lone surrogate in given text is not a byte of a file: it is written as U+FFFD.
  return displayText(value);
}

/** Tags: short words (letters, digits, `-_./`), at most 50. */
export function checkTags(value: unknown): string[] {
  const tags = value ?? [];
  if (!Array.isArray(tags) || tags.length > 50)
    throw bad('tags', 'must be a list of at most 50 words', 'e.g. auth,database');
  return [
    ...new Set(
      tags.map((t) => {
        if (typeof t !== 'string' || !/^[\p{L}\p{N}][\p{L}\p{N}_./-]{0,49}$/u.test(t.trim())) {
          throw bad(
            'tags',
            `holds ${JSON.stringify(t)}, which is not a tag`,
            'use short words like auth or ci-cd',
          );
        }
        return t.trim().toLowerCase();
      }),
    ),
  ];
}

/**
 * Aliases: a list of at most {@link MAX_ALIASES} one-line phrases of at most
 * {@link MAX_ALIAS_CHARS} characters, trimmed, without repeats (case aside).
 */
export function checkAliases(value: unknown): string[] {
  const hint = `give 2-${MAX_ALIASES} short phrases someone would search for, e.g. ["two tabs log the user out", "token reuse error"]`;
  if (!Array.isArray(value) || value.some((a) => typeof a !== 'string'))
    throw bad('aliases', 'must be a list of phrases', hint);
  const seen = new Set<string>();
  const aliases = (value as string[])
    .map((a) => a.trim())
    .filter((a) => a && !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()));
  const problem = aliasesProblem(aliases);
  if (problem) throw bad('aliases', problem, hint);
  return aliases;
}

/** Memory ids given as links. */
export function checkLinks(value: unknown): string[] {
  const links = value ?? [];
  if (!Array.isArray(links) || links.length > 200)
    throw bad('links', 'must be a list of memory ids', 'e.g. decision-use-postgres');
  for (const link of links) assertMemoryId(link, 'links');
  return [...new Set(links as string[])];
}

/** A gotcha severity. */
export function checkSeverity(value: unknown): Severity {
  if (!isSeverity(value))
    throw bad(
      'severity',
      `${JSON.stringify(value)} is not a severity`,
      `${didYouMean(String(value), SEVERITIES)}use critical, high, medium or low`,
    );
  return value;
}

/** File globs for gotchas, relative to the project root. */
export function checkFilePatterns(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > 50)
    throw bad('file_patterns', 'must be a list of globs', 'e.g. src/auth/**');
  return value.map((p) => {
    if (typeof p !== 'string' || p.trim() === '' || p.length > 300 || /[\u0000-\u001f]/.test(p)) {
      throw bad(
        'file_patterns',
        `holds ${JSON.stringify(p)}, which is not a glob`,
        'e.g. src/**/*.ts',
      );
    }
    const problem = checkGlob(p.trim());
    if (problem)
      throw bad(
        'file_patterns',
        `holds ${JSON.stringify(p.slice(0, 80))}, which ${problem}`,
        'list several simple globs (e.g. src/auth/**, src/login/*.ts) instead of one with many wildcards or {…} alternatives',
      );
    return p.trim();
  });
}

/** Command patterns for gotchas: words of a Bash command (see core/command/command-pattern). */
export function checkCommandPatterns(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > 50)
    throw bad(
      'command_patterns',
      'must be a list of command patterns',
      'e.g. prisma migrate reset',
    );
  return value.map((p) => {
    if (typeof p !== 'string')
      throw bad(
        'command_patterns',
        `holds ${JSON.stringify(p)}, which is not text`,
        'e.g. npm publish',
      );
    const problem = checkCommandPattern(p);
    if (problem)
      throw bad(
        'command_patterns',
        `holds ${JSON.stringify(displayText(p.slice(0, 80)))}, which ${problem}`,
        'write the program and the words that make the command risky, e.g. prisma migrate reset, git push --force, terraform apply *',
      );
    return p.trim().split(/\s+/).join(' ');
  });
}

/** An edge label: a short kebab-case word. */
export function checkLabel(value: unknown): string {
  if (!isEdgeLabel(value)) {
    throw bad(
      'label',
      `${JSON.stringify(value)} is not a label`,
      'use a kebab-case word like implements or relates-to',
    );
  }
  return value;
}
