/**
 * The hook bench's stores (by default 10,000 memories with 1,000 gotchas; one with a quarter
 * of them carrying command patterns, one without), indexed by the CLI of `<lib>`, under
 * `<root>`: what `cpu.py` and `instructions.sh` run the hooks on.
 *
 *   node --import tsx eval/bench/hook-cost/make-store.ts <root> <lib> [memories gotchas]
 */
import path from 'node:path';
import { writeProjects } from '../hooks.js';

const [rootArg, libArg, count = '10000', gotchas = '1000'] = process.argv.slice(2);
if (!rootArg || !libArg) throw new Error('usage: make-store.ts <root> <lib> [memories gotchas]');
const [root, lib] = [path.resolve(rootArg), path.resolve(libArg)];
const env = {
  ...process.env,
  HOME: path.join(root, 'home'),
  STRATA_CACHE_DIR: path.join(root, 'cache'),
};
writeProjects(root, { count: Number(count), gotchas: Number(gotchas) }, lib, env);
console.log(`stores under ${root}`);
