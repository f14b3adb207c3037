/**
 * JSON inside `<script type="application/json">`. The data holds untrusted text (titles,
 * tags); `</script>` or `<!--` in it must not end the element, so `<`, `>` and `&` are
 * written as JSON escapes, and so are the two line separators older parsers choke on.
 */

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Escapes JSON text for a script element. */
export function scriptSafe(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

/** Serialises `value` for a script element. */
export function jsonForScript(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}
