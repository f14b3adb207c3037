/**
 * The MCP server without its transport: `tools/list` from the tool definitions, and
 * `tools/call` that checks arguments, runs the tool, and turns every failure into an
 * `isError` result with a code and a next step.
 *
 * Why the low-level `Server` and not `McpServer`: McpServer reports malformed arguments as a
 * bare "Input validation error" text; the model needs the field, a stable code and the next
 * step, as for every other refusal.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { StrataError } from '../core/errors.js';
import type { ToolDefinition, ToolDeps } from './tool.js';
import { describeError, errorResult } from './tool-error.js';
import { TOOLS } from './tools/index.js';

/** What {@link createServer} needs. */
export interface ServerDeps extends ToolDeps {
  /** strata's version, reported in `initialize`. */
  version: string;
  /** The tools to offer (default: all). */
  tools?: readonly ToolDefinition[];
}

/** What the server tells every client (Claude Code puts it in the model's first request). */
export const SERVER_INSTRUCTIONS = [
  "Searches the project's, the team's and Claude Code's own memory: before answering about past choices or known problems,",
  'memory_search with 2-5 phrasings in `queries`. Your memory instructions decide what is kept;',
  'memory_save puts what the team shares in the project scope (traps with `file_patterns`), with 2-5 `aliases`',
  '(words a later question would use that the title and body lack). Update a match rather than duplicate.',
].join(' ');

function describeTool(tool: ToolDefinition): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: z.toJSONSchema(tool.input, {
      target: 'draft-7',
      io: 'input',
    }) as Tool['inputSchema'],
    outputSchema: z.toJSONSchema(tool.output, {
      target: 'draft-7',
      io: 'output',
    }) as Tool['outputSchema'],
    annotations: { title: tool.title, ...tool.hints, openWorldHint: false },
  };
}

function argumentError(tool: ToolDefinition, error: z.ZodError): StrataError {
  const issues = error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`);
  const fields = tool.input instanceof z.ZodObject ? Object.keys(tool.input.shape).join(', ') : '';
  return new StrataError(
    'INVALID_ARGUMENT',
    `${tool.name}: invalid arguments: ${issues.join('; ')}`,
    { hint: `fix the arguments named above; ${tool.name} takes: ${fields || 'no arguments'}` },
  );
}

async function callTool(
  tool: ToolDefinition,
  rawArgs: unknown,
  deps: ToolDeps,
): Promise<CallToolResult> {
  const result = await tool.call(rawArgs ?? {}, deps);
  if (!result.ok) return errorResult(describeError(argumentError(tool, result.error)));
  const { output } = result;
  return {
    content: [{ type: 'text', text: output.text }],
    structuredContent: output.structured as Record<string, unknown>,
  };
}

/** Builds the server; connect it to a transport to serve. */
export function createServer(deps: ServerDeps): Server {
  const tools = deps.tools ?? TOOLS;
  const byName = new Map(tools.map((t) => [t.name, t]));
  const listed = tools.map(describeTool);
  const server = new Server(
    { name: 'strata', title: 'strata memory', version: deps.version },
    {
      capabilities: { tools: { listChanged: false }, logging: {} },
      instructions: SERVER_INSTRUCTIONS,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `strata: unknown tool "${request.params.name}"; the tools are ${[...byName.keys()].join(', ')}`,
      );
    }
    const started = performance.now();
    try {
      const result = await callTool(tool, request.params.arguments, deps);
      deps.log(
        `${tool.name} ${result.isError ? 'INVALID_ARGUMENT' : 'ok'} ${Math.round(performance.now() - started)} ms`,
      );
      return result;
    } catch (error) {
      const info = describeError(error);
      const detail = info.code === 'INTERNAL' && error instanceof Error ? ` ${error.stack}` : '';
      deps.log(`${tool.name} ${info.code} ${info.message}${detail}`);
      return errorResult(info);
    }
  });
  return server;
}
