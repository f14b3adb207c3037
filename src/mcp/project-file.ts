/**
 * The start of a file inside the project, for `memory_context` to learn what the file is
 * about. Only regular files whose real path is inside the project's real root are read
 * (a symlink out of the project is not followed), and only their first bytes.
 */
import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** Enough of a source file to see its main identifiers. */
const MAX_BYTES = 64 * 1024;

/** The first bytes of `file` as text, or undefined when it is outside the project or unreadable. */
export async function readProjectFile(
  file: string,
  projectRoot: string | null,
): Promise<string | undefined> {
  if (!projectRoot) return undefined;
  try {
    const root = await realpath(projectRoot);
    const real = await realpath(path.resolve(projectRoot, file));
    if (!real.startsWith(root + path.sep)) return undefined;
    // Checked before opening: opening a FIFO for reading would wait for a writer.
    if (!(await stat(real)).isFile()) return undefined;
    const handle = await open(real, 'r');
    try {
      const buffer = Buffer.alloc(MAX_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, MAX_BYTES, 0);
      const text = buffer.subarray(0, bytesRead);
      // A NUL byte means a binary file: its "words" would be noise.
      return text.includes(0) ? undefined : text.toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    // Missing, unreadable, or a dangling link: the path alone still says something.
    return undefined;
  }
}
