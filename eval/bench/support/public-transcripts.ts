/**
 * Labelled transcript sets whose sessions are read from a local git copy of a public
 * repository at a pinned commit instead of being copied into this one. The set's
 * `labels.json` names the source (`source`: repository, commit, form) and, for each
 * labelled file, the file in that repository and what differs from `source` (`sources`).
 * Each form is turned into Claude Code's JSONL by the converter the set was first made
 * with, so the text scored is the text that was once copied here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consoleSessions } from '../../fixtures/transcripts-heldout/convert-console.js';
import { markdownToJsonl } from '../../fixtures/transcripts-heldout-v2/convert-markdown.js';
import { agentShellToJsonl } from '../../fixtures/transcripts-heldout-v3/convert-agent-shell.js';
import { lslToJsonl } from '../../fixtures/transcripts-heldout-v4/convert-lsl.js';
import { exportMarkdownToJsonl } from '../../fixtures/transcripts-heldout-v5/convert-export-markdown.js';
import { consoleV2ToJsonl } from '../../fixtures/transcripts-heldout-v6/convert-console-v2.js';
import { findGitDir, readBlobs } from './git-copy.js';

/**
 * Where a transcript comes from and in what form: a console page (one session of it), an
 * agent-shell page, a kiliman/claude-transcript Markdown page, a "Claude Code Session Log"
 * page (`lsl`, one hour of a session), a Markdown export of a whole session as
 * brightdigit/MistKit's exporter writes it (`export-markdown`), the console of a Claude Code
 * 2.x session (`console-v2`, one session per file), or Claude Code's own JSONL.
 */
interface Origin {
  repository: string;
  commit: string;
  form:
    | 'console'
    | 'console-v2'
    | 'agent-shell'
    | 'kiliman-markdown'
    | 'lsl'
    | 'export-markdown'
    | 'jsonl';
  /** The directory the sessions ran in, for forms that do not record it in full. */
  cwd?: string;
}

/** One labelled file: its path at the commit and how it is read. */
interface FileSource extends Partial<Origin> {
  path: string;
  /** The session on a console page (1-based, one per welcome banner); default 1. */
  session?: number;
  /** The id prefix the console converter gives the session; default the file's name. */
  name?: string;
  /** Leave out the lines starting with `//` (notes the source put above its JSONL). */
  dropCommentLines?: boolean;
}

/** What `labels.json` says about where its transcripts come from. */
interface TranscriptSources {
  source: Origin;
  /** By file: where it is and what differs from `source`. */
  sources: Record<string, FileSource>;
}

/** Whether the set in `dir` reads its transcripts from a git copy. */
export function hasGitSources(dir: string): boolean {
  return 'sources' in readSources(dir);
}

function readSources(dir: string): Partial<TranscriptSources> {
  return JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8'));
}

/** One transcript as JSONL from the text of its source file, or null when it has none. */
function toJsonl(
  text: string,
  file: string,
  s: FileSource,
  origin: Pick<Origin, 'form' | 'cwd'>,
): string | null {
  const name = file.replace(/\.jsonl$/, '');
  switch (origin.form) {
    case 'agent-shell':
      return agentShellToJsonl(text, name);
    case 'kiliman-markdown':
      return markdownToJsonl(text);
    case 'lsl':
      return lslToJsonl(text, name, origin.cwd);
    case 'export-markdown':
      return exportMarkdownToJsonl(text, name, origin.cwd);
    case 'console-v2':
      return consoleV2ToJsonl(text, name, origin.cwd);
    case 'jsonl':
      return s.dropCommentLines
        ? text
            .split('\n')
            .filter((line) => !line.startsWith('//'))
            .join('\n')
        : text;
    case 'console':
      return (
        consoleSessions(text, s.name ?? name.replace(/-s\d+$/, ''))[(s.session ?? 1) - 1] ?? null
      );
  }
}

/**
 * The JSONL text of every labelled transcript of the set in `dir` read from a git copy, by
 * file name, or null when a source repository has no local copy.
 */
export function loadGitTranscripts(dir: string): Map<string, string> | null {
  const { source, sources } = readSources(dir) as TranscriptSources;
  const byOrigin = new Map<string, [string, FileSource][]>();
  for (const [file, s] of Object.entries(sources)) {
    const key = `${s.repository ?? source.repository}@${s.commit ?? source.commit}`;
    byOrigin.set(key, [...(byOrigin.get(key) ?? []), [file, s]]);
  }
  const out = new Map<string, string>();
  for (const [key, files] of byOrigin) {
    const [repository, commit] = key.split('@') as [string, string];
    const gitDir = findGitDir(repository);
    if (!gitDir) return null;
    const paths = [...new Set(files.map(([, s]) => s.path))];
    const blobs = readBlobs(
      gitDir,
      paths.map((p) => `${commit}:${p}`),
    );
    const texts = new Map(paths.map((p, i) => [p, blobs[i]!]));
    for (const [file, s] of files) {
      const origin = { form: s.form ?? source.form, cwd: s.cwd ?? source.cwd };
      const jsonl = toJsonl(texts.get(s.path) ?? '', file, s, origin);
      if (jsonl) out.set(file, jsonl);
    }
  }
  return out;
}
