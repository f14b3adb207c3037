/**
 * The project files a Bash command line writes (`> f`, `tee f`, `cp … f`, `sed -i … f`:
 * see core/command/write-targets), as absolute and project-relative paths: what the Bash
 * hook and `strata gotchas --command` match against `file_patterns`.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { mayWrite, writeTargets } from '../core/command/write-targets.js';
import { projectRelative } from './project-path.js';

/** A project file a command writes. */
export interface WrittenFile {
  absolute: string;
  relative: string;
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The project files `line` writes when run in `cwd`, in the order it writes them; files
 * outside `projectRoot` are left out. A line that cannot write a file is not split.
 */
export function projectFilesWritten(line: string, cwd: string, projectRoot: string): WrittenFile[] {
  if (!mayWrite(line)) return [];
  const files: WrittenFile[] = [];
  for (const target of writeTargets(line)) {
    let absolute = path.resolve(cwd, target.path);
    // `cp a.csv outputs` writes outputs/a.csv when outputs is a folder.
    if (target.intoFolder && isFolder(absolute)) absolute = path.join(absolute, target.intoFolder);
    const relative = projectRelative(projectRoot, absolute);
    if (relative !== null) files.push({ absolute, relative });
  }
  return files;
}
