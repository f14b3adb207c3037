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

/** An `isError` result: the code first, then the message and the next step. */
export function errorResult(info: ToolErrorInfo): CallToolResult {
  const lines = [`Error ${info.code}: ${info.message}`];
  if (info.hint) lines.push(`Next step: ${info.hint}`);
  return {
    isError: true,
    content: [{ type: 'text', text: lines.join('\n') }],
    // Programs read the code here; the text is for the model.
    _meta: { 'strata/error': { ...info } },
  };
}
