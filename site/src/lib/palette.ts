/**
 * Colours of memory types, shared by the pages and the graph view. Mid-tone colours that
 * read on light and dark backgrounds alike; custom types get a stable hue from their name.
 */

const KNOWN: Record<string, string> = {
  decision: '#4f7be8',
  learning: '#2fa36b',
  artifact: '#9b6ad6',
  gotcha: '#e0524c',
  breadcrumb: '#d9922e',
  hub: '#1aa3b5',
};

/** The colour of a memory type. */
export function typeColor(type: string): string {
  const known = KNOWN[type];
  if (known) return known;
  let hash = 0;
  for (let i = 0; i < type.length; i++) hash = (hash * 31 + type.charCodeAt(i)) >>> 0;
  return hslToHex(hash % 360, 0.45, 0.52);
}

/** `#rrggbb` of an HSL colour: the graph's WebGL renderer reads hex, not CSS colour functions. */
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
