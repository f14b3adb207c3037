/**
 * The shape of one MCP tool: its name, the schemas the model sees, its annotations, and a
 * run function that returns structured data plus a compact text form. Tools never touch
 * the transport; `create-server.ts` turns these definitions into protocol handlers.
 */
import type { z } from 'zod';
import type { Config } from '../core/config.js';
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

/** One tool. Input arrives already checked against `input`. */
export interface ToolDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  /** Written for the model: when to use it and what comes back. */
  description: string;
  input: I;
  output: O;
  hints: ToolHints;
  run(args: z.output<I>, deps: ToolDeps): Promise<ToolOutput<z.input<O>>>;
}

/** Declares a tool with its types inferred from the schemas. */
export function defineTool<I extends z.ZodType, O extends z.ZodType>(
  tool: ToolDefinition<I, O>,
): ToolDefinition<I, O> {
  return tool;
}

/** Annotations of a tool that only reads. */
export const READ_ONLY: ToolHints = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
};
