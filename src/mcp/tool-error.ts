/**
 * Errors of the MCP layer and how every failure becomes an `isError` result the model can
 * act on: a stable code, the message (naming the field or id) and the next step.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ErrorCode } from '../core/errors.js';
import { toStrataError } from '../core/errors.js';

/** Codes a tool error can carry: the one error model of strata. */
export type ToolErrorCode = ErrorCode;

/** The error as the model sees it in `_meta` and as text. */
export interface ToolErrorInfo {
  code: ToolErrorCode;
  message: string;
  hint: string | null;
}

/** Classifies any thrown value as the CLI does. Unknown errors are INTERNAL (and logged by the caller). */
export function describeError(error: unknown): ToolErrorInfo {
  const err = toStrataError(error);
  return { code: err.code, message: err.message, hint: err.hint ?? null };
}

/**
 * An `isError` result worded as the CLI words errors: the message (`strata: …`), the fix,
 * then the stable code a program or a skill can name.
 */
export function errorResult(info: ToolErrorInfo): CallToolResult {
  const lines = [info.message];
  if (info.hint) lines.push(`fix: ${info.hint}`);
  lines.push(`(error code ${info.code})`);
  return {
    isError: true,
    content: [{ type: 'text', text: lines.join('\n') }],
    // Programs read the code here; the text is for the model.
    _meta: { 'strata/error': { ...info } },
  };
}
