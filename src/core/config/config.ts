/**
 * Configuration, defined once. The same zod definition validates `config.json` files,
 * fills defaults, and generates `config.schema.json` (see scripts/write-config-schema.ts).
 * Pure: no I/O; composition roots read the files and pass the text in.
 */
import { z } from 'zod';
import { checkGlob } from '../glob.js';
import { DEFAULT_EXCLUDE_PATTERNS } from './hook-config.js';

const EmbeddingConfig = z.strictObject({
  provider: z
    .enum(['auto', 'ollama', 'embedded', 'none'])
    .default('auto')
    .describe(
      'auto: Ollama when it answers, else keyword-only search; ollama: Ollama only; embedded: the built-in USE-lite model (opt-in, ~130 MB of memory per thread, offline); none: keyword-only',
    ),
  model: z.string().min(1).default('embeddinggemma').describe('Preferred Ollama embedding model'),
  fallbackModels: z
    .array(z.string().min(1))
    .default(['nomic-embed-text', 'all-minilm'])
    .describe('Tried in order when the preferred model is not installed'),
  endpoint: z
    .url()
    .optional()
    .describe('Ollama URL; else OLLAMA_HOST; else http://127.0.0.1:11434'),
  timeoutMs: z.int().min(50).max(120_000).default(2_000).describe('Deadline for each Ollama call'),
  batchSize: z.int().min(1).max(512).default(32),
  workers: z
    .int()
    .min(1)
    .max(8)
    .optional()
    .describe(
      'Threads running the embedded model when embedding.provider is "embedded" (each holds its own copy, ~130 MB); default: 2 with 3 or more cores, else 1',
    ),
});

const SearchConfig = z.strictObject({
  defaultLimit: z
    .int()
    .min(1)
    .max(200)
    .default(10)
    .describe('How many results a search returns when you do not ask for a number'),
  recencyHalfLifeDays: z
    .number()
    .positive()
    .default(180)
    .describe(
      'How fast age counts against a memory in search: a memory this many days old loses half of the small bonus a fresh one gets; relevance still decides',
    ),
  semanticWeight: z
    .number()
    .min(0)
    .max(1)
    .default(0.2)
    .describe(
      'How much meaning counts against exact words in hybrid search: 0 is words only, 1 is meaning only',
    ),
  semanticFloor: z
    .number()
    .min(-1)
    .max(0.99)
    .optional()
    .describe(
      'Similarity (cosine) at or below which a memory does not match by meaning; raise it if searches return unrelated memories. Default: set per embedding model, 0.6 for a model strata has no setting for',
    ),
});

const HooksConfig = z.strictObject({
  gotchas: z
    .strictObject({
      maxPerRead: z
        .int()
        .min(0)
        .max(20)
        .default(3)
        .describe(
          'Most gotchas shown when Claude reads or edits a file or runs a command; 0 turns the warnings off',
        ),
      maxTokens: z
        .int()
        .min(50)
        .max(4_000)
        .default(400)
        .describe('Most tokens the gotcha warnings of one file read, edit or command may take'),
      matchTags: z
        .boolean()
        .default(false)
        .describe(
          'Also warn about a gotcha when one of its tags is a folder or file name of the path read, though its file_patterns do not match. Off by default: a folder called payments/ would bring every gotcha tagged payments to every file in it',
        ),
      critical: z
        .enum(['warn', 'hold', 'ask', 'deny'])
        .default('ask')
        .describe(
          "What a critical gotcha does before Claude edits a file or runs a command it matches: warn (a note Claude gets with the tool's result), hold (the call is refused once with the gotcha as the reason; run again, it goes through), ask (you confirm the call, with the gotcha as the reason) or deny (enterprise config only, for enterprise gotchas). Memory other than enterprise never goes past ask; a repository's config may only set hold or warn",
        ),
      high: z
        .enum(['warn', 'hold'])
        .default('hold')
        .describe(
          "What a high gotcha does before a matching edit or command: hold (refused once with the gotcha as the reason, so Claude reads it before acting; run again, it goes through) or warn. A repository's config may only set warn",
        ),
      maxInterruptionsPerSession: z
        .int()
        .min(0)
        .max(10)
        .default(3)
        .describe(
          "Most holds and confirmations a repository's memory (project and local scopes) may cause in one session; later matches are warnings. Your own config only",
        ),
    })
    .prefault({})
    .describe(
      'Warnings about gotchas when Claude reads or edits a file, or runs a command, they apply to',
    ),
  sessionStart: z
    .strictObject({
      tokenBudget: z
        .int()
        .min(100)
        .max(20_000)
        .default(500)
        .describe('Most tokens of memory put in front of Claude when a session starts'),
    })
    .prefault({})
    .describe('The overview of memory given to Claude when a session starts'),
  topic: z
    .strictObject({
      enabled: z
        .boolean()
        .default(true)
        .describe('Notice when a prompt changes the subject and offer the memories of the new one'),
      sensitivity: z
        .number()
        .min(0.1)
        .max(10)
        .default(1.5)
        .describe(
          'How far a prompt must stray from the recent ones to count as a new subject; higher means fewer notices',
        ),
      warmup: z
        .int()
        .min(0)
        .max(50)
        .default(3)
        .describe(
          'Prompts of a first session before a change of subject may be noticed (later sessions start from what earlier ones learned)',
        ),
    })
    .prefault({})
    .describe('Notices of a change of subject, on each prompt'),
  pushDecisions: z
    .strictObject({
      read: z
        .boolean()
        .default(false)
        .describe('On a file read, show a decision or learning bound to the file'),
      prompt: z
        .boolean()
        .default(true)
        .describe('On a prompt, show the decisions or learnings that match it best'),
      minScore: z
        .number()
        .min(0)
        .max(1)
        .default(0.4)
        .describe('Share of the prompt (terms weighted by rarity) a memory must cover to be shown'),
      maxPerPrompt: z
        .int()
        .min(0)
        .max(5)
        .default(2)
        .describe('Most decisions or learnings shown for one prompt'),
    })
    .prefault({})
    .describe('Decisions and learnings shown without being asked for'),
  capture: z
    .strictObject({
      atStop: z
        .union([z.boolean(), z.literal('auto')])
        .default('auto')
        .describe(
          "The first time Claude stops after the session shows a possible lesson (a correction, a failure fixed, a decision), ask Claude once to save the real ones as drafts for /strata:review: up to about 1,500 tokens once per session, nothing in a session without one. \"auto\": ask only while Claude Code's own auto memory is off for the project (autoMemoryEnabled: false in its settings, or CLAUDE_CODE_DISABLE_AUTO_MEMORY=1); while it is on, Claude Code's system prompt already tells Claude to save what it learns. true: always ask. false: never ask; drafts come from fixed rules at session end instead (as they do whenever the question is not asked). A repository's config may turn it off, never on",
        ),
    })
    .prefault({}),
});

/** The full configuration definition. */
export const ConfigSchema = z.strictObject({
  $schema: z
    .string()
    .optional()
    .describe('Path or URL of config.schema.json, for completion and checks in an editor'),
  scopes: z
    .strictObject({
      enterprise: z
        .boolean()
        .default(true)
        .describe('Read the memories IT provides; only the enterprise config may turn this off'),
      local: z
        .boolean()
        .default(true)
        .describe("Read this project's private memories (git-ignored)"),
      claude: z
        .boolean()
        .default(true)
        .describe(
          "Read Claude Code's own auto memory of this project (~/.claude/projects/<project>/memory, or autoMemoryDirectory)",
        ),
      project: z
        .boolean()
        .default(true)
        .describe("Read this project's shared memories (committed with the code)"),
      instructions: z
        .boolean()
        .default(true)
        .describe(
          "Search this project's CLAUDE.md files and .claude/rules/*.md (read-only; never put in Claude's context again)",
        ),
      global: z.boolean().default(true).describe('Read your own memories shared by every project'),
    })
    .prefault({})
    .describe('Turn whole scopes off'),
  embedding: EmbeddingConfig.prefault({}),
  search: SearchConfig.prefault({}).describe('How strata search ranks memories'),
  hooks: HooksConfig.prefault({}).describe('What the hooks put in front of Claude, and when'),
  privacy: z
    .strictObject({
      excludePatterns: z
        .array(
          z.string().refine((glob) => checkGlob(glob) === null, {
            error: (issue) =>
              `glob ${JSON.stringify(issue.input)} ${checkGlob(String(issue.input))}`,
          }),
        )
        .default(() => [...DEFAULT_EXCLUDE_PATTERNS])
        .describe(
          'Globs of files never recorded by hooks (default: .env files anywhere); a global or enterprise list replaces the default, a project or local list adds to it',
        ),
      redactSecrets: z
        .boolean()
        .default(true)
        .describe(
          'Replace what looks like a secret (API keys, tokens, passwords) in what strata writes on its own: drafts, handoffs, stashes and logs',
        ),
    })
    .prefault({})
    .describe('What strata never records; a repository may only tighten it'),
  limits: z
    .strictObject({
      maxFileBytes: z
        .int()
        .min(1_024)
        .max(64 * 1024 * 1024)
        .default(1024 * 1024)
        .describe(
          'Largest memory file strata reads (bytes); a larger one is refused with a message naming it',
        ),
    })
    .prefault({})
    .describe('Sizes strata refuses to read'),
  breadcrumbs: z
    .strictObject({
      ttlDays: z
        .number()
        .positive()
        .default(30)
        .describe('Breadcrumbs older than this many days are archived by strata gc'),
    })
    .prefault({})
    .describe('Breadcrumbs: snapshots of where work stood (before compaction, stashed threads)'),
  audit: z
    .strictObject({
      sessionStartIntervalHours: z
        .number()
        .min(0)
        .max(24 * 365)
        .default(24)
        .describe(
          'How often a session start may run the audit in the background for its count of findings (hours); 0 turns the count off',
        ),
    })
    .prefault({})
    .describe(
      'The audit of the store (duplicates, stale and broken memories) a session start reports on',
    ),
  drafts: z
    .strictObject({
      capture: z
        .boolean()
        .default(true)
        .describe(
          'Propose draft memories from each session transcript (at compaction and session end, in the background)',
        ),
      ttlDays: z
        .number()
        .positive()
        .default(30)
        .describe('Drafts not reviewed within this many days are archived (never deleted)'),
      maxTranscriptBytes: z
        .int()
        .min(64 * 1024)
        .max(256 * 1024 * 1024)
        .default(16 * 1024 * 1024)
        .describe('Only the last this many bytes of a transcript are read'),
    })
    .prefault({})
    .describe('Drafts proposed from sessions, reviewed with strata review'),
  capture: z
    .strictObject({
      model: z
        .string()
        .min(1)
        .optional()
        .describe(
          "Ollama model that writes one more draft per session: a short summary (off when unset). Only the user's global or the enterprise config may set it; it is asked on the same Ollama host as embeddings (embedding.endpoint, else OLLAMA_HOST)",
        ),
      timeoutMs: z
        .int()
        .min(50)
        .max(600_000)
        .default(60_000)
        .describe('Deadline for the summary call; past it no summary draft is written'),
      maxPromptChars: z
        .int()
        .min(1_000)
        .max(200_000)
        .default(16_000)
        .describe('Only the last this many characters of the session are sent to the model'),
    })
    .prefault({})
    .describe('Optional model-written session summary, run in the background worker only'),
});

/** Configuration with every default filled in. */
export type Config = z.infer<typeof ConfigSchema>;

/** The JSON Schema for `config.json`, as written to `config.schema.json`. */
export function createConfigJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(ConfigSchema, { io: 'input' }),
    title: 'strata config.json',
  };
}
