/**
 * The hook bench's 10,000-memory stores (1,000 gotchas; one with 250 command gotchas, one
 * without), indexed by the CLI of `<lib>`, under `<root>`: what `cpu.py` and `instructions.sh`
 * run the hooks on.
 *
 *   node --import tsx eval/bench/hook-cost/make-store.ts <root> <lib>
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { writeGotchaStore } from '../support/generate-gotcha-store.js';

const [root, lib] = process.argv.slice(2).map((a) => path.resolve(a));
if (!root || !lib) throw new Error('usage: make-store.ts <root> <lib>');
const env = {
  ...process.env,
  HOME: path.join(root, 'home'),
  STRATA_CACHE_DIR: path.join(root, 'cache'),
};
const proj = path.join(root, 'proj');
const bare = path.join(root, 'proj-no-commands');
writeGotchaStore(proj, 10_000, 1_000, 7, 250);
writeGotchaStore(bare, 10_000, 1_000);
for (const project of [proj, bare]) {
  const cli = (args: string[]) =>
    execFileSync(process.execPath, [path.join(lib, 'cli', 'main.js'), ...args], {
      cwd: project,
      env: { ...env, CLAUDE_PROJECT_DIR: project },
      stdio: 'ignore',
    });
  cli(['reindex', '--no-embed']);
  cli(['audit', '--summary', '--quiet']);
}
console.log(`stores under ${root}`);
