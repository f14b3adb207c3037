/**
 * Fault injection: a strata process in which `hnswlib-node` is not installed, as when npm
 * dropped the optional package because its native build failed. Loaded with
 * `node --import <this file> lib/cli/main.js …`; nothing of it is in strata itself.
 */
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'hnswlib-node') {
    const error = new Error("Cannot find package 'hnswlib-node' imported from strata");
    error.code = 'ERR_MODULE_NOT_FOUND';
    throw error;
  }
  return next(specifier, context);
}
`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
