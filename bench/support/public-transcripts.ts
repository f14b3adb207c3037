/**
 * Labelled transcript sets whose sessions are read from a local git copy of a public
 * repository at a pinned commit instead of being copied into this one. The set's
 * `labels.json` names the source (`source`: repository, commit, form) and, for each
 * labelled file, the page and the session on it (`sources`). Console pages are turned into
 * Claude Code's JSONL by the same converter held-out v1 was made with.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consoleSessions } from '../../test/fixtures/transcripts-heldout/convert-console.js';
import { findGitDir } from './public-notes.js';

/** What `labels.json` says about where its transcripts come from. */
interface TranscriptSources {
  source: { repository: string; commit: string; form: 'console' };
  sources: Record<string, { path: string; session: number }>;
}

/** Whether the set in `dir` reads its transcripts from a git copy. */
export function hasGitSources(dir: string): boolean {
  return 'sources' in readSources(dir);
}

function readSources(dir: string): Partial<TranscriptSources> {
  return JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8'));
}

/** Each named file's text at `commit`, from one `git cat-file --batch` call. */
function catFiles(gitDir: string, commit: string, files: string[]): Map<string, string> {
  const out = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
    input: `${files.map((f) => `${commit}:${f}`).join('\n')}\n`,
    maxBuffer: 1 << 28,
  });
  const texts = new Map<string, string>();
  let at = 0;
  for (const file of files) {
    const eol = out.indexOf(10, at);
    const size = Number(out.subarray(at, eol).toString('utf8').split(' ')[2]);
    texts.set(file, out.subarray(eol + 1, eol + 1 + size).toString('utf8'));
    at = eol + 1 + size + 1;
  }
  return texts;
}

/**
 * The JSONL text of every labelled transcript of the set in `dir`, by file name, or null
 * when no local copy of the source repository is found.
 */
export function loadGitTranscripts(dir: string): Map<string, string> | null {
  const { source, sources } = readSources(dir) as TranscriptSources;
  const gitDir = findGitDir(source.repository);
  if (!gitDir) return null;
  const pages = catFiles(gitDir, source.commit, [
    ...new Set(Object.values(sources).map((s) => s.path)),
  ]);
  const out = new Map<string, string>();
  for (const [file, { path: page, session }] of Object.entries(sources)) {
    const name = file.replace(/\.jsonl$/, '').replace(/-s\d+$/, '');
    const jsonl = consoleSessions(pages.get(page) ?? '', name)[session - 1];
    if (jsonl) out.set(file, jsonl);
  }
  return out;
}
