/**
 * Packets for the second version of the judged "heeded" study: the same 30 sampled calls
 * (`runs/2026-11-29/sample.json`) in the same Latin square of three players, each moment
 * now inside the real first request of the pinned Claude Code CLI with strata installed
 * (system prompt, tools, session-start context: `first-request/`), the conversation as
 * the Messages-API turns Claude Code sends, and a checkout of the repository at the
 * commit the session started from (`workspace/`), which the player may read. Variants:
 * `none` ends before the assistant message that makes the call; `hold` and `ask` end with
 * that call answered as Claude Code answers a PreToolUse deny or ask (the shape checked
 * against the CLI first, `capture-refusal.ts`), with the reason and context the product's
 * hook gives for the call on the set's store, the call's gotcha made high or critical.
 * The player folders (`p1/`…`p3/`) hold no label; `scoring/` is for the scorer only.
 * Usage: `node --import tsx eval/pretool/heeded/build-packets-v2.ts <fresh out-dir>`
 * (after `npm run build`, with STRATA_EVAL_SOURCES naming the git copies).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { CLAUDE } from '../../../test/kit/claude-cli.js';
import { REPO } from '../../../test/kit/cli.js';
import { findGitDir } from '../../bench/support/git-copy.js';
import { checkRefusalShape } from './capture-refusal.js';
import { cutAtCall, type Message, sessionMessages, withFirstRequest } from './session-messages.js';
import {
  type Git,
  type Moment,
  playerMap,
  refusalFor,
  sampledMoments,
  VARIANTS,
} from './v2-moments.js';
import { captureFirstRequest, checkout, sessionStartCommits } from './workspace.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RUN = path.join(HERE, 'runs', '2026-11-29');
const SETS = ['bookminder', 'trap-extraction'] as const;

/** What a player reads for one moment (no label, no variant, no call id). */
export interface PacketV2 {
  id: string;
  /** The first request (system prompt, tools) this conversation continues, relative to the out folder. */
  first_request: string;
  /** The repository as it stood when the session started, relative to the out folder. */
  workspace: string;
  /** The folder the session ran in: paths in the conversation under it are in `workspace`. */
  session_project_dir: string;
  messages: Message[];
}

interface Built {
  packets: Map<string, Omit<PacketV2, 'id'>>;
  key: Record<string, KeyEntry & { commit: string }>;
  commits: Record<string, string>;
}

/** The workspaces and first requests of one set's sessions; returns session → commit. */
async function buildWorkspaces(
  out: string,
  set: string,
  git: Git,
  gitDir: string,
  moments: Moment[],
  at: string,
  sessions: Parameters<typeof sessionStartCommits>[2],
) {
  const repository = JSON.parse(
    readFileSync(path.join(REPO, 'eval', 'fixtures', `pretool-${set}`, 'labels.json'), 'utf8'),
  ).source.repository as string;
  const starts = sessionStartCommits(git, at, sessions);
  const store = path.join(REPO, 'eval', 'fixtures', `pretool-${set}`, 'store');
  const bodies = new Map<string, Record<string, unknown>>();
  for (const commit of new Set(moments.map((m) => starts.get(m.session.name)!))) {
    const short = commit.slice(0, 7);
    const dest = path.join(out, 'workspace', set, short);
    checkout(gitDir, repository, commit, dest);
    const body = await captureFirstRequest(dest, store);
    mkdirSync(path.join(out, 'first-request'), { recursive: true });
    writeFileSync(
      path.join(out, 'first-request', `${set}-${short}.json`),
      JSON.stringify(body, null, 1),
    );
    bodies.set(commit, body);
    console.log(`  ${set} @ ${short}: workspace and first request`);
  }
  return { starts, bodies };
}

async function buildSet(
  out: string,
  set: string,
  sample: Set<string>,
  built: Built,
): Promise<void> {
  const labels = JSON.parse(
    readFileSync(path.join(REPO, 'eval', 'fixtures', `pretool-${set}`, 'labels.json'), 'utf8'),
  );
  const gitDir = findGitDir(labels.source.repository);
  if (!gitDir)
    throw new Error(`no git copy of ${labels.source.repository} under STRATA_EVAL_SOURCES`);
  const git: Git = (...args) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const at = labels.source.commit as string;
  const { moments, sessions } = await sampledMoments(set, sample, git, at);
  const { starts, bodies } = await buildWorkspaces(out, set, git, gitDir, moments, at, sessions);
  let n = 0;
  for (const moment of moments) {
    const commit = starts.get(moment.session.name)!;
    built.commits[moment.session.name] = commit;
    const turns = sessionMessages(moment.session.jsonl);
    for (const variant of VARIANTS) {
      const refusal =
        variant === 'none' ? undefined : await refusalFor(moment, variant, 5000 + n++);
      const cut = cutAtCall(turns, moment.call.toolUseId!, refusal);
      if (!cut) throw new Error(`${moment.id}: call ${moment.call.toolUseId} not in its session`);
      const id = `${moment.id}-${variant}`;
      built.packets.set(id, {
        first_request: `first-request/${set}-${commit.slice(0, 7)}.json`,
        workspace: `workspace/${set}/${commit.slice(0, 7)}`,
        session_project_dir: moment.session.root,
        messages: withFirstRequest(cut, bodies.get(commit)!),
      });
      built.key[id] = { set, variant, gotcha: moment.gotcha, call: moment.call, commit };
    }
  }
  console.log(`${set}: ${moments.length} sampled calls`);
}

/** The fields a player's packet may hold, in order. */
export const PACKET_FIELDS = [
  'id',
  'first_request',
  'workspace',
  'session_project_dir',
  'messages',
];

/** What the key says of a packet: none of it may reach the player. */
export interface KeyEntry {
  set: string;
  variant: string;
  gotcha: string;
  call: { id: string; session: string };
}

/**
 * The text of the packet a player reads as `moment`. Throws when a field other than
 * {@link PACKET_FIELDS} is there or when the packet names what the key knows: its own
 * id, the call's id, the variant as a field, or the key's field names.
 */
export function playerPacketText(
  moment: string,
  packet: Omit<PacketV2, 'id'>,
  key: KeyEntry,
  keyId: string,
): string {
  const full = { id: moment, ...packet };
  if (!isDeepStrictEqual(Object.keys(full), PACKET_FIELDS))
    throw new Error(`${moment}: packet fields ${Object.keys(full).join(', ')}`);
  const text = `${JSON.stringify(full, null, 1)}\n`;
  const named = [
    keyId,
    keyId.replace(/-[a-z]+$/, ''),
    key.call.id,
    `"${key.variant}"`,
    '"variant"',
    '"gotcha"',
    '"label',
  ];
  for (const word of named)
    if (text.includes(word)) throw new Error(`${moment}: the packet names ${word}`);
  return text;
}

/** Writes the player folders: `p<N>/instructions.md`, `p<N>/packets/moment-NN.json`, `p<N>/answers/`. */
function writePlayers(out: string, map: Record<string, string>, built: Built): void {
  const prompt = readFileSync(path.join(HERE, 'prompt-v2.md'), 'utf8');
  for (const [slot, id] of Object.entries(map)) {
    const [player, moment] = slot.split('/') as [string, string];
    mkdirSync(path.join(out, player, 'packets'), { recursive: true });
    mkdirSync(path.join(out, player, 'answers'), { recursive: true });
    writeFileSync(path.join(out, player, 'instructions.md'), prompt);
    const packet = built.packets.get(id);
    if (!packet) throw new Error(`no packet ${id}`);
    const file = path.join(out, player, 'packets', `${moment}.json`);
    writeFileSync(file, playerPacketText(moment, packet, built.key[id]!, id));
  }
}

async function main(out: string): Promise<void> {
  if (existsSync(out) && readdirSync(out).length > 0)
    throw new Error(`${out} is not empty: give a fresh folder`);
  mkdirSync(out, { recursive: true });
  const sample = JSON.parse(readFileSync(path.join(RUN, 'sample.json'), 'utf8')) as string[];
  const map = playerMap(sample);
  const committed = JSON.parse(readFileSync(path.join(RUN, 'player-map.json'), 'utf8'));
  if (!isDeepStrictEqual(map, committed))
    throw new Error('the Latin square differs from the first run');
  console.log(`refusal shape: ${await checkRefusalShape()} of 4 calls as Claude Code sends them`);
  const built: Built = { packets: new Map(), key: {}, commits: {} };
  for (const set of SETS) await buildSet(out, set, new Set(sample), built);
  writePlayers(out, map, built);
  const scoring = path.join(out, 'scoring');
  mkdirSync(scoring, { recursive: true });
  const version = execFileSync(CLAUDE, ['--version'], { encoding: 'utf8' }).trim();
  const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;
  writeFileSync(path.join(scoring, 'key.json'), json(built.key));
  writeFileSync(path.join(scoring, 'player-map.json'), json(map));
  writeFileSync(
    path.join(scoring, 'build.json'),
    json({ claude: version, session_start_commits: built.commits }),
  );
  console.log(`wrote ${Object.keys(map).length} packets for 3 players to ${out} (${version})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: build-packets-v2.ts <fresh out-dir>');
  await main(path.resolve(out));
}
