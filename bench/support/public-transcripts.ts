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
import { agentShellToJsonl } from '../../test/fixtures/transcripts-heldout-v3/convert-agent-shell.js';
import { findGitDir } from './public-notes.js';

/** Where a transcript comes from: a console page (one session of it) or an agent-shell page. */
interface Origin {
  repository: string;
  commit: string;
  form: 'console' | 'agent-shell';
}

/** What `labels.json` says about where its transcripts come from. */
interface TranscriptSources {
  source: Origin;
  /** By file: the page, the session on it (1-based), and what differs from `source`. */
  sources: Record<string, Partial<Origin> & { path: string; session: number }>;
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

/** One transcript as JSONL from its page: a console session, or an agent-shell page. */
function toJsonl(page: string, file: string, form: Origin['form'], session: number): string | null {
  const name = file.replace(/\.jsonl$/, '');
  if (form === 'agent-shell') return agentShellToJsonl(page, name);
  return consoleSessions(page, name.replace(/-s\d+$/, ''))[session - 1] ?? null;
}

/**
 * The JSONL text of every labelled transcript of the set in `dir` read from a git copy, by
 * file name, or null when a source repository has no local copy.
 */
export function loadGitTranscripts(dir: string): Map<string, string> | null {
  const { source, sources } = readSources(dir) as TranscriptSources;
  const byOrigin = new Map<string, [string, TranscriptSources['sources'][string]][]>();
  for (const [file, s] of Object.entries(sources)) {
    const key = `${s.repository ?? source.repository}@${s.commit ?? source.commit}`;
    byOrigin.set(key, [...(byOrigin.get(key) ?? []), [file, s]]);
  }
  const out = new Map<string, string>();
  for (const [key, files] of byOrigin) {
    const [repository, commit] = key.split('@') as [string, string];
    const gitDir = findGitDir(repository);
    if (!gitDir) return null;
    const pages = catFiles(gitDir, commit, [...new Set(files.map(([, s]) => s.path))]);
    for (const [file, s] of files) {
      const jsonl = toJsonl(pages.get(s.path) ?? '', file, s.form ?? source.form, s.session);
      if (jsonl) out.set(file, jsonl);
    }
  }
  return out;
}
