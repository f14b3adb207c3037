/**
 * A file's path relative to the project root, as gotcha patterns and privacy globs are
 * written, whatever path the tool or the user gave for it.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

/** `file` relative to `dir` with `/`, or null when it is not below `dir`. */
function relativeBelow(dir: string, file: string): string | null {
  const rel = path.relative(dir, file);
  if (!rel || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null;
  return rel.split(path.sep).join('/');
}

function realPath(file: string): string | null {
  try {
    return realpathSync.native(file);
  } catch {
    return null;
  }
}

/**
 * The project-relative path of `absolute` with `/`, or null when it lies outside. The root
 * and the file can be spelt through different links (a checkout opened through a symbolic
 * link, macOS's `/tmp` and `/private/tmp`) or, on a case-insensitive disk, in another case:
 * when the paths as written disagree, their real paths decide. The file's folder is
 * resolved, not the file, so a link inside the project keeps its own name.
 */
export function projectRelative(projectRoot: string, absolute: string): string | null {
  const written = relativeBelow(projectRoot, absolute);
  if (written !== null) return written;
  const root = realPath(projectRoot);
  const folder = realPath(path.dirname(absolute));
  return root && folder ? relativeBelow(root, path.join(folder, path.basename(absolute))) : null;
}
