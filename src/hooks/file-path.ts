/**
 * The file a tool touched, as the hooks see it: project-relative when inside the project,
 * and whether privacy settings forbid recording it.
 */
import path from 'node:path';
import { anyGlobMatches } from '../core/glob.js';
import { projectRelative } from '../storage/project-path.js';

/** A tool's file in the hooks' terms. */
export interface ToolFile {
  absolute: string;
  /** Project-relative with `/`, or null outside the project. */
  relative: string | null;
  /** What people are shown: the relative path when there is one. */
  display: string;
}

function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The file of a Read/Edit/Write/MultiEdit/NotebookEdit payload, or null when there is none. */
export function toolFile(
  input: Record<string, unknown>,
  projectRoot: string | null,
): ToolFile | null {
  const toolInput = obj(input.tool_input);
  const fromResponse = obj(obj(input.tool_response).file).filePath;
  const raw =
    typeof toolInput.file_path === 'string'
      ? toolInput.file_path
      : typeof toolInput.notebook_path === 'string'
        ? toolInput.notebook_path
        : typeof fromResponse === 'string'
          ? fromResponse
          : null;
  if (!raw || raw.length > 4096) return null;
  const cwd = typeof input.cwd === 'string' ? input.cwd : (projectRoot ?? '/');
  const absolute = path.resolve(cwd, raw);
  const relative = projectRoot ? projectRelative(projectRoot, absolute) : null;
  return { absolute, relative, display: relative ?? absolute };
}

/** The content Claude Code returned for a Read (or wrote with Write), if any. */
export function toolContent(input: Record<string, unknown>): string {
  const read = obj(obj(input.tool_response).file).content;
  if (typeof read === 'string') return read;
  const written = obj(input.tool_input).content;
  return typeof written === 'string' ? written : '';
}

/** True when `privacy.excludePatterns` says this file must never be recorded. */
export function isExcluded(file: ToolFile, patterns: readonly string[]): boolean {
  return anyGlobMatches(patterns, file.relative ?? file.absolute.replace(/^\/+/, ''));
}
