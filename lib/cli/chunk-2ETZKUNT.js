#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/core/glob.ts
var GLOB_LIMITS = {
  length: 256,
  /** `*`, `**`, `?` and `[…]` together. */
  wildcards: 16,
  /** Alternatives over all `{…}` groups. */
  alternatives: 32,
  braceDepth: 3
};
function normalize(glob) {
  let pattern = glob.trim().replace(/\\/g, "/").replace(/^\.\//, "");
  return pattern.endsWith("/") && (pattern += "**"), { body: pattern.replace(/^\//, ""), anywhere: !pattern.includes("/") };
}
function parseClass(p, start) {
  let close = p.indexOf("]", start + 2);
  if (close < 0) return null;
  let body = p.slice(start + 1, close), negated = body.startsWith("!") || body.startsWith("^");
  negated && (body = body.slice(1));
  let ranges = [];
  for (let i = 0; i < body.length; i++) {
    let lo = body[i];
    body[i + 1] === "-" && i + 2 < body.length ? (ranges.push([lo, body[i + 2]]), i += 2) : ranges.push([lo, lo]);
  }
  return { node: { t: "class", negated, ranges }, end: close + 1 };
}
function parseSeq(p, state, depth, out) {
  let nodes = [];
  for (; state.i < p.length; ) {
    let ch = p[state.i];
    if (depth > 0 && (ch === "," || ch === "}")) return nodes;
    if (ch === "*") {
      let double = p[state.i + 1] === "*", atStart = state.i === 0 || p[state.i - 1] === "/";
      double && atStart && p[state.i + 2] === "/" ? (nodes.push({ t: "seg" }), state.i += 3) : (nodes.push({ t: double ? "any" : "star" }), state.i += double ? 2 : 1), out.wildcards++;
      continue;
    }
    if (ch === "[") {
      let cls = parseClass(p, state.i);
      if (cls) {
        nodes.push(cls.node), out.wildcards++, state.i = cls.end;
        continue;
      }
    }
    if (ch === "{") {
      state.i++, nodes.push(parseAlt(p, state, depth + 1, out));
      continue;
    }
    ch === "?" ? (nodes.push({ t: "one" }), out.wildcards++) : nodes.push({ t: "lit", c: ch }), state.i++;
  }
  return nodes;
}
function parseAlt(p, state, depth, out) {
  out.depth = Math.max(out.depth, depth);
  let alts = [];
  for (; ; ) {
    alts.push(parseSeq(p, state, depth, out)), out.alternatives++;
    let ch = p[state.i];
    if (state.i++, ch !== ",") break;
  }
  return { t: "alt", alts };
}
function parse(body) {
  let out = { nodes: [], wildcards: 0, alternatives: 0, depth: 0 };
  return out.nodes = parseSeq(body, { i: 0 }, 0, out), out;
}
function checkGlob(glob) {
  if (glob.length > GLOB_LIMITS.length)
    return `is ${glob.length} characters long (limit ${GLOB_LIMITS.length})`;
  if (/[\0\n\r]/.test(glob)) return "holds a control character";
  let parsed = parse(normalize(glob).body);
  return parsed.wildcards > GLOB_LIMITS.wildcards ? `has ${parsed.wildcards} wildcards (limit ${GLOB_LIMITS.wildcards})` : parsed.alternatives > GLOB_LIMITS.alternatives ? `has ${parsed.alternatives} {\u2026} alternatives (limit ${GLOB_LIMITS.alternatives})` : parsed.depth > GLOB_LIMITS.braceDepth ? `nests {\u2026} ${parsed.depth} deep (limit ${GLOB_LIMITS.braceDepth})` : null;
}
var notSlash = (c) => c !== "/", anyChar = () => !0;
function classTest(node) {
  return (c) => c === "/" ? !1 : node.ranges.some(([lo, hi]) => c >= lo && c <= hi) !== node.negated;
}
function compileNode(states, node, next) {
  let push = (s) => states.push(s) - 1;
  switch (node.t) {
    case "lit":
      return push({ test: (c) => c === node.c, next });
    case "one":
      return push({ test: notSlash, next });
    case "class":
      return push({ test: classTest(node), next });
    case "star":
    case "any": {
      let loop = { split: [] }, at = push(loop);
      return loop.split.push(push({ test: node.t === "star" ? notSlash : anyChar, next: at }), next), at;
    }
    case "seg": {
      let boundary = { split: [] }, inside = { split: [] }, a = push(boundary), x = push(inside);
      return inside.split.push(
        push({ test: notSlash, next: x }),
        push({ test: (c) => c === "/", next: a })
      ), boundary.split.push(next, x), a;
    }
    case "alt":
      return push({ split: node.alts.map((alt) => compileSeq(states, alt, next)) });
  }
}
function compileSeq(states, nodes, next) {
  let at = next;
  for (let i = nodes.length - 1; i >= 0; i--) at = compileNode(states, nodes[i], at);
  return at;
}
function closures(states) {
  let mark = new Int32Array(states.length).fill(-1);
  return states.map((_, from) => {
    let found = [], stack = [from];
    for (; stack.length; ) {
      let i = stack.pop();
      if (mark[i] === from) continue;
      mark[i] = from;
      let state = states[i];
      if ("split" in state)
        for (let k = state.split.length - 1; k >= 0; k--) stack.push(state.split[k]);
      else found.push(i);
    }
    return Int32Array.from(found);
  });
}
function simulate(states, reach, start, text) {
  let mark = new Int32Array(states.length).fill(-1), current = new Int32Array(states.length), next = new Int32Array(states.length), size = 0;
  for (let i of reach[start]) current[size++] = i;
  for (let pos = 0; pos < text.length && size; pos++) {
    let c = text[pos];
    if (c === "/" && hasMatch(states, current, size)) return !0;
    let count = 0;
    for (let k = 0; k < size; k++) {
      let state = states[current[k]];
      if (!(!("test" in state) || !state.test(c)))
        for (let j of reach[state.next])
          mark[j] !== pos && (mark[j] = pos, next[count++] = j);
    }
    [current, next, size] = [next, current, count];
  }
  return hasMatch(states, current, size);
}
function hasMatch(states, current, size) {
  for (let k = 0; k < size; k++) if ("match" in states[current[k]]) return !0;
  return !1;
}
function literalSuffix(nodes) {
  let suffix = "";
  for (let i = nodes.length - 1; i >= 0; i--) {
    let node = nodes[i];
    if (node.t !== "lit") break;
    suffix = node.c + suffix;
  }
  return suffix;
}
function compileGlob(glob) {
  let problem = checkGlob(glob);
  if (problem)
    throw new StrataError(
      "INVALID_ARGUMENT",
      `glob ${JSON.stringify(glob.slice(0, 80))} ${problem}`,
      {
        subject: glob,
        hint: "use fewer wildcards and alternatives: list several simple globs instead of one clever one"
      }
    );
  let { body, anywhere } = normalize(glob), nodes = parse(body).nodes, states = [{ match: !0 }], start = compileSeq(states, anywhere ? [{ t: "seg" }, ...nodes] : nodes, 0), reach = closures(states), suffix = literalSuffix(nodes);
  return {
    test: (relPath) => (relPath.endsWith(suffix) || relPath.includes(`${suffix}/`)) && simulate(states, reach, start, relPath)
  };
}
function matchGlob(glob, relPath) {
  try {
    return compileGlob(glob).test(relPath);
  } catch {
    return !1;
  }
}
function globPieces(glob) {
  if (/[{[\\]/.test(glob)) return null;
  let pieces = [];
  for (let raw of glob.trim().replace(/^\.?\//, "").split(/[*?]+/)) {
    let piece = raw.replace(/^\/+/, "");
    piece && pieces.push(piece);
  }
  return pieces;
}
function holdsInOrder(text, pieces) {
  let at = 0;
  for (let piece of pieces) {
    if (typeof piece != "string") return !1;
    let found = text.indexOf(piece, at);
    if (found < 0) return !1;
    at = found + piece.length;
  }
  return !0;
}
function anyGlobMatches(globs, relPath) {
  for (let glob of globs) {
    if (typeof glob != "string") continue;
    let pieces = globPieces(glob);
    if (!(pieces && !holdsInOrder(relPath, pieces)))
      try {
        if (compileGlob(glob).test(relPath)) return !0;
      } catch {
      }
  }
  return !1;
}

export {
  checkGlob,
  compileGlob,
  matchGlob,
  globPieces,
  anyGlobMatches
};
