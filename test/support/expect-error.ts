/**
 * The one way tests expect a strata error: the call must throw (or reject with) a
 * `StrataError` of the given code whose message starts with `strata: ` and matches
 * `message` when given. Returns the error for further checks.
 */
import { expect } from 'vitest';
import { type ErrorCode, isStrataError, type StrataError } from '../../src/core/errors.js';

/** Expects `run` to throw synchronously. */
export function expectStrataErrorSync(
  run: () => unknown,
  code: ErrorCode,
  message?: RegExp | string,
): StrataError {
  let error: unknown;
  try {
    run();
  } catch (caught) {
    error = caught;
  }
  return check(error, code, message);
}

/** Expects `run` to throw or reject. */
export async function expectStrataError(
  run: () => unknown,
  code: ErrorCode,
  message?: RegExp | string,
): Promise<StrataError> {
  let error: unknown;
  try {
    await run();
  } catch (caught) {
    error = caught;
  }
  return check(error, code, message);
}

function check(error: unknown, code: ErrorCode, message?: RegExp | string): StrataError {
  expect(isStrataError(error), `expected a StrataError, got ${String(error)}`).toBe(true);
  const err = error as StrataError;
  expect(err.code).toBe(code);
  expect(err.message).toMatch(/^strata: /);
  if (message !== undefined) expect(err.message).toMatch(message);
  return err;
}
