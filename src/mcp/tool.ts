/**
 * The shape of one MCP tool: its name, the schemas the model sees, its annotations, and a
 * run function that returns structured data plus a compact text form. Tools never touch
 * the transport; `create-server.ts` turns these definitions into protocol handlers.
 */
import type { z } from 'zod';
import type { Config } from '../core/config/config.js';
import type { StoreContext } from '../storage/load-store.js';
import type { IndexAccess } from './index-access.js';

/** What every tool may use; built once by the composition root (or a test). */
export interface ToolDeps {
  store: StoreContext;
  config: Config;
  /** The project root, or null outside a repository (only global and enterprise apply). */
  projectRoot: string | null;
  /** The main checkout when the project is a linked worktree (local scope, stash list). */
  memoryRoot?: string | null;
  /** Root of the derived-data cache (indexes, digests, the hooks' stash list). */
  cacheRoot: string;
  /** The search indexes, loading in the background. */
  index: IndexAccess;
  /** Appends a line to the log file (never stdout: stdout is the protocol). */
  log: (line: string) => void;
  /** True when a notice is to be given now, false when it was given recently (default: always). */
  giveNotice?: (message: string) => boolean;
  /** Claude Code's session id, when the client gave one (recorded with a promotion). */
  sessionId?: string;
}

/** What a tool produced: data matching its output schema, and text for the model. */
export interface ToolOutput<T> {
  structured: T;
  text: string;
}

/** Hints to the client about what a tool does (MCP tool annotations). */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
}

/**
 * One tool as its author writes it, typed by its schemas. Input arrives already checked
 * against `input`.
 */
export interface ToolSpec<I extends z.ZodType, O extends z.ZodType> {
  name: string;
  title: string;
  /** Written for the model: when to use it and what comes back. */
  description: string;
  input: I;
  output: O;
  hints: ToolHints;
  run(args: z.output<I>, deps: ToolDeps): Promise<ToolOutput<z.input<O>>>;
}

/** The outcome of {@link ToolDefinition.call}: the tool's output, or why the arguments were refused. */
export type ToolCall = { ok: true; output: ToolOutput<unknown> } | { ok: false; error: z.ZodError };

/**
 * One tool as the server sees it: the schemas erased to `ZodType`, and `call` taking raw
 * arguments. The schema check lives inside `call`, where the types still agree, so a list of
 * tools of different shapes is a plain array and needs no cast.
 */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  input: z.ZodType;
  output: z.ZodType;
  hints: ToolHints;
  /** Checks `rawArgs` against `input`, then runs the tool with the parsed arguments. */
  call(rawArgs: unknown, deps: ToolDeps): Promise<ToolCall>;
}

/** Declares a tool: its types are inferred from the schemas, then erased for the server. */
export function defineTool<I extends z.ZodType, O extends z.ZodType>(
  spec: ToolSpec<I, O>,
): ToolDefinition {
  const { name, title, description, input, output, hints } = spec;
  return {
    name,
    title,
    description,
    input,
    output,
    hints,
    async call(rawArgs, deps) {
      const parsed = input.safeParse(rawArgs);
      if (!parsed.success) return { ok: false, error: parsed.error };
      return { ok: true, output: await spec.run(parsed.data, deps) };
    },
  };
}

/** Annotations of a tool that only reads. */
export const READ_ONLY: ToolHints = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
};
