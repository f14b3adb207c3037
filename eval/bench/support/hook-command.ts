/**
 * What hooks.json runs for an event (and a tool): the bundle and the arguments after
 * `run-hook.sh`, so that a bench times the hook as Claude Code starts it, the hooks.json
 * entry's name included (it names the hook's code cache, src/hooks/code-cache.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface HooksFile {
  hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ args: string[] }> }>>;
}

/**
 * `[<lib>/hooks/<bundle>.js, ...entry]` for `event` by the hooks.json of the plugin at
 * `root` (whose lib/ is `lib`, default `<root>/lib`); `subject` is what an entry's matcher
 * meets (a tool's name, a session start's source, a compaction's trigger). Throws when no
 * entry matches.
 */
export function hookCommand(root: string, event: string, subject?: string, lib?: string): string[] {
  const file = path.join(root, 'hooks', 'hooks.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as HooksFile;
  const group = (config.hooks[event] ?? []).find(
    (g) => !g.matcher || (subject !== undefined && new RegExp(`^(?:${g.matcher})$`).test(subject)),
  );
  const args = group?.hooks[0]?.args;
  if (!args) throw new Error(`${file}: no ${event} entry for ${subject ?? 'every input'}`);
  const [, bundle, ...entry] = args;
  return [path.join(lib ?? path.join(root, 'lib'), 'hooks', `${bundle}.js`), ...entry];
}
