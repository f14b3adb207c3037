/**
 * The regular-expression glob compiler strata used before the linear matcher, kept as a
 * test oracle: on ordinary globs both must agree. It backtracks; never use it in src.
 */

function escapeChar(ch: string): string {
  return /[\\^$.+()|{}[\]]/.test(ch) ? `\\${ch}` : ch;
}

function compileClass(pattern: string, start: number): { source: string; end: number } | null {
  const close = pattern.indexOf(']', start + 2);
  if (close < 0) return null;
  let body = pattern.slice(start + 1, close);
  if (body.startsWith('!')) body = `^${body.slice(1)}`;
  return { source: `[${body.replace(/\\/g, '\\\\').replace(/\//g, '')}]`, end: close + 1 };
}

function compileStar(pattern: string, i: number): { source: string; end: number } {
  if (pattern[i + 1] !== '*') return { source: '[^/]*', end: i + 1 };
  const atSegmentStart = i === 0 || pattern[i - 1] === '/';
  if (atSegmentStart && pattern[i + 2] === '/') return { source: '(?:[^/]*/)*', end: i + 3 };
  return { source: '.*', end: i + 2 };
}

function compileBody(pattern: string): string {
  let out = '';
  let depth = 0;
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '*') {
      const star = compileStar(pattern, i);
      out += star.source;
      i = star.end;
      continue;
    }
    if (ch === '[') {
      const cls = compileClass(pattern, i);
      if (cls) {
        out += cls.source;
        i = cls.end;
        continue;
      }
    }
    if (ch === '?') out += '[^/]';
    else if (ch === '{') {
      depth++;
      out += '(?:';
    } else if (ch === '}' && depth > 0) {
      depth--;
      out += ')';
    } else if (ch === ',' && depth > 0) out += '|';
    else out += escapeChar(ch);
    i++;
  }
  return out + ')'.repeat(depth);
}

/** The regular-expression source (anchored) for a glob; see the module comment for rules. */
export function globToRegExpSource(glob: string): string {
  let pattern = glob.trim().replace(/\\/g, '/').replace(/^\.\//, '');
  if (pattern.endsWith('/')) pattern += '**';
  const anywhere = !pattern.includes('/');
  const body = compileBody(pattern.replace(/^\//, ''));
  // A match of a folder covers everything below it.
  return anywhere ? `^(?:.*/)?${body}(?:/.*)?$` : `^${body}(?:/.*)?$`;
}

/** Compiles a glob to a RegExp (see {@link globToRegExpSource}). */
export function compileGlob(glob: string): RegExp {
  return new RegExp(globToRegExpSource(glob));
}

/** True when the project-relative `relPath` matches `glob`. */
export function matchGlob(glob: string, relPath: string): boolean {
  return compileGlob(glob).test(relPath);
}
