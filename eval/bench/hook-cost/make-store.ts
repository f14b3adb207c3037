/**
 * The hook bench's 10,000-memory stores (1,000 gotchas; one with 250 command gotchas, one
 * without), indexed by the CLI of `<lib>`, under `<root>`: what `cpu.py` and `instructions.sh`
 * run the hooks on.
 *
 *   node --import tsx eval/bench/hook-cost/make-store.ts <root> <lib>
 */
import path from 'node:path';
import { writeProjects } from '../hooks.js';

const [root, lib] = process.argv.slice(2).map((a) => path.resolve(a));
if (!root || !lib) throw new Error('usage: make-store.ts <root> <lib>');
const env = {
  ...process.env,
  HOME: path.join(root, 'home'),
  STRATA_CACHE_DIR: path.join(root, 'cache'),
};
writeProjects(root, { count: 10_000, gotchas: 1_000 }, lib, env);
console.log(`stores under ${root}`);
