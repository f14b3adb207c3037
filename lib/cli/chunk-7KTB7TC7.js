#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/time.ts
var pad = (n, width) => String(n).padStart(width, "0");
function isoString(date) {
  let ms = date.getTime();
  if (!Number.isFinite(ms)) return date.toISOString();
  let days = Math.floor(ms / 864e5), z = days + 719468, era = Math.floor(z / 146097), doe = z - era * 146097, yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365
  ), doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100)), mp = Math.floor((5 * doy + 2) / 153), day = doy - Math.floor((153 * mp + 2) / 5) + 1, month = mp < 10 ? mp + 3 : mp - 9, year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return date.toISOString();
  let inDay = ms - days * 864e5, clock = [
    pad(Math.floor(inDay / 36e5), 2),
    pad(Math.floor(inDay / 6e4) % 60, 2),
    pad(Math.floor(inDay / 1e3) % 60, 2)
  ].join(":");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${clock}.${pad(inDay % 1e3, 3)}Z`;
}
function isoSeconds(date) {
  return trimMillis(isoString(date));
}
function trimMillis(iso) {
  return iso.replace(/\.\d{3}Z$/, "Z");
}

export {
  isoString,
  isoSeconds
};
