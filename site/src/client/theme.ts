/**
 * The page's theme colours, read from the stylesheet's custom properties so the canvas
 * follows light and dark like the rest of the page.
 */

/** Colours the graph view draws with. */
export interface Theme {
  fg: string;
  muted: string;
  line: string;
  panel: string;
  accent: string;
}

/** Reads the current theme. */
export function readTheme(): Theme {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    fg: read('--fg', '#1d1f23'),
    muted: read('--muted', '#5d636e'),
    line: read('--line', '#dcdfe4'),
    panel: read('--panel', '#ffffff'),
    accent: read('--accent', '#3b64d8'),
  };
}

/** Calls `onChange` when the reader's light/dark preference changes. */
export function watchTheme(onChange: (theme: Theme) => void): void {
  window
    .matchMedia('(prefers-color-scheme: dark)')
    .addEventListener('change', () => onChange(readTheme()));
}
