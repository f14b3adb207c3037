/**
 * strata's version. The build defines `__STRATA_VERSION__` from package.json (so the
 * bundles do not carry the whole package.json); run from source, it is read from the file.
 */
import { createRequire } from 'node:module';

declare const __STRATA_VERSION__: string | undefined;

function readSourceVersion(): string {
  const pkg = createRequire(import.meta.url)('../../package.json') as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

/** The version reported to MCP clients. */
export const STRATA_VERSION: string =
  typeof __STRATA_VERSION__ === 'string' ? __STRATA_VERSION__ : readSourceVersion();
