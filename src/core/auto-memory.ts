/**
 * Claude Code's own auto memory: whether it is on for a project and where it writes, from
 * the same inputs Claude Code reads (its environment switch and its settings files). Pure:
 * the storage layer reads the files. strata does not change these settings; `doctor`
 * reports them so people know which notes land where.
 */

/** One Claude Code settings file, highest precedence first in a list. */
export interface ClaudeSettingsLayer {
  /** `managed`, `local` (.claude/settings.local.json), `project` (.claude/settings.json), `user`. */
  source: 'managed' | 'local' | 'project' | 'user';
  file: string;
  value: Record<string, unknown>;
}

/** What {@link resolveAutoMemory} needs. */
export interface AutoMemoryInputs {
  /** `CLAUDE_CODE_DISABLE_AUTO_MEMORY`, as set (or undefined). */
  disableEnv: string | undefined;
  /** Settings layers, highest precedence first (managed, local, project, user). */
  layers: readonly ClaudeSettingsLayer[];
  /** Claude Code's config folder (`CLAUDE_CONFIG_DIR`, else `~/.claude`). */
  configDir: string;
  /** The project folder Claude Code keys auto memory to (the git root, else the cwd). */
  projectDir: string;
  /** `~`, for expanding `~/` in `autoMemoryDirectory`. */
  home: string;
}

/** Whether auto memory is on, why, and the folder it writes to. */
export interface AutoMemoryStatus {
  enabled: boolean;
  /** Which switch decided, e.g. `CLAUDE_CODE_DISABLE_AUTO_MEMORY=1` or `default`. */
  decidedBy: string;
  dir: string;
  /** Where the folder came from: a settings file, or `default`. */
  dirSource: string;
}

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

/** Longest folder name Claude Code keeps whole; longer ones are cut and given a hash. */
const MAX_SANITIZED = 200;

/** The 32-bit string hash Claude Code suffixes long folder names with, in base 36. */
function hashName(value: string): string {
  let h = 0;
  for (let i = 0; i < value.length; i++) h = (Math.imul(h, 31) + value.charCodeAt(i)) | 0;
  return Math.abs(h).toString(36);
}

/**
 * Claude Code's folder name for a project: every character but [A-Za-z0-9] becomes `-`;
 * a name over 200 characters is cut there and suffixed with a hash of the path.
 */
export function sanitizeProjectDir(dir: string): string {
  const name = dir.replace(/[^a-zA-Z0-9]/g, '-');
  return name.length <= MAX_SANITIZED ? name : `${name.slice(0, MAX_SANITIZED)}-${hashName(dir)}`;
}

function decideEnabled(inputs: AutoMemoryInputs): { enabled: boolean; decidedBy: string } {
  const env = inputs.disableEnv?.trim().toLowerCase();
  if (env && TRUE.has(env))
    return { enabled: false, decidedBy: `CLAUDE_CODE_DISABLE_AUTO_MEMORY=${inputs.disableEnv}` };
  if (env && FALSE.has(env))
    return { enabled: true, decidedBy: `CLAUDE_CODE_DISABLE_AUTO_MEMORY=${inputs.disableEnv}` };
  for (const layer of inputs.layers) {
    const value = layer.value.autoMemoryEnabled;
    if (typeof value === 'boolean')
      return { enabled: value, decidedBy: `autoMemoryEnabled in ${layer.file}` };
  }
  return { enabled: true, decidedBy: 'default' };
}

function decideDir(inputs: AutoMemoryInputs): { dir: string; dirSource: string } {
  for (const layer of inputs.layers) {
    // Claude Code ignores a checked-in autoMemoryDirectory: a clone must not choose it.
    if (layer.source === 'project') continue;
    const value = layer.value.autoMemoryDirectory;
    if (typeof value !== 'string' || !value.trim() || value.includes('\0')) continue;
    const dir = value.startsWith('~/') ? `${inputs.home}/${value.slice(2)}` : value;
    return { dir, dirSource: layer.file };
  }
  const dir = `${inputs.configDir}/projects/${sanitizeProjectDir(inputs.projectDir)}/memory`;
  return { dir, dirSource: 'default' };
}

/** Resolves Claude Code's auto-memory switch and folder as Claude Code would. */
export function resolveAutoMemory(inputs: AutoMemoryInputs): AutoMemoryStatus {
  return { ...decideEnabled(inputs), ...decideDir(inputs) };
}
