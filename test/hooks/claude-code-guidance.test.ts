/**
 * What strata tells Claude, end to end with the real Claude Code CLI against a fake
 * Messages API on loopback: the model's first request carries the skill's description,
 * every slash command and the MCP server instructions (with Claude Code's default tool
 * search, which defers the tool schemas, so these texts are all Claude reads before it
 * loads a memory tool); and a memory_save with aliases, made by the model through Claude
 * Code, writes them to the file, so a later search in their words finds it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { TOOLS_LINE } from '../../src/core/session-context.js';
import { SERVER_INSTRUCTIONS } from '../../src/mcp/create-server.js';
import { CLAUDE, runClaude, startClaudeSession } from '../kit/claude-cli.js';
import { REPO } from '../kit/cli.js';
import { type FakeApi, type FakeRequest, startFakeApi } from '../kit/fake-anthropic.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const SAVE_TOOL = 'mcp__plugin_strata_memory__memory_save';
const SEARCH_TOOL = 'mcp__plugin_strata_memory__memory_search';
const ALIASES = ['users get kicked out at random', 'sign-in lost with several windows'];

let store: TempStore;
let api: FakeApi;

/** The `name: description` frontmatter of a markdown file of the plugin. */
function frontmatter(file: string): { name: string; description: string } {
  const data = parseDocument(readFileSync(file, 'utf8'), file).data;
  return { name: String(data.name), description: String(data.description) };
}

function lastUserTurn(req: FakeRequest): string {
  const content = req.body.messages?.at(-1)?.content;
  if (typeof content === 'string') return content;
  return (content ?? [])
    .map((p: { type?: string; text?: string; content?: unknown }) =>
      p.type === 'tool_result' ? `tool_result: ${JSON.stringify(p.content)}` : (p.text ?? ''),
    )
    .join('\n');
}

function script(req: FakeRequest) {
  const turn = lastUserTurn(req);
  if (turn.includes('tool_result')) return { text: 'Done.' };
  const typed = turn.replace(/<system-reminder>[\s\S]*?<\/system-reminder>/g, '');
  if (typed.includes('SAVE_WITH_ALIASES'))
    return {
      tool: SAVE_TOOL,
      input: {
        type: 'learning',
        title: 'Refresh token rotation races under parallel tabs',
        body: 'Two refreshes send the same token; the second is rejected as reuse.',
        aliases: ALIASES,
      },
    };
  if (typed.includes('SEARCH_BY_ALIAS'))
    return { tool: SEARCH_TOOL, input: { query: 'kicked out at random', mode: 'keyword' } };
  return { text: 'Noted.' };
}

describe.skipIf(!existsSync(CLAUDE))('what the real Claude Code CLI sends the model', () => {
  beforeAll(async () => {
    store = makeTempStore({ samples: false });
    writeFileSync(store.mem('config.json'), JSON.stringify({ embedding: { provider: 'none' } }));
    api = await startFakeApi(script, 30);
  });
  afterAll(async () => {
    await api?.close();
    store?.cleanup();
  });

  const claude = (args: string[], toolSearch: boolean) =>
    runClaude(args, { cwd: store.proj, env: store.env, apiUrl: api.url, toolSearch });

  it('the first request carries the skill, every slash command and the server instructions', async () => {
    const first = api.requests.length;
    const run = await claude(['Noted, thanks'], true);
    expect(run.code, run.stderr).toBe(0);
    // Texts as Claude Code puts them in the request: find them in the parsed body.
    const text = JSON.stringify(api.requests[first]!.body);
    const has = (s: string) => text.includes(JSON.stringify(s).slice(1, -1));
    const skill = frontmatter(path.join(REPO, 'skills', 'memory', 'SKILL.md'));
    expect(has(`strata:memory: ${skill.description}`)).toBe(true);
    const commands = readdirSync(path.join(REPO, 'commands')).filter((f) => f.endsWith('.md'));
    expect(commands.length).toBeGreaterThanOrEqual(13);
    for (const file of commands) {
      const command = frontmatter(path.join(REPO, 'commands', file));
      expect(has(`strata:${command.name}: ${command.description}`), file).toBe(true);
    }
    expect(has(SERVER_INSTRUCTIONS)).toBe(true);
    // What the texts ask for: several phrasings at search, aliases at save.
    for (const guidance of [skill.description, SERVER_INSTRUCTIONS]) {
      expect(guidance).toContain('`queries`');
      expect(guidance).toContain('`aliases`');
      // One voice with the system prompt: its memory folder is searched, not replaced.
      expect(guidance).toMatch(/Claude Code's (own )?memory/);
      expect(guidance).toMatch(/memory instructions/);
    }
    // strata's guidance stands before the fence that marks stored notes as not instructions.
    expect(has(`${TOOLS_LINE}\n<strata-memory`)).toBe(true);
  });

  it('a save with aliases through Claude Code writes them, and a search in their words finds it', async () => {
    // One session, two prompts: the save, then the search.
    const session = startClaudeSession(['--allowedTools', SAVE_TOOL, SEARCH_TOOL], {
      cwd: store.proj,
      env: store.env,
      apiUrl: api.url,
      toolSearch: false,
    });
    try {
      const first = api.requests.length;
      await session.send('Please SAVE_WITH_ALIASES');
      const saved = api.requests.slice(first).find((r) => lastUserTurn(r).includes('tool_result'));
      expect(saved).toBeDefined();
      const id = /learning-[a-z0-9-]+/.exec(lastUserTurn(saved!))?.[0];
      expect(id, lastUserTurn(saved!)).toBeDefined();
      const file = store.mem(`${id}.md`);
      expect(parseDocument(readFileSync(file, 'utf8'), file).data.aliases).toEqual(ALIASES);

      const before = api.requests.length;
      await session.send('Please SEARCH_BY_ALIAS');
      const found = api.requests.slice(before).find((r) => lastUserTurn(r).includes('tool_result'));
      expect(found).toBeDefined();
      expect(lastUserTurn(found!)).toContain(id);
    } finally {
      const ended = await session.end();
      expect(ended.code, ended.stderr).toBe(0);
    }
  });
});
