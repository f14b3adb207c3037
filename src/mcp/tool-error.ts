/**
 * Errors of the MCP layer and how every failure becomes an `isError` result the model can
 * act on: a stable code, the message (naming the field or id) and the next step.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ErrorCode } from '../core/errors.js';
import { isStrataError } from '../core/errors.js';

/** Codes a tool error can carry: the store's codes, plus the server's own. */
export type ToolErrorCode = ErrorCode | 'NOT_READY' | 'INTERNAL';

/** A failure found by the MCP layer itself (arguments, indexes still loading). */
export class ToolError extends Error {
  readonly code: ToolErrorCode;
  readonly hint: string | undefined;

  constructor(code: ToolErrorCode, message: string, hint?: string) {
    super(message.startsWith('strata: ') ? message : `strata: ${message}`);
    this.name = 'ToolError';
    this.code = code;
    this.hint = hint;
  }
}

/** True when `value` is a {@link ToolError} of `code`. */
export function isToolError(value: unknown, code: ToolErrorCode): value is ToolError {
  return value instanceof ToolError && value.code === code;
}

/** The error as the model sees it in `_meta` and as text. */
export interface ToolErrorInfo {
  code: ToolErrorCode;
  message: string;
  hint: string | null;
}

/** Classifies any thrown value. Unknown errors are INTERNAL (and logged by the caller). */
export function describeError(error: unknown): ToolErrorInfo {
  if (isStrataError(error) || error instanceof ToolError) {
    return { code: error.code, message: error.message, hint: error.hint ?? null };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    code: 'INTERNAL',
    message: `strata: unexpected error: ${message}`,
    hint: 'see strata.log in the cache directory; `strata doctor` checks the installation',
  };
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
