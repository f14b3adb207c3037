#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/sha256.ts
var K = /* @__PURE__ */ new Uint32Array([
  1116352408,
  1899447441,
  3049323471,
  3921009573,
  961987163,
  1508970993,
  2453635748,
  2870763221,
  3624381080,
  310598401,
  607225278,
  1426881987,
  1925078388,
  2162078206,
  2614888103,
  3248222580,
  3835390401,
  4022224774,
  264347078,
  604807628,
  770255983,
  1249150122,
  1555081692,
  1996064986,
  2554220882,
  2821834349,
  2952996808,
  3210313671,
  3336571891,
  3584528711,
  113926993,
  338241895,
  666307205,
  773529912,
  1294757372,
  1396182291,
  1695183700,
  1986661051,
  2177026350,
  2456956037,
  2730485921,
  2820302411,
  3259730800,
  3345764771,
  3516065817,
  3600352804,
  4094571909,
  275423344,
  430227734,
  506948616,
  659060556,
  883997877,
  958139571,
  1322822218,
  1537002063,
  1747873779,
  1955562222,
  2024104815,
  2227730452,
  2361852424,
  2428436474,
  2756734187,
  3204031479,
  3329325298
]);
function pad(bytes) {
  let length = Math.ceil((bytes.length + 9) / 64) * 64, out = new Uint8Array(length);
  out.set(bytes), out[bytes.length] = 128;
  let view = new DataView(out.buffer);
  return view.setUint32(length - 8, Math.floor(bytes.length * 8 / 4294967296)), view.setUint32(length - 4, bytes.length * 8 >>> 0), out;
}
var rotr = (x, n) => x >>> n | x << 32 - n;
function compress(h, view, offset, w) {
  for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
  for (let i = 16; i < 64; i++) {
    let a2 = w[i - 15], b2 = w[i - 2], s0 = rotr(a2, 7) ^ rotr(a2, 18) ^ a2 >>> 3, s1 = rotr(b2, 17) ^ rotr(b2, 19) ^ b2 >>> 10;
    w[i] = w[i - 16] + s0 + w[i - 7] + s1 >>> 0;
  }
  let [a, b, c, d, e, f, g, hh] = h;
  for (let i = 0; i < 64; i++) {
    let t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + (e & f ^ ~e & g) + K[i] + w[i] >>> 0, t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + (a & b ^ a & c ^ b & c) >>> 0;
    hh = g, g = f, f = e, e = d + t1 >>> 0, d = c, c = b, b = a, a = t1 + t2 >>> 0;
  }
  let next = [a, b, c, d, e, f, g, hh];
  for (let i = 0; i < 8; i++) h[i] = h[i] + next[i] >>> 0;
}
function sha256Hex(text) {
  let bun = globalThis.Bun;
  if (typeof bun?.CryptoHasher == "function")
    return new bun.CryptoHasher("sha256").update(text).digest("hex");
  let data = pad(new TextEncoder().encode(text)), h = new Uint32Array([
    1779033703,
    3144134277,
    1013904242,
    2773480762,
    1359893119,
    2600822924,
    528734635,
    1541459225
  ]), view = new DataView(data.buffer), w = new Uint32Array(64);
  for (let offset = 0; offset < data.length; offset += 64) compress(h, view, offset, w);
  return Array.from(h, (x) => x.toString(16).padStart(8, "0")).join("");
}

export {
  sha256Hex
};
