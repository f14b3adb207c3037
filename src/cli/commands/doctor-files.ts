/**
 * `strata doctor`'s line about the memory files themselves: a store whose files are
 * broken, clash on an id or carry an enum typo is named here with the count and the first
 * files, so doctor never prints only ok lines over it; `strata verify` has each fix.
 */
import { countOf } from '../../core/plural.js';
import { verifyStore } from '../../services/verify.js';
import { loadStore } from '../../storage/load-store.js';
import type { CliContext } from '../command.js';
import type { Check } from './doctor-embeddings.js';

const FILES_NAMED = 3;

/** One line: how many files need a look, and which (verify names each with its fix). */
export async function checkMemoryFiles(ctx: CliContext): Promise<Check> {
  const store = await loadStore(ctx.store);
  const report = await verifyStore(ctx.store, store);
  const misread = report.warnings.filter((w) => w.misread);
  const parts = [
    report.invalid.length ? countOf(report.invalid.length, 'file problem', 'file problems') : '',
    misread.length
      ? countOf(misread.length, 'file read other than written', 'files read other than written')
      : '',
    report.dangling.length
      ? countOf(report.dangling.length, 'dangling link', 'dangling links')
      : '',
  ].filter(Boolean);
  if (!parts.length)
    return {
      name: 'memory files',
      ok: true,
      detail: `${countOf(report.checked, 'file', 'files')} checked, no problems`,
    };
  const files = [...new Set([...report.invalid, ...misread].map((p) => p.path))];
  const named = files.slice(0, FILES_NAMED).join(', ');
  const more = files.length > FILES_NAMED ? ` and ${files.length - FILES_NAMED} more` : '';
  return {
    name: 'memory files',
    ok: true,
    warning: true,
    detail: `${parts.join(', ')}${named ? ` (${named}${more})` : ''}: run strata verify for each one and its fix`,
  };
}
