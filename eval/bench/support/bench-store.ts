/**
 * Generated stores for the benches: a throwaway git project with N memories in its
 * project scope, a temp HOME and cache. Built with the same deterministic generator the
 * site tests use, so every run measures the same store.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type GeneratedStore,
  generateStore,
  writeStore,
} from '../../../test/kit/generate-store.js';

/** A generated store on disk. */
export interface BenchStore {
  root: string;
  projectRoot: string;
  memoryDir: string;
  home: string;
  cacheRoot: string;
  files: string[];
  generated: GeneratedStore;
  cleanup(): void;
}

/** Generates `count` memories into a fresh temp project. */
export async function createBenchStore(count: number, seed = 7): Promise<BenchStore> {
  const root = mkdtempSync(path.join(tmpdir(), `strata-bench-${count}-`));
  const projectRoot = path.join(root, 'proj');
  const memoryDir = path.join(projectRoot, '.claude', 'memory');
  mkdirSync(path.join(projectRoot, '.git'), { recursive: true });
  mkdirSync(memoryDir, { recursive: true });
  const home = path.join(root, 'home');
  mkdirSync(home);
  const generated = generateStore({ count, seed });
  await writeStore(memoryDir, generated);
  return {
    root,
    projectRoot,
    memoryDir,
    home,
    cacheRoot: path.join(root, 'cache'),
    files: generated.memories.map((m) => path.join(memoryDir, m.relPath)),
    generated,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
