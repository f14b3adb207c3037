/**
 * Self-checking payloads: a header with the version and length, then one letter repeated.
 * A torn or mixed write cannot pass {@link checkPayload}.
 */

/** Version `n` of a payload of about `size` bytes. */
export function makePayload(n: number, size: number): string {
  const letter = String.fromCharCode(97 + (n % 26));
  const header = `version ${n} length ${size}\n`;
  return header + letter.repeat(size);
}

/** The version of a complete payload, or an error saying what is wrong with it. */
export function checkPayload(text: string): number {
  const match = /^version (\d+) length (\d+)\n/.exec(text);
  if (!match) throw new Error(`no header in ${JSON.stringify(text.slice(0, 40))}`);
  const n = Number(match[1]);
  const expected = makePayload(n, Number(match[2]));
  if (text !== expected) {
    throw new Error(`version ${n} is torn: ${text.length} of ${expected.length} characters`);
  }
  return n;
}
