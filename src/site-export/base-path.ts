/**
 * The URL path a site is served under.
 */
import { StrataError } from '../core/errors.js';

/** Normalises a base path to `/a/b/`; refuses anything but plain path characters. */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '/').trim();
  if (!/^[A-Za-z0-9._~/-]*$/.test(trimmed) || trimmed.split('/').includes('..')) {
    throw new StrataError(
      'INVALID_ARGUMENT',
      `site base path ${JSON.stringify(base)} is not a plain URL path`,
      {
        hint: 'use letters, digits, "-", "_", "." and "/", e.g. --base /memory/',
      },
    );
  }
  const parts = trimmed.split('/').filter(Boolean);
  return parts.length ? `/${parts.join('/')}/` : '/';
}
