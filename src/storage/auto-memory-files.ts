/**
 * Reads Claude Code's settings files for `core/auto-memory.ts` and counts the notes in
 * the auto-memory folder. Unreadable or broken settings files are skipped, as Claude
 * Code skips them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  type AutoMemoryStatus,
  type ClaudeSettingsLayer,
  resolveAutoMemory,
} from '../core/auto-memory.js';
import { readBoundedTextSync } from './bounded-read.js';

/** Where to look: values from the composition root. */
export interface AutoMemoryEnv {
  home: string;
  /** The project root strata uses, or undefined outside a repository. */
  projectRoot: string | undefined;
  cwd: string;
  platform: NodeJS.Platform;
  claudeConfigDir: string | undefined;
  disableEnv: string | undefined;
}

/** Auto-memory status plus how many markdown notes its folder holds besides its index (0 when absent). */
export interface AutoMemoryReport extends AutoMemoryStatus {
  notes: number;
}

function managedSettingsFile(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return '/Library/Application Support/ClaudeCode/managed-settings.json';
  if (platform === 'win32') return 'C:\\Program Files\\ClaudeCode\\managed-settings.json';
  return '/etc/claude-code/managed-settings.json';
}

function readLayer(
  source: ClaudeSettingsLayer['source'],
  file: string,
): ClaudeSettingsLayer | null {
  try {
    const read = readBoundedTextSync(file, 1024 * 1024);
    if (!read.ok) return null;
    const value: unknown = JSON.parse(read.text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    return { source, file, value: value as Record<string, unknown> };
  } catch {
    return null;
  }
}

function countNotes(dir: string): number {
  try {
    // MEMORY.md is Claude Code's index of the notes, not one of them.
    return readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'MEMORY.md').length;
  } catch {
    return 0;
  }
}

/** Reads the settings layers (managed, local, project, user) and resolves the status. */
export function readAutoMemoryStatus(env: AutoMemoryEnv): AutoMemoryReport {
  const configDir = env.claudeConfigDir || path.join(env.home, '.claude');
  const projectDir = env.projectRoot ?? env.cwd;
  const candidates: Array<[ClaudeSettingsLayer['source'], string]> = [
    ['managed', managedSettingsFile(env.platform)],
    ['local', path.join(projectDir, '.claude', 'settings.local.json')],
    ['project', path.join(projectDir, '.claude', 'settings.json')],
    ['user', path.join(configDir, 'settings.json')],
  ];
  const layers = candidates
    .map(([source, file]) => readLayer(source, file))
    .filter((l): l is ClaudeSettingsLayer => l !== null);
  const status = resolveAutoMemory({
    disableEnv: env.disableEnv,
    layers,
    configDir,
    projectDir,
    home: env.home,
  });
  return { ...status, notes: countNotes(status.dir) };
}
