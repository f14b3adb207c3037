#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  untilStopped
} from "./chunk-7IO4R45L.js";
import {
  findGitRoot,
  scopeExists
} from "./chunk-EOGXV5FW.js";
import "./chunk-QQXHQNHU.js";
import {
  auditWithSavedVectors
} from "./chunk-JUR2IHFH.js";
import "./chunk-7VWX677F.js";
import "./chunk-52NRY4BT.js";
import "./chunk-ITAEBE6K.js";
import "./chunk-W4JP4HG3.js";
import "./chunk-PXYELFHQ.js";
import "./chunk-RRDOROIK.js";
import "./chunk-LNCII7HV.js";
import "./chunk-ISW6ANDQ.js";
import "./chunk-GLYZKV5X.js";
import "./chunk-6NYJ7ISR.js";
import "./chunk-VUFTBUXA.js";
import {
  MiniSearch,
  idSearchText,
  processTerm,
  tokenize
} from "./chunk-QKDODJ4C.js";
import "./chunk-43VN4BCW.js";
import "./chunk-DWYIEWOQ.js";
import "./chunk-TLHG7XIM.js";
import "./chunk-HY2LQYPX.js";
import {
  projectCacheDir
} from "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import {
  toCard
} from "./chunk-NGMTUAI5.js";
import {
  readGraph
} from "./chunk-A4QYTY4Q.js";
import "./chunk-M5UHZWGB.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-DZYGGF2K.js";
import {
  DEFAULT_LABEL,
  emptyGraph,
  inverseLabel
} from "./chunk-Z6SYHISM.js";
import {
  createDict
} from "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import "./chunk-FUTSRKGR.js";
import {
  isInside,
  isSessionNote,
  scanScope,
  withLock
} from "./chunk-SDR562BD.js";
import {
  readInteger,
  readString
} from "./chunk-EYMIHG7L.js";
import {
  SCOPES,
  resolveShadowing
} from "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError,
  toProblem
} from "./chunk-VWF6XKUM.js";
import {
  __commonJS,
  __export,
  __toESM
} from "./chunk-OL7NSBRQ.js";

// node_modules/punycode.js/punycode.js
var require_punycode = __commonJS({
  "node_modules/punycode.js/punycode.js"(exports, module) {
    "use strict";
    var regexPunycode = /^xn--/, regexNonASCII = /[^\0-\x7F]/, regexSeparators = /[\x2E\u3002\uFF0E\uFF61]/g, errors = {
      overflow: "Overflow: input needs wider integers to process",
      "not-basic": "Illegal input >= 0x80 (not a basic code point)",
      "invalid-input": "Invalid input"
    }, baseMinusTMin = 35, floor = Math.floor, stringFromCharCode = String.fromCharCode;
    function error(type) {
      throw new RangeError(errors[type]);
    }
    function map(array, callback) {
      let result = [], length = array.length;
      for (; length--; )
        result[length] = callback(array[length]);
      return result;
    }
    function mapDomain(domain, callback) {
      let parts = domain.split("@"), result = "";
      parts.length > 1 && (result = parts[0] + "@", domain = parts[1]), domain = domain.replace(regexSeparators, ".");
      let labels = domain.split("."), encoded = map(labels, callback).join(".");
      return result + encoded;
    }
    function ucs2decode(string) {
      let output = [], counter = 0, length = string.length;
      for (; counter < length; ) {
        let value = string.charCodeAt(counter++);
        if (value >= 55296 && value <= 56319 && counter < length) {
          let extra = string.charCodeAt(counter++);
          (extra & 64512) == 56320 ? output.push(((value & 1023) << 10) + (extra & 1023) + 65536) : (output.push(value), counter--);
        } else
          output.push(value);
      }
      return output;
    }
    var ucs2encode = (codePoints) => String.fromCodePoint(...codePoints), basicToDigit = function(codePoint) {
      return codePoint >= 48 && codePoint < 58 ? 26 + (codePoint - 48) : codePoint >= 65 && codePoint < 91 ? codePoint - 65 : codePoint >= 97 && codePoint < 123 ? codePoint - 97 : 36;
    }, digitToBasic = function(digit, flag) {
      return digit + 22 + 75 * (digit < 26) - ((flag != 0) << 5);
    }, adapt = function(delta, numPoints, firstTime) {
      let k = 0;
      for (delta = firstTime ? floor(delta / 700) : delta >> 1, delta += floor(delta / numPoints); delta > baseMinusTMin * 26 >> 1; k += 36)
        delta = floor(delta / baseMinusTMin);
      return floor(k + (baseMinusTMin + 1) * delta / (delta + 38));
    }, decode2 = function(input) {
      let output = [], inputLength = input.length, i = 0, n = 128, bias = 72, basic = input.lastIndexOf("-");
      basic < 0 && (basic = 0);
      for (let j = 0; j < basic; ++j)
        input.charCodeAt(j) >= 128 && error("not-basic"), output.push(input.charCodeAt(j));
      for (let index = basic > 0 ? basic + 1 : 0; index < inputLength; ) {
        let oldi = i;
        for (let w = 1, k = 36; ; k += 36) {
          index >= inputLength && error("invalid-input");
          let digit = basicToDigit(input.charCodeAt(index++));
          digit >= 36 && error("invalid-input"), digit > floor((2147483647 - i) / w) && error("overflow"), i += digit * w;
          let t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
          if (digit < t)
            break;
          let baseMinusT = 36 - t;
          w > floor(2147483647 / baseMinusT) && error("overflow"), w *= baseMinusT;
        }
        let out = output.length + 1;
        bias = adapt(i - oldi, out, oldi == 0), floor(i / out) > 2147483647 - n && error("overflow"), n += floor(i / out), i %= out, output.splice(i++, 0, n);
      }
      return String.fromCodePoint(...output);
    }, encode2 = function(input) {
      let output = [];
      input = ucs2decode(input);
      let inputLength = input.length, n = 128, delta = 0, bias = 72;
      for (let currentValue of input)
        currentValue < 128 && output.push(stringFromCharCode(currentValue));
      let basicLength = output.length, handledCPCount = basicLength;
      for (basicLength && output.push("-"); handledCPCount < inputLength; ) {
        let m = 2147483647;
        for (let currentValue of input)
          currentValue >= n && currentValue < m && (m = currentValue);
        let handledCPCountPlusOne = handledCPCount + 1;
        m - n > floor((2147483647 - delta) / handledCPCountPlusOne) && error("overflow"), delta += (m - n) * handledCPCountPlusOne, n = m;
        for (let currentValue of input)
          if (currentValue < n && ++delta > 2147483647 && error("overflow"), currentValue === n) {
            let q = delta;
            for (let k = 36; ; k += 36) {
              let t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
              if (q < t)
                break;
              let qMinusT = q - t, baseMinusT = 36 - t;
              output.push(
                stringFromCharCode(digitToBasic(t + qMinusT % baseMinusT, 0))
              ), q = floor(qMinusT / baseMinusT);
            }
            output.push(stringFromCharCode(digitToBasic(q, 0))), bias = adapt(delta, handledCPCountPlusOne, handledCPCount === basicLength), delta = 0, ++handledCPCount;
          }
        ++delta, ++n;
      }
      return output.join("");
    }, toUnicode = function(input) {
      return mapDomain(input, function(string) {
        return regexPunycode.test(string) ? decode2(string.slice(4).toLowerCase()) : string;
      });
    }, toASCII = function(input) {
      return mapDomain(input, function(string) {
        return regexNonASCII.test(string) ? "xn--" + encode2(string) : string;
      });
    }, punycode2 = {
      /**
       * A string representing the current Punycode.js version number.
       * @memberOf punycode
       * @type String
       */
      version: "2.3.1",
      /**
       * An object of methods to convert from JavaScript's internal character
       * representation (UCS-2) to Unicode code points, and back.
       * @see <https://mathiasbynens.be/notes/javascript-encoding>
       * @memberOf punycode
       * @type Object
       */
      ucs2: {
        decode: ucs2decode,
        encode: ucs2encode
      },
      decode: decode2,
      encode: encode2,
      toASCII,
      toUnicode
    };
    module.exports = punycode2;
  }
});

// src/cli/commands/site.ts
import path7 from "node:path";

// src/site-export/base-path.ts
function normalizeBase(base) {
  let trimmed = (base ?? "/").trim();
  if (!/^[A-Za-z0-9._~/-]*$/.test(trimmed) || trimmed.split("/").includes(".."))
    throw new StrataError(
      "INVALID_ARGUMENT",
      `site base path ${JSON.stringify(base)} is not a plain URL path`,
      {
        hint: 'use letters, digits, "-", "_", "." and "/", e.g. --base /memory/'
      }
    );
  let parts = trimmed.split("/").filter(Boolean);
  return parts.length ? `/${parts.join("/")}/` : "/";
}

// src/site-export/build-site.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path4 from "node:path";
import { fileURLToPath } from "node:url";

// src/site-export/export-data.ts
import path2 from "node:path";

// src/site-export/page-slug.ts
function shortHash(text2) {
  let hash = 2166136261;
  for (let i = 0; i < text2.length; i++)
    hash ^= text2.charCodeAt(i), hash = Math.imul(hash, 16777619);
  return (hash >>> 0).toString(36).padStart(7, "0");
}
function pageSlug(value) {
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120) return value;
  let cleaned = value.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
  return cleaned ? `${cleaned}-${shortHash(value)}` : `x-${shortHash(value)}`;
}
function uniqueSlugs(values) {
  let taken = /* @__PURE__ */ new Set(), out = /* @__PURE__ */ new Map();
  for (let value of values) {
    if (out.has(value)) continue;
    let slug = pageSlug(value);
    for (let n = 2; taken.has(slug); n++) slug = `${pageSlug(value)}-${n}`;
    taken.add(slug), out.set(value, slug);
  }
  return out;
}

// src/site-export/counts.ts
function countStore(memories, shadowed, edges, problems) {
  let byScope = Object.fromEntries(SCOPES.map((s) => [s, 0])), byType = createDict(), archived = 0;
  for (let memory of memories)
    byScope[memory.scope]++, byType[memory.type] = (byType[memory.type] ?? 0) + 1, memory.archived && archived++;
  return { memories: memories.length, byScope, byType, shadowed, archived, edges, problems };
}
function tagTable(memories) {
  let counts = /* @__PURE__ */ new Map();
  for (let memory of memories)
    for (let tag of new Set(memory.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  let tags = [...counts.keys()].sort(
    (a, b) => counts.get(b) - counts.get(a) || a.localeCompare(b)
  ), slugs = uniqueSlugs(tags);
  return tags.map((tag) => ({ tag, slug: slugs.get(tag), count: counts.get(tag) }));
}

// src/site-export/field-value.ts
function toFieldValue(value) {
  if (value == null) return null;
  if (typeof value == "string" || typeof value == "boolean") return value;
  if (typeof value == "number") return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (Array.isArray(value)) return value.map(toFieldValue);
  if (typeof value == "object") {
    let out = createDict();
    for (let [key, item] of Object.entries(value)) out[key] = toFieldValue(item);
    return out;
  }
  return String(value);
}

// src/site-export/links.ts
function mergeGraphs(graphs) {
  let merged = emptyGraph();
  for (let { graph } of graphs)
    for (let [from, edges] of Object.entries(graph)) {
      merged[from] ??= [];
      let list2 = merged[from];
      for (let edge of edges)
        list2.some((e) => e.target === edge.target) || list2.push({ ...edge });
    }
  return merged;
}
function directedLinks(nodes, graph) {
  let out = /* @__PURE__ */ new Map();
  for (let node of nodes) {
    let targets = /* @__PURE__ */ new Map();
    for (let edge of graph[node.id] ?? []) targets.set(edge.target, { edge, source: "graph" });
    for (let target of node.links) {
      let known = targets.get(target);
      if (known) known.source = "both";
      else {
        let edge = { target, label: DEFAULT_LABEL, timestamp: "" };
        targets.set(target, { edge, source: "frontmatter" });
      }
    }
    targets.delete(node.id), out.set(node.id, targets);
  }
  return out;
}
function byLabelThenTitle(a, b) {
  return a.label.localeCompare(b.label) || a.title.localeCompare(b.title);
}
function toLink(other, edge, source, nodes) {
  let node = nodes.get(other), link2 = {
    id: other,
    label: edge.label,
    timestamp: edge.timestamp,
    title: node?.title ?? other,
    source
  };
  return node && (link2.slug = node.slug), link2;
}
function buildLinkTable(nodes, graph) {
  let byId = new Map(nodes.map((n) => [n.id, n])), directed = directedLinks(nodes, graph), table2 = {
    outgoing: /* @__PURE__ */ new Map(),
    backlinks: /* @__PURE__ */ new Map(),
    edges: [],
    degree: /* @__PURE__ */ new Map(),
    dangling: 0
  };
  for (let node of nodes)
    table2.outgoing.set(node.id, []), table2.backlinks.set(node.id, []), table2.degree.set(node.id, 0);
  for (let [from, targets] of directed)
    for (let [to, { edge, source }] of targets)
      table2.outgoing.get(from).push(toLink(to, edge, source, byId)), byId.has(to) ? table2.backlinks.get(to).push(toLink(from, edge, source, byId)) : table2.dangling++;
  addUndirected(table2, directed, byId);
  for (let list2 of [...table2.outgoing.values(), ...table2.backlinks.values()])
    list2.sort(byLabelThenTitle);
  return table2;
}
function addUndirected(table2, directed, byId) {
  for (let [from, targets] of directed)
    for (let [to, { edge }] of targets) {
      if (!byId.has(to)) continue;
      let back = directed.get(to)?.get(from);
      if (back && to < from) continue;
      let item = {
        source: from,
        target: to,
        label: edge.label,
        timestamp: edge.timestamp
      };
      item.inverseLabel = back ? back.edge.label : inverseLabel(edge.label), table2.edges.push(item), table2.degree.set(from, (table2.degree.get(from) ?? 0) + 1), table2.degree.set(to, (table2.degree.get(to) ?? 0) + 1);
    }
}

// src/site-export/maintenance.ts
import path from "node:path";
function makeRef(byId) {
  return (id, scope) => {
    let m = byId.get(id), ref = { id, title: m?.title ?? id };
    m && (ref.slug = m.slug);
    let where = scope ?? m?.scope;
    return where && (ref.scope = where), ref;
  };
}
function relativeToScope(scopes, scope, file) {
  let dir = scopes.find((s) => s.scope === scope)?.dir;
  return (dir ? path.relative(dir, file) : file).split(path.sep).join("/");
}
function countFindings(m) {
  return [m.duplicates, m.stale, m.superseded, m.orphans, m.expired, m.notMemories].reduce((sum, list2) => sum + list2.length, 0);
}
function toSiteMaintenance(report, memories, scopes) {
  let ref = makeRef(new Map(memories.map((m) => [m.id, m]))), suggestionsOf = (id) => report.suggestedLinks.filter((l) => l.from === id).map((l) => ({ ...ref(l.to), label: l.label, score: l.score })), maintenance = {
    checked: report.checked,
    duplicateCheck: report.duplicateCheck,
    duplicates: report.duplicates.map((g) => ({
      members: [g.keep, ...g.ids.filter((id) => id !== g.keep)].map((id) => ref(id)),
      keep: g.keep,
      score: g.score
    })),
    stale: report.stale.map((s) => ({ ...ref(s.id, s.scope), reason: s.reason, detail: s.detail })),
    superseded: report.superseded.map((s) => ({
      ...ref(s.id, s.scope),
      by: s.by.map((id) => ref(id))
    })),
    orphans: report.orphans.map((o) => ({
      ...ref(o.id, o.scope),
      suggestions: suggestionsOf(o.id)
    })),
    expired: report.expired.map((e) => ({ ...ref(e.id, e.scope), updated: e.updated })),
    notMemories: report.notMemories.map((n) => ({
      scope: n.scope,
      relPath: relativeToScope(scopes, n.scope, n.path),
      reason: n.reason
    }))
  };
  return { ...maintenance, total: countFindings(maintenance) };
}

// node_modules/mdurl/index.mjs
var mdurl_exports = {};
__export(mdurl_exports, {
  decode: () => decode_default,
  encode: () => encode_default,
  format: () => format,
  parse: () => parse_default
});

// node_modules/mdurl/lib/decode.mjs
var decodeCache = {};
function getDecodeCache(exclude) {
  let cache = decodeCache[exclude];
  if (cache)
    return cache;
  cache = decodeCache[exclude] = [];
  for (let i = 0; i < 128; i++) {
    let ch = String.fromCharCode(i);
    cache.push(ch);
  }
  for (let i = 0; i < exclude.length; i++) {
    let ch = exclude.charCodeAt(i);
    cache[ch] = "%" + ("0" + ch.toString(16).toUpperCase()).slice(-2);
  }
  return cache;
}
function decode(string, exclude) {
  typeof exclude != "string" && (exclude = decode.defaultChars);
  let cache = getDecodeCache(exclude);
  return string.replace(/(%[a-f0-9]{2})+/gi, function(seq) {
    let result = "";
    for (let i = 0, l = seq.length; i < l; i += 3) {
      let b1 = parseInt(seq.slice(i + 1, i + 3), 16);
      if (b1 < 128) {
        result += cache[b1];
        continue;
      }
      if ((b1 & 224) === 192 && i + 3 < l) {
        let b2 = parseInt(seq.slice(i + 4, i + 6), 16);
        if ((b2 & 192) === 128) {
          let chr = b1 << 6 & 1984 | b2 & 63;
          chr < 128 ? result += "\uFFFD\uFFFD" : result += String.fromCharCode(chr), i += 3;
          continue;
        }
      }
      if ((b1 & 240) === 224 && i + 6 < l) {
        let b2 = parseInt(seq.slice(i + 4, i + 6), 16), b3 = parseInt(seq.slice(i + 7, i + 9), 16);
        if ((b2 & 192) === 128 && (b3 & 192) === 128) {
          let chr = b1 << 12 & 61440 | b2 << 6 & 4032 | b3 & 63;
          chr < 2048 || chr >= 55296 && chr <= 57343 ? result += "\uFFFD\uFFFD\uFFFD" : result += String.fromCharCode(chr), i += 6;
          continue;
        }
      }
      if ((b1 & 248) === 240 && i + 9 < l) {
        let b2 = parseInt(seq.slice(i + 4, i + 6), 16), b3 = parseInt(seq.slice(i + 7, i + 9), 16), b4 = parseInt(seq.slice(i + 10, i + 12), 16);
        if ((b2 & 192) === 128 && (b3 & 192) === 128 && (b4 & 192) === 128) {
          let chr = b1 << 18 & 1835008 | b2 << 12 & 258048 | b3 << 6 & 4032 | b4 & 63;
          chr < 65536 || chr > 1114111 ? result += "\uFFFD\uFFFD\uFFFD\uFFFD" : (chr -= 65536, result += String.fromCharCode(55296 + (chr >> 10), 56320 + (chr & 1023))), i += 9;
          continue;
        }
      }
      result += "\uFFFD";
    }
    return result;
  });
}
decode.defaultChars = ";/?:@&=+$,#";
decode.componentChars = "";
var decode_default = decode;

// node_modules/mdurl/lib/encode.mjs
var encodeCache = {};
function getEncodeCache(exclude) {
  let cache = encodeCache[exclude];
  if (cache)
    return cache;
  cache = encodeCache[exclude] = [];
  for (let i = 0; i < 128; i++) {
    let ch = String.fromCharCode(i);
    /^[0-9a-z]$/i.test(ch) ? cache.push(ch) : cache.push("%" + ("0" + i.toString(16).toUpperCase()).slice(-2));
  }
  for (let i = 0; i < exclude.length; i++)
    cache[exclude.charCodeAt(i)] = exclude[i];
  return cache;
}
function encode(string, exclude, keepEscaped) {
  typeof exclude != "string" && (keepEscaped = exclude, exclude = encode.defaultChars), typeof keepEscaped > "u" && (keepEscaped = !0);
  let cache = getEncodeCache(exclude), result = "";
  for (let i = 0, l = string.length; i < l; i++) {
    let code2 = string.charCodeAt(i);
    if (keepEscaped && code2 === 37 && i + 2 < l && /^[0-9a-f]{2}$/i.test(string.slice(i + 1, i + 3))) {
      result += string.slice(i, i + 3), i += 2;
      continue;
    }
    if (code2 < 128) {
      result += cache[code2];
      continue;
    }
    if (code2 >= 55296 && code2 <= 57343) {
      if (code2 >= 55296 && code2 <= 56319 && i + 1 < l) {
        let nextCode = string.charCodeAt(i + 1);
        if (nextCode >= 56320 && nextCode <= 57343) {
          result += encodeURIComponent(string[i] + string[i + 1]), i++;
          continue;
        }
      }
      result += "%EF%BF%BD";
      continue;
    }
    result += encodeURIComponent(string[i]);
  }
  return result;
}
encode.defaultChars = ";/?:@&=+$,-_.!~*'()#";
encode.componentChars = "-_.!~*'()";
var encode_default = encode;

// node_modules/mdurl/lib/format.mjs
function format(url) {
  let result = "";
  return result += url.protocol || "", result += url.slashes ? "//" : "", result += url.auth ? url.auth + "@" : "", url.hostname && url.hostname.indexOf(":") !== -1 ? result += "[" + url.hostname + "]" : result += url.hostname || "", result += url.port ? ":" + url.port : "", result += url.pathname || "", result += url.search || "", result += url.hash || "", result;
}

// node_modules/mdurl/lib/parse.mjs
function Url() {
  this.protocol = null, this.slashes = null, this.auth = null, this.port = null, this.hostname = null, this.hash = null, this.search = null, this.pathname = null;
}
var protocolPattern = /^([a-z0-9.+-]+:)/i, portPattern = /:[0-9]*$/, simplePathPattern = /^(\/\/?(?!\/)[^\?\s]*)(\?[^\s]*)?$/, delims = ["<", ">", '"', "`", " ", "\r", `
`, "	"], unwise = ["{", "}", "|", "\\", "^", "`"].concat(delims), autoEscape = ["'"].concat(unwise), nonHostChars = ["%", "/", "?", ";", "#"].concat(autoEscape), hostEndingChars = ["/", "?", "#"], hostnameMaxLen = 255, hostnamePartPattern = /^[+a-z0-9A-Z_-]{0,63}$/, hostnamePartStart = /^([+a-z0-9A-Z_-]{0,63})(.*)$/, hostlessProtocol = {
  javascript: !0,
  "javascript:": !0
}, slashedProtocol = {
  http: !0,
  https: !0,
  ftp: !0,
  gopher: !0,
  file: !0,
  "http:": !0,
  "https:": !0,
  "ftp:": !0,
  "gopher:": !0,
  "file:": !0
};
function urlParse(url, slashesDenoteHost) {
  if (url && url instanceof Url) return url;
  let u = new Url();
  return u.parse(url, slashesDenoteHost), u;
}
Url.prototype.parse = function(url, slashesDenoteHost) {
  let lowerProto, hec, slashes, rest = url;
  if (rest = rest.trim(), !slashesDenoteHost && url.split("#").length === 1) {
    let simplePath = simplePathPattern.exec(rest);
    if (simplePath)
      return this.pathname = simplePath[1], simplePath[2] && (this.search = simplePath[2]), this;
  }
  let proto = protocolPattern.exec(rest);
  if (proto && (proto = proto[0], lowerProto = proto.toLowerCase(), this.protocol = proto, rest = rest.substr(proto.length)), (slashesDenoteHost || proto || rest.match(/^\/\/[^@\/]+@[^@\/]+/)) && (slashes = rest.substr(0, 2) === "//", slashes && !(proto && hostlessProtocol[proto]) && (rest = rest.substr(2), this.slashes = !0)), !hostlessProtocol[proto] && (slashes || proto && !slashedProtocol[proto])) {
    let hostEnd = -1;
    for (let i = 0; i < hostEndingChars.length; i++)
      hec = rest.indexOf(hostEndingChars[i]), hec !== -1 && (hostEnd === -1 || hec < hostEnd) && (hostEnd = hec);
    let auth, atSign;
    hostEnd === -1 ? atSign = rest.lastIndexOf("@") : atSign = rest.lastIndexOf("@", hostEnd), atSign !== -1 && (auth = rest.slice(0, atSign), rest = rest.slice(atSign + 1), this.auth = auth), hostEnd = -1;
    for (let i = 0; i < nonHostChars.length; i++)
      hec = rest.indexOf(nonHostChars[i]), hec !== -1 && (hostEnd === -1 || hec < hostEnd) && (hostEnd = hec);
    hostEnd === -1 && (hostEnd = rest.length), rest[hostEnd - 1] === ":" && hostEnd--;
    let host = rest.slice(0, hostEnd);
    rest = rest.slice(hostEnd), this.parseHost(host), this.hostname = this.hostname || "";
    let ipv6Hostname = this.hostname[0] === "[" && this.hostname[this.hostname.length - 1] === "]";
    if (!ipv6Hostname) {
      let hostparts = this.hostname.split(/\./);
      for (let i = 0, l = hostparts.length; i < l; i++) {
        let part = hostparts[i];
        if (part && !part.match(hostnamePartPattern)) {
          let newpart = "";
          for (let j = 0, k = part.length; j < k; j++)
            part.charCodeAt(j) > 127 ? newpart += "x" : newpart += part[j];
          if (!newpart.match(hostnamePartPattern)) {
            let validParts = hostparts.slice(0, i), notHost = hostparts.slice(i + 1), bit = part.match(hostnamePartStart);
            bit && (validParts.push(bit[1]), notHost.unshift(bit[2])), notHost.length && (rest = notHost.join(".") + rest), this.hostname = validParts.join(".");
            break;
          }
        }
      }
    }
    this.hostname.length > hostnameMaxLen && (this.hostname = ""), ipv6Hostname && (this.hostname = this.hostname.substr(1, this.hostname.length - 2));
  }
  let hash = rest.indexOf("#");
  hash !== -1 && (this.hash = rest.substr(hash), rest = rest.slice(0, hash));
  let qm = rest.indexOf("?");
  return qm !== -1 && (this.search = rest.substr(qm), rest = rest.slice(0, qm)), rest && (this.pathname = rest), slashedProtocol[lowerProto] && this.hostname && !this.pathname && (this.pathname = ""), this;
};
Url.prototype.parseHost = function(host) {
  let port = portPattern.exec(host);
  port && (port = port[0], port !== ":" && (this.port = port.substr(1)), host = host.substr(0, host.length - port.length)), host && (this.hostname = host);
};
var parse_default = urlParse;

// node_modules/uc.micro/build/index.mjs
var build_exports = {};
__export(build_exports, {
  Any: () => Any,
  Cc: () => Cc,
  Cf: () => Cf,
  P: () => P,
  S: () => S,
  Z: () => Z
});
var Any = /[\0-\uD7FF\uE000-\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/, Cc = /[\0-\x1F\x7F-\x9F]/, Cf = /[\xAD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]|\uD804[\uDCBD\uDCCD]|\uD80D[\uDC30-\uDC3F]|\uD82F[\uDCA0-\uDCA3]|\uD834[\uDD73-\uDD7A]|\uDB40[\uDC01\uDC20-\uDC7F]/, P = /[!-#%-\*,-\/:;\?@\[-\]_\{\}\xA1\xA7\xAB\xB6\xB7\xBB\xBF\u037E\u0387\u055A-\u055F\u0589\u058A\u05BE\u05C0\u05C3\u05C6\u05F3\u05F4\u0609\u060A\u060C\u060D\u061B\u061D-\u061F\u066A-\u066D\u06D4\u0700-\u070D\u07F7-\u07F9\u0830-\u083E\u085E\u0964\u0965\u0970\u09FD\u0A76\u0AF0\u0C77\u0C84\u0DF4\u0E4F\u0E5A\u0E5B\u0F04-\u0F12\u0F14\u0F3A-\u0F3D\u0F85\u0FD0-\u0FD4\u0FD9\u0FDA\u104A-\u104F\u10FB\u1360-\u1368\u1400\u166E\u169B\u169C\u16EB-\u16ED\u1735\u1736\u17D4-\u17D6\u17D8-\u17DA\u1800-\u180A\u1944\u1945\u1A1E\u1A1F\u1AA0-\u1AA6\u1AA8-\u1AAD\u1B4E\u1B4F\u1B5A-\u1B60\u1B7D-\u1B7F\u1BFC-\u1BFF\u1C3B-\u1C3F\u1C7E\u1C7F\u1CC0-\u1CC7\u1CD3\u2010-\u2027\u2030-\u2043\u2045-\u2051\u2053-\u205E\u207D\u207E\u208D\u208E\u2308-\u230B\u2329\u232A\u2768-\u2775\u27C5\u27C6\u27E6-\u27EF\u2983-\u2998\u29D8-\u29DB\u29FC\u29FD\u2CF9-\u2CFC\u2CFE\u2CFF\u2D70\u2E00-\u2E2E\u2E30-\u2E4F\u2E52-\u2E5D\u3001-\u3003\u3008-\u3011\u3014-\u301F\u3030\u303D\u30A0\u30FB\uA4FE\uA4FF\uA60D-\uA60F\uA673\uA67E\uA6F2-\uA6F7\uA874-\uA877\uA8CE\uA8CF\uA8F8-\uA8FA\uA8FC\uA92E\uA92F\uA95F\uA9C1-\uA9CD\uA9DE\uA9DF\uAA5C-\uAA5F\uAADE\uAADF\uAAF0\uAAF1\uABEB\uFD3E\uFD3F\uFE10-\uFE19\uFE30-\uFE52\uFE54-\uFE61\uFE63\uFE68\uFE6A\uFE6B\uFF01-\uFF03\uFF05-\uFF0A\uFF0C-\uFF0F\uFF1A\uFF1B\uFF1F\uFF20\uFF3B-\uFF3D\uFF3F\uFF5B\uFF5D\uFF5F-\uFF65]|\uD800[\uDD00-\uDD02\uDF9F\uDFD0]|\uD801\uDD6F|\uD802[\uDC57\uDD1F\uDD3F\uDE50-\uDE58\uDE7F\uDEF0-\uDEF6\uDF39-\uDF3F\uDF99-\uDF9C]|\uD803[\uDD6E\uDEAD\uDED0\uDF55-\uDF59\uDF86-\uDF89]|\uD804[\uDC47-\uDC4D\uDCBB\uDCBC\uDCBE-\uDCC1\uDD40-\uDD43\uDD74\uDD75\uDDC5-\uDDC8\uDDCD\uDDDB\uDDDD-\uDDDF\uDE38-\uDE3D\uDEA9\uDFD4\uDFD5\uDFD7\uDFD8]|\uD805[\uDC4B-\uDC4F\uDC5A\uDC5B\uDC5D\uDCC6\uDDC1-\uDDD7\uDE41-\uDE43\uDE60-\uDE6C\uDEB9\uDF3C-\uDF3E]|\uD806[\uDC3B\uDD44-\uDD46\uDDE2\uDE3F-\uDE46\uDE9A-\uDE9C\uDE9E-\uDEA2\uDF00-\uDF09\uDFE1]|\uD807[\uDC41-\uDC45\uDC70\uDC71\uDEF7\uDEF8\uDF43-\uDF4F\uDFFF]|\uD809[\uDC70-\uDC74]|\uD80B[\uDFF1\uDFF2]|\uD81A[\uDE6E\uDE6F\uDEF5\uDF37-\uDF3B\uDF44]|\uD81B[\uDD6D-\uDD6F\uDE97-\uDE9A\uDFE2]|\uD82F\uDC9F|\uD836[\uDE87-\uDE8B]|\uD839\uDDFF|\uD83A[\uDD5E\uDD5F]/, S = /[\$\+<->\^`\|~\xA2-\xA6\xA8\xA9\xAC\xAE-\xB1\xB4\xB8\xD7\xF7\u02C2-\u02C5\u02D2-\u02DF\u02E5-\u02EB\u02ED\u02EF-\u02FF\u0375\u0384\u0385\u03F6\u0482\u058D-\u058F\u0606-\u0608\u060B\u060E\u060F\u06DE\u06E9\u06FD\u06FE\u07F6\u07FE\u07FF\u0888\u09F2\u09F3\u09FA\u09FB\u0AF1\u0B70\u0BF3-\u0BFA\u0C7F\u0D4F\u0D79\u0E3F\u0F01-\u0F03\u0F13\u0F15-\u0F17\u0F1A-\u0F1F\u0F34\u0F36\u0F38\u0FBE-\u0FC5\u0FC7-\u0FCC\u0FCE\u0FCF\u0FD5-\u0FD8\u109E\u109F\u1390-\u1399\u166D\u17DB\u1940\u19DE-\u19FF\u1B61-\u1B6A\u1B74-\u1B7C\u1FBD\u1FBF-\u1FC1\u1FCD-\u1FCF\u1FDD-\u1FDF\u1FED-\u1FEF\u1FFD\u1FFE\u2044\u2052\u207A-\u207C\u208A-\u208C\u20A0-\u20C1\u2100\u2101\u2103-\u2106\u2108\u2109\u2114\u2116-\u2118\u211E-\u2123\u2125\u2127\u2129\u212E\u213A\u213B\u2140-\u2144\u214A-\u214D\u214F\u218A\u218B\u2190-\u2307\u230C-\u2328\u232B-\u2429\u2440-\u244A\u249C-\u24E9\u2500-\u2767\u2794-\u27C4\u27C7-\u27E5\u27F0-\u2982\u2999-\u29D7\u29DC-\u29FB\u29FE-\u2B73\u2B76-\u2BFF\u2CE5-\u2CEA\u2E50\u2E51\u2E80-\u2E99\u2E9B-\u2EF3\u2F00-\u2FD5\u2FF0-\u2FFF\u3004\u3012\u3013\u3020\u3036\u3037\u303E\u303F\u309B\u309C\u3190\u3191\u3196-\u319F\u31C0-\u31E5\u31EF\u3200-\u321E\u322A-\u3247\u3250\u3260-\u327F\u328A-\u32B0\u32C0-\u33FF\u4DC0-\u4DFF\uA490-\uA4C6\uA700-\uA716\uA720\uA721\uA789\uA78A\uA828-\uA82B\uA836-\uA839\uAA77-\uAA79\uAB5B\uAB6A\uAB6B\uFB29\uFBB2-\uFBD2\uFD40-\uFD4F\uFD90\uFD91\uFDC8-\uFDCF\uFDFC-\uFDFF\uFE62\uFE64-\uFE66\uFE69\uFF04\uFF0B\uFF1C-\uFF1E\uFF3E\uFF40\uFF5C\uFF5E\uFFE0-\uFFE6\uFFE8-\uFFEE\uFFFC\uFFFD]|\uD800[\uDD37-\uDD3F\uDD79-\uDD89\uDD8C-\uDD8E\uDD90-\uDD9C\uDDA0\uDDD0-\uDDFC]|\uD802[\uDC77\uDC78\uDEC8]|\uD803[\uDD8E\uDD8F\uDED1-\uDED8]|\uD805\uDF3F|\uD807[\uDFD5-\uDFF1]|\uD81A[\uDF3C-\uDF3F\uDF45]|\uD82F\uDC9C|\uD833[\uDC00-\uDCEF\uDCFA-\uDCFC\uDD00-\uDEB3\uDEBA-\uDED0\uDEE0-\uDEF0\uDF50-\uDFC3]|\uD834[\uDC00-\uDCF5\uDD00-\uDD26\uDD29-\uDD64\uDD6A-\uDD6C\uDD83\uDD84\uDD8C-\uDDA9\uDDAE-\uDDEA\uDE00-\uDE41\uDE45\uDF00-\uDF56]|\uD835[\uDEC1\uDEDB\uDEFB\uDF15\uDF35\uDF4F\uDF6F\uDF89\uDFA9\uDFC3]|\uD836[\uDC00-\uDDFF\uDE37-\uDE3A\uDE6D-\uDE74\uDE76-\uDE83\uDE85\uDE86]|\uD838[\uDD4F\uDEFF]|\uD83B[\uDCAC\uDCB0\uDD2E\uDEF0\uDEF1]|\uD83C[\uDC00-\uDC2B\uDC30-\uDC93\uDCA0-\uDCAE\uDCB1-\uDCBF\uDCC1-\uDCCF\uDCD1-\uDCF5\uDD0D-\uDDAD\uDDE6-\uDE02\uDE10-\uDE3B\uDE40-\uDE48\uDE50\uDE51\uDE60-\uDE65\uDF00-\uDFFF]|\uD83D[\uDC00-\uDED8\uDEDC-\uDEEC\uDEF0-\uDEFC\uDF00-\uDFD9\uDFE0-\uDFEB\uDFF0]|\uD83E[\uDC00-\uDC0B\uDC10-\uDC47\uDC50-\uDC59\uDC60-\uDC87\uDC90-\uDCAD\uDCB0-\uDCBB\uDCC0\uDCC1\uDCD0-\uDCD8\uDD00-\uDE57\uDE60-\uDE6D\uDE70-\uDE7C\uDE80-\uDE8A\uDE8E-\uDEC6\uDEC8\uDECD-\uDEDC\uDEDF-\uDEEA\uDEEF-\uDEF8\uDF00-\uDF92\uDF94-\uDFEF\uDFFA]/, Z = /[ \xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/;

// node_modules/entities/dist/decode-codepoint.js
var c1 = [
  8364,
  0,
  8218,
  402,
  8222,
  8230,
  8224,
  8225,
  710,
  8240,
  352,
  8249,
  338,
  0,
  381,
  0,
  0,
  8216,
  8217,
  8220,
  8221,
  8226,
  8211,
  8212,
  732,
  8482,
  353,
  8250,
  339,
  0,
  382,
  376
];
function isInvalidCodePoint(codePoint) {
  return codePoint === 0 || codePoint >= 55296 && codePoint <= 57343 || codePoint > 1114111;
}
function replaceCodePoint(codePoint) {
  return isInvalidCodePoint(codePoint) ? 65533 : codePoint >= 128 && codePoint <= 159 && c1[codePoint - 128] || codePoint;
}
function codePointToString(codePoint) {
  return codePoint - 1 >>> 0 < 127 || codePoint - 160 >>> 0 < 55136 ? String.fromCharCode(codePoint) : String.fromCodePoint(replaceCodePoint(codePoint));
}

// node_modules/entities/dist/internal/decode-shared.js
var BASE91_INVERSE = /* @__PURE__ */ (() => {
  let table2 = new Uint8Array(127), code2 = 0;
  for (let char = 33; char <= 126; char++)
    char !== 34 && char !== 36 && char !== 92 && (table2[char] = code2++);
  return table2;
})();
function decodeTrieDict(input, resultLength, atomCount, dict1AtomCount, ngramCount, dictSize) {
  let inputLength = input.length, twoCharBias = dictSize * 90, pos = 0, readSlotCode = () => {
    let c12 = BASE91_INVERSE[input.charCodeAt(pos++)];
    return c12 < dictSize ? c12 : c12 * 91 - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)];
  }, dict2AtomCount = atomCount - dict1AtomCount, slotCount = atomCount + ngramCount, single = new Int32Array(slotCount);
  single.fill(-1, dict1AtomCount, dictSize), single.fill(-1, dictSize + dict2AtomCount, slotCount);
  let start = new Int32Array(slotCount), length = new Int32Array(slotCount);
  function decodeDelta(count, off) {
    let previous = 0, slot = off, end = off + count;
    for (; slot < end; ) {
      let code2 = BASE91_INVERSE[input.charCodeAt(pos++)];
      if (code2 < 89)
        previous += code2, single[slot++] = previous;
      else if (code2 === 89) {
        let runLength = BASE91_INVERSE[input.charCodeAt(pos++)] + 2;
        for (; runLength--; )
          single[slot++] = ++previous;
      } else {
        let next = BASE91_INVERSE[input.charCodeAt(pos++)];
        previous += 89 + // eslint-disable-next-line unicorn/prefer-minimal-ternary -- branches read a different number of side-effecting input bytes
        (next < 90 ? next * 91 + BASE91_INVERSE[input.charCodeAt(pos++)] : BASE91_INVERSE[input.charCodeAt(pos++)] * 8281 + BASE91_INVERSE[input.charCodeAt(pos++)] * 91 + BASE91_INVERSE[input.charCodeAt(pos++)]), single[slot++] = previous;
      }
    }
  }
  decodeDelta(dict1AtomCount, 0), decodeDelta(dict2AtomCount, dictSize);
  let references = new Int32Array(ngramCount * 2), poolSize = 0, ngramIndex = 0;
  function readNgramReferences(count, startSlot) {
    for (let index = 0; index < count; index++) {
      let slot = startSlot + index, a = readSlotCode(), b = readSlotCode();
      references[ngramIndex * 2] = a, references[ngramIndex * 2 + 1] = b, ngramIndex += 1, start[slot] = poolSize;
      let entryLength = (single[a] < 0 ? length[a] : 1) + (single[b] < 0 ? length[b] : 1);
      length[slot] = entryLength, poolSize += entryLength;
    }
  }
  readNgramReferences(ngramCount - dictSize + dict1AtomCount, dictSize + dict2AtomCount), readNgramReferences(dictSize - dict1AtomCount, dict1AtomCount);
  let pool = new Uint16Array(poolSize), write = 0;
  for (let index = 0; index < ngramIndex; index++)
    for (let half = 0; half < 2; half++) {
      let source = references[index * 2 + half], value = single[source];
      if (value < 0) {
        let read = start[source], readEnd = read + length[source];
        for (; read < readEnd; )
          pool[write++] = pool[read++];
      } else
        pool[write++] = value;
    }
  let out = new Uint16Array(resultLength), outIndex = 0;
  for (; pos < inputLength; ) {
    let slot = BASE91_INVERSE[input.charCodeAt(pos++)];
    slot >= dictSize && (slot = slot * 91 - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)]);
    let value = single[slot];
    if (value < 0) {
      let read = start[slot], readEnd = read + length[slot];
      for (; read < readEnd; )
        out[outIndex++] = pool[read++];
    } else
      out[outIndex++] = value;
  }
  return out;
}

// node_modules/entities/dist/generated/decode-data-html.js
var htmlDecodeTree = /* @__PURE__ */ decodeTrieDict("!}.&u%}'&}*'~!6*)%&,~!J~!J~%L~y<~!R,~~%Lu~~#GD~~#|)1#%}^%}2%+#.##%##%}&%##%'#%##&%#%#'%#&#%#&#'#%%#&#%##%#)%''%&%#%#'%#%%#%%}%%%#%#&(23#%%#&-%0%('1#(##%#'##+%'*.:1}#%#6-+(%'%%#%%%}#L'2351&('%}&/N'(0(/*-%(%%}#'+&T%7.2}#&%&#%#36/5##%&%%#&#%%#))2%%##%&&'0~!#*+&'%1~!%).'3q?&%'1~!.##%6(~!+%%%(Gw'rT~!E#<nA%#jZ~!H%(~!42##~!*31&~!G%U~#)5~#`3~!J~!Z~%]~%Y~%C~!q~!u~#kz~%#~!6'~!D~!U~!?~#T~!c%~!G#'~%7|~!G~!J~!G&~#pb~(Df}#%}*&}#%##%##%##&#-}&'#'&%#.++}%mI,#,@&(}*%}*'%&##&#%##%}&0}#.},U},%}+%}&%}#%##&}B%(}(%}+%)})%##%#&}&%##%&}<%}>%#%&}*%}(%}9%}/%})%}*%}*%}?&}&%}3%}&*#%})%#%#)}#&#-#+*%E%%'%'#%}#*V##&##I}#&&##%&%#&&Qf%%))w/0+&%#(#.%-''''++++7}>%4'',##1,#%#&%##&#'##&#*#9)%&%}#*}%,#+P(%A&%#'&##wSD',9E00#y#@}(+}&%&>~!#~!X}#*}(&&}(&}(,%}%&#+&}#&}I%#%}%)#(},'%#*}4%%#%}(''}#/##(##),%-##%%)#&}(.}&%#&}%%}*&#%},&&}&%}#%*'#%})%}D&}&%}-&}6&#&}-,%}#%})-(~+`~,=?~I9'9%~!,#%})%})%}@%}?%}(~!?~#<~#pP~#BG~#=1#%K+~#?#~%;)~#A~#mF1~#A'~'X%'~#lR~#N~'N~#r~#m#-~#i'?%#'%~#B%##%,%#~#_%#0%~#]732~,w~2+#:&#%&'0%&>%}#>##F+)#%&&#(+_}4&}-%}(&}@&}O7Fdf0@+/v4}&WU##&/0#&'('B#%}.%}'+#%}#%%&#&%#%##+#&#)#6#'#.},%}c%},%#%##%&#&%#&~#>'*-.%##%##%}#%%}%'~#)D1}#%*&~#_%%'(~#S2%'.}#~#=##*'*-%}&'%'##&&~'E%.#&~#M4}%%##&'%#~#O1##%&#'+~#<B%##%%'%+~#;#@%}#&%#&&%#(~#H1}'%'##&&~#?A}&'~#D#%32}'&&&&~#[}'(#%}'~#;C})&}%%#%~#=&%,3}%'(#%%~#^'#&&)#%'~#Y%-~#d-%'~#^%%&#&&&}#~#b~2t*&'~&(~&@~0%~e~3}%*''0})&}+~!9##-}#%-hD*)1fC#%/&/fB#40~!+#)*4~!+~!K'&:~!/*7~!.#~!H~!L':~%x&~!H#~!*~%1~!I#~!+A~#p'~!F~~#-#~,,(~.Z~!V~%;'B'mq-W~!N~%I%#&&#&}#%},%%}'%}+X#%}#&}(%}'%}<%}#%}%%'}'%}:~![)9@~%>~#UA%-%##&~!C%~!-.9:~!1~!-^2/:a~!y,D*J#-5)/4~%23,~#G~!L1~!0X3`~!2+~!!0-~&E~!W~!o,>Y&]~%cZx_&~#O*9#A#'#+I'%#)~!0B*-5A+-((F&*M#)(-7-5+'-3a5Vi~!Y~!?+[)%3),ERHm~!+:D,VG.+)?fB%%*(%)'(#&80%1'8`K8?`+'Z#&O&'H5#*9)A%%5&3))0%39+.*7#()&&*=4@**L)<'_&*+..;(#*+)./&0#3)%')-8(4ixD(&.}%,('aI:,)%,k2231T)I'#/-W7,/'Q#.'Y24+h')37</31&83##&0#),H(?'&?/1##%#&&#%''-%&&&#(&''&#.-'%#%%(,')*'&#&#'##%(%(#%('#&##%%%%('%#%#%%#%#&%##h>w+v<ayvyvcg.uuhKr}g/v|g>u9i[~>g5uI~=RvdwEg;v/g;uk!!TTSx]@RT!U!#!@VBRUU!'UTe-d0c`e&gSdicedFcrdTaqb.kYcAohdYd@a3e+d}dMdtd.aJ#bqcK`dle/e.e'dwdPdodddjbEb}ogd^ofdpduc6j?l%d{drdqc)d7bacOdQ%T#Y)X.sR[yH>6Vyv3[xwLu>vo'!*.[yBacahoj>6Rew3[xqdZa#!a&#^(X-[yG>6Vyu3[xvg3sEr|g.u/Ri9db0T#^(Xa)!-[y;>6Vylg4wKs{JwNZt3@3r=c4Z([xlg;wKt!cpq's@v7A'*a(a+!-a#[y<3Dt?3Dt'>6Vym3[xmg9rxsNJwLZt4~?r?db1T#`-!(Xa,!0[yS>6Vz%NuQs.g4wKtnJwNZtS@3r>c4Z([y%g;wKtrdga8!a(!#&T*Y-Xa#!a0<or[yc3Dtq>6Vz43[y3JwNZtf@3s!Ju}!%Dti:pm3c_%X#tjB5pkd6q!r]u?voC'*-a.a2!0a&a+[yI3DtI3Ds~3DtH>6Vyw3[xx;:s#~<5pKJwNZtE@3r~d`a)!a2T#a.(!+U.X1[yT3Dt`3Dtv>6Vz&3[y&g9rxwzcxstPu.<rAJwLZtT~?r@dZa%!a.&^*Za(/Reu[ya>6Vz23[y1g3sEr}wkg{NuQRg{ci(U#5@b`~,cg#U(2WnH5wugcRh7dX#T(Y,a'Ta!!a,[yZ<]mj>6Vz,3[y+Pv#5ReZKu+=,%!H}7ABwkaS?Rh:BcW(X#<]mrj:ubv/ARekdg%!(!a.*Ta(Y.X1!#sP>Rl*Dt6[y>>6Vyo3Wf*jOvuumvuRgRJuq*!:9<B@bX~3jVv&v@s@5Re[d/rQt{uAvo&a&a*)a2!,0Wf!3Dt0=Bs'>6Re}3[xy~<5s%JwJZt1~Gs)c;&!#2sJkNuXvzq7rxu,Re8dka4!a8(aEZ+a@Y.X1Xa)[yd=Bs(3DtP>6Vz53[y4cX#X&Re:avRe9~<5s&JwJZtQ~Gs*i^rzvdRg+Jv{%!2sbB@bX}kdga,!Za?&^*T1/!a'Dt+[y6>6Vyf3Wf%g/u;s4hGu6?Rh-JvZ,!c%#&RoX54Rivj7uyvf8RgTKvZB%*!2sGh<vu5Rgq<=C::9bb~#dZ#T&Ta6Y.X*Dt>[y93Wf)coZ(T,6VyifluvRgC@95@B@bX~/hFu34cC#T,k/unq8w8Q5RkUklwQuzunq8w8Q5Rk8d/rJu?v8w9)-&!a0a;a&aIWejg3sEr/h1s<DtDJvyZqY5aws3Jvy!&Wei~Hr1:au5@Bag>23E~5c:Z&bX};kKv?w&unuVu5Rjc;>bs)#~@:Rh.=ay<a]C;b`}Vd6s/t{uAvoaxa()!a,a7%-a#a2Dt,[yF2Wo[>6Vyt3[xuNuPRi&NuPwpi#RoWh?vf8Ri%Jv]!%Ri:KvxD!.'2WeAjZu`q9rxu,Re7woeAg-unLq(qA_/*2Wg_g3u5q^9:4E}/jTrxrzv=Wkkd~0UX#^^Xa-a1a5T&a=U1a'*aEa]!a*aPaA-adok[y54Rn>;:p3~Dp5g9rpsFNvZqjg3uJp4~<5p0Pw;5qlJwNZt*@3p1Pw:5p/Ou!5p2JvG'!6Vye=<qnJvh_[xhg3v,Rh3kOwOw-sDuev/Re^dha[a%!%!a+#Ta7)-5TaCaO!aka!a)sf[yb2>Rl!9ARiq5E}Qg=ucRkBE|oJrJ_@Wk~@Wk{JrJ_@Wk|@WkyJrJ_@Wk}@WkzJvO_[y2g-vMRmiKuYC!)&>Ri;>Ri<@3RkNc](X#@9Rk=g5vuRmhKvDB!+'=]meg3u4Rmgd)#Y'Vz3CARmfd`a+!%T'!+#Ta1Ta6TaM-sTDt9[yA9sYd'%Y#s[[xpj:ueunaXRgEjRq,v-vuqdd2'`#6Rev<32@5>:2<E}5xIo9a*X#Y(;5RePJvD_g>vyRgNj8w)v8<wggs:RgXiZt|vjx,hSq3ah!-(~@:Ro/Ou!5RhWj^v(pyw8unRhUdx-UY#^Ua.a3a70!)%UX1TaDa)'omRiRRhE[y:3Dsz=Br,>6Vyj3[xkg6ruwjcqsrPw;5r*Ku]D'Zt-@3r(~?r.i[vwv]dU1a--U#`a4(g/vsRhPOu!5RhLj:rmu9Wo!~@:wdh@g/vsRiTjXuvvNr}:RhBj^v(pyw8unRn]dz1UYa'a+^Y(!aETZalaRY.Ta?a4[yDJw1!#qLsW>6Vyrfzq-pLflpwRe|Js>%!Dt@3Dt&Jvy_[xs~HrnjMuwpsw'RecKu+D#'!t<~Grl~?rjg5u-x,gwp{ah!-(~@:Rg~Ou!5Rh'jXuvvNr}:Rh#cW#X/c;&!#2sLi[v7u7RgpJv)(!iLrxu,Re6j7v@s@5Se[e7d`aW!Za(a`T.a#!a3!&aDa-!9)Dt_=6s+3[x~~DR|h~DS6avhGun5RkZj3w)v-]mkKunB!&*]kb97R|i<ARk<c:Z(6Vy}Juh'!wziMRoS:F|vkLuauJv5vtvQRh1d='T+Y#VyO~DR|jcF#T'7R|g97R|kJv3'!ay<Rj,Jvh&!:ReXcsa6*a+#a#_aIRf9aLRf?c,Z&Rf5Rf7c.Z&Rf;Rf>cQ#%T'p-Rf8Rf=ct#%'(*!,p,Rf4p+Rf6Rf:Rf<d~'Ua%U*^UYa(!a,-!#a4YaTalaEX0a8a<Weo3Dt/3Dsx=Br93Wen~Dr;~<5p<JwNZt2@3p=Pw:5p;Ou!5r3c7&!#:p>3Ds}KvGB)_6Vyk2sM=<r7x'eovA(!hFu1ARf}cV#X&@r5j6rvwQa^Rf3c=Za'wkghJv__g;unRggA53B9=b^}%j6uduo5Jq;!(hIv%2Re`Ou4ARe_e%a#^^^Xa&!a*a2!&a6YaP!*ad!#a:aE/5Rn?[y@>6Vyp;:pE~DrY~<5pBJwNZt8@3pCh=rt3rWPw:5pAJup_[xoNuPpF9c!#'45pD5ARn)d8#X'X*3@rU72s]h>v<<sSjJpqvewOJq/(!hNw'5ReBk0s2u3w/w'5ReE5@Jq.!a+JQ!&WeU23d(#Y&RjG5]jBk!u7w&u0udARjEe#+^^^Ub#!a2/a`Z(agT1!a-a;|@TaG!aS[yV=Re~fow'RguNuPRe?bz#'>RoUWeL>:Cbb|?JwPZtVg6ruRmzJvD'!6Vz(g/vmRh~Jvy_[y(g9voRgyx*cy(#2>Ri2B9b]~9kIw9u7rluJu3Rg]dI#a%UY'@=p%CAx.gQZ&RhwwygtRm{x5g_Z'+ABqR9Woa=Bp&dV#^*Xa'!&@o{g4v]Rk;Jv{!%Rk[wkkiA5RkiwwfUB=x,fUuqC&*!>RfTg8v0RfV~ARfSd;rJsAuAv9wR'ae+/aO!a@aza/a#[yQ@Wg!2Wemg3sEr0JvB_g>uvReWg2v+Re=KupB_+[y!2AbY~-~Hr2AJwD!(h<~El>h<~El?Kun@+_:9b`}Kg-v/Ri3g;vtwyk_9]k_d=&T#*U.6qh@Ab`|K9:H|CJv[!&3Dtex'fDwC%!Rf[9WlMd[(^X,!a%Z06Vz!@WgBg=v~Rgvg,QRe@awd,#Y+jTv|Q~EfWj]uNr|~FRfXdy#Y&^Ua%!aO.!(a)Ua;=!a@aKap!a-,a!Ta]a[rSa]p?[y82sK=Bq~;:p:~<5p8Pw:5p7d'#Y'Wf(;RnRi[u4w&RgJJvG'!6Vyh=<r#ijuuv/sIKuYD'ZtG@3p9~Gr&d2#`(g<vtRgFj`u5w&rqpxRf2CJuY!+:wfnTOu!5Rg}jNs1ucv&RfwJvA!&3@q|BDcC#T,k/unq8w8Q5RkTklwQuzunq8w8Q5Rk9dga#!a'!a=#a0!:+Tb*b@aO.a4!aba8aFJv^}?!VyR~Dr<g;u%Rn.~<5p[x'e`wNZtR@3p]Pw:5pZhNvjBp.woe_g5u-r4JwF!%DtO3:ooc7&!#:p^3DtpLuGw(!+%)Dtk6Vz#2sd=<r8d'#Y([y#<x3gJt`w@!)%}MRiowzikRij=]ilxAf3,U(#B2Rf#g0v-Rm[ck{`U#]giKv3>)!&6Ri154s,KuGB_%@r68r:dJ|t`#X(9<E|u2@H|rx3gJu?w'!+'1Nu7Reg4=H~+9<wxgY95Rm]xLggZ-`(X}U2:Ri4h<uOawRmsJv__5@bb{jbV~3dka#a'a]!,#a+U=a>b6a3b%!/aKa/)!arwve^VyJ;:pR~DpTg3uJpS~<5pOPw;5qmPw:5pNOu!5pQJvG'!6Vyx=<qoJvA!{~Jup!%@qk7Rn/KvyD!}''[xz;>wkh'?Rh,x8gyt`w5D!&),(SgyccRgztJ@3pPB5p#d'(Y#<]mmifubw&RgoJvE&!82s^JvF&!8Rf,ADb]~;x=h'rNu]vK!,%'*0RnORh)4Rh*AqQg-vaRnNg;wHwkh'ba~4cE#Ta*x3gctyw@'!+%RnFRnD<4Rn@hFvK5RnCxWg[#`&a0Ua()`1Rm75Rg[c]%X#qi8Rg^NvdRj>BwzgZauwji7Rm6A4wgg]d1#&(*,.0a#Rm;Rm<Rm=Rm>Rm?Rm@RmARmBe%#^^^Xaea?aC/b+(,!a+a#!a/!>a&Ta<aKbD!2wphBRnk[yPw}hE|.=Br-3Dtm>6Vy~g6urRf.x,hPrNav!%'RnqRo%Ro#Nu;q[Pw;5r+JwNZtM@3r)d'#Y'Weh;xChL#`&RnmRnoKu}>%(!Rne~Bs-;2wjcussJv+'!aYSO}6@B<5?ba~8LrNvj!.%*ROwungw~ng~:9;Ri^>wtnig;wHRnixDh@|(UZ.x1h@|)!#:2<H|*xHn]#-UX'3Ro)z=iT}6ARns=Bwsn_wpnaRncw]aR(#UXa&Ua*a/=]iPd'#Y&Ro'WnXf{QRm2hNvj]nZd`'T~&1`{|`#9b]{}c:'!#Wl{>@=be}]?cl{{U#:5Abb}Jds#^YaF!a*b4a#a3aPa>&Tb!bH!*a_!Eau?/a&RjY<]gj>6Vz*;:pe~DrZg,QRj1JwNZtX@wihspcJvZ&!VyX9WmOJu|!|N2WmHJvh&!]ht~Bpbcn&T(!#RmQ<s7Nu;padH#X'`+WmJ@>RmKCARhnKup=!)&Wf+:RhqNuPpf9c!#'45pd5AwghpARn(Ls@w!%,)!RmP@Wfe<E|IJva!&WmNg8vsRmLd`*.`#Y'Xa!axRn*]hrA8Rhug5s@rXg8u!RmMd8#X'X*3@rV72smdI*#UY&RmICARho~GsgxVgd)Ta'U-Y&Xa!T#RnEWnA@Wffg1uDRi0hFvK5RnBxGnG&#`%owp)@wsf+bX}Ze-*1!a*^^^Ua|!#a.aq&Ya2!a>.a6!a:aO`aJDtL[y`@Wg#>6Vz12@wzoYRoZNuPRi!NuPRhzg=ucRi,@=b`{Yg=ucRi-ACJvB!&Sh[ebSh]ebi`wUuFRm4Jw2_[y0JvB!.<Ju(!&SoG}6Shd}6<Ju(!&SoH}6She}6Kur@._g5vHRieJvx!{L2G{Kx6gd'T#?Rh82Wi5cZ#X(g1w)Rm5dW-Y(Ta#!a)!#aYa=wnfE=su2>>bU{0j9udv:<svj8uQv-7RgHdE%#^'sq9sp=>Bb_{TJv`!&g/r|snj6v(us5d,#Y(56H}[978H}]Jw5!&g1rushJvB!+j;v{u5?zDhd}6}bj;v{u5?zDhe}6}ce*#`(^^^a[aea!=!a6a*aoXb1a.!aAbL!b>,b'aL!aV@Wf|2Wlg3[y/JwNZt^@3piPw:5pgJunZou3@rsJva&!Vy_g<v~Rm#JvG'!6Vz0=<r{Ju{%!:pj@WfsiXuJu3Rm:JvZ&!WfA~Bph@c4Z&Dtwax5rubx(#:awRk1@d,#Y&RfjRfid1#,Y(@Wfp2Wlrg5s@ryKu[@!,'=]ig9wlk?Rk>g5u-rqJvy'!@9RkQcH(T#=>Ri~@<wkj(Wj(KuZB*!&<7rw@9RkRcH(T#=>Ri}@<wkj)Wj)dg(Ta2Xa9X#`-!a*CARhg@@=I}d9x;c~#X%so=<sj>2@@=aybb}XjWv0Q~EfEj3vLv;<d,#Y(56H}`978H}_dgaPaFa'a/!#a3Y0a_a;a|!1(a7-[yE3[xt;:pJNvZrrg3uJrvJwNZt=@3pIh=rt3rxPw:5pGOu!5rpJvG'!6Vys=<rz@c4Z&Dt(ax5rtJvZ!&~BpH@wsfNg-vaRlNci*U#=<wei<F}a5@Jq.!a*JQ!%@qZ23d(#Y&RjH5]jCk!u7w&u0udARjFd/prq=tyvpaEa(a:.!a1aZ(@@=I}:9wpd%=<sX55w_h}@@=I{t=ay<aU@@=I}T=ay<2@@=I})?C9:9au@9Cb]}DP~=x-fAZ(2Wl1=ay<aU@@=I}>5@d##Y+jTv|vV~EfFj]uNpn~FRfGdgaK!Z2&!a8a-Tb({E!acTbM*!a(DtY[yYd'%Y#sl[y*hHvh>Re5x2c{Z}.j4uCvcawRiMd+#X+_x&d!},<5RkX;2Hzw@x,gavfB-!{CcF&T#Roe;RodwWbBg5urRgaKvHC*_6Vz+<4opieuew&Rmq@d]&Y)X,T#X0Rh}<BqP=4qS9:ReMg/ujReNJw0!/<Jui%!bd{kawwnemRelAxUa?a3#*.&UX(Ya+a/RhvRnQ<o}9Wmtd-#Y&RgSRmw9;Rmxay=Rmyg-vaRmuxEhSrNu,v-voC!%(aR.a(a7+1Ro1>Ro5CE{A9b]{@;5x#eO{:g;urRi+KrNA!%(Ro3>Ro79;Ri_Ku@>{;&!x%gX|{KunA_+g5QRj/g3u5Rj#g>uERj%wio/xRhS&!,!#^1U}wba{8>>@=be}qC@:D5ba{7Ku+A&!}x?ba}t>>@=be}se(aA^^^Uat!b0#{pa+awUazbGa#aLb9bgaWac'a5TbS=Br!d1#`%scp_Jvl!#rT>Re0JvX&!VyN=H{Fcm#U&:pY=ReaJv2&!]h0=]nUJvG'!6Vy|=<r%JrM_=]h2@Wlud'#)U'Wf'b]{i=]h/Jvh!&~BpWg=v]RnMx+ny#'Nu;pVwjnu=]nwxJnx,T#`&Reqwjnt=]nvieu9vrRjLLuYwP(#+!th@wih5pX~Gr'g5v/Rh4KunA'!-CARnP@wwiN:Rm_9x'cvw>!|l=<saKvAA!0&3@q}>w^e1bp#&Re2Re3BDx7gH#T|f5H|eKuZ>!%(:qNAH{]Jv6!+3B2B9=b^{X<5<B92:E{ZLvhwA(a;a%!igQuyRmad+#Y}m@3Rh5d8#X'X*:AqUAHzmaxwbh<aXRnVcF}RT#Nw&cj#U(BWnug/vsRntdka)(a3+.Zb7aYYan1!bVa@Xa}[y^@b[{G=H{+hFu73Rj&Pv#5ReQcK%T#sig1v{Rj'Ku+D#'!t]~Grm~?rkKuMB!01d5#`'Vy.ta3Dtu~Hroc8#'{^45s85AwZbP&!#Rn!wghxWn#KvEA!)&2RlA2RlBx:h|#(T,=]j09Wobz>x]z/@awRoTd+#Y(az]hFhCrm4d,#Y+jTv|Q~EfMj]uNr|~FRfOdCa!Xa9_X#@<plJvf!%b`{(9;Rgwc;.!#2x7cw#T|UDb]|T5Ju={(!=@E{&Jv)&!Ab`{'awJvf!~*>>@=be{#KuY>!+&4Ezyi[ugv&RjIdea+T)#UXa&T-T&a!Rh9auRmW=]kLg5vuRn+g3u4Rn-Ow6ARn,hHus5xNk?#UX(U~)/g8v0RkD~AwkkF?Ri.OuNBwkkA?Ri/d|a2`a*^UYa.!aBTZaTa'Xa;!(!2!-a#b2[yC>6Vyq3[xr2Wi?g1rusVh%s?DtF~<5rbJs;%!DtBfswKtCj[uvuSsEu3RgVx3o:u+wN'*Zt;@3rd~Grh~?rfg8w)Lq)qE&-a%!>bI|`jWv0vV~EfCjTv|vV~Ef@j]uNpn~FRfBcK#T']gWNu7x,k7q4ai(0!hHv8<RhmkMu9vrsBuev/RhlCJvB!,g<v{wchh~@:Rhji[vrv{wchi~@:RhkdS&a5UY#Ta!RgPwwiI5BwciI~@:Rh`x'iJvj'!5]iJPu8Bwch]~@:Rhach)U#h3rp]gLh@t|Ax,hTq3ah!-(~@:Ro0Ou!5RhXj^v(pyw8unRhVd|)`,^UYas!a?/a2Z'a^Ta{Tb7Ta(a#!a,Wf&9sZ3DtAadamov=Bqt3[xig8vsRm~>waiL2b`{QJv*_Ouv2qgj<v]v2BqfdR'X*X#Y-@3qr~Gqv~?p6hHv-]glPup5Lq+q?_%*b_{qF{n9b^{rOu4ARhpKvCD!+&~Bqp:5Dbb}nwoiKl&unuTuBv]v+ueunaXRf0=Jvh!0nKufu8v1w&w7q%w&uHrz:Rgnj5w,uxDJq/(!hNw'5ReCk0s2u3w/w'5ReFd>Za&!*UaA=<wkgsRnSJv^!%Refifw3vyRgOKu_B'!,<]gkiiu:w&Rh<=C@a^<B57@2F{[<B5@aW:=3away9A5aW=<B=C@a^<B57@2F{Ie-#`(^^^bCara.b8aza6!/bZ,!adTbnTbOb+aFaS!aAT9@Wf~2Wli3Dtl2@d,#Y&RfnRfmJwJZtN~GqyJva&!VyMg<v~Rm%iXuJu3Rm9Jv[_=]ih9wlkDRkCd1#`(@Wg>2Wls3cH#T(@<Rj*=>Ri|b~'#23s9h<~El.d'#Y&Dtxi^rzvdRl#d*#U%(o|B2s`hJwSaxRmDKv4B&!1:Rmdd5#`'Vx}to~Hq{x'f1v3(!BA5ba|bJv_&!Wfug1v]ReIdO+U/Y#&G}-8wze=Rh{g1v]ReHg/uQRf/by#)ibQwERl/cH#T(@<Rj+=>Ri{cNu+vlax-!(#a0qa9<Rii2;;bU{H;x<i=&X#Rk`<4wwi=C9H~8xAI(Y#<azRi@45wXI<B9;5bb~7dL(X#Xa(+!aL6Vy{g5QqOau:5au2@ay547EzbxOcU(UX-T#Ta#:Cbb|A?wjh/b_|SOw6ARgtihr}u7Rhy<d1#T)X1@@=I|~=ay<2@@=aybb}Sj3vLv;<d,#Y(56H}A978H}@dGpvs@uAu`vcw9*!aFa+ai%(b!aXa8.a?a[ozWey=sU2@G}Nch&U#Rf_WexKu+D#'!t:~Gr`~?r^j]uNr|~FRg*j^psurwJt|RmcKv)@&!)7Rkv~Br[@wxfO:Rl3co#U'6Rezj_q#vIuavjRltwzeyh@vr5JqD0!>aY?C9:9au@9Cb]}9cl#U*5;5<H||jbuus1ucv&Rfvg1v~d/pppzqFr^a--a~!aMat1(hFv;Wiz@@=Izoj5uuv-7Rix~Cw`fk2WlVcZ#X,k)u3vWs@u2]ktg;wEx'fBq(_2Wg/jTv|vV~EfoJv]!15x'hzqG!(P~EfU~CRl_j6v(us5x4i-#T(2WmZ?C2F|d>Kq<aj1!*jTqIsBv=Wl`~Cw`fi2WlWj`v0u*~>RlR=c>Z,k#u3vWs@u2]kr<c1Z+jTqIsBv=Wla~Cw`fm2WlXdmb3!a{(arZa`bkTa%TbQTa-a9+c'!aM!/[yL=Bqug.w'RifhFvyDRj.g>vgwyk^9]k^Jv3_@WfbAARkhJw2_[x|JvB_wkoIRoKwkoJRoLd'(Y#<]gm=<9<H|yd'%_X#skDtb3awwqkgNulRkgdB#^',9:p'hJwSaxRmEBwVb8@4=H|qLu+w50&!)@3qs~?pU>Awwn;;Rn=c:Z'ARn<=<qwKvC@!/&~BqqJv6!&]eVb^z^xRge'/a%+^`#Sge}6<4Rn3=]n0Pw2>Rn8Jw0!&>Rn:>Rn6cY#a7+!a&=<wkaNw~h3z_c5Z{=wjh#=]nLKv^D!&)Vyz=bW|swYb<WetcG#T(2wxa@qVx@gD#Y&b^|V5JwG&!5bb|pg/w&RgD@x=kHs=uAvn!a%%/'+RmSRh694Ro`g-vaRmRhHv-]mlxCcS#`&ba~.5cD#Ta)P~=d,#Y(56H{>978H{Dd_#{2^Y%_+qbbb{6g3sERhsbU{?dfa.,`a(Xa<!aiX#(55RiG54RiHcI#T'WiU3RiVNvdwtfcRlKNvdd,#Y&RlHRlExQgf.1*^T'X#Sgf}6Wn4=]hfPrk>Rn7Jw0!&>Rn5>Rn9Lunw?&a2!,5<oq@@wqfdRlJj5Q~=d,#Y(~ARfcOuN]fdDKw;ay(}i!547E}j?cI#T(@5bV}iCbV}hdv(^^Tb?a40,b##Tbo!a*bR!a<b|a/!aKai!aU[yK=]o^g:v>ReGJwPZtK<7Rh+h<~El,Pv#5ReR@awwxjCg,ulRjDJv6&!]j!z?aQeeg>w=Sh<eeJw;!&axEzOg,Qosc!#*:wkeJ]eJ>x'h-u(!%Ro.w~h.zPdNZ(X,Ya![x{;9ReY;wkgxRiF:x?ap#Y&RmUg<s2Rkod]+UY0TZ'!a&A9sw<=bczLNvuw{gqzNhJwSaxRmCKuLay!#&s_Rf-55b^{uJvZa!!c%#(55Ri654wmiu5RiuawLu,vp!+}^%b_}Y9;wkgxba}o>A9:=b^}zKuh=a''!3awRk3c*'!#aHRk6c+Z&Rk5Rk4Jv)&!awRjSawd9*`#0?C2@EzMj8u<uJ5RmbjQrquJu3x,k>uq@_+=ayb^|W~ARkEOuN]k@7dhzV^X/X&a-#zRzSb`zXcJzTT#2WkVKvDBzW!%FzY9;5bbzWjQrquJu3Jw3%!b`zU=ayb^zQd:#X(T-a!6Vyywxh}=b]{Jg=u1RiAdGp~qHtzv!w(wA+a+a;<!aJaYai'anasb(=azRmV:Cbb{MLq2vb!%')RjuRjrRjtRjqx3jnqCw3!%')Rk(Rk+Rk&Rk)Lq2vb!%')Rj{RjxRjzRjwLq2vb!%')RjsRjpRjfRjex3jcqCw3!%')Rk'Rk*RjkRjl9<CbbzfOu4ARhxLq2vb!%')RjyRjvRjhRjgx=joq*uKvb!%')+-Rk.Rk%Rj~Rk-Rk#Rj}x=jdq*uKvb!%')+-Rk,Rk!Rj|RjmRjjRjidAq&qKs@uAv8Aa.'*-a@a&0!aM@a5[y73Dsy3Ds|3Dt):wxgI2sHJwJZt.~Gqxwsf0ikrzt}Rl0Jvy_[xj~HqzKv_A|D!&WfP8axRoVcf,U#k(v]v+ueunaXRf1Ju}'!g8u#Ri=jQw!sCunLprq>!,')~<5qeGzq9F{W=c##%s5au:5aU3CBE|;d4#X(D!a&6Vygx(b;#(=]ed?C2F{N<capoq2r[a&!aPa9,'Pw;5s:@@=I|,55w_h|@@=IzcP~=x'fCqB_2Wl2>aU@@=I|1OuNBc1Z+jTqIsBv=Wlc~Cw`fl2WlZ~AcTa%!Z+jTqIsBv=Wlb~Cw`fh2WlYk+uNqJsBv=WlSg,u3dca3#UXaMYa)TaB-=cM|7T#<bI}l5@B932:aV2G{BOuNBJq:|M!5Ezt=<B=C@a^<B57@2F{v>cB{/T#=ay<bI{3Jv6!a.6BKq0ah&+!5E}HP~Ef{978BaU@@=Iza<7d#.Y#978BaU@@=IzH~AJq0!(@@=IzG978BaU@@=IzFe,aU*Y&^^^bvJb,b:bFad!a,c2Ta>aL.bo6!a#CbTa'T#Re{2Wlh2@G{yg6t~Ro_NvdRfticuRQRllJv3&!x&c|zs@Jw3!%RflwpfkRlpKuL;%(!Re<@G|C2GzdhIvuBwgjAg-u0RjAKQB%!(GzZ@G|5NuuRl7d='T+Y#Vy[g<v~Rm!==G|>JvA!)@wma=]m1ifuaw&RmnLs@vT'!|/+[y,g:v>ReTJw1!#qX=x!eC{bLu+wT&)ZtZauq_~Graci&U#F|89:r_Lupvq!.)&2RlG8RfaC=x!eF{_h?rpWlmd&'!#X|&]k::xJey#`'T|+<E|&2@H|%dE#(^,g;u.RiEg6vjRiC9xCkA{O|zY#g=ucRmXKs0@!&*@G|m@awRknJuh!,3d(}gY}eJvj!%Rm):Jw3!%Rm+Rm-Ls0w(&!a(a#@b[|6cZ#X'7RkxWgAOu4ARn'dH'U#Y*Vz-Wm'CARm}d]*#a%^a*T'aK!a<9bV{PC=p*Jw4!&SgxcbB5r]idw(wBRmF7xFkt#&`(Rm/Rm8E|!JuY_9:Rl5=wrgr2:bbxd@xXfB(a*#T+!.X0X1Ta/a'T&RlDRfL>RlyARl9b[z[>RfZ:RlL:RfRwlg/ARl;9;RlxKv,A/!%7s69<74=BA5ba{-8Bde#`a<XaKYa1,a'P~=wxfB2bZ}}?C972@@=I}r8@55B9;5bb}G978B2@@=aybb}3j3vLv;<Jw3&!>Rfk=ayb^}4~Ad1#`*@@=aybb{w2@>==<bbz]dx+UY#^UaF!a9!bB'Ya1.!ajXa#%olRhD[y=3Dt#Ov5BrHKuMB%!(Rf^Wep~HrJwkiQjKr|~FRg)Ku+D#'!t5~GrF~?rDdV)UY,Z/_7RkuG{<~BrBg,rlsO:235B@bX}|d?a1!#`(6Vyn5@d##Y+jTv|vV~EfIj]uNpn~FRfH7Lq2vb1!a9-978BaU@@=Iz9978BbU}#~AJq0!(@@=Iz8978BaU@@=Iz7~AJQ|}!978BbU}!JvkaK!AdUa21-U#`a+(g/vsRn~Ou!5RPj:rmu9WhOjXuvvNr}:RhAj^v(pyw8unRn[kPr}p|u7vwv]RiSBd;pppzq@qHQa?(b.!a.a`@.|xa(hFv;Wiyj5uuv-7Riw~Cw`fg2WlU978BbU|wOuNBJqG!(P~EfD~CRlQcZ#X,k)u3vWs@u2]ksg;wEx'f@q1_2Wg.j]uNpn~FRfqJv]!15x'h{qG!(@@=IzK~CRl^j6v(us5x4i,#T(2WmY?C2F{1>Kq<aj1!*jTqIsBv=Wld~Cw`fj2Wl[j`v0u*~>RlT=c>Z,k#u3vWs@u2]kq<c1Z+jTqIsBv=Wle~Cw`fn2Wl]dn1#c(a(b^a2!b/bAT(bj!aDa7bu,a_a{c0!2T0g:v>ReD2@G{42@G{5~DpM~<5rc=Bx6i>{RT#RnI@zCx]y]z:2Jv[!zr5Awyk]9]k]dD(Y+X#6Vz.g=wKtgwhaCwgmTWj2Lu,w%_+/[y-B;b^xeg3u3Rj-2@bX{*KrJ<!+'@Wg(g?QRlC@Jv`!%b[zIwsfII}8JQ_@w|kW|=Jv(%!AqcOuNBJvEzh!bYzjLs@wP#(0!oy@>RkdJwMZtc3Dtd@BcG#T'9bWxg2@2Fznd*#Y+;2x'c}w<zizixNgwa#Z'U+!/!a'!a+w~g~z6wcn{Rn}wcnzRn|5Rh%=]nJg5vuRmvNvdRlvcprJu}w*az*a#!%.a.'Bot9qT]kj@Wg'ay2Gzv@Jv`!%b[zEwsfHI}1;ck#Ux`<Cbbx_Lu+w!a&0*!wko*wwo,So,}6Juqxf!E}PigQuyRm`d3(`#8>Rn%:A5B;bZ~%KvhCa!a2!x>k7#Uxb@b{#xaRk7Jw0!)>wwhlShl}6>wwhmShm}6CJvB!.x'hhvj{!!5Bwkhhbaz}x'hivjz~!5Bwkhibaz|xEhTrNu,v-vpD!a%&/)a3a.,%Ro2t[CE{)@3re9b]{%wjo09:rgc:Z&Ro6=<riifuaw&RmoKrNA!%(Ro4>Ro89;Ri`dSaL'UYzxZb)7Rka3xRhT&!,!#^1U}vbaz{>>@=be}yC@:D5bazzKu+A&!}{?ba}y>>@=be}wxBh[t`u~vJvr!%a!a()a,a0a4RoC=]o;Ju(!%RoGRhdwjh`=]oAg>w#Ro?g5vuRo=NvdRl|Ku]C.!&;RoEJvB!%RoORoMBx'h[v+_?w~h`}~5?w~hd~!xKh]oiptu-utv.vp!#%&a30a@a'a+(a/aOp(o~p!RoDJu(!%RoHRhewjha=]oBNvdRl}g>w#Ro@g5vuRo>c[#X']o<CauRoRAd-#Y':RkpauRoQKu]C.!&;RoFJvB!%RoNRoPBx'h]v+_?w~ha}t5?w~he}ue!/UbhYacXaW^Tc&a;b:a-c/#b&aja1(!cL+!bKbt!bmcRc9aIc?8[yW3Dtt94Rg`Jv}!&SiRMzBhEebShEMNuPRe>x7gL#TzuwjirRipc<Z&>on;>z=h-MSh.Mwqczx'a7vj&!>Re4@=ResJt__NuPRi*NuPRi)j]uNr|~FRfzKrJ>_+@Wfy@Wf]2WocKrJ<!+'@Wg%g/QRl@@Jv`!&awRl<wsfFIzgLu(w*!.*&ShBMwvhIRhI9;RhNx1hK'!#Sn]Mx1hK~0!#:2<H~7cNu+w7D*'1ZtW>Rn1~?rOc:Z&Rn2=<rQ<7wjh&=BSnLMc]#X(6Vz)w[b=a!U#9wzgMc3#&(RgMRitRis<x,gKt`ax!&+SioM=BSilMc3#&(RgKRinRimKurB,!&SiQMzBhDebShDM6BJQ!(P~Efx978B2@@=I}WLrJw!!,a*&@G}O@9wkibRid@@x'fKwC!&SlDMSfLMjUv~Q~EfKKv3@a+!(hFv-]mpx/hYZ(C5RiWz<o/MwkhY?So/M@x,gbvfB*&!SgEM:SoeeehFu3:Rgbda(,^TZa)X/7Sg[eb:2RgI~BrMC@wgkc:wwkcRerx3h(uUvK!&*,SnOM4Sh*MArRg;wHRh(x=h;rJvPwI!a4',a'0@Wg&=BSh/Mg>w=Rh=g3w*wwgGRgGcW(X#;Sg}M2Gzk@Jv`!&awRl=wsfGIz`dKZ*T'Y-:RhR7RhQg5u-p`j6v(us5d,#Y+~Awkia?RicOuNBwkibba}Ld6p~tyu_vbAa'a+!a/'a3aEa8a!>Sh,ebJv{!&Sh@ebSaReb9;SgwebNuPRi(NvdRl)NuPRi'hHu^<Rm^Jvv_@Wl(g;u1Si/ebKu'B&!*Sh?eb@Wl'z@aPeb95Si.ebcpputyvjB)!,&a+0a%ShAMWeK@G}C@WfJ9;RhMwvhH9w{ia}ix,hJvRA1(!zAn[MRhHx1hJ~*!#hFv(BSn[MBJQ!(@@=I~'978B2@@=I}2db.Ua<'X}+T#a0XaG2G}E;wkg|wuh!Rh!x,hZu,@)!&So0MVy)C5RiXACJvB!&5RiY5RiZg8w)cG}*T#2@bU}=KsA>(!a.3wkhZba~(x,h^u(A!&(SoCMRhb5Bz=h[eb?w~hb~6x,h_u(A!&(SoDMRhc5Bz=h]eb?w~hc~6e)aA1T#T,^^^c-bMb&blcPaP(a/!0!bA=b5c@a(!bfbrc#2afwmhARnjwchORnp2Wlf3DtsNvdRl-2@wpa<]m0bx(#:awRk2@Jw3!%RfhwpfgRlnKQB%!(G{V@G|'NuuRl6d='T+Y#VyUg<v~Rl~==G|<Jv+'!aYShC}6@B<5?ba~8@Jw3'!g2QRljhLrpWlOd+#Y'g.w'rIg>w*wgj@g-u0Rj@Lu+wT&)ZtUauq]~GrGci&U#F|39:rELrNvj!.%*RhCwunfw~nf~:9;Ri]>wtnhg;wHRnhx3hDs@v~!/+'@Wfr@9RkSNu&Rlo=@<5GzoKs0@_+@Wl+@awRkmJuh!-3d(}pY#qWJvj!%Rm(:Jw3!%Rm,Rm*de&!1U-U#`)Re;@G|.@9Ri82@wjfvRlq=@<5GzpLvOvr!).&2RlF8Rf`C=x!eE{.Jw3_g2QRlkhLrpWlPde(!#U{s,UXa*Ta'[y'g:v>ReS;x0PZ&RnlRnn~HrKJw1}f!=x!eB|2w]aP(#Xa&a*Ta.Ua2a7=]iOd'#Y&Ro&WnWg;u.RiDg6vjRiBNvdRlzhNvj]nYJuW_2Wm3x)kFze{9d])!a.!,Y01!#&aC!a3RndC=ox~BrC@2b^{pg,rlse7x'ksuq!%Rm.E{xidw(wBRmGx9o+)X#wwo-So-}69:Rl4@xSf@a#XZ'X)X,Ta(/ARl8b[xc>RfY:RlI:RfQwlg.ARl:9;Rlwdn'#^XafaQa1X1TaHTa)@b[{zcZ#X'7RkwWg@Ou4ARn&x)kG#{,g7u/RkGdH'U#Y*Vz'Wm&CARm|bx#(A]gUbUzJj9Q~=d,#Y(56H}l978H{U7d,0#U*2>ABb_xZ978BbU{e~AJQ{g!978BbU{hxMh?ad{oUYZ.x1h?{l!#:2<H{mx3n[t{vl!,&a%3Ro(z=iS}6ARnr=Bwsn^wvn`Rnbd`*T}B0!#^X'BG{c9b]{a>>@=be}F?JvS!&BG{d7BG}(Bde#`a1X,Ya@!a'P~=wxf@2bZ}I56B2@@=aybb}08@55B9;5bb}<j3vLv;<Jw3&!>Rfg=ayb^}&OuNBKuLA!)a!P~=x#fD{f2@>==<bbzl?C972@@=Ix^d6rSu,v7w*C(0a)a6#B+a%!sQ[y?3Dt%3[xn~<5rLOu!5p@Ku+D#'!t7~GrP~?rNKvlaya7'!h+v-5qMg=t|cd,U#5AAaa5Abb{S@52B5@a[@52B5Gx[iXueu;d<#`a(!/549C;ag>23ExY5@Dah89b^~689Jv)!~2b[~1Lv'w(%*!a#bX|aPrmawRe]keu7uhv-q6rxu,q`xTo]/a5aU!bNaDXbi!b-!ao!b<bwA!#5@B932:aV2G|:d-)Y#hJrL>RhG<7@C5<H|_=Cau:5aj5@B932:bJ|ng>vIbs)#?C2F|9jPv0w.vISh-MKvUaz(.!9ABbb|[5;5<H|Eg>unwfh;9:4E|YjQsBt|vjx'hYq3!(?C2F|J:2<BaY?C2F|GOu!5x,g|p{ah!-(?C2F|c9:4E|OjXuvvNr}:Rh&i[w*t|cd+U#jJvsu)vsSn~Mkfrmu9p}u7vwv]So!McW#Xa!ax5@A5aY:5;5<H|>kJv~vYrquJu3x4ib#T)2@SmZM?C2F|Bj:rmu9@xPhI(a*a#U#`a3-5Abb|L~@:RhK9:4E|0@52B5G|#C::aY?C2F|-:2<BaY?C2F|.5Jvk!a)javYrquJu3x4ia#T)2@SmYM?C2F|HAxPhH(!a#U#`a*-5Abb|4~@:RhJ9:4E|R@52B5G|F:2<BaY?C2F|Sc^#Xa2j=Qq5CJvB!-g<v{z;hhM?C2F|Zi[vrv{z;hiM?C2F|XKsA>!a)-g<v{z;h[eb?C2F|]i[vrv{z;h]eb?C2F|^iZu.vix,hZq3ah!.(?C2F|QOu!5ShXM:2<BaY?C2F|P", 13494, 2713, 49, 25, 61);

// node_modules/entities/dist/internal/bin-trie-flags.js
var BinTrieFlags;
(function(BinTrieFlags2) {
  BinTrieFlags2[BinTrieFlags2.VALUE_LENGTH = 49152] = "VALUE_LENGTH", BinTrieFlags2[BinTrieFlags2.FLAG13 = 8192] = "FLAG13", BinTrieFlags2[BinTrieFlags2.BRANCH_LENGTH = 8064] = "BRANCH_LENGTH", BinTrieFlags2[BinTrieFlags2.JUMP_TABLE = 127] = "JUMP_TABLE", BinTrieFlags2[BinTrieFlags2.VALUE_MASK = 8191] = "VALUE_MASK";
})(BinTrieFlags || (BinTrieFlags = {}));

// node_modules/entities/dist/decode.js
var CharCodes;
(function(CharCodes2) {
  CharCodes2[CharCodes2.AMP = 38] = "AMP", CharCodes2[CharCodes2.NUM = 35] = "NUM", CharCodes2[CharCodes2.SEMI = 59] = "SEMI", CharCodes2[CharCodes2.EQUALS = 61] = "EQUALS", CharCodes2[CharCodes2.ZERO = 48] = "ZERO", CharCodes2[CharCodes2.NINE = 57] = "NINE", CharCodes2[CharCodes2.LOWER_A = 97] = "LOWER_A", CharCodes2[CharCodes2.LOWER_X = 120] = "LOWER_X";
})(CharCodes || (CharCodes = {}));
var TO_LOWER_BIT = 32, CONSUMED_SHIFT = 21, CODE_POINT_MASK = 2097151, CONSUMED_OVERFLOW = 2047, longNumericConsumed = 0;
function unpackConsumed(packed) {
  let consumed = packed >>> CONSUMED_SHIFT;
  return consumed === CONSUMED_OVERFLOW ? longNumericConsumed : consumed;
}
function isNumber(code2) {
  return code2 - CharCodes.ZERO >>> 0 <= 9;
}
function isHexadecimalCharacter(code2) {
  return (code2 | TO_LOWER_BIT) - CharCodes.LOWER_A >>> 0 <= 5;
}
function isAlpha(code2) {
  return (code2 | TO_LOWER_BIT) - CharCodes.LOWER_A >>> 0 <= 25;
}
function isEntityInAttributeInvalidEnd(code2) {
  return code2 === CharCodes.EQUALS || isAlpha(code2) || isNumber(code2);
}
var EntityDecoderState;
(function(EntityDecoderState2) {
  EntityDecoderState2[EntityDecoderState2.EntityStart = 0] = "EntityStart", EntityDecoderState2[EntityDecoderState2.NumericStart = 1] = "NumericStart", EntityDecoderState2[EntityDecoderState2.NumericDecimal = 2] = "NumericDecimal", EntityDecoderState2[EntityDecoderState2.NumericHex = 3] = "NumericHex", EntityDecoderState2[EntityDecoderState2.NamedEntity = 4] = "NamedEntity";
})(EntityDecoderState || (EntityDecoderState = {}));
var DecodingMode;
(function(DecodingMode2) {
  DecodingMode2[DecodingMode2.Legacy = 0] = "Legacy", DecodingMode2[DecodingMode2.Strict = 1] = "Strict", DecodingMode2[DecodingMode2.Attribute = 2] = "Attribute";
})(DecodingMode || (DecodingMode = {}));
function determineBranch(decodeTree, current, nodeIndex, char) {
  let branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7, jumpOffset = current & BinTrieFlags.JUMP_TABLE;
  if (jumpOffset) {
    if (branchCount === 0)
      return char === jumpOffset ? nodeIndex : -1;
    let slot = char - jumpOffset;
    if (slot >>> 0 >= branchCount)
      return -1;
    let stored = decodeTree[nodeIndex + slot];
    return stored === 0 ? -1 : nodeIndex + branchCount + stored - 1 & 65535;
  }
  if (branchCount === 0)
    return -1;
  let packedKeySlots = branchCount + 1 >> 1, branchEnd = nodeIndex + packedKeySlots + branchCount;
  for (let index = 0; index < branchCount; index++) {
    let key = decodeTree[nodeIndex + (index >> 1)] >> ((index & 1) << 3) & 255;
    if (key === char) {
      let pointerIndex = nodeIndex + packedKeySlots + index;
      return branchEnd + decodeTree[pointerIndex] & 65535;
    }
    if (key > char)
      return -1;
  }
  return -1;
}
function readTrieValue(decodeTree, nodeIndex, valueLength) {
  return valueLength === 1 ? String.fromCharCode(decodeTree[nodeIndex] & BinTrieFlags.VALUE_MASK) : valueLength === 2 ? String.fromCharCode(decodeTree[nodeIndex + 1]) : String.fromCharCode(decodeTree[nodeIndex + 1], decodeTree[nodeIndex + 2]);
}
function parseNumericEntity(input, numberStart, inputLength) {
  let offset = numberStart + 1, cp = 0, digitStart = offset;
  if (offset < inputLength && (input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X)
    for (offset += 1, digitStart = offset; offset < inputLength; ) {
      let char = input.charCodeAt(offset);
      if (isNumber(char))
        cp = cp * 16 + (char - CharCodes.ZERO);
      else if (isHexadecimalCharacter(char))
        cp = cp * 16 + ((char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10);
      else
        break;
      offset += 1;
    }
  else
    for (; offset < inputLength; ) {
      let digit = input.charCodeAt(offset) - CharCodes.ZERO;
      if (digit >>> 0 > 9)
        break;
      cp = cp * 10 + digit, offset += 1;
    }
  if (offset === digitStart)
    return 0;
  offset < inputLength && input.charCodeAt(offset) === CharCodes.SEMI && (offset += 1), cp > 1114111 && (cp = 1114112);
  let consumed = offset - numberStart;
  return consumed >= CONSUMED_OVERFLOW && (longNumericConsumed = consumed, consumed = CONSUMED_OVERFLOW), consumed << CONSUMED_SHIFT | cp;
}
function decodeWithTrie(input, isStrict, isAttribute) {
  let decodeTree = htmlDecodeTree, offset = input.indexOf("&");
  if (offset < 0)
    return input;
  let inputLength = input.length, chunkStart = 0, result = "", root = decodeTree[0], rootJumpOffset = root & BinTrieFlags.JUMP_TABLE, rootBranchCount = (root & BinTrieFlags.BRANCH_LENGTH) >> 7;
  do {
    let entityStart = offset + 1, firstChar = input.charCodeAt(entityStart), consumed, value;
    if (firstChar === CharCodes.NUM) {
      let packed = parseNumericEntity(input, entityStart, inputLength);
      consumed = unpackConsumed(packed), isStrict && consumed > 0 && input.charCodeAt(entityStart + consumed - 1) !== CharCodes.SEMI && (consumed = 0), value = consumed === 0 ? "" : codePointToString(packed & CODE_POINT_MASK);
    } else if (isAlpha(firstChar)) {
      consumed = 0, value = "";
      let rootSlotIndex = firstChar - rootJumpOffset, nodeIndex;
      if (rootSlotIndex >>> 0 < rootBranchCount) {
        let stored = decodeTree[1 + rootSlotIndex];
        nodeIndex = stored === 0 ? -1 : rootBranchCount + stored & 65535;
      } else
        nodeIndex = -1;
      let bestNodeIndex = 0, bestValueLength = 0, current = nodeIndex < 0 ? 0 : decodeTree[nodeIndex], index = entityStart + 1;
      trie: for (; index < inputLength; ) {
        for (
          ;
          // Value-less, non-run node with a nonzero jump offset.
          (current & (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) === 0 && (current & BinTrieFlags.JUMP_TABLE) !== 0;
        ) {
          let jumpOffset = current & BinTrieFlags.JUMP_TABLE, branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
          if (branchCount === 0) {
            if (input.charCodeAt(index) !== jumpOffset)
              break trie;
            nodeIndex += 1;
          } else {
            let slot = input.charCodeAt(index) - jumpOffset;
            if (slot >>> 0 >= branchCount)
              break trie;
            let stored = decodeTree[nodeIndex + 1 + slot];
            if (stored === 0)
              break trie;
            nodeIndex = nodeIndex + branchCount + stored & 65535;
          }
          if (current = decodeTree[nodeIndex], index += 1, index >= inputLength)
            break trie;
        }
        if ((current & (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) === BinTrieFlags.FLAG13) {
          let runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
          if (input.charCodeAt(index) !== (current & BinTrieFlags.JUMP_TABLE))
            break;
          index += 1;
          let remaining = runLength - 1, wordIndex = nodeIndex + 1, charIndexInPacked = 0;
          for (; charIndexInPacked + 1 < remaining; charIndexInPacked += 2) {
            let packed = decodeTree[wordIndex];
            if (input.charCodeAt(index) !== (packed & 255) || (index += 1, input.charCodeAt(index) !== (packed >> 8 & 255)))
              break trie;
            index += 1, wordIndex += 1;
          }
          if (charIndexInPacked < remaining) {
            if (input.charCodeAt(index) !== (decodeTree[wordIndex] & 255))
              break;
            index += 1;
          }
          nodeIndex += 1 + (runLength >> 1), current = decodeTree[nodeIndex];
          continue;
        }
        let valueLength = current >>> 14, char = input.charCodeAt(index);
        if (valueLength !== 0) {
          if (char === CharCodes.SEMI) {
            consumed = index - entityStart + 1, value = valueLength === 1 ? String.fromCharCode(current & BinTrieFlags.VALUE_MASK) : readTrieValue(decodeTree, nodeIndex, valueLength);
            break;
          }
          if (!isStrict && (current & BinTrieFlags.FLAG13) === 0 && (consumed = index - entityStart, bestNodeIndex = nodeIndex, bestValueLength = valueLength), valueLength === 1)
            break;
        }
        let next = determineBranch(decodeTree, current, nodeIndex + (valueLength || 1), char);
        if (next < 0)
          break;
        nodeIndex = next, current = decodeTree[nodeIndex], index += 1;
      }
      if (value === "") {
        let finalVL = current >>> 14;
        finalVL !== 0 && !isStrict && (current & BinTrieFlags.FLAG13) === 0 && (consumed = index - entityStart, bestNodeIndex = nodeIndex, bestValueLength = finalVL), consumed > 0 && (value = readTrieValue(decodeTree, bestNodeIndex, bestValueLength));
      }
    } else
      consumed = 0, value = "";
    consumed === 0 || isAttribute && firstChar !== CharCodes.NUM && input.charCodeAt(entityStart + consumed - 1) !== CharCodes.SEMI && entityStart + consumed < inputLength && isEntityInAttributeInvalidEnd(input.charCodeAt(entityStart + consumed)) ? offset = entityStart : (chunkStart < offset && (result += input.slice(chunkStart, offset)), result += value, offset = chunkStart = entityStart + consumed), input.charCodeAt(offset) !== CharCodes.AMP && (offset = input.indexOf("&", offset));
  } while (offset >= 0);
  return result + input.slice(chunkStart);
}
function decodeHTMLStrict(htmlString) {
  return decodeWithTrie(htmlString, !0, !1);
}

// node_modules/entities/dist/index.js
var EntityLevel;
(function(EntityLevel2) {
  EntityLevel2[EntityLevel2.XML = 0] = "XML", EntityLevel2[EntityLevel2.HTML = 1] = "HTML";
})(EntityLevel || (EntityLevel = {}));
var EncodingMode;
(function(EncodingMode2) {
  EncodingMode2[EncodingMode2.UTF8 = 0] = "UTF8", EncodingMode2[EncodingMode2.ASCII = 1] = "ASCII", EncodingMode2[EncodingMode2.Extensive = 2] = "Extensive", EncodingMode2[EncodingMode2.Attribute = 3] = "Attribute", EncodingMode2[EncodingMode2.Text = 4] = "Text";
})(EncodingMode || (EncodingMode = {}));

// node_modules/linkify-it/build/index.mjs
var REBuilder = class {
  src_Any = Any.source;
  src_Cc = Cc.source;
  src_Z = Z.source;
  src_P = P.source;
  src_ZPCc = [
    this.src_Z,
    this.src_P,
    this.src_Cc
  ].join("|");
  src_ZCc = [this.src_Z, this.src_Cc].join("|");
  cache = {};
  opts = {
    maxLength: 1e4,
    urlAuth: !1,
    schema_names: []
  };
  constructor(opts = {}) {
    this.opts = {
      ...this.opts,
      ...opts
    };
  }
  set(opts = {}) {
    return this.opts = {
      ...this.opts,
      ...opts
    }, this.cache = {}, this;
  }
  escapeRE(str) {
    return str.replace(/[.?*+^$[\]\\(){}|-]/g, "\\$&");
  }
  nestedPairRE(open, close, depth = 4) {
    let openRE = this.escapeRE(open), closeRE = this.escapeRE(close), atom = `(?:(?!${this.src_ZCc}|${openRE}|${closeRE}).)`, pair = `${openRE}${atom}{0,1000}${closeRE}`;
    for (let level = 2; level <= depth; level++) pair = `${openRE}(?:${atom}|${pair}){0,1000}${closeRE}`;
    return pair;
  }
  get_text_separators() {
    return this.cache.text_separators ??= /[><\uff5c]/;
  }
  get_pseudo_letter() {
    return this.cache.src_pseudo_letter ??= new RegExp(`(?:(?!${this.get_text_separators().source}|${this.src_ZPCc})${this.src_Any})`);
  }
  get_ipv4_addr() {
    return this.cache.src_ip4 ??= /* @__PURE__ */ new RegExp("(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])[.]){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])");
  }
  get_ipv6_addr() {
    let h16 = "[0-9A-Fa-f]{1,4}", ls32 = `(?:(?:${h16}:${h16})|${this.get_ipv4_addr().source})`;
    return this.cache.src_ip6_addr ??= new RegExp(`(?:(?:${h16}:){6}${ls32}|::(?:${h16}:){5}${ls32}|(?:${h16})?::(?:${h16}:){4}${ls32}|(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}|(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}|(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}|(?:(?:${h16}:){0,4}${h16})?::${ls32}|(?:(?:${h16}:){0,5}${h16})?::${h16}|(?:(?:${h16}:){0,6}${h16})?::)`);
  }
  get_ipv6_url_host() {
    return this.cache.src_ip6_host ??= new RegExp(`\\[${this.get_ipv6_addr().source}\\]`);
  }
  get_ipv6_mail_host() {
    return this.cache.src_ipv6_mail_host ??= new RegExp(`\\[IPv6:${this.get_ipv6_addr().source}\\]`);
  }
  get_auth() {
    return this.cache.src_auth ??= new RegExp(`(?:(?:(?!${this.src_ZCc}|[@/\\[\\]()]).){1,50}@)?`);
  }
  get_port() {
    return this.cache.src_port ??= /* @__PURE__ */ new RegExp("(?::(?:6(?:[0-4]\\d{3}|5(?:[0-4]\\d{2}|5(?:[0-2]\\d|3[0-5])))|[1-5]?\\d{1,4}))?");
  }
  get_host_terminator() {
    return this.cache.src_host_terminator ??= new RegExp(`(?=$|${this.get_text_separators().source}|${this.src_ZPCc})(?!${this.opts["---"] ? "-(?!--)|" : "-|"}_|:\\d|\\.-|\\.(?!$|${this.src_ZPCc}))`);
  }
  get_path_terminator() {
    return this.cache.src_path_terminator ??= new RegExp(`${this.src_ZPCc}|${this.get_text_separators().source}`);
  }
  get_path() {
    return this.cache.src_path ??= new RegExp(`(?:[/?#](?:${this.nestedPairRE("[", "]")}|${this.nestedPairRE("(", ")")}|${this.nestedPairRE("{", "}")}|\\"(?:(?!${this.src_ZCc}|["]).){1,100}\\"|\\'(?:(?!${this.src_ZCc}|[']).){1,100}\\'|\\'(?=${this.get_pseudo_letter().source}|[-])|\\.{2,20}[:]?[a-zA-Z0-9%/&]|\\.(?!${this.src_ZCc}|[.]|$)|` + (this.opts["---"] ? "\\-(?!--(?:[^-]|$))(?:-{0,19})|" : "\\-{1,20}|") + `,(?!${this.src_ZCc}|$)|;(?!${this.src_ZCc}|$)|\\!{1,20}(?!${this.src_ZCc}|[!]|$)|\\?(?!${this.src_ZCc}|[?]|$)|` + this.get_path_extra().source + `[\\\\/:%@#&=_~*]|(?!${this.get_path_terminator().source}).){1,${this.opts.maxLength}}|\\/)?`);
  }
  get_mail_name() {
    return this.cache.src_mail_name ??= /* @__PURE__ */ new RegExp("[-!#$%&'*+/=?^_`{|}~a-zA-Z0-9](?:[-!#$%&'*+/=?^_`{|}~a-zA-Z0-9]|[.](?=[-!#$%&'*+/=?^_`{|}~a-zA-Z0-9])){0,63}");
  }
  get_xn() {
    return this.cache.src_xn ??= /* @__PURE__ */ new RegExp("xn--[a-z0-9\\-]{1,59}");
  }
  get_tld() {
    if (this.cache.tld) return this.cache.tld;
    let tlds_src = [...new Set(this.opts.tlds || [])].sort().reverse().join("|");
    return this.cache.tld = new RegExp(`${tlds_src || "$#none#$"}|${this.get_xn().source}`), this.cache.tld;
  }
  get_domain_root() {
    return this.cache.src_domain_root ??= new RegExp("(?:" + this.get_xn().source + `|${this.get_pseudo_letter().source}{1,63})`);
  }
  get_domain() {
    return this.cache.src_domain ??= new RegExp("(?:" + this.get_xn().source + `|(?:${this.get_pseudo_letter().source})|(?:${this.get_pseudo_letter().source}(?:-|${this.get_pseudo_letter().source}){0,61}${this.get_pseudo_letter().source}))`);
  }
  get_url_host_port() {
    return this.cache.url_host_port ??= new RegExp("(?:" + this.get_ipv6_url_host().source + `|(?:(?:(?:${this.get_domain().source})\\.){0,10}${this.get_domain().source}))` + this.get_port().source + this.get_host_terminator().source);
  }
  get_fuzzy_url_host_port() {
    return this.cache.fuzzy_url_host_port ??= new RegExp("(?:" + (this.opts.fuzzyIP ? this.get_ipv4_addr().source + "|" : "") + `(?:(?:(?:${this.get_domain().source})\\.){1,10}(?:${this.get_tld().source})))` + this.get_host_terminator().source);
  }
  get_mail_host() {
    return this.cache.src_mail_host ??= new RegExp("(?:" + this.get_ipv6_mail_host().source + `|(?:(?:(?:${this.get_domain().source})\\.){0,4}${this.get_domain().source}))` + this.get_host_terminator().source);
  }
  get_fuzzy_mail_host() {
    return this.cache.src_fuzzy_mail_host ??= new RegExp("(?:" + this.get_ipv6_mail_host().source + `|(?:(?:(?:${this.get_domain().source})[.]){1,4}${this.get_domain_root().source}))` + this.get_host_terminator().source);
  }
  get_path_extra() {
    return this.cache.src_path_extra ??= /* @__PURE__ */ new RegExp("");
  }
  get_fuzzy_mail_host_search() {
    return this.cache.mail_fuzzy_host_search ??= new RegExp(`@${this.get_fuzzy_mail_host().source}`, "ig");
  }
  get_fuzzy_link_search() {
    return this.cache.link_fuzzy_search ??= new RegExp(`(^|(?![.:/\\-_@])(?:[$+<=>^\`|\uFF5C]|${this.src_ZPCc}))(?:(?![$+<=>^\`|\uFF5C])${this.get_fuzzy_url_host_port().source}${this.get_path().source})`, "ig");
  }
  get_http_validator() {
    return this.cache.http_validator ??= new RegExp("\\/\\/" + (this.opts.urlAuth ? this.get_auth().source : "") + this.get_url_host_port().source + this.get_path().source, "iy");
  }
  get_relative_proto_validator() {
    return this.cache.relative_proto_validator ??= new RegExp((this.opts.urlAuth ? this.get_auth().source : "") + `(?:localhost|${this.get_ipv6_url_host().source}|(?:(?:${this.get_domain().source})[.]){1,10}${this.get_domain_root().source})` + this.get_port().source + this.get_host_terminator().source + this.get_path().source, "iy");
  }
  get_mail_name_validator() {
    return this.cache.mail_name_validator ??= new RegExp(`(?:^|${this.get_text_separators().source}|"|\\(|${this.src_ZCc})(${this.get_mail_name().source})$`);
  }
  get_mailto_validator() {
    return this.cache.mailto_validator ??= new RegExp(`${this.get_mail_name().source}@${this.get_mail_host().source}`, "iy");
  }
  get_schema_names() {
    return this.cache.schema_names ??= new RegExp((this.opts.schema_names || []).map((name) => this.escapeRE(name)).join("|"));
  }
  get_schema_search() {
    return this.cache.schema_search ??= new RegExp(`(^|(?!_)(?:[><\uFF5C]|${this.src_ZPCc}))(${this.get_schema_names().source})`, "ig");
  }
  get_schema_at_start() {
    return this.cache.schema_at_start ??= new RegExp(`^${this.get_schema_search().source}`, "i");
  }
}, web_schema = {
  validate: (text2, pos, self) => {
    let re = self.re.get_http_validator();
    re.lastIndex = pos;
    let m = re.exec(text2);
    return m ? m[0].length : 0;
  },
  normalize: (match, self) => self.normalize(match)
}, defaultSchemas = {
  "http:": web_schema,
  "https:": web_schema,
  "ftp:": web_schema,
  "//": {
    validate: function(text2, pos, self) {
      let re = self.re.get_relative_proto_validator();
      re.lastIndex = pos;
      let m = re.exec(text2);
      return m ? pos >= 3 && text2[pos - 3] === ":" || pos >= 3 && text2[pos - 3] === "/" ? 0 : m[0].length : 0;
    },
    normalize: (match, self) => self.normalize(match)
  },
  "mailto:": {
    validate: function(text2, pos, self) {
      let re = self.re.get_mailto_validator();
      re.lastIndex = pos;
      let m = re.exec(text2);
      return m ? m[0].length : 0;
    },
    normalize: (match, self) => self.normalize(match)
  }
}, tlds_2ch = "a:cdefgilmnoqrstuwxz|b:abdefghijmnorstvwyz|c:acdfghiklmnoruvwxyz|d:ejkmoz|e:cegrstu|f:ijkmor|g:abdefghilmnpqrstuwy|h:kmnrtu|i:delmnoqrst|j:emop|k:eghimnprwyz|l:abcikrstuvy|m:acdeghklmnopqrstuvwxyz|n:acefgilopruz|o:m|p:aefghklmnrstwy|q:a|r:eosuw|s:abcdeghijklmnortuvxyz|t:cdfghjklmnortvwz|u:agksyz|v:aceginu|w:fs|y:et|z:amw", tlds_default = "biz|com|edu|gov|net|org|pro|web|xxx|aero|asia|coop|info|museum|name|shop|\u0440\u0444";
function unpackTlds() {
  let result = tlds_default.split("|");
  return tlds_2ch.split("|").forEach((item) => {
    let sep = item.indexOf(":"), prefix = item.slice(0, sep);
    for (let suffix of item.slice(sep + 1)) result.push(prefix + suffix);
  }), result;
}
var defaultOptions = {
  fuzzyLink: !1,
  fuzzyEmail: !0,
  fuzzyIP: !1,
  "---": !1,
  tlds: unpackTlds(),
  urlAuth: !1,
  maxLength: 1e4
}, Match = class {
  /** Prefix (protocol) for matched string. Empty for fuzzy links. */
  schema;
  /** First position of matched string. */
  index;
  /** Next position after matched string. */
  lastIndex;
  /** Matched string. */
  raw;
  /** Normalized text of matched string. */
  text;
  /** Normalized URL of matched string. */
  url;
  constructor(text2, schema, index, lastIndex) {
    let raw = text2.slice(index, lastIndex);
    this.schema = schema.toLowerCase(), this.index = index, this.lastIndex = lastIndex, this.raw = raw, this.text = raw, this.url = raw;
  }
}, LinkifyIt = class {
  __opts__;
  __schemas__;
  re;
  /**
  * Creates new linkifier instance.
  *
  * By default understands:
  *
  * - `http(s)://...` , `ftp://...`, `mailto:...` & `//...` links
  * - "fuzzy" emails (foo@bar.com).
  *
  * See {@link LinkifyConstructorOptions} for available options.
  *
  * @param options Recognition options.
  *
  * @example
  * ```javascript
  * import { LinkifyIt } from 'linkify-it'
  *
  * const linkify = new LinkifyIt({ fuzzyLink: true })
  *
  * linkify
  *   .tlds(require('tlds'))       // Reload with full TLD list
  *   .tlds('onion', true)         // Add unofficial `.onion` domain
  *   .add('ftp:', null)           // Disable `ftp:` protocol
  *   .set({ fuzzyIP: true })      // Enable IPs in fuzzy links
  *
  * console.log(linkify.test('Site github.com!')) // true
  * console.log(linkify.match('Site github.com!'))
  * ```
  */
  constructor(options = {}) {
    let { rebuilder, ...linkifyOptions } = options;
    this.__opts__ = {
      ...defaultOptions,
      ...linkifyOptions
    }, this.__schemas__ = { ...defaultSchemas }, this.re = rebuilder || new REBuilder(), this.re.set({
      ...this.__opts__,
      schema_names: Object.keys(this.__schemas__)
    });
  }
  /**
  * Add new rule definition.
  *
  * `schema` is a link prefix (usually, protocol name with `:` at the end,
  * `skype:` for example). `linkify-it` makes sure that prefix is not
  * preceded with alphanumeric char and symbols. Only whitespaces and
  * punctuation allowed.
  *
  * `definition` is a rule to check tail after link prefix. To disable an
  * existing rule, pass `null`.
  *
  * @param schema Rule name (fixed pattern prefix).
  * @param definition Schema definition, or `null` to disable the rule.
  *
  * See [twitter mentions example](https://github.com/markdown-it/linkify-it/blob/master/examples/twitter.mjs).
  */
  add(schema, definition = null) {
    if (!definition) delete this.__schemas__[schema];
    else {
      let def = {
        normalize: (match, self) => self.normalize(match),
        ...definition
      };
      this.__schemas__[schema] = def;
    }
    return this.re.set({
      ...this.__opts__,
      schema_names: Object.keys(this.__schemas__)
    }), this;
  }
  /**
  * Set recognition options for links without schema.
  *
  * @param options Recognition options.
  */
  set(options = {}) {
    return this.__opts__ = {
      ...this.__opts__,
      ...options
    }, this.re.set({
      ...this.__opts__,
      schema_names: Object.keys(this.__schemas__)
    }), this;
  }
  /**
  * Searches linkifiable pattern and returns `true` on success or `false` on fail.
  *
  * @param text Text to scan.
  */
  test(text2) {
    if (!text2.length) return !1;
    let m, re;
    for (re = this.re.get_schema_search(), re.lastIndex = 0; (m = re.exec(text2)) !== null; ) if (this.testSchemaAt(text2, m[2], re.lastIndex)) return !0;
    if (this.__opts__.fuzzyLink && this.__schemas__["http:"] && (re = this.re.get_fuzzy_link_search(), re.lastIndex = 0, re.exec(text2) !== null))
      return !0;
    if (this.__opts__.fuzzyEmail && this.__schemas__["mailto:"] && text2.indexOf("@") >= 0) {
      let mailHostRe = this.re.get_fuzzy_mail_host_search(), mailNameRe = this.re.get_mail_name_validator();
      for (mailHostRe.lastIndex = 0; (m = mailHostRe.exec(text2)) !== null; ) {
        let name = text2.slice(Math.max(0, m.index - 65), m.index);
        if (mailNameRe.test(name)) return !0;
      }
    }
    return !1;
  }
  /**
  * Similar to {@link LinkifyIt.test} but checks only specific protocol tail exactly
  * at given position. Returns length of found pattern (0 on fail).
  *
  * @param text Text to scan.
  * @param schema Rule (schema) name.
  * @param pos Text offset to check from.
  */
  testSchemaAt(text2, schema, pos) {
    return this.__schemas__[schema.toLowerCase()] ? this.__schemas__[schema.toLowerCase()].validate(text2.slice(0, pos + this.__opts__.maxLength), pos, this) : 0;
  }
  /**
  * Returns array of found link descriptions or `null` on fail. We strongly
  * recommend to use {@link LinkifyIt.test} first, for best speed.
  *
  * @param text Text to scan.
  */
  match(text2) {
    let result = [], schemaRe = this.re.get_schema_search(), fuzzyLinkRe, mailHostRe, mailNameRe, fuzzyLinkCandidate, fuzzyEmailCandidate, schemaPrefix, schemaDone = !1, fuzzyLinkDone = !1, fuzzyEmailDone = !1, pos = 0;
    if (!text2.length) return null;
    for (schemaRe.lastIndex = 0, this.__opts__.fuzzyLink && this.__schemas__["http:"] && (fuzzyLinkRe = this.re.get_fuzzy_link_search(), fuzzyLinkRe.lastIndex = 0), this.__opts__.fuzzyEmail && this.__schemas__["mailto:"] && (mailHostRe = this.re.get_fuzzy_mail_host_search(), mailHostRe.lastIndex = 0, mailNameRe = this.re.get_mail_name_validator()); ; ) {
      let scanFrom = Math.max(pos - 1, 0);
      if (mailHostRe && mailNameRe && !fuzzyEmailDone && (!fuzzyEmailCandidate || fuzzyEmailCandidate.index < pos))
        for (mailHostRe.lastIndex < scanFrom && (mailHostRe.lastIndex = scanFrom); ; ) {
          let m = mailHostRe.exec(text2);
          if (!m) {
            fuzzyEmailDone = !0, fuzzyEmailCandidate = void 0;
            break;
          }
          let name = mailNameRe.exec(text2.slice(Math.max(0, m.index - 65), m.index));
          if (name) {
            if (fuzzyEmailCandidate = {
              schema: "mailto:",
              index: m.index - name[1].length,
              lastIndex: m.index + m[0].length
            }, fuzzyEmailCandidate.index >= pos) break;
            mailHostRe.lastIndex < scanFrom && (mailHostRe.lastIndex = scanFrom);
          }
        }
      if (fuzzyLinkRe && !fuzzyLinkDone && (!fuzzyLinkCandidate || fuzzyLinkCandidate.index < pos))
        for (fuzzyLinkRe.lastIndex < scanFrom && (fuzzyLinkRe.lastIndex = scanFrom); ; ) {
          let m = fuzzyLinkRe.exec(text2);
          if (!m) {
            fuzzyLinkDone = !0, fuzzyLinkCandidate = void 0;
            break;
          }
          if (fuzzyLinkCandidate = {
            schema: "",
            index: m.index + m[1].length,
            lastIndex: m.index + m[0].length
          }, fuzzyLinkCandidate.index >= pos) break;
          fuzzyLinkRe.lastIndex < scanFrom && (fuzzyLinkRe.lastIndex = scanFrom);
        }
      let fuzzyCandidate = fuzzyEmailCandidate;
      (!fuzzyCandidate || fuzzyLinkCandidate && (fuzzyLinkCandidate.index < fuzzyCandidate.index || fuzzyLinkCandidate.index === fuzzyCandidate.index && fuzzyLinkCandidate.lastIndex > fuzzyCandidate.lastIndex)) && (fuzzyCandidate = fuzzyLinkCandidate);
      let schemaCandidate;
      if (!schemaDone) for (; ; ) {
        if (!schemaPrefix) {
          schemaRe.lastIndex < scanFrom && (schemaRe.lastIndex = scanFrom);
          let m = schemaRe.exec(text2);
          if (!m) {
            schemaDone = !0;
            break;
          }
          schemaPrefix = {
            schema: m[2],
            index: m.index + m[1].length,
            lastIndex: m.index + m[0].length
          };
        }
        if (schemaPrefix.index < pos) {
          schemaPrefix = void 0;
          continue;
        }
        if (fuzzyCandidate && schemaPrefix.index > fuzzyCandidate.index) break;
        let prefix = schemaPrefix;
        schemaPrefix = void 0;
        let len = this.testSchemaAt(text2, prefix.schema, prefix.lastIndex);
        if (len) {
          schemaCandidate = {
            schema: prefix.schema,
            index: prefix.index,
            lastIndex: prefix.lastIndex + len
          };
          break;
        }
      }
      let candidate = schemaCandidate;
      if ((!candidate || fuzzyEmailCandidate && (fuzzyEmailCandidate.index < candidate.index || fuzzyEmailCandidate.index === candidate.index && fuzzyEmailCandidate.lastIndex > candidate.lastIndex)) && (candidate = fuzzyEmailCandidate), (!candidate || fuzzyLinkCandidate && (fuzzyLinkCandidate.index < candidate.index || fuzzyLinkCandidate.index === candidate.index && fuzzyLinkCandidate.lastIndex > candidate.lastIndex)) && (candidate = fuzzyLinkCandidate), !candidate) break;
      candidate === fuzzyEmailCandidate ? fuzzyEmailCandidate = void 0 : candidate === fuzzyLinkCandidate && (fuzzyLinkCandidate = void 0);
      let match = new Match(text2, candidate.schema, candidate.index, candidate.lastIndex);
      match.schema ? this.__schemas__[match.schema].normalize(match, this) : this.normalize(match), result.push(match), pos = candidate.lastIndex;
    }
    return result.length ? result : null;
  }
  /**
  * Returns fully-formed (not fuzzy) link if it starts at the beginning
  * of the string, and null otherwise.
  *
  * @param text Text to scan.
  */
  matchAtStart(text2) {
    if (!text2.length) return null;
    let m = this.re.get_schema_at_start().exec(text2);
    if (!m) return null;
    let len = this.testSchemaAt(text2, m[2], m[0].length);
    if (!len) return null;
    let match = new Match(text2, m[2], m.index + m[1].length, m.index + m[0].length + len);
    return this.__schemas__[match.schema].normalize(match, this), match;
  }
  /**
  * Load (or merge) new TLDs list. Those are used for fuzzy links (without
  * prefix) to avoid false positives. By default this algorithm is used:
  *
  * - hostname with any 2-letter root zones are ok.
  * - biz|com|edu|gov|net|org|pro|web|xxx|aero|asia|coop|info|museum|name|shop|рф
  *   are ok.
  * - encoded (`xn--...`) root zones are ok.
  *
  * If list is replaced, then exact match for 2-chars root zones will be checked.
  *
  * @param list List of TLDs.
  * @param keepOld Merge with current list if `true` (`false` by default).
  */
  tlds(list2, keepOld = !1) {
    return list2 = Array.isArray(list2) ? list2 : [list2], keepOld ? this.__opts__.tlds = this.__opts__.tlds.concat(list2) : this.__opts__.tlds = list2, this.re.set({
      ...this.__opts__,
      schema_names: Object.keys(this.__schemas__)
    }), this;
  }
  /**
  * Default normalizer (if schema does not define its own).
  *
  * @param match Match to normalize.
  */
  normalize(match) {
    match.schema || (match.url = `http://${match.url}`), match.schema === "mailto:" && !/^mailto:/i.test(match.url) && (match.url = `mailto:${match.url}`);
  }
};

// node_modules/markdown-it/dist/markdown-it.mjs
var import_punycode = __toESM(require_punycode(), 1);
var __defProp = Object.defineProperty, __exportAll = (all, no_symbols) => {
  let target = {};
  for (var name in all) __defProp(target, name, {
    get: all[name],
    enumerable: !0
  });
  return no_symbols || __defProp(target, Symbol.toStringTag, { value: "Module" }), target;
}, utils_exports = /* @__PURE__ */ __exportAll({
  arrayReplaceAt: () => arrayReplaceAt,
  asciiTrim: () => asciiTrim,
  callable: () => callable,
  escapeHtml: () => escapeHtml,
  escapeRE: () => escapeRE,
  fromCodePoint: () => fromCodePoint,
  isMdAsciiPunct: () => isMdAsciiPunct,
  isPunctChar: () => isPunctChar,
  isPunctCharCode: () => isPunctCharCode,
  isSpace: () => isSpace,
  isValidEntityCode: () => isValidEntityCode,
  isWhiteSpace: () => isWhiteSpace,
  lib: () => lib,
  normalizeReference: () => normalizeReference,
  unescapeAll: () => unescapeAll,
  unescapeMd: () => unescapeMd
});
function callable(cls) {
  let wrapper = function(...args) {
    return Reflect.construct(cls, args, new.target && new.target !== wrapper ? new.target : cls);
  };
  return Object.defineProperty(wrapper, "name", { value: cls.name }), Object.setPrototypeOf(wrapper, cls), wrapper.prototype = cls.prototype, wrapper;
}
function arrayReplaceAt(src, pos, newElements) {
  return [].concat(src.slice(0, pos), newElements, src.slice(pos + 1));
}
function isValidEntityCode(c) {
  return !(c >= 55296 && c <= 57343 || c >= 64976 && c <= 65007 || (c & 65535) === 65535 || (c & 65535) === 65534 || c >= 0 && c <= 8 || c === 11 || c >= 14 && c <= 31 || c >= 127 && c <= 159 || c > 1114111);
}
function fromCodePoint(c) {
  if (c > 65535) {
    c -= 65536;
    let surrogate1 = 55296 + (c >> 10), surrogate2 = 56320 + (c & 1023);
    return String.fromCharCode(surrogate1, surrogate2);
  }
  return String.fromCharCode(c);
}
var UNESCAPE_MD_RE = /\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/g, UNESCAPE_ALL_RE = new RegExp(`${UNESCAPE_MD_RE.source}|${/&([a-z#][a-z0-9]{1,31});/gi.source}`, "gi"), DIGITAL_ENTITY_TEST_RE = /^#((?:x[a-f0-9]{1,8}|[0-9]{1,8}))$/i;
function replaceEntityPattern(match, name) {
  if (name.charCodeAt(0) === 35 && DIGITAL_ENTITY_TEST_RE.test(name)) {
    let code2 = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return isValidEntityCode(code2) ? fromCodePoint(code2) : match;
  }
  let decoded = decodeHTMLStrict(match);
  return decoded !== match ? decoded : match;
}
function unescapeMd(str) {
  return str.indexOf("\\") < 0 ? str : str.replace(UNESCAPE_MD_RE, "$1");
}
function unescapeAll(str) {
  return str.indexOf("\\") < 0 && str.indexOf("&") < 0 ? str : str.replace(UNESCAPE_ALL_RE, function(match, escaped, entity2) {
    return escaped || replaceEntityPattern(match, entity2);
  });
}
var HTML_ESCAPE_TEST_RE = /[&<>"]/, HTML_ESCAPE_REPLACE_RE = /[&<>"]/g, HTML_REPLACEMENTS = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;"
};
function replaceUnsafeChar(ch) {
  return HTML_REPLACEMENTS[ch];
}
function escapeHtml(str) {
  return HTML_ESCAPE_TEST_RE.test(str) ? str.replace(HTML_ESCAPE_REPLACE_RE, replaceUnsafeChar) : str;
}
var REGEXP_ESCAPE_RE = /[.?*+^$[\]\\(){}|-]/g;
function escapeRE(str) {
  return str.replace(REGEXP_ESCAPE_RE, "\\$&");
}
function isSpace(code2) {
  switch (code2) {
    case 9:
    case 32:
      return !0;
  }
  return !1;
}
function isWhiteSpace(code2) {
  if (code2 >= 8192 && code2 <= 8202) return !0;
  switch (code2) {
    case 9:
    case 10:
    case 11:
    case 12:
    case 13:
    case 32:
    case 160:
    case 5760:
    case 8239:
    case 8287:
    case 12288:
      return !0;
  }
  return !1;
}
function isPunctChar(ch) {
  return P.test(ch) || S.test(ch);
}
function isPunctCharCode(code2) {
  return isPunctChar(fromCodePoint(code2));
}
function isMdAsciiPunct(ch) {
  switch (ch) {
    case 33:
    case 34:
    case 35:
    case 36:
    case 37:
    case 38:
    case 39:
    case 40:
    case 41:
    case 42:
    case 43:
    case 44:
    case 45:
    case 46:
    case 47:
    case 58:
    case 59:
    case 60:
    case 61:
    case 62:
    case 63:
    case 64:
    case 91:
    case 92:
    case 93:
    case 94:
    case 95:
    case 96:
    case 123:
    case 124:
    case 125:
    case 126:
      return !0;
    default:
      return !1;
  }
}
function normalizeReference(str) {
  return str = str.trim().replace(/\s+/g, " "), str.toLowerCase().toUpperCase();
}
function isAsciiTrimmable(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function asciiTrim(str) {
  let start = 0;
  for (; start < str.length && isAsciiTrimmable(str.charCodeAt(start)); start++) ;
  let end = str.length - 1;
  for (; end >= start && isAsciiTrimmable(str.charCodeAt(end)); end--) ;
  return str.slice(start, end + 1);
}
var lib = {
  mdurl: mdurl_exports,
  ucmicro: build_exports
};
function parseLinkLabel(state, start, disableNested) {
  let level, found, marker, prevPos, max = state.posMax, oldPos = state.pos;
  for (state.pos = start + 1, level = 1; state.pos < max; ) {
    if (marker = state.src.charCodeAt(state.pos), marker === 93 && (level--, level === 0)) {
      found = !0;
      break;
    }
    if (prevPos = state.pos, state.md.inline.skipToken(state), marker === 91) {
      if (prevPos === state.pos - 1) level++;
      else if (disableNested)
        return state.pos = oldPos, -1;
    }
  }
  let labelEnd = -1;
  return found && (labelEnd = state.pos), state.pos = oldPos, labelEnd;
}
function parseLinkDestination(str, start, max) {
  let code2, pos = start, result = {
    ok: !1,
    pos: 0,
    str: ""
  };
  if (str.charCodeAt(pos) === 60) {
    for (pos++; pos < max; ) {
      if (code2 = str.charCodeAt(pos), code2 === 10 || code2 === 60) return result;
      if (code2 === 62)
        return result.pos = pos + 1, result.str = unescapeAll(str.slice(start + 1, pos)), result.ok = !0, result;
      if (code2 === 92 && pos + 1 < max) {
        pos += 2;
        continue;
      }
      pos++;
    }
    return result;
  }
  let level = 0;
  for (; pos < max && (code2 = str.charCodeAt(pos), !(code2 === 32 || code2 < 32 || code2 === 127)); ) {
    if (code2 === 92 && pos + 1 < max) {
      if (str.charCodeAt(pos + 1) === 32) {
        pos++;
        continue;
      }
      pos += 2;
      continue;
    }
    if (code2 === 40 && (level++, level > 32))
      return result;
    if (code2 === 41) {
      if (level === 0) break;
      level--;
    }
    pos++;
  }
  return start === pos || level !== 0 || (result.str = unescapeAll(str.slice(start, pos)), result.pos = pos, result.ok = !0), result;
}
function parseLinkTitle(str, start, max, prev_state) {
  let code2, pos = start, state = {
    ok: !1,
    can_continue: !1,
    pos: 0,
    str: "",
    marker: 0
  };
  if (prev_state)
    state.str = prev_state.str, state.marker = prev_state.marker;
  else {
    if (pos >= max) return state;
    let marker = str.charCodeAt(pos);
    if (marker !== 34 && marker !== 39 && marker !== 40) return state;
    start++, pos++, marker === 40 && (marker = 41), state.marker = marker;
  }
  for (; pos < max; ) {
    if (code2 = str.charCodeAt(pos), code2 === state.marker)
      return state.pos = pos + 1, state.str += unescapeAll(str.slice(start, pos)), state.ok = !0, state;
    if (code2 === 40 && state.marker === 41) return state;
    code2 === 92 && pos + 1 < max && pos++, pos++;
  }
  return state.can_continue = !0, state.str += unescapeAll(str.slice(start, pos)), state;
}
var helpers_exports = /* @__PURE__ */ __exportAll({
  parseLinkDestination: () => parseLinkDestination,
  parseLinkLabel: () => parseLinkLabel,
  parseLinkTitle: () => parseLinkTitle
});
function _typeof(o) {
  "@babel/helpers - typeof";
  return _typeof = typeof Symbol == "function" && typeof Symbol.iterator == "symbol" ? function(o2) {
    return typeof o2;
  } : function(o2) {
    return o2 && typeof Symbol == "function" && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
  }, _typeof(o);
}
function toPrimitive(t, r) {
  if (_typeof(t) != "object" || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (e !== void 0) {
    var i = e.call(t, r || "default");
    if (_typeof(i) != "object") return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return (r === "string" ? String : Number)(t);
}
function toPropertyKey(t) {
  var i = toPrimitive(t, "string");
  return _typeof(i) == "symbol" ? i : i + "";
}
function _defineProperty(e, r, t) {
  return (r = toPropertyKey(r)) in e ? Object.defineProperty(e, r, {
    value: t,
    enumerable: !0,
    configurable: !0,
    writable: !0
  }) : e[r] = t, e;
}
var Token = class {
  constructor(type, tag, nesting) {
    _defineProperty(
      this,
      /**
      * Source map info. Format: `[ line_begin, line_end ]`
      */
      "map",
      null
    ), _defineProperty(
      this,
      /**
      * nesting level, the same as `state.level`
      */
      "level",
      0
    ), _defineProperty(
      this,
      /**
      * An array of child nodes (inline and img tokens)
      */
      "children",
      null
    ), _defineProperty(
      this,
      /**
      * In a case of self-closing tag (code, html, fence, etc.),
      * it has contents of this tag.
      */
      "content",
      ""
    ), _defineProperty(
      this,
      /**
      * '*' or '_' for emphasis, fence string for fence, etc.
      */
      "markup",
      ""
    ), _defineProperty(
      this,
      /**
      * Additional information:
      *
      * - Info string for "fence" tokens
      * - The value "auto" for autolink "link_open" and "link_close" tokens
      * - The string value of the item marker for ordered-list "list_item_open" tokens
      */
      "info",
      ""
    ), _defineProperty(
      this,
      /**
      * True for block-level tokens, false for inline tokens.
      * Used in renderer to calculate line breaks
      */
      "block",
      !1
    ), _defineProperty(
      this,
      /**
      * If it's true, ignore this element when rendering. Used for tight lists
      * to hide paragraphs.
      */
      "hidden",
      !1
    ), this.type = type, this.tag = tag, this.attrs = null, this.nesting = nesting, this.meta = null;
  }
  /**
  * Search attribute index by name.
  */
  attrIndex(name) {
    if (!this.attrs) return -1;
    let attrs = this.attrs;
    for (let i = 0, len = attrs.length; i < len; i++) if (attrs[i][0] === name) return i;
    return -1;
  }
  /**
  * Add `[ name, value ]` attribute to list. Init attrs if necessary
  */
  attrPush(attrData) {
    this.attrs ? this.attrs.push(attrData) : this.attrs = [attrData];
  }
  /**
  * Set `name` attribute to `value`. Override old value if exists.
  */
  attrSet(name, value) {
    let idx = this.attrIndex(name), attrData = [name, value];
    idx < 0 ? this.attrPush(attrData) : this.attrs[idx] = attrData;
  }
  /**
  * Get the value of attribute `name`, or null if it does not exist.
  */
  attrGet(name) {
    let idx = this.attrIndex(name), value = null;
    return idx >= 0 && (value = this.attrs[idx][1]), value;
  }
  /**
  * Join value to existing attribute via space. Or create new attribute if not
  * exists. Useful to operate with token classes.
  */
  attrJoin(name, value) {
    let idx = this.attrIndex(name);
    idx < 0 ? this.attrPush([name, value]) : this.attrs[idx][1] = `${this.attrs[idx][1]} ${value}`;
  }
}, Ruler = class {
  constructor() {
    _defineProperty(
      this,
      /** @internal */
      "__rules__",
      []
    ), _defineProperty(
      this,
      /** @internal */
      "__cache__",
      null
    );
  }
  /** @internal */
  __find__(name) {
    for (let i = 0; i < this.__rules__.length; i++) if (this.__rules__[i].name === name) return i;
    return -1;
  }
  /** @internal */
  __compile__() {
    let chains = /* @__PURE__ */ new Set();
    this.__rules__.forEach((rule) => {
      rule.enabled && rule.alt.forEach((altName) => {
        altName && chains.add(altName);
      });
    }), this.__cache__ = /* @__PURE__ */ Object.create(null), this.__cache__[""] = [], this.__rules__.forEach((rule) => {
      rule.enabled && this.__cache__[""].push(rule.fn);
    }), chains.forEach((chain) => {
      this.__cache__[chain] = [], this.__rules__.forEach((rule) => {
        rule.enabled && rule.alt.indexOf(chain) >= 0 && this.__cache__[chain].push(rule.fn);
      });
    });
  }
  /**
  * Replace rule by name with new function & options. Throws error if name not
  * found.
  *
  * @example Replace existing typographer replacement rule with new one
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * md.core.ruler.at('replacements', function replace(state) {
  *   //...
  * });
  * ```
  */
  at(name, fn, options = {}) {
    let index = this.__find__(name);
    if (index === -1) throw new Error(`Parser rule not found: ${name}`);
    this.__rules__[index].fn = fn, this.__rules__[index].alt = options.alt || [], this.__cache__ = null;
  }
  /**
  * Add new rule to chain before one with given name. See also
  * {@link Ruler.after}, {@link Ruler.push}.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * md.block.ruler.before('paragraph', 'my_rule', function replace(state) {
  *   //...
  * });
  * ```
  */
  before(beforeName, ruleName, fn, options = {}) {
    let index = this.__find__(beforeName);
    if (index === -1) throw new Error(`Parser rule not found: ${beforeName}`);
    this.__rules__.splice(index, 0, {
      name: ruleName,
      enabled: !0,
      fn,
      alt: options.alt || []
    }), this.__cache__ = null;
  }
  /**
  * Add new rule to chain after one with given name. See also
  * {@link Ruler.before}, {@link Ruler.push}.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * md.inline.ruler.after('text', 'my_rule', function replace(state) {
  *   //...
  * });
  * ```
  */
  after(afterName, ruleName, fn, options = {}) {
    let index = this.__find__(afterName);
    if (index === -1) throw new Error(`Parser rule not found: ${afterName}`);
    this.__rules__.splice(index + 1, 0, {
      name: ruleName,
      enabled: !0,
      fn,
      alt: options.alt || []
    }), this.__cache__ = null;
  }
  /**
  * Push new rule to the end of chain. See also
  * {@link Ruler.before}, {@link Ruler.after}.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * md.core.ruler.push('my_rule', function replace(state) {
  *   //...
  * });
  * ```
  */
  push(ruleName, fn, options = {}) {
    this.__rules__.push({
      name: ruleName,
      enabled: !0,
      fn,
      alt: options.alt || []
    }), this.__cache__ = null;
  }
  /**
  * Enable rules with given names. If any rule name not found - throw Error.
  * Errors can be disabled by second param.
  *
  * See also {@link Ruler.disable}, {@link Ruler.enableOnly}.
  *
  * Returns list of found rule names (if no exception happened).
  */
  enable(list2, ignoreInvalid = !1) {
    Array.isArray(list2) || (list2 = [list2]);
    let result = [];
    return list2.forEach((name) => {
      let idx = this.__find__(name);
      if (idx < 0) {
        if (ignoreInvalid) return;
        throw new Error(`Rules manager: invalid rule name ${name}`);
      }
      this.__rules__[idx].enabled = !0, result.push(name);
    }), this.__cache__ = null, result;
  }
  /**
  * Enable rules with given names, and disable everything else. If any rule name
  * not found - throw Error. Errors can be disabled by second param.
  *
  * See also {@link Ruler.disable}, {@link Ruler.enable}.
  */
  enableOnly(list2, ignoreInvalid = !1) {
    Array.isArray(list2) || (list2 = [list2]), this.__rules__.forEach((rule) => {
      rule.enabled = !1;
    }), this.enable(list2, ignoreInvalid);
  }
  /**
  * Disable rules with given names. If any rule name not found - throw Error.
  * Errors can be disabled by second param.
  *
  * See also {@link Ruler.enable}, {@link Ruler.enableOnly}.
  *
  * Returns list of found rule names (if no exception happened).
  */
  disable(list2, ignoreInvalid = !1) {
    Array.isArray(list2) || (list2 = [list2]);
    let result = [];
    return list2.forEach((name) => {
      let idx = this.__find__(name);
      if (idx < 0) {
        if (ignoreInvalid) return;
        throw new Error(`Rules manager: invalid rule name ${name}`);
      }
      this.__rules__[idx].enabled = !1, result.push(name);
    }), this.__cache__ = null, result;
  }
  /**
  * Return array of active functions (rules) for given chain name. It analyzes
  * rules configuration, compiles caches if not exists and returns result.
  *
  * Default chain name is `''` (empty string). It can't be skipped. That's
  * done intentionally, to keep signature monomorphic for high speed.
  */
  getRules(chainName) {
    return this.__cache__ || this.__compile__(), this.__cache__[chainName] || [];
  }
}, default_rules = {};
default_rules.code_inline = function(tokens, idx, options, env, slf) {
  let token = tokens[idx];
  return `<code${slf.renderAttrs(token)}>${escapeHtml(token.content)}</code>`;
};
default_rules.code_block = function(tokens, idx, options, env, slf) {
  let token = tokens[idx];
  return `<pre${slf.renderAttrs(token)}><code>${escapeHtml(tokens[idx].content)}</code></pre>
`;
};
default_rules.fence = function(tokens, idx, options, env, slf) {
  let token = tokens[idx], info = token.info ? unescapeAll(token.info).trim() : "", langName = "", langAttrs = "";
  if (info) {
    let arr = info.split(/(\s+)/g);
    langName = arr[0], langAttrs = arr.slice(2).join("");
  }
  let highlighted;
  if (options.highlight ? highlighted = options.highlight(token.content, langName, langAttrs) || escapeHtml(token.content) : highlighted = escapeHtml(token.content), highlighted.indexOf("<pre") === 0) return highlighted + `
`;
  if (info) {
    let i = token.attrIndex("class"), tmpAttrs = token.attrs ? token.attrs.slice() : [];
    i < 0 ? tmpAttrs.push(["class", `${options.langPrefix}${langName}`]) : (tmpAttrs[i] = [tmpAttrs[i][0], tmpAttrs[i][1]], tmpAttrs[i][1] += ` ${options.langPrefix}${langName}`);
    let tmpToken = { attrs: tmpAttrs };
    return `<pre><code${slf.renderAttrs(tmpToken)}>${highlighted}</code></pre>
`;
  }
  return `<pre><code${slf.renderAttrs(token)}>${highlighted}</code></pre>
`;
};
default_rules.image = function(tokens, idx, options, env, slf) {
  let token = tokens[idx];
  return token.attrs[token.attrIndex("alt")][1] = slf.renderInlineAsText(token.children, options, env), slf.renderToken(tokens, idx, options);
};
default_rules.hardbreak = function(tokens, idx, options) {
  return options.xhtmlOut ? `<br />
` : `<br>
`;
};
default_rules.softbreak = function(tokens, idx, options) {
  return options.breaks ? options.xhtmlOut ? `<br />
` : `<br>
` : `
`;
};
default_rules.text = function(tokens, idx) {
  return escapeHtml(tokens[idx].content);
};
default_rules.html_block = function(tokens, idx) {
  return tokens[idx].content;
};
default_rules.html_inline = function(tokens, idx) {
  return tokens[idx].content;
};
var Renderer = class {
  constructor() {
    _defineProperty(
      this,
      /**
      * Contains render rules for tokens. Can be updated and extended.
      *
      * See [source code](https://github.com/markdown-it/markdown-it/blob/master/src/renderer.ts)
      * for more details and examples.
      *
      * @example Custom render rules
      * ```javascript
      * import MarkdownIt from 'markdown-it'
      * const md = new MarkdownIt()
      *
      * md.renderer.rules.strong_open  = function () { return '<b>'; };
      * md.renderer.rules.strong_close = function () { return '</b>'; };
      *
      * const result = md.renderInline(...);
      * ```
      *
      * @example Each rule is called as independent static function with fixed signature
      * ```javascript
      * function my_token_render(tokens, idx, options, env, renderer) {
      *   // ...
      *   return renderedHTML;
      * }
      * ```
      */
      "rules",
      Object.assign({}, default_rules)
    );
  }
  /**
  * Render token attributes to string.
  */
  renderAttrs(token) {
    let i, l, result;
    if (!token.attrs) return "";
    for (result = "", i = 0, l = token.attrs.length; i < l; i++) result += ` ${escapeHtml(token.attrs[i][0])}="${escapeHtml(String(token.attrs[i][1]))}"`;
    return result;
  }
  /**
  * Default token renderer. Can be overriden by custom function
  * in {@link Renderer.rules}.
  */
  renderToken(tokens, idx, options) {
    let token = tokens[idx], result = "";
    if (token.hidden) return "";
    let prev = idx - 1;
    for (; prev >= 0 && tokens[prev].hidden && tokens[prev].nesting === 0; ) prev--;
    token.block && token.nesting !== -1 && prev >= 0 && tokens[prev].hidden && tokens[prev].nesting === -1 && (result += `
`), result += (token.nesting === -1 ? "</" : "<") + token.tag, result += this.renderAttrs(token), token.nesting === 0 && options.xhtmlOut && (result += " /");
    let needLf = !1;
    if (token.block && (needLf = !0, token.nesting === 1)) {
      let next = idx + 1;
      for (; next < tokens.length && tokens[next].hidden && tokens[next].nesting === 0; ) next++;
      if (next < tokens.length) {
        let nextToken = tokens[next];
        (nextToken.type === "inline" || nextToken.hidden || nextToken.nesting === -1 && nextToken.tag === token.tag) && (needLf = !1);
      }
    }
    return result += needLf ? `>
` : ">", result;
  }
  /**
  * The same as {@link Renderer.render}, but for single token of `inline` type.
  */
  renderInline(tokens, options, env) {
    let result = "", rules = this.rules;
    for (let i = 0, len = tokens.length; i < len; i++) {
      let type = tokens[i].type;
      typeof rules[type] < "u" ? result += rules[type](tokens, i, options, env, this) : result += this.renderToken(tokens, i, options);
    }
    return result;
  }
  /**
  * Special kludge for image `alt` attributes to conform CommonMark spec.
  * Don't try to use it! Spec requires to show `alt` content with stripped markup,
  * instead of simple escaping.
  */
  renderInlineAsText(tokens, options, env) {
    let result = "";
    for (let i = 0, len = tokens.length; i < len; i++) switch (tokens[i].type) {
      case "text":
      case "code_inline":
        result += tokens[i].content;
        break;
      case "image":
        result += this.renderInlineAsText(tokens[i].children, options, env);
        break;
      case "html_inline":
      case "html_block":
        result += tokens[i].content;
        break;
      case "softbreak":
      case "hardbreak":
        result += `
`;
    }
    return result;
  }
  /**
  * Takes token stream and generates HTML. Probably, you will never need to call
  * this method directly.
  */
  render(tokens, options, env) {
    let result = "", rules = this.rules;
    for (let i = 0, len = tokens.length; i < len; i++) {
      let type = tokens[i].type;
      type === "inline" ? result += this.renderInline(tokens[i].children, options, env) : typeof rules[type] < "u" ? result += rules[type](tokens, i, options, env, this) : result += this.renderToken(tokens, i, options);
    }
    return result;
  }
}, StateCore = class {
  constructor(src, md, env) {
    _defineProperty(this, "tokens", []), _defineProperty(this, "inlineMode", !1), _defineProperty(this, "Token", Token), this.src = src, this.env = env, this.md = md;
  }
}, UNNORMALIZED_NEWLINE_RE = /\r\n?/g, NULL_RE = /\0/g;
function normalize(state) {
  let str;
  str = state.src.replace(UNNORMALIZED_NEWLINE_RE, `
`), str = str.replace(NULL_RE, "\uFFFD"), state.src = str;
}
function block(state) {
  let token;
  state.inlineMode ? (token = new state.Token("inline", "", 0), token.content = state.src, token.map = [0, 1], token.children = [], state.tokens.push(token)) : state.md.block.parse(state.src, state.md, state.env, state.tokens);
}
function strip_references(state) {
  let tokens = state.tokens, last = 0;
  for (let curr = 0; curr < tokens.length; curr++)
    tokens[curr].type !== "reference_definition" && (curr !== last && (tokens[last] = tokens[curr]), last++);
  tokens.length !== last && (tokens.length = last);
}
function inline(state) {
  let tokens = state.tokens;
  for (let i = 0, l = tokens.length; i < l; i++) {
    let tok = tokens[i];
    tok.type === "inline" && state.md.inline.parse(tok.content, state.md, state.env, tok.children);
  }
}
function isLinkOpen$1(str) {
  return /^<a[>\s]/i.test(str);
}
function isLinkClose$1(str) {
  return /^<\/a\s*>/i.test(str);
}
function linkify$1(state) {
  let blockTokens = state.tokens;
  if (state.md.options.linkify)
    for (let j = 0, l = blockTokens.length; j < l; j++) {
      if (blockTokens[j].type !== "inline" || !state.md.linkify.test(blockTokens[j].content)) continue;
      let tokens = blockTokens[j].children, replacements = [], htmlLinkLevel = 0;
      for (let i = tokens.length - 1; i >= 0; i--) {
        let currentToken = tokens[i];
        if (currentToken.type === "link_close") {
          for (i--; tokens[i].level !== currentToken.level && tokens[i].type !== "link_open"; ) i--;
          continue;
        }
        if (currentToken.type === "html_inline" && (isLinkOpen$1(currentToken.content) && htmlLinkLevel > 0 && htmlLinkLevel--, isLinkClose$1(currentToken.content) && htmlLinkLevel++), !(htmlLinkLevel > 0) && currentToken.type === "text" && state.md.linkify.test(currentToken.content)) {
          let text2 = currentToken.content, links = state.md.linkify.match(text2), nodes = [], level = currentToken.level, lastPos = 0;
          links.length > 0 && links[0].index === 0 && i > 0 && tokens[i - 1].type === "text_special" && (links = links.slice(1));
          for (let ln = 0; ln < links.length; ln++) {
            let url = links[ln].url, fullUrl = state.md.normalizeLink(url);
            if (!state.md.validateLink(fullUrl)) continue;
            let urlText = links[ln].text;
            links[ln].schema ? links[ln].schema === "mailto:" && !/^mailto:/i.test(urlText) ? urlText = state.md.normalizeLinkText(`mailto:${urlText}`).replace(/^mailto:/, "") : urlText = state.md.normalizeLinkText(urlText) : urlText = state.md.normalizeLinkText(`http://${urlText}`).replace(/^http:\/\//, "");
            let pos = links[ln].index;
            if (pos > lastPos) {
              let token = new state.Token("text", "", 0);
              token.content = text2.slice(lastPos, pos), token.level = level, nodes.push(token);
            }
            let token_o = new state.Token("link_open", "a", 1);
            token_o.attrs = [["href", fullUrl]], token_o.level = level++, token_o.markup = "linkify", token_o.info = "auto", nodes.push(token_o);
            let token_t = new state.Token("text", "", 0);
            token_t.content = urlText, token_t.level = level, nodes.push(token_t);
            let token_c = new state.Token("link_close", "a", -1);
            token_c.level = --level, token_c.markup = "linkify", token_c.info = "auto", nodes.push(token_c), lastPos = links[ln].lastIndex;
          }
          if (lastPos < text2.length) {
            let token = new state.Token("text", "", 0);
            token.content = text2.slice(lastPos), token.level = level, nodes.push(token);
          }
          replacements.push({
            index: i,
            nodes
          });
        }
      }
      if (replacements.length > 0) {
        let newTokensLength = tokens.length;
        for (let replacement of replacements) newTokensLength += replacement.nodes.length - 1;
        let newTokens = new Array(newTokensLength), replacementIndex = 0, newTokenIndex = 0;
        replacements.reverse();
        for (let i = 0; i < tokens.length; i++) {
          let replacement = replacements[replacementIndex];
          if (replacement?.index === i) {
            for (let node of replacement.nodes) newTokens[newTokenIndex++] = node;
            replacementIndex++;
          } else newTokens[newTokenIndex++] = tokens[i];
        }
        blockTokens[j].children = newTokens;
      }
    }
}
var RARE_RE = /\+-|\.\.|\?\?\?\?|!!!!|,,|--/, SCOPED_ABBR_TEST_RE = /\((c|tm|r)\)/i, SCOPED_ABBR_RE = /\((c|tm|r)\)/gi, SCOPED_ABBR = {
  c: "\xA9",
  r: "\xAE",
  tm: "\u2122"
};
function replaceFn(match, name) {
  return SCOPED_ABBR[name.toLowerCase()];
}
function replace_scoped(inlineTokens) {
  let inside_autolink = 0;
  for (let i = inlineTokens.length - 1; i >= 0; i--) {
    let token = inlineTokens[i];
    token.type === "text" && !inside_autolink && (token.content = token.content.replace(SCOPED_ABBR_RE, replaceFn)), token.type === "link_open" && token.info === "auto" && inside_autolink--, token.type === "link_close" && token.info === "auto" && inside_autolink++;
  }
}
function replace_rare(inlineTokens) {
  let inside_autolink = 0;
  for (let i = inlineTokens.length - 1; i >= 0; i--) {
    let token = inlineTokens[i];
    token.type === "text" && !inside_autolink && RARE_RE.test(token.content) && (token.content = token.content.replace(/\+-/g, "\xB1").replace(/\.{2,}/g, "\u2026").replace(/([?!])…/g, "$1..").replace(/([?!]){4,}/g, "$1$1$1").replace(/,{2,}/g, ",").replace(/(^|[^-])---(?=[^-]|$)/gm, "$1\u2014").replace(/(^|\s)--(?=\s|$)/gm, "$1\u2013").replace(/(^|[^-\s])--(?=[^-\s]|$)/gm, "$1\u2013")), token.type === "link_open" && token.info === "auto" && inside_autolink--, token.type === "link_close" && token.info === "auto" && inside_autolink++;
  }
}
function replace(state) {
  let blkIdx;
  if (state.md.options.typographer)
    for (blkIdx = state.tokens.length - 1; blkIdx >= 0; blkIdx--)
      state.tokens[blkIdx].type === "inline" && (SCOPED_ABBR_TEST_RE.test(state.tokens[blkIdx].content) && replace_scoped(state.tokens[blkIdx].children), RARE_RE.test(state.tokens[blkIdx].content) && replace_rare(state.tokens[blkIdx].children));
}
var QUOTE_TEST_RE = /['"]/, QUOTE_RE = /['"]/g, APOSTROPHE = "\u2019", MAX_OPENERS = 1e3;
function truncateStack(stack, heads, length) {
  for (; stack.length > length; ) {
    let item = stack.pop();
    item.isSingleQuote ? heads.single = item.prevSameQuoteIdx : heads.double = item.prevSameQuoteIdx;
  }
}
function addReplacement(replacements, tokenIdx, pos, ch) {
  replacements[tokenIdx] || (replacements[tokenIdx] = []), replacements[tokenIdx].push({
    pos,
    ch
  });
}
function applyReplacements(str, replacements) {
  let result = "", lastPos = 0;
  replacements.sort((a, b) => a.pos - b.pos);
  for (let i = 0; i < replacements.length; i++) {
    let replacement = replacements[i];
    result += str.slice(lastPos, replacement.pos) + replacement.ch, lastPos = replacement.pos + 1;
  }
  return result + str.slice(lastPos);
}
function process_inlines(tokens, state) {
  let j, stack = [], heads = {
    single: -1,
    double: -1
  }, replacements = {};
  for (let i = 0; i < tokens.length; i++) {
    let token = tokens[i], thisLevel = tokens[i].level;
    for (j = stack.length - 1; j >= 0 && !(stack[j].level <= thisLevel); j--) ;
    if (truncateStack(stack, heads, j + 1), token.type !== "text") continue;
    let text2 = token.content, pos = 0, max = text2.length;
    OUTER: for (; pos < max; ) {
      QUOTE_RE.lastIndex = pos;
      let t = QUOTE_RE.exec(text2);
      if (!t) break;
      let canOpen = !0, canClose = !0;
      pos = t.index + 1;
      let isSingle = t[0] === "'", lastChar = 32;
      if (t.index - 1 >= 0) lastChar = text2.charCodeAt(t.index - 1);
      else for (j = i - 1; j >= 0 && !(tokens[j].type === "softbreak" || tokens[j].type === "hardbreak"); j--)
        if (tokens[j].content) {
          lastChar = tokens[j].content.charCodeAt(tokens[j].content.length - 1);
          break;
        }
      let nextChar = 32;
      if (pos < max) nextChar = text2.charCodeAt(pos);
      else for (j = i + 1; j < tokens.length && !(tokens[j].type === "softbreak" || tokens[j].type === "hardbreak"); j++)
        if (tokens[j].content) {
          nextChar = tokens[j].content.charCodeAt(0);
          break;
        }
      let isLastPunctChar = isMdAsciiPunct(lastChar) || isPunctCharCode(lastChar), isNextPunctChar = isMdAsciiPunct(nextChar) || isPunctCharCode(nextChar), isLastWhiteSpace = isWhiteSpace(lastChar), isNextWhiteSpace = isWhiteSpace(nextChar);
      if (isNextWhiteSpace ? canOpen = !1 : isNextPunctChar && (isLastWhiteSpace || isLastPunctChar || (canOpen = !1)), isLastWhiteSpace ? canClose = !1 : isLastPunctChar && (isNextWhiteSpace || isNextPunctChar || (canClose = !1)), nextChar === 34 && t[0] === '"' && lastChar >= 48 && lastChar <= 57 && (canClose = canOpen = !1), canOpen && canClose && (canOpen = isLastPunctChar, canClose = isNextPunctChar), !canOpen && !canClose) {
        isSingle && addReplacement(replacements, i, t.index, APOSTROPHE);
        continue;
      }
      if (canClose && (j = isSingle ? heads.single : heads.double, j >= 0 && stack[j].level === thisLevel)) {
        let item = stack[j], openQuote, closeQuote;
        isSingle ? (openQuote = state.md.options.quotes[2], closeQuote = state.md.options.quotes[3]) : (openQuote = state.md.options.quotes[0], closeQuote = state.md.options.quotes[1]), addReplacement(replacements, i, t.index, closeQuote), addReplacement(replacements, item.tokenIdx, item.contentPos, openQuote), truncateStack(stack, heads, j);
        continue OUTER;
      }
      if (canOpen) {
        if (stack.length >= MAX_OPENERS) return;
        stack.push({
          tokenIdx: i,
          contentPos: t.index,
          isSingleQuote: isSingle,
          level: thisLevel,
          prevSameQuoteIdx: isSingle ? heads.single : heads.double
        }), isSingle ? heads.single = stack.length - 1 : heads.double = stack.length - 1;
      } else canClose && isSingle && addReplacement(replacements, i, t.index, APOSTROPHE);
    }
  }
  Object.keys(replacements).forEach(function(tokenIdx) {
    let idx = Number(tokenIdx);
    tokens[idx].content = applyReplacements(tokens[idx].content, replacements[tokenIdx]);
  });
}
function smartquotes(state) {
  if (state.md.options.typographer)
    for (let blkIdx = state.tokens.length - 1; blkIdx >= 0; blkIdx--)
      state.tokens[blkIdx].type !== "inline" || !QUOTE_TEST_RE.test(state.tokens[blkIdx].content) || process_inlines(state.tokens[blkIdx].children, state);
}
function join_alt(tokens) {
  let curr, last, max = tokens.length;
  for (curr = 0; curr < max; curr++) tokens[curr].type === "text_special" && (tokens[curr].type = "text");
  for (curr = last = 0; curr < max; curr++) tokens[curr].type === "text" && curr + 1 < max && tokens[curr + 1].type === "text" ? tokens[curr + 1].content = tokens[curr].content + tokens[curr + 1].content : (curr !== last && (tokens[last] = tokens[curr]), last++);
  curr !== last && (tokens.length = last);
}
function text_join(state) {
  let curr, last, blockTokens = state.tokens, l = blockTokens.length;
  for (let j = 0; j < l; j++) {
    if (blockTokens[j].type !== "inline") continue;
    let tokens = blockTokens[j].children, max = tokens.length;
    for (curr = 0; curr < max; curr++)
      tokens[curr].type === "text_special" && (tokens[curr].type = "text"), tokens[curr].children && join_alt(tokens[curr].children);
    for (curr = last = 0; curr < max; curr++) tokens[curr].type === "text" && curr + 1 < max && tokens[curr + 1].type === "text" ? tokens[curr + 1].content = tokens[curr].content + tokens[curr + 1].content : (curr !== last && (tokens[last] = tokens[curr]), last++);
    curr !== last && (tokens.length = last);
  }
}
var _rules$2 = [
  ["normalize", normalize],
  ["block", block],
  ["strip_references", strip_references],
  ["inline", inline],
  ["linkify", linkify$1],
  ["replacements", replace],
  ["smartquotes", smartquotes],
  ["text_join", text_join]
], ParserCore = class {
  constructor() {
    _defineProperty(
      this,
      /**
      * {@link Ruler} instance. Keep configuration of core rules.
      */
      "ruler",
      new Ruler()
    ), _defineProperty(this, "State", StateCore);
    for (let i = 0; i < _rules$2.length; i++) this.ruler.push(_rules$2[i][0], _rules$2[i][1]);
  }
  /**
  * Executes core chain rules.
  */
  process(state) {
    let rules = this.ruler.getRules("");
    for (let i = 0, l = rules.length; i < l; i++) rules[i](state);
  }
}, StateBlock = class {
  constructor(src, md, env, tokens) {
    _defineProperty(this, "bMarks", []), _defineProperty(this, "eMarks", []), _defineProperty(this, "tShift", []), _defineProperty(this, "sCount", []), _defineProperty(this, "bsCount", []), _defineProperty(this, "blkIndent", 0), _defineProperty(this, "line", 0), _defineProperty(this, "lineMax", 0), _defineProperty(this, "tight", !1), _defineProperty(this, "listIndent", -1), _defineProperty(this, "parentType", "root"), _defineProperty(this, "level", 0), _defineProperty(this, "Token", Token), this.src = src, this.md = md, this.env = env, this.tokens = tokens;
    let s = this.src;
    for (let start = 0, pos = 0, indent = 0, offset = 0, len = s.length, indent_found = !1; pos < len; pos++) {
      let ch = s.charCodeAt(pos);
      if (!indent_found)
        if (isSpace(ch)) {
          indent++, ch === 9 ? offset += 4 - offset % 4 : offset++;
          continue;
        } else indent_found = !0;
      (ch === 10 || pos === len - 1) && (ch !== 10 && pos++, this.bMarks.push(start), this.eMarks.push(pos), this.tShift.push(indent), this.sCount.push(offset), this.bsCount.push(0), indent_found = !1, indent = 0, offset = 0, start = pos + 1);
    }
    this.bMarks.push(s.length), this.eMarks.push(s.length), this.tShift.push(0), this.sCount.push(0), this.bsCount.push(0), this.lineMax = this.bMarks.length - 1;
  }
  push(type, tag, nesting) {
    let token = new Token(type, tag, nesting);
    return token.block = !0, nesting < 0 && this.level--, token.level = this.level, nesting > 0 && this.level++, this.tokens.push(token), token;
  }
  isEmpty(line) {
    return this.bMarks[line] + this.tShift[line] >= this.eMarks[line];
  }
  skipEmptyLines(from) {
    for (let max = this.lineMax; from < max && !(this.bMarks[from] + this.tShift[from] < this.eMarks[from]); from++) ;
    return from;
  }
  skipSpaces(pos) {
    for (let max = this.src.length; pos < max && isSpace(this.src.charCodeAt(pos)); pos++) ;
    return pos;
  }
  skipSpacesBack(pos, min) {
    if (pos <= min) return pos;
    for (; pos > min; ) if (!isSpace(this.src.charCodeAt(--pos))) return pos + 1;
    return pos;
  }
  skipChars(pos, code2) {
    for (let max = this.src.length; pos < max && this.src.charCodeAt(pos) === code2; pos++) ;
    return pos;
  }
  skipCharsBack(pos, code2, min) {
    if (pos <= min) return pos;
    for (; pos > min; ) if (code2 !== this.src.charCodeAt(--pos)) return pos + 1;
    return pos;
  }
  getLines(begin, end, indent, keepLastLF) {
    if (begin >= end) return "";
    let queue = new Array(end - begin);
    for (let i = 0, line = begin; line < end; line++, i++) {
      let lineIndent = 0, lineStart = this.bMarks[line], first = lineStart, last;
      for (line + 1 < end || keepLastLF ? last = this.eMarks[line] + 1 : last = this.eMarks[line]; first < last && lineIndent < indent; ) {
        let ch = this.src.charCodeAt(first);
        if (isSpace(ch))
          ch === 9 ? lineIndent += 4 - (lineIndent + this.bsCount[line]) % 4 : lineIndent++;
        else if (first - lineStart < this.tShift[line]) lineIndent++;
        else break;
        first++;
      }
      lineIndent > indent ? queue[i] = new Array(lineIndent - indent + 1).join(" ") + this.src.slice(first, last) : queue[i] = this.src.slice(first, last);
    }
    return queue.join("");
  }
}, MAX_AUTOCOMPLETED_CELLS = 65536;
function getLine(state, line) {
  let pos = state.bMarks[line] + state.tShift[line], max = state.eMarks[line];
  return state.src.slice(pos, max);
}
function escapedSplit(str) {
  let result = [], max = str.length, pos = 0, ch = str.charCodeAt(pos), isEscaped = !1, lastPos = 0, current = "";
  for (; pos < max; )
    ch === 124 && (isEscaped ? (current += str.substring(lastPos, pos - 1), lastPos = pos) : (result.push(current + str.substring(lastPos, pos)), current = "", lastPos = pos + 1)), isEscaped = ch === 92, pos++, ch = str.charCodeAt(pos);
  return result.push(current + str.substring(lastPos)), result;
}
function table(state, startLine, endLine, silent) {
  if (startLine + 2 > endLine) return !1;
  let nextLine = startLine + 1;
  if (state.sCount[nextLine] < state.blkIndent || state.sCount[nextLine] - state.blkIndent >= 4) return !1;
  let pos = state.bMarks[nextLine] + state.tShift[nextLine];
  if (pos >= state.eMarks[nextLine]) return !1;
  let firstCh = state.src.charCodeAt(pos++);
  if (firstCh !== 124 && firstCh !== 45 && firstCh !== 58 || pos >= state.eMarks[nextLine]) return !1;
  let secondCh = state.src.charCodeAt(pos++);
  if (secondCh !== 124 && secondCh !== 45 && secondCh !== 58 && !isSpace(secondCh) || firstCh === 45 && isSpace(secondCh)) return !1;
  for (; pos < state.eMarks[nextLine]; ) {
    let ch = state.src.charCodeAt(pos);
    if (ch !== 124 && ch !== 45 && ch !== 58 && !isSpace(ch)) return !1;
    pos++;
  }
  let lineText = getLine(state, startLine + 1), columns = lineText.split("|"), aligns = [];
  for (let i = 0; i < columns.length; i++) {
    let t = columns[i].trim();
    if (!t) {
      if (i === 0 || i === columns.length - 1) continue;
      return !1;
    }
    if (!/^:?-+:?$/.test(t)) return !1;
    t.charCodeAt(t.length - 1) === 58 ? aligns.push(t.charCodeAt(0) === 58 ? "center" : "right") : t.charCodeAt(0) === 58 ? aligns.push("left") : aligns.push("");
  }
  if (lineText = getLine(state, startLine).trim(), lineText.indexOf("|") === -1 || state.sCount[startLine] - state.blkIndent >= 4) return !1;
  columns = escapedSplit(lineText), columns.length && columns[0] === "" && columns.shift(), columns.length && columns[columns.length - 1] === "" && columns.pop();
  let columnCount = columns.length;
  if (columnCount === 0 || columnCount !== aligns.length) return !1;
  if (silent) return !0;
  let oldParentType = state.parentType;
  state.parentType = "table";
  let terminatorRules = state.md.block.ruler.getRules("blockquote"), token_to = state.push("table_open", "table", 1), tableLines = [startLine, 0];
  token_to.map = tableLines;
  let token_tho = state.push("thead_open", "thead", 1);
  token_tho.map = [startLine, startLine + 1];
  let token_htro = state.push("tr_open", "tr", 1);
  token_htro.map = [startLine, startLine + 1];
  for (let i = 0; i < columns.length; i++) {
    let token_ho = state.push("th_open", "th", 1);
    aligns[i] && (token_ho.attrs = [["style", `text-align:${aligns[i]}`]]);
    let token_il = state.push("inline", "", 0);
    token_il.content = columns[i].trim(), token_il.children = [], state.push("th_close", "th", -1);
  }
  state.push("tr_close", "tr", -1), state.push("thead_close", "thead", -1);
  let tbodyLines, autocompletedCells = 0;
  for (nextLine = startLine + 2; nextLine < endLine && !(state.sCount[nextLine] < state.blkIndent); nextLine++) {
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate || (lineText = getLine(state, nextLine).trim(), !lineText) || state.sCount[nextLine] - state.blkIndent >= 4 || (columns = escapedSplit(lineText), columns.length && columns[0] === "" && columns.shift(), columns.length && columns[columns.length - 1] === "" && columns.pop(), autocompletedCells += columnCount - columns.length, autocompletedCells > MAX_AUTOCOMPLETED_CELLS)) break;
    if (nextLine === startLine + 2) {
      let token_tbo = state.push("tbody_open", "tbody", 1);
      token_tbo.map = tbodyLines = [startLine + 2, 0];
    }
    let token_tro = state.push("tr_open", "tr", 1);
    token_tro.map = [nextLine, nextLine + 1];
    for (let i = 0; i < columnCount; i++) {
      let token_tdo = state.push("td_open", "td", 1);
      aligns[i] && (token_tdo.attrs = [["style", `text-align:${aligns[i]}`]]);
      let token_il = state.push("inline", "", 0);
      token_il.content = columns[i] ? columns[i].trim() : "", token_il.children = [], state.push("td_close", "td", -1);
    }
    state.push("tr_close", "tr", -1);
  }
  return tbodyLines && (state.push("tbody_close", "tbody", -1), tbodyLines[1] = nextLine), state.push("table_close", "table", -1), tableLines[1] = nextLine, state.parentType = oldParentType, state.line = nextLine, !0;
}
function code(state, startLine, endLine) {
  if (state.sCount[startLine] - state.blkIndent < 4) return !1;
  let nextLine = startLine + 1, last = nextLine;
  for (; nextLine < endLine; ) {
    if (state.isEmpty(nextLine)) {
      nextLine++;
      continue;
    }
    if (state.sCount[nextLine] - state.blkIndent >= 4) {
      nextLine++, last = nextLine;
      continue;
    }
    break;
  }
  state.line = last;
  let token = state.push("code_block", "code", 0);
  return token.content = state.getLines(startLine, last, 4 + state.blkIndent, !1) + `
`, token.map = [startLine, state.line], !0;
}
function fence(state, startLine, endLine, silent) {
  let pos = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4 || pos + 3 > max) return !1;
  let marker = state.src.charCodeAt(pos);
  if (marker !== 126 && marker !== 96) return !1;
  let mem = pos;
  pos = state.skipChars(pos, marker);
  let len = pos - mem;
  if (len < 3) return !1;
  let markup = state.src.slice(mem, pos), params = state.src.slice(pos, max);
  if (marker === 96 && params.indexOf(String.fromCharCode(marker)) >= 0)
    return !1;
  if (silent) return !0;
  let nextLine = startLine, haveEndMarker = !1;
  for (; nextLine++, !(nextLine >= endLine || (pos = mem = state.bMarks[nextLine] + state.tShift[nextLine], max = state.eMarks[nextLine], pos < max && state.sCount[nextLine] < state.blkIndent)); )
    if (state.src.charCodeAt(pos) === marker && !(state.sCount[nextLine] - state.blkIndent >= 4) && (pos = state.skipChars(pos, marker), !(pos - mem < len) && (pos = state.skipSpaces(pos), !(pos < max)))) {
      haveEndMarker = !0;
      break;
    }
  len = state.sCount[startLine], state.line = nextLine + (haveEndMarker ? 1 : 0);
  let token = state.push("fence", "code", 0);
  return token.info = params, token.content = state.getLines(startLine + 1, nextLine, len, !0), token.markup = markup, token.map = [startLine, state.line], !0;
}
function blockquote(state, startLine, endLine, silent) {
  let pos = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine], oldLineMax = state.lineMax;
  if (state.sCount[startLine] - state.blkIndent >= 4 || state.src.charCodeAt(pos) !== 62) return !1;
  if (silent) return !0;
  let oldBMarks = [], oldBSCount = [], oldSCount = [], oldTShift = [], terminatorRules = state.md.block.ruler.getRules("blockquote"), oldParentType = state.parentType;
  state.parentType = "blockquote";
  let lastLineEmpty = !1, nextLine;
  for (nextLine = startLine; nextLine < endLine; nextLine++) {
    let isOutdented = state.sCount[nextLine] < state.blkIndent;
    if (pos = state.bMarks[nextLine] + state.tShift[nextLine], max = state.eMarks[nextLine], pos >= max) break;
    if (state.src.charCodeAt(pos++) === 62 && !isOutdented) {
      let initial = state.sCount[nextLine] + 1, spaceAfterMarker, adjustTab;
      state.src.charCodeAt(pos) === 32 ? (pos++, initial++, adjustTab = !1, spaceAfterMarker = !0) : state.src.charCodeAt(pos) === 9 ? (spaceAfterMarker = !0, (state.bsCount[nextLine] + initial) % 4 === 3 ? (pos++, initial++, adjustTab = !1) : adjustTab = !0) : spaceAfterMarker = !1;
      let offset = initial;
      for (oldBMarks.push(state.bMarks[nextLine]), state.bMarks[nextLine] = pos; pos < max; ) {
        let ch = state.src.charCodeAt(pos);
        if (isSpace(ch))
          ch === 9 ? offset += 4 - (offset + state.bsCount[nextLine] + (adjustTab ? 1 : 0)) % 4 : offset++;
        else break;
        pos++;
      }
      lastLineEmpty = pos >= max, oldBSCount.push(state.bsCount[nextLine]), state.bsCount[nextLine] = state.sCount[nextLine] + 1 + (spaceAfterMarker ? 1 : 0), oldSCount.push(state.sCount[nextLine]), state.sCount[nextLine] = offset - initial, oldTShift.push(state.tShift[nextLine]), state.tShift[nextLine] = pos - state.bMarks[nextLine];
      continue;
    }
    if (lastLineEmpty) break;
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate) {
      state.lineMax = nextLine, state.blkIndent !== 0 && (oldBMarks.push(state.bMarks[nextLine]), oldBSCount.push(state.bsCount[nextLine]), oldTShift.push(state.tShift[nextLine]), oldSCount.push(state.sCount[nextLine]), state.sCount[nextLine] -= state.blkIndent);
      break;
    }
    oldBMarks.push(state.bMarks[nextLine]), oldBSCount.push(state.bsCount[nextLine]), oldTShift.push(state.tShift[nextLine]), oldSCount.push(state.sCount[nextLine]), state.sCount[nextLine] = -1;
  }
  let oldIndent = state.blkIndent;
  state.blkIndent = 0;
  let token_o = state.push("blockquote_open", "blockquote", 1);
  token_o.markup = ">";
  let lines = [startLine, 0];
  token_o.map = lines, state.md.block.tokenize(state, startLine, nextLine);
  let token_c = state.push("blockquote_close", "blockquote", -1);
  token_c.markup = ">", state.lineMax = oldLineMax, state.parentType = oldParentType, lines[1] = state.line;
  for (let i = 0; i < oldTShift.length; i++)
    state.bMarks[i + startLine] = oldBMarks[i], state.tShift[i + startLine] = oldTShift[i], state.sCount[i + startLine] = oldSCount[i], state.bsCount[i + startLine] = oldBSCount[i];
  return state.blkIndent = oldIndent, !0;
}
function hr(state, startLine, endLine, silent) {
  let max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return !1;
  let pos = state.bMarks[startLine] + state.tShift[startLine], marker = state.src.charCodeAt(pos++);
  if (marker !== 42 && marker !== 45 && marker !== 95) return !1;
  let cnt = 1;
  for (; pos < max; ) {
    let ch = state.src.charCodeAt(pos++);
    if (ch !== marker && !isSpace(ch)) return !1;
    ch === marker && cnt++;
  }
  if (cnt < 3) return !1;
  if (silent) return !0;
  state.line = startLine + 1;
  let token = state.push("hr", "hr", 0);
  return token.map = [startLine, state.line], token.markup = Array(cnt + 1).join(String.fromCharCode(marker)), !0;
}
function skipBulletListMarker(state, startLine) {
  let max = state.eMarks[startLine], pos = state.bMarks[startLine] + state.tShift[startLine], marker = state.src.charCodeAt(pos++);
  return marker !== 42 && marker !== 45 && marker !== 43 || pos < max && !isSpace(state.src.charCodeAt(pos)) ? -1 : pos;
}
function skipOrderedListMarker(state, startLine) {
  let start = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine], pos = start;
  if (pos + 1 >= max) return -1;
  let ch = state.src.charCodeAt(pos++);
  if (ch < 48 || ch > 57) return -1;
  for (; ; ) {
    if (pos >= max) return -1;
    if (ch = state.src.charCodeAt(pos++), ch >= 48 && ch <= 57) {
      if (pos - start >= 10) return -1;
      continue;
    }
    if (ch === 41 || ch === 46) break;
    return -1;
  }
  return pos < max && (ch = state.src.charCodeAt(pos), !isSpace(ch)) ? -1 : pos;
}
function markTightParagraphs(state, idx) {
  let level = state.level + 2;
  for (let i = idx + 2, l = state.tokens.length - 2; i < l; i++) state.tokens[i].level === level && state.tokens[i].type === "paragraph_open" && (state.tokens[i + 2].hidden = !0, state.tokens[i].hidden = !0, i += 2);
}
function list(state, startLine, endLine, silent) {
  let max, pos, start, token, nextLine = startLine, tight = !0;
  if (state.sCount[nextLine] - state.blkIndent >= 4 || state.listIndent >= 0 && state.sCount[nextLine] - state.listIndent >= 4 && state.sCount[nextLine] < state.blkIndent) return !1;
  let isTerminatingParagraph = !1;
  silent && state.parentType === "paragraph" && state.sCount[nextLine] >= state.blkIndent && (isTerminatingParagraph = !0);
  let isOrdered, markerValue, posAfterMarker;
  if ((posAfterMarker = skipOrderedListMarker(state, nextLine)) >= 0) {
    if (isOrdered = !0, start = state.bMarks[nextLine] + state.tShift[nextLine], markerValue = Number(state.src.slice(start, posAfterMarker - 1)), isTerminatingParagraph && markerValue !== 1) return !1;
  } else if ((posAfterMarker = skipBulletListMarker(state, nextLine)) >= 0) isOrdered = !1;
  else return !1;
  if (isTerminatingParagraph && state.skipSpaces(posAfterMarker) >= state.eMarks[nextLine])
    return !1;
  if (silent) return !0;
  let markerCharCode = state.src.charCodeAt(posAfterMarker - 1), listTokIdx = state.tokens.length;
  isOrdered ? (token = state.push("ordered_list_open", "ol", 1), markerValue !== 1 && (token.attrs = [["start", markerValue]])) : token = state.push("bullet_list_open", "ul", 1);
  let listLines = [nextLine, 0];
  token.map = listLines, token.markup = String.fromCharCode(markerCharCode);
  let prevEmptyEnd = !1, terminatorRules = state.md.block.ruler.getRules("list"), oldParentType = state.parentType;
  for (state.parentType = "list"; nextLine < endLine; ) {
    pos = posAfterMarker, max = state.eMarks[nextLine];
    let initial = state.sCount[nextLine] + posAfterMarker - (state.bMarks[nextLine] + state.tShift[nextLine]), offset = initial;
    for (; pos < max; ) {
      let ch = state.src.charCodeAt(pos);
      if (ch === 9) offset += 4 - (offset + state.bsCount[nextLine]) % 4;
      else if (ch === 32) offset++;
      else break;
      pos++;
    }
    let contentStart = pos, indentAfterMarker;
    contentStart >= max ? indentAfterMarker = 1 : indentAfterMarker = offset - initial, indentAfterMarker > 4 && (indentAfterMarker = 1);
    let indent = initial + indentAfterMarker;
    token = state.push("list_item_open", "li", 1), token.markup = String.fromCharCode(markerCharCode);
    let itemLines = [nextLine, 0];
    token.map = itemLines, isOrdered && (token.info = state.src.slice(start, posAfterMarker - 1));
    let oldTight = state.tight, oldTShift = state.tShift[nextLine], oldSCount = state.sCount[nextLine], oldListIndent = state.listIndent;
    if (state.listIndent = state.blkIndent, state.blkIndent = indent, state.tight = !0, state.tShift[nextLine] = contentStart - state.bMarks[nextLine], state.sCount[nextLine] = offset, contentStart >= max && state.isEmpty(nextLine + 1) ? state.line = Math.min(state.line + 2, endLine) : state.md.block.tokenize(state, nextLine, endLine), (!state.tight || prevEmptyEnd) && (tight = !1), prevEmptyEnd = state.line - nextLine > 1 && state.isEmpty(state.line - 1), state.blkIndent = state.listIndent, state.listIndent = oldListIndent, state.tShift[nextLine] = oldTShift, state.sCount[nextLine] = oldSCount, state.tight = oldTight, token = state.push("list_item_close", "li", -1), token.markup = String.fromCharCode(markerCharCode), nextLine = state.line, itemLines[1] = nextLine, nextLine >= endLine || state.sCount[nextLine] < state.blkIndent || state.sCount[nextLine] - state.blkIndent >= 4) break;
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate) break;
    if (isOrdered) {
      if (posAfterMarker = skipOrderedListMarker(state, nextLine), posAfterMarker < 0) break;
      start = state.bMarks[nextLine] + state.tShift[nextLine];
    } else if (posAfterMarker = skipBulletListMarker(state, nextLine), posAfterMarker < 0) break;
    if (markerCharCode !== state.src.charCodeAt(posAfterMarker - 1)) break;
  }
  return isOrdered ? token = state.push("ordered_list_close", "ol", -1) : token = state.push("bullet_list_close", "ul", -1), token.markup = String.fromCharCode(markerCharCode), listLines[1] = nextLine, state.line = nextLine, state.parentType = oldParentType, tight && markTightParagraphs(state, listTokIdx), !0;
}
var MAX_LABEL_LENGTH = 999;
function countCodePoints(str) {
  let length = str.length;
  for (let i = 0; i < str.length - 1; i++) {
    let high = str.charCodeAt(i);
    if (high < 55296 || high > 56319) continue;
    let low = str.charCodeAt(i + 1);
    low >= 56320 && low <= 57343 && (length--, i++);
  }
  return length;
}
function lineEnd(state, line) {
  return Math.min(state.eMarks[line] + 1, state.src.length);
}
function getNextLinePos(state, nextLine) {
  let endLine = state.lineMax;
  if (nextLine >= endLine || state.isEmpty(nextLine)) return -1;
  let isContinuation = !1;
  if (state.sCount[nextLine] - state.blkIndent > 3 && (isContinuation = !0), state.sCount[nextLine] < 0 && (isContinuation = !0), !isContinuation) {
    let terminatorRules = state.md.block.ruler.getRules("reference"), oldParentType = state.parentType;
    state.parentType = "reference";
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (state.parentType = oldParentType, terminate) return -1;
  }
  return state.bMarks[nextLine] + state.tShift[nextLine];
}
function reference(state, startLine, _endLine, silent) {
  let src = state.src, pos = state.bMarks[startLine] + state.tShift[startLine], nextLine = startLine + 1;
  if (state.sCount[startLine] - state.blkIndent >= 4 || src.charCodeAt(pos) !== 91) return !1;
  let max = lineEnd(state, startLine), rawLabel = "", labelEnd = -1, segmentStart = ++pos;
  for (; pos < max; ) {
    if (rawLabel.length + pos - segmentStart > MAX_LABEL_LENGTH * 2) return !1;
    let ch = src.charCodeAt(pos);
    if (ch === 91) return !1;
    if (ch === 93) {
      labelEnd = pos;
      break;
    }
    if (ch === 92 && (ch = src.charCodeAt(++pos)), ch === 10 && pos < max) {
      let nextPos = getNextLinePos(state, nextLine);
      if (nextPos < 0) return !1;
      rawLabel += src.slice(segmentStart, max), pos = segmentStart = nextPos, max = lineEnd(state, nextLine++);
      continue;
    }
    pos++;
  }
  if (labelEnd < 0 || src.charCodeAt(labelEnd + 1) !== 58 || (rawLabel += src.slice(segmentStart, labelEnd), rawLabel.length > MAX_LABEL_LENGTH && countCodePoints(rawLabel) > MAX_LABEL_LENGTH)) return !1;
  for (pos = labelEnd + 2; pos < max; ) {
    let ch = src.charCodeAt(pos);
    if (ch === 10) {
      let nextPos = getNextLinePos(state, nextLine);
      if (nextPos < 0) break;
      pos = nextPos, max = lineEnd(state, nextLine++);
    } else if (isSpace(ch)) pos++;
    else break;
  }
  let destRes = state.md.helpers.parseLinkDestination(src, pos, max);
  if (!destRes.ok) return !1;
  let href = state.md.normalizeLink(destRes.str);
  if (!state.md.validateLink(href)) return !1;
  pos = destRes.pos;
  let destEndPos = pos, destEndMax = max, destEndLineNo = nextLine;
  for (; pos < max; ) {
    let ch = src.charCodeAt(pos);
    if (ch === 10) {
      let nextPos = getNextLinePos(state, nextLine);
      if (nextPos < 0) break;
      pos = nextPos, max = lineEnd(state, nextLine++);
    } else if (isSpace(ch)) pos++;
    else break;
  }
  let titleStart = pos, titleRes = state.md.helpers.parseLinkTitle(src, pos, max);
  for (; titleRes.can_continue; ) {
    let nextPos = getNextLinePos(state, nextLine);
    if (nextPos < 0) break;
    pos = nextPos, max = lineEnd(state, nextLine++), titleRes = state.md.helpers.parseLinkTitle(src, pos, max, titleRes);
  }
  let title;
  for (titleStart !== destEndPos && titleRes.ok ? (title = titleRes.str, pos = titleRes.pos) : (title = "", pos = destEndPos, max = destEndMax, nextLine = destEndLineNo); pos < max && isSpace(src.charCodeAt(pos)); )
    pos++;
  if (pos < max && src.charCodeAt(pos) !== 10 && title)
    for (title = "", pos = destEndPos, max = destEndMax, nextLine = destEndLineNo; pos < max && isSpace(src.charCodeAt(pos)); )
      pos++;
  if (pos < max && src.charCodeAt(pos) !== 10) return !1;
  let label = normalizeReference(rawLabel);
  if (!label) return !1;
  if (silent) return !0;
  typeof state.env.references > "u" && (state.env.references = {}), typeof state.env.references[label] > "u" && (state.env.references[label] = {
    title,
    href
  });
  let token = state.push("reference_definition", "", 0);
  token.map = [startLine, nextLine], token.hidden = !0;
  let meta = /* @__PURE__ */ Object.create(null);
  return meta.label = label, token.meta = meta, state.line = nextLine, !0;
}
var html_blocks_default = [
  "address",
  "article",
  "aside",
  "base",
  "basefont",
  "blockquote",
  "body",
  "caption",
  "center",
  "col",
  "colgroup",
  "dd",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "frame",
  "frameset",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "head",
  "header",
  "hr",
  "html",
  "iframe",
  "legend",
  "li",
  "link",
  "main",
  "menu",
  "menuitem",
  "nav",
  "noframes",
  "ol",
  "optgroup",
  "option",
  "p",
  "param",
  "search",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "title",
  "tr",
  "track",
  "ul"
], open_tag = `<[A-Za-z][A-Za-z0-9\\-]*(?:\\s+[a-zA-Z_:][a-zA-Z0-9:._-]*(?:\\s*=\\s*(?:[^"'=<>\`\\x00-\\x20]+|'[^']*'|"[^"]*"))?)*\\s*\\/?>`, close_tag = "<\\/[A-Za-z][A-Za-z0-9\\-]*\\s*>";
new RegExp(`^(?:${open_tag}|${close_tag}|<!---?>|<!--(?:[^-]|-[^-]|--[^>])*-->|<[?][\\s\\S]*?[?]>|<![A-Za-z][^>]*>|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>)`);
var HTML_OPEN_CLOSE_TAG_RE = new RegExp(`^(?:${open_tag}|${close_tag})`), HTML_SEQUENCES = [
  [
    /^<(script|pre|style|textarea)(?=(\s|>|$))/i,
    /<\/(script|pre|style|textarea)>/i,
    !0
  ],
  [
    /^<!--/,
    /-->/,
    !0
  ],
  [
    /^<\?/,
    /\?>/,
    !0
  ],
  [
    /^<![A-Za-z]/,
    />/,
    !0
  ],
  [
    /^<!\[CDATA\[/,
    /\]\]>/,
    !0
  ],
  [
    new RegExp(`^</?(${html_blocks_default.join("|")})(?=(\\s|/?>|$))`, "i"),
    /^$/,
    !0
  ],
  [
    new RegExp(`${HTML_OPEN_CLOSE_TAG_RE.source}\\s*$`),
    /^$/,
    !1
  ]
];
function html_block(state, startLine, endLine, silent) {
  let pos = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4 || !state.md.options.html || state.src.charCodeAt(pos) !== 60) return !1;
  let lineText = state.src.slice(pos, max), i = 0;
  for (; i < HTML_SEQUENCES.length && !HTML_SEQUENCES[i][0].test(lineText); i++) ;
  if (i === HTML_SEQUENCES.length) return !1;
  if (silent) return HTML_SEQUENCES[i][2];
  let nextLine = startLine + 1, endsOnBlankLine = HTML_SEQUENCES[i][1].test("");
  if (!HTML_SEQUENCES[i][1].test(lineText)) {
    for (; nextLine < endLine && !(state.sCount[nextLine] < state.blkIndent && (endsOnBlankLine || !state.isEmpty(nextLine))); nextLine++)
      if (pos = state.bMarks[nextLine] + state.tShift[nextLine], max = state.eMarks[nextLine], lineText = state.src.slice(pos, max), HTML_SEQUENCES[i][1].test(lineText)) {
        lineText.length !== 0 && nextLine++;
        break;
      }
  }
  state.line = nextLine;
  let token = state.push("html_block", "", 0);
  return token.map = [startLine, nextLine], token.content = state.getLines(startLine, nextLine, state.blkIndent, !0), !0;
}
function heading(state, startLine, endLine, silent) {
  let pos = state.bMarks[startLine] + state.tShift[startLine], max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return !1;
  let ch = state.src.charCodeAt(pos);
  if (ch !== 35 || pos >= max) return !1;
  let level = 1;
  for (ch = state.src.charCodeAt(++pos); ch === 35 && pos < max && level <= 6; )
    level++, ch = state.src.charCodeAt(++pos);
  if (level > 6 || pos < max && !isSpace(ch)) return !1;
  if (silent) return !0;
  max = state.skipSpacesBack(max, pos);
  let tmp = state.skipCharsBack(max, 35, pos);
  tmp > pos && isSpace(state.src.charCodeAt(tmp - 1)) && (max = tmp), state.line = startLine + 1;
  let token_o = state.push("heading_open", `h${level}`, 1);
  token_o.markup = "########".slice(0, level), token_o.map = [startLine, state.line];
  let token_i = state.push("inline", "", 0);
  token_i.content = asciiTrim(state.src.slice(pos, max)), token_i.map = [startLine, state.line], token_i.children = [];
  let token_c = state.push("heading_close", `h${level}`, -1);
  return token_c.markup = "########".slice(0, level), !0;
}
function lheading(state, startLine, endLine) {
  let terminatorRules = state.md.block.ruler.getRules("paragraph");
  if (state.sCount[startLine] - state.blkIndent >= 4) return !1;
  let oldParentType = state.parentType;
  state.parentType = "paragraph";
  let level = 0, marker, nextLine = startLine + 1;
  for (; nextLine < endLine && !state.isEmpty(nextLine); nextLine++) {
    if (state.sCount[nextLine] - state.blkIndent > 3) continue;
    if (state.sCount[nextLine] >= state.blkIndent) {
      let pos = state.bMarks[nextLine] + state.tShift[nextLine], max = state.eMarks[nextLine];
      if (pos < max && (marker = state.src.charCodeAt(pos), (marker === 45 || marker === 61) && (pos = state.skipChars(pos, marker), pos = state.skipSpaces(pos), pos >= max))) {
        level = marker === 61 ? 1 : 2;
        break;
      }
    }
    if (state.sCount[nextLine] < 0) continue;
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate) break;
  }
  if (!level)
    return state.parentType = oldParentType, !1;
  let content = asciiTrim(state.getLines(startLine, nextLine, state.blkIndent, !1));
  state.line = nextLine + 1;
  let token_o = state.push("heading_open", `h${level}`, 1);
  token_o.markup = String.fromCharCode(marker), token_o.map = [startLine, state.line];
  let token_i = state.push("inline", "", 0);
  token_i.content = content, token_i.map = [startLine, state.line - 1], token_i.children = [];
  let token_c = state.push("heading_close", `h${level}`, -1);
  return token_c.markup = String.fromCharCode(marker), state.parentType = oldParentType, !0;
}
function paragraph(state, startLine, endLine) {
  let terminatorRules = state.md.block.ruler.getRules("paragraph"), oldParentType = state.parentType, nextLine = startLine + 1;
  for (state.parentType = "paragraph"; nextLine < endLine && !state.isEmpty(nextLine); nextLine++) {
    if (state.sCount[nextLine] - state.blkIndent > 3 || state.sCount[nextLine] < 0) continue;
    let terminate = !1;
    for (let i = 0, l = terminatorRules.length; i < l; i++) if (terminatorRules[i](state, nextLine, endLine, !0)) {
      terminate = !0;
      break;
    }
    if (terminate) break;
  }
  let content = asciiTrim(state.getLines(startLine, nextLine, state.blkIndent, !1));
  state.line = nextLine;
  let token_o = state.push("paragraph_open", "p", 1);
  token_o.map = [startLine, state.line];
  let token_i = state.push("inline", "", 0);
  return token_i.content = content, token_i.map = [startLine, state.line], token_i.children = [], state.push("paragraph_close", "p", -1), state.parentType = oldParentType, !0;
}
var _rules$1 = [
  [
    "table",
    table,
    ["paragraph", "reference"]
  ],
  ["code", code],
  [
    "fence",
    fence,
    [
      "paragraph",
      "reference",
      "blockquote",
      "list"
    ]
  ],
  [
    "blockquote",
    blockquote,
    [
      "paragraph",
      "reference",
      "blockquote",
      "list"
    ]
  ],
  [
    "hr",
    hr,
    [
      "paragraph",
      "reference",
      "blockquote",
      "list"
    ]
  ],
  [
    "list",
    list,
    [
      "paragraph",
      "reference",
      "blockquote"
    ]
  ],
  ["reference", reference],
  [
    "html_block",
    html_block,
    [
      "paragraph",
      "reference",
      "blockquote"
    ]
  ],
  [
    "heading",
    heading,
    [
      "paragraph",
      "reference",
      "blockquote"
    ]
  ],
  ["lheading", lheading],
  ["paragraph", paragraph]
], ParserBlock = class {
  constructor() {
    _defineProperty(
      this,
      /**
      * {@link Ruler} instance. Keep configuration of block rules.
      */
      "ruler",
      new Ruler()
    ), _defineProperty(this, "State", StateBlock);
    for (let i = 0; i < _rules$1.length; i++) this.ruler.push(_rules$1[i][0], _rules$1[i][1], { alt: (_rules$1[i][2] || []).slice() });
  }
  tokenize(state, startLine, endLine) {
    let rules = this.ruler.getRules(""), len = rules.length, maxNesting = state.md.options.maxNesting, line = startLine, hasEmptyLines = !1;
    for (; line < endLine && (state.line = line = state.skipEmptyLines(line), !(line >= endLine || state.sCount[line] < state.blkIndent)); ) {
      if (state.level >= maxNesting) {
        state.line = endLine;
        break;
      }
      let prevLine = state.line, ok = !1;
      for (let i = 0; i < len; i++)
        if (ok = rules[i](state, line, endLine, !1), ok) {
          if (prevLine >= state.line) throw new Error("block rule didn't increment state.line");
          break;
        }
      if (!ok) throw new Error("none of the block rules matched");
      state.tight = !hasEmptyLines, state.isEmpty(state.line - 1) && (hasEmptyLines = !0), line = state.line, line < endLine && state.isEmpty(line) && (hasEmptyLines = !0, line++, state.line = line);
    }
  }
  /**
  * Process input string and push block tokens into `outTokens`
  */
  parse(src, md, env, outTokens) {
    if (!src) return;
    let state = new this.State(src, md, env, outTokens);
    this.tokenize(state, state.line, state.lineMax);
  }
}, StateInline = class {
  constructor(src, md, env, outTokens) {
    _defineProperty(this, "pos", 0), _defineProperty(this, "level", 0), _defineProperty(this, "pending", ""), _defineProperty(this, "pendingLevel", 0), _defineProperty(this, "cache", {}), _defineProperty(this, "backticks", {}), _defineProperty(this, "backticksScanned", !1), _defineProperty(this, "skipHtmlSpecial", !1), _defineProperty(this, "linkLevel", 0), _defineProperty(this, "delimiters", []), _defineProperty(this, "_prev_delimiters", []), _defineProperty(this, "Token", Token), this.src = src, this.env = env, this.md = md, this.tokens = outTokens, this.tokens_meta = Array(outTokens.length), this.posMax = this.src.length;
  }
  pushPending() {
    let token = new Token("text", "", 0);
    return token.content = this.pending, token.level = this.pendingLevel, this.tokens.push(token), this.pending = "", token;
  }
  push(type, tag, nesting) {
    this.pending && this.pushPending();
    let token = new Token(type, tag, nesting), token_meta;
    return nesting < 0 && (this.level--, this.delimiters = this._prev_delimiters.pop()), token.level = this.level, nesting > 0 && (this.level++, this._prev_delimiters.push(this.delimiters), this.delimiters = [], token_meta = { delimiters: this.delimiters }), this.pendingLevel = this.level, this.tokens.push(token), this.tokens_meta.push(token_meta), token;
  }
  scanDelims(start, canSplitWord) {
    let max = this.posMax, marker = this.src.charCodeAt(start), lastChar;
    if (start === 0) lastChar = 32;
    else if (start === 1)
      lastChar = this.src.charCodeAt(0), (lastChar & 63488) === 55296 && (lastChar = 65533);
    else if (lastChar = this.src.charCodeAt(start - 1), (lastChar & 64512) === 56320) {
      let highSurr = this.src.charCodeAt(start - 2);
      lastChar = (highSurr & 64512) === 55296 ? 65536 + (highSurr - 55296 << 10) + (lastChar - 56320) : 65533;
    } else (lastChar & 64512) === 55296 && (lastChar = 65533);
    let pos = start;
    for (; pos < max && this.src.charCodeAt(pos) === marker; ) pos++;
    let count = pos - start, nextChar = pos < max ? this.src.charCodeAt(pos) : 32;
    if ((nextChar & 64512) === 55296) {
      let lowSurr = this.src.charCodeAt(pos + 1);
      nextChar = (lowSurr & 64512) === 56320 ? 65536 + (nextChar - 55296 << 10) + (lowSurr - 56320) : 65533;
    } else (nextChar & 64512) === 56320 && (nextChar = 65533);
    let isLastPunctChar = isMdAsciiPunct(lastChar) || isPunctCharCode(lastChar), isNextPunctChar = isMdAsciiPunct(nextChar) || isPunctCharCode(nextChar), isLastWhiteSpace = isWhiteSpace(lastChar), isNextWhiteSpace = isWhiteSpace(nextChar), left_flanking = !isNextWhiteSpace && (!isNextPunctChar || isLastWhiteSpace || isLastPunctChar), right_flanking = !isLastWhiteSpace && (!isLastPunctChar || isNextWhiteSpace || isNextPunctChar);
    return {
      can_open: left_flanking && (canSplitWord || !right_flanking || isLastPunctChar),
      can_close: right_flanking && (canSplitWord || !left_flanking || isNextPunctChar),
      length: count
    };
  }
};
function isTerminatorChar(ch) {
  switch (ch) {
    case 10:
    case 33:
    case 35:
    case 36:
    case 37:
    case 38:
    case 42:
    case 43:
    case 45:
    case 58:
    case 60:
    case 61:
    case 62:
    case 64:
    case 91:
    case 92:
    case 93:
    case 94:
    case 95:
    case 96:
    case 123:
    case 125:
    case 126:
      return !0;
    default:
      return !1;
  }
}
function text(state, silent) {
  let pos = state.pos;
  for (; pos < state.posMax && !isTerminatorChar(state.src.charCodeAt(pos)); ) pos++;
  return pos === state.pos ? !1 : (silent || (state.pending += state.src.slice(state.pos, pos)), state.pos = pos, !0);
}
function isAsciiAlpha(code2) {
  return code2 >= 65 && code2 <= 90 || code2 >= 97 && code2 <= 122;
}
function isSchemeChar(code2) {
  return code2 >= 65 && code2 <= 90 || code2 >= 97 && code2 <= 122 || code2 >= 48 && code2 <= 57 || code2 === 43 || code2 === 45 || code2 === 46;
}
function linkify(state, silent) {
  if (!state.md.options.linkify || state.linkLevel > 0) return !1;
  let pos = state.pos, max = state.posMax;
  if (pos + 3 > max || state.src.charCodeAt(pos) !== 58 || state.src.charCodeAt(pos + 1) !== 47 || state.src.charCodeAt(pos + 2) !== 47) return !1;
  let protoMin = pos - Math.min(10, state.pending.length, pos), protoStart = pos;
  for (; protoStart > protoMin && isSchemeChar(state.src.charCodeAt(protoStart - 1)); ) protoStart--;
  if (protoStart === pos || !isAsciiAlpha(state.src.charCodeAt(protoStart))) return !1;
  let protoLength = pos - protoStart, link2 = state.md.linkify.matchAtStart(state.src.slice(protoStart));
  if (!link2) return !1;
  let url = link2.url;
  if (url.length <= protoLength) return !1;
  let urlEnd = url.length;
  for (; urlEnd > 0 && url.charCodeAt(urlEnd - 1) === 42; ) urlEnd--;
  urlEnd !== url.length && (url = url.slice(0, urlEnd));
  let fullUrl = state.md.normalizeLink(url);
  if (!state.md.validateLink(fullUrl)) return !1;
  if (!silent) {
    state.pending = state.pending.slice(0, -protoLength);
    let token_o = state.push("link_open", "a", 1);
    token_o.attrs = [["href", fullUrl]], token_o.markup = "linkify", token_o.info = "auto";
    let token_t = state.push("text", "", 0);
    token_t.content = state.md.normalizeLinkText(url);
    let token_c = state.push("link_close", "a", -1);
    token_c.markup = "linkify", token_c.info = "auto";
  }
  return state.pos += url.length - protoLength, !0;
}
function newline(state, silent) {
  let pos = state.pos;
  if (state.src.charCodeAt(pos) !== 10) return !1;
  let pmax = state.pending.length - 1, max = state.posMax;
  if (!silent)
    if (pmax >= 0 && state.pending.charCodeAt(pmax) === 32)
      if (pmax >= 1 && state.pending.charCodeAt(pmax - 1) === 32) {
        let ws = pmax - 1;
        for (; ws >= 1 && state.pending.charCodeAt(ws - 1) === 32; ) ws--;
        state.pending = state.pending.slice(0, ws), state.push("hardbreak", "br", 0);
      } else
        state.pending = state.pending.slice(0, -1), state.push("softbreak", "br", 0);
    else state.push("softbreak", "br", 0);
  for (pos++; pos < max && isSpace(state.src.charCodeAt(pos)); ) pos++;
  return state.pos = pos, !0;
}
var ESCAPED = [];
for (let i = 0; i < 256; i++) ESCAPED.push(0);
"\\!\"#$%&'()*+,./:;<=>?@[]^_`{|}~-".split("").forEach(function(ch) {
  ESCAPED[ch.charCodeAt(0)] = 1;
});
function escape(state, silent) {
  let pos = state.pos, max = state.posMax;
  if (state.src.charCodeAt(pos) !== 92 || (pos++, pos >= max)) return !1;
  let ch1 = state.src.charCodeAt(pos);
  if (ch1 === 10) {
    for (silent || state.push("hardbreak", "br", 0), pos++; pos < max && (ch1 = state.src.charCodeAt(pos), !!isSpace(ch1)); )
      pos++;
    return state.pos = pos, !0;
  }
  if (ch1 === 32) {
    if (!silent) {
      let token = state.push("text_special", "", 0);
      token.content = "\\", token.markup = "\\", token.info = "escape";
    }
    return state.pos = pos, !0;
  }
  let escapedStr = state.src[pos];
  if (ch1 >= 55296 && ch1 <= 56319 && pos + 1 < max) {
    let ch2 = state.src.charCodeAt(pos + 1);
    ch2 >= 56320 && ch2 <= 57343 && (escapedStr += state.src[pos + 1], pos++);
  }
  let origStr = "\\" + escapedStr;
  if (!silent) {
    let token = state.push("text_special", "", 0);
    ch1 < 256 && ESCAPED[ch1] !== 0 ? token.content = escapedStr : token.content = origStr, token.markup = origStr, token.info = "escape";
  }
  return state.pos = pos + 1, !0;
}
function buildLastRuns(src) {
  let lastRuns = {}, pos = 0;
  for (; (pos = src.indexOf("`", pos)) !== -1; ) {
    let start = pos;
    for (; src.charCodeAt(++pos) === 96; ) ;
    lastRuns[pos - start] = start;
  }
  return lastRuns;
}
function backtick(state, silent) {
  var _state$backticks$open;
  let start = state.pos;
  if (state.src.charCodeAt(start) !== 96) return !1;
  let max = state.posMax, pos = start + 1;
  for (; pos < max && state.src.charCodeAt(pos) === 96; ) pos++;
  let marker = state.src.slice(start, pos), openerLength = marker.length;
  if (state.backticksScanned || (state.backticks = buildLastRuns(state.src), state.backticksScanned = !0), ((_state$backticks$open = state.backticks[openerLength]) !== null && _state$backticks$open !== void 0 ? _state$backticks$open : -1) >= pos) {
    let matchEnd = pos, matchStart;
    for (; (matchStart = state.src.indexOf("`", matchEnd)) !== -1 && matchStart < max; ) {
      for (matchEnd = matchStart + 1; state.src.charCodeAt(matchEnd) === 96; ) matchEnd++;
      if (matchEnd > max) break;
      if (matchEnd - matchStart === openerLength) {
        if (!silent) {
          let token = state.push("code_inline", "code", 0);
          token.markup = marker;
          let content = state.src.slice(pos, matchStart).replace(/\n/g, " ");
          content.startsWith(" ") && content.endsWith(" ") && /[^ ]/.test(content) && (content = content.slice(1, -1)), token.content = content;
        }
        return state.pos = matchEnd, !0;
      }
    }
  }
  return silent || (state.pending += marker), state.pos = pos, !0;
}
function strikethrough_tokenize(state, silent) {
  let start = state.pos, marker = state.src.charCodeAt(start);
  if (silent || marker !== 126) return !1;
  let scanned = state.scanDelims(state.pos, !0), len = scanned.length, ch = String.fromCharCode(marker);
  if (len < 2) return !1;
  let token;
  len % 2 && (token = state.push("text", "", 0), token.content = ch, len--);
  for (let i = 0; i < len; i += 2)
    token = state.push("text", "", 0), token.content = ch + ch, state.delimiters.push({
      marker,
      length: 0,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close
    });
  return state.pos += scanned.length, !0;
}
function postProcess$1(state, delimiters) {
  let token, loneMarkers = [], max = delimiters.length;
  for (let i = 0; i < max; i++) {
    let startDelim = delimiters[i];
    if (startDelim.marker !== 126 || startDelim.end === -1) continue;
    let endDelim = delimiters[startDelim.end];
    token = state.tokens[startDelim.token], token.type = "s_open", token.tag = "s", token.nesting = 1, token.markup = "~~", token.content = "", token = state.tokens[endDelim.token], token.type = "s_close", token.tag = "s", token.nesting = -1, token.markup = "~~", token.content = "", state.tokens[endDelim.token - 1].type === "text" && state.tokens[endDelim.token - 1].content === "~" && loneMarkers.push(endDelim.token - 1);
  }
  for (; loneMarkers.length; ) {
    let i = loneMarkers.pop(), j = i + 1;
    for (; j < state.tokens.length && state.tokens[j].type === "s_close"; ) j++;
    j--, i !== j && (token = state.tokens[j], state.tokens[j] = state.tokens[i], state.tokens[i] = token);
  }
}
function strikethrough_postProcess(state) {
  let tokens_meta = state.tokens_meta, max = state.tokens_meta.length;
  postProcess$1(state, state.delimiters);
  for (let curr = 0; curr < max; curr++) {
    var _tokens_meta$curr;
    let delimiters = (_tokens_meta$curr = tokens_meta[curr]) === null || _tokens_meta$curr === void 0 ? void 0 : _tokens_meta$curr.delimiters;
    delimiters && postProcess$1(state, delimiters);
  }
}
var strikethrough_default = {
  tokenize: strikethrough_tokenize,
  postProcess: strikethrough_postProcess
};
function emphasis_tokenize(state, silent) {
  let start = state.pos, marker = state.src.charCodeAt(start);
  if (silent || marker !== 95 && marker !== 42) return !1;
  let scanned = state.scanDelims(state.pos, marker === 42);
  for (let i = 0; i < scanned.length; i++) {
    let token = state.push("text", "", 0);
    token.content = String.fromCharCode(marker), state.delimiters.push({
      marker,
      length: scanned.length,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close
    });
  }
  return state.pos += scanned.length, !0;
}
function postProcess(state, delimiters) {
  let max = delimiters.length;
  for (let i = max - 1; i >= 0; i--) {
    let startDelim = delimiters[i];
    if (startDelim.marker !== 95 && startDelim.marker !== 42 || startDelim.end === -1) continue;
    let endDelim = delimiters[startDelim.end], isStrong = i > 0 && delimiters[i - 1].end === startDelim.end + 1 && delimiters[i - 1].marker === startDelim.marker && delimiters[i - 1].token === startDelim.token - 1 && delimiters[startDelim.end + 1].token === endDelim.token + 1, ch = String.fromCharCode(startDelim.marker), token_o = state.tokens[startDelim.token];
    token_o.type = isStrong ? "strong_open" : "em_open", token_o.tag = isStrong ? "strong" : "em", token_o.nesting = 1, token_o.markup = isStrong ? ch + ch : ch, token_o.content = "";
    let token_c = state.tokens[endDelim.token];
    token_c.type = isStrong ? "strong_close" : "em_close", token_c.tag = isStrong ? "strong" : "em", token_c.nesting = -1, token_c.markup = isStrong ? ch + ch : ch, token_c.content = "", isStrong && (state.tokens[delimiters[i - 1].token].content = "", state.tokens[delimiters[startDelim.end + 1].token].content = "", i--);
  }
}
function emphasis_post_process(state) {
  let tokens_meta = state.tokens_meta, max = state.tokens_meta.length;
  postProcess(state, state.delimiters);
  for (let curr = 0; curr < max; curr++) {
    var _tokens_meta$curr;
    let delimiters = (_tokens_meta$curr = tokens_meta[curr]) === null || _tokens_meta$curr === void 0 ? void 0 : _tokens_meta$curr.delimiters;
    delimiters && postProcess(state, delimiters);
  }
}
var emphasis_default = {
  tokenize: emphasis_tokenize,
  postProcess: emphasis_post_process
};
function link(state, silent) {
  let code2, label, res, ref, href = "", title = "", start = state.pos, parseReference = !0;
  if (state.src.charCodeAt(state.pos) !== 91) return !1;
  let oldPos = state.pos, max = state.posMax, labelStart = state.pos + 1, labelEnd = state.md.helpers.parseLinkLabel(state, state.pos, !0);
  if (labelEnd < 0) return !1;
  let pos = labelEnd + 1;
  if (pos < max && state.src.charCodeAt(pos) === 40) {
    for (parseReference = !1, pos++; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
      ;
    if (pos >= max) return !1;
    if (start = pos, res = state.md.helpers.parseLinkDestination(state.src, pos, state.posMax), res.ok) {
      for (href = state.md.normalizeLink(res.str), state.md.validateLink(href) ? pos = res.pos : href = "", start = pos; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
        ;
      if (res = state.md.helpers.parseLinkTitle(state.src, pos, state.posMax), pos < max && start !== pos && res.ok)
        for (title = res.str, pos = res.pos; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
          ;
    }
    (pos >= max || state.src.charCodeAt(pos) !== 41) && (parseReference = !0), pos++;
  }
  if (parseReference) {
    if (typeof state.env.references > "u") return !1;
    if (pos < max && state.src.charCodeAt(pos) === 91 ? (start = pos + 1, pos = state.md.helpers.parseLinkLabel(state, pos), pos >= 0 ? label = state.src.slice(start, pos++) : pos = labelEnd + 1) : pos = labelEnd + 1, label || (label = state.src.slice(labelStart, labelEnd)), label = normalizeReference(label), ref = state.env.references[label], !ref)
      return state.pos = oldPos, !1;
    href = ref.href, title = ref.title;
  }
  if (!silent) {
    state.pos = labelStart, state.posMax = labelEnd;
    let token_o = state.push("link_open", "a", 1), attrs = [["href", href]];
    if (token_o.attrs = attrs, title && attrs.push(["title", title]), label) {
      let meta = /* @__PURE__ */ Object.create(null);
      meta.label = label, token_o.meta = meta;
    }
    state.linkLevel++, state.md.inline.tokenize(state), state.linkLevel--, state.push("link_close", "a", -1);
  }
  return state.pos = pos, state.posMax = max, !0;
}
function image(state, silent) {
  let code2, content, label, pos, ref, res, title, start, href = "", oldPos = state.pos, max = state.posMax;
  if (state.src.charCodeAt(state.pos) !== 33 || state.src.charCodeAt(state.pos + 1) !== 91) return !1;
  let labelStart = state.pos + 2, labelEnd = state.md.helpers.parseLinkLabel(state, state.pos + 1, !1);
  if (labelEnd < 0) return !1;
  if (pos = labelEnd + 1, pos < max && state.src.charCodeAt(pos) === 40) {
    for (pos++; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
      ;
    if (pos >= max) return !1;
    for (start = pos, res = state.md.helpers.parseLinkDestination(state.src, pos, state.posMax), res.ok && (href = state.md.normalizeLink(res.str), state.md.validateLink(href) ? pos = res.pos : href = ""), start = pos; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
      ;
    if (res = state.md.helpers.parseLinkTitle(state.src, pos, state.posMax), pos < max && start !== pos && res.ok)
      for (title = res.str, pos = res.pos; pos < max && (code2 = state.src.charCodeAt(pos), !(!isSpace(code2) && code2 !== 10)); pos++)
        ;
    else title = "";
    if (pos >= max || state.src.charCodeAt(pos) !== 41)
      return state.pos = oldPos, !1;
    pos++;
  } else {
    if (typeof state.env.references > "u") return !1;
    if (pos < max && state.src.charCodeAt(pos) === 91 ? (start = pos + 1, pos = state.md.helpers.parseLinkLabel(state, pos), pos >= 0 ? label = state.src.slice(start, pos++) : pos = labelEnd + 1) : pos = labelEnd + 1, label || (label = state.src.slice(labelStart, labelEnd)), label = normalizeReference(label), ref = state.env.references[label], !ref)
      return state.pos = oldPos, !1;
    href = ref.href, title = ref.title;
  }
  if (!silent) {
    content = state.src.slice(labelStart, labelEnd);
    let tokens = [];
    state.md.inline.parse(content, state.md, state.env, tokens);
    let token = state.push("image", "img", 0), attrs = [["src", href], ["alt", ""]];
    if (token.attrs = attrs, token.children = tokens, token.content = content, title && attrs.push(["title", title]), label) {
      let meta = /* @__PURE__ */ Object.create(null);
      meta.label = label, token.meta = meta;
    }
  }
  return state.pos = pos, state.posMax = max, !0;
}
var EMAIL_RE = /^([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)$/, AUTOLINK_RE = /^([a-zA-Z][a-zA-Z0-9+.-]{1,31}):([^<>\x00-\x20]*)$/;
function autolink(state, silent) {
  let pos = state.pos;
  if (state.src.charCodeAt(pos) !== 60) return !1;
  let start = state.pos, max = state.posMax;
  for (; ; ) {
    if (++pos >= max) return !1;
    let ch = state.src.charCodeAt(pos);
    if (ch === 60) return !1;
    if (ch === 62) break;
  }
  let url = state.src.slice(start + 1, pos);
  if (AUTOLINK_RE.test(url)) {
    let fullUrl = state.md.normalizeLink(url);
    if (!state.md.validateLink(fullUrl)) return !1;
    if (!silent) {
      let token_o = state.push("link_open", "a", 1);
      token_o.attrs = [["href", fullUrl]], token_o.markup = "autolink", token_o.info = "auto";
      let token_t = state.push("text", "", 0);
      token_t.content = state.md.normalizeLinkText(url);
      let token_c = state.push("link_close", "a", -1);
      token_c.markup = "autolink", token_c.info = "auto";
    }
    return state.pos += url.length + 2, !0;
  }
  if (EMAIL_RE.test(url)) {
    let fullUrl = state.md.normalizeLink(`mailto:${url}`);
    if (!state.md.validateLink(fullUrl)) return !1;
    if (!silent) {
      let token_o = state.push("link_open", "a", 1);
      token_o.attrs = [["href", fullUrl]], token_o.markup = "autolink", token_o.info = "auto";
      let token_t = state.push("text", "", 0);
      token_t.content = state.md.normalizeLinkText(url);
      let token_c = state.push("link_close", "a", -1);
      token_c.markup = "autolink", token_c.info = "auto";
    }
    return state.pos += url.length + 2, !0;
  }
  return !1;
}
function isLinkOpen(str) {
  return /^<a[>\s]/i.test(str);
}
function isLinkClose(str) {
  return /^<\/a\s*>/i.test(str);
}
function isLetter(ch) {
  let lc = ch | 32;
  return lc >= 97 && lc <= 122;
}
function scanSpecial(state, pos) {
  let src = state.src, start, terminator;
  if (src.startsWith("<!--", pos)) {
    if (src.startsWith(">", pos + 4)) return pos + 5;
    if (src.startsWith("->", pos + 4)) return pos + 6;
    start = pos + 4, terminator = "-->";
  } else if (src.startsWith("<![CDATA[", pos))
    start = pos + 9, terminator = "]]>";
  else if (src.charCodeAt(pos + 1) === 63)
    start = pos + 2, terminator = "?>";
  else if (isLetter(src.charCodeAt(pos + 2)))
    start = pos + 3, terminator = ">";
  else return -1;
  if (state.skipHtmlSpecial) return -1;
  let end = src.indexOf(terminator, start);
  return end < 0 ? (state.skipHtmlSpecial = !0, -1) : end + terminator.length;
}
function html_inline(state, silent) {
  if (!state.md.options.html) return !1;
  let max = state.posMax, pos = state.pos;
  if (state.src.charCodeAt(pos) !== 60 || pos + 2 >= max) return !1;
  let end, ch = state.src.charCodeAt(pos + 1);
  if (ch === 33 || ch === 63) end = scanSpecial(state, pos);
  else if (ch === 47 || isLetter(ch)) {
    let match = state.src.slice(pos).match(HTML_OPEN_CLOSE_TAG_RE);
    end = match ? pos + match[0].length : -1;
  } else return !1;
  if (end < 0) return !1;
  if (!silent) {
    let token = state.push("html_inline", "", 0);
    token.content = state.src.slice(pos, end), isLinkOpen(token.content) && state.linkLevel++, isLinkClose(token.content) && state.linkLevel--;
  }
  return state.pos = end, !0;
}
var DIGITAL_RE = /^&#((?:x[a-f0-9]{1,6}|[0-9]{1,7}));/i, NAMED_RE = /^&([a-z][a-z0-9]{1,31});/i;
function entity(state, silent) {
  let pos = state.pos, max = state.posMax;
  if (state.src.charCodeAt(pos) !== 38 || pos + 1 >= max) return !1;
  if (state.src.charCodeAt(pos + 1) === 35) {
    let match = state.src.slice(pos).match(DIGITAL_RE);
    if (match) {
      if (!silent) {
        let code2 = match[1][0].toLowerCase() === "x" ? parseInt(match[1].slice(1), 16) : parseInt(match[1], 10), token = state.push("text_special", "", 0);
        token.content = isValidEntityCode(code2) ? fromCodePoint(code2) : fromCodePoint(65533), token.markup = match[0], token.info = "entity";
      }
      return state.pos += match[0].length, !0;
    }
  } else {
    let match = state.src.slice(pos).match(NAMED_RE);
    if (match) {
      let decoded = decodeHTMLStrict(match[0]);
      if (decoded !== match[0]) {
        if (!silent) {
          let token = state.push("text_special", "", 0);
          token.content = decoded, token.markup = match[0], token.info = "entity";
        }
        return state.pos += match[0].length, !0;
      }
    }
  }
  return !1;
}
function processDelimiters(delimiters) {
  let openersBottom = {}, max = delimiters.length;
  if (!max) return;
  let headerIdx = 0, lastTokenIdx = -2, jumps = [];
  for (let closerIdx = 0; closerIdx < max; closerIdx++) {
    let closer = delimiters[closerIdx];
    if (jumps.push(0), (delimiters[headerIdx].marker !== closer.marker || lastTokenIdx !== closer.token - 1) && (headerIdx = closerIdx), lastTokenIdx = closer.token, closer.length = closer.length || 0, !closer.close) continue;
    openersBottom.hasOwnProperty(closer.marker) || (openersBottom[closer.marker] = [
      -1,
      -1,
      -1,
      -1,
      -1,
      -1
    ]);
    let minOpenerIdx = openersBottom[closer.marker][(closer.open ? 3 : 0) + closer.length % 3], openerIdx = headerIdx - jumps[headerIdx] - 1, newMinOpenerIdx = openerIdx;
    for (; openerIdx > minOpenerIdx; openerIdx -= jumps[openerIdx] + 1) {
      let opener = delimiters[openerIdx];
      if (opener.marker === closer.marker && opener.open && opener.end < 0) {
        let isOddMatch = !1;
        if ((opener.close || closer.open) && (opener.length + closer.length) % 3 === 0 && (opener.length % 3 !== 0 || closer.length % 3 !== 0) && (isOddMatch = !0), !isOddMatch) {
          let lastJump = openerIdx > 0 && !delimiters[openerIdx - 1].open ? jumps[openerIdx - 1] + 1 : 0;
          jumps[closerIdx] = closerIdx - openerIdx + lastJump, jumps[openerIdx] = lastJump, closer.open = !1, opener.end = closerIdx, opener.close = !1, newMinOpenerIdx = -1, lastTokenIdx = -2;
          break;
        }
      }
    }
    newMinOpenerIdx !== -1 && (openersBottom[closer.marker][(closer.open ? 3 : 0) + (closer.length || 0) % 3] = newMinOpenerIdx);
  }
}
function link_pairs(state) {
  let tokens_meta = state.tokens_meta, max = state.tokens_meta.length;
  processDelimiters(state.delimiters);
  for (let curr = 0; curr < max; curr++) {
    var _tokens_meta$curr;
    let delimiters = (_tokens_meta$curr = tokens_meta[curr]) === null || _tokens_meta$curr === void 0 ? void 0 : _tokens_meta$curr.delimiters;
    delimiters && processDelimiters(delimiters);
  }
}
function fragments_join(state) {
  let curr, last, level = 0, tokens = state.tokens, max = state.tokens.length;
  for (curr = last = 0; curr < max; curr++)
    tokens[curr].nesting < 0 && level--, tokens[curr].level = level, tokens[curr].nesting > 0 && level++, tokens[curr].type === "text" && curr + 1 < max && tokens[curr + 1].type === "text" ? tokens[curr + 1].content = tokens[curr].content + tokens[curr + 1].content : (curr !== last && (tokens[last] = tokens[curr]), last++);
  curr !== last && (tokens.length = last);
}
var _rules = [
  ["text", text],
  ["linkify", linkify],
  ["newline", newline],
  ["escape", escape],
  ["backticks", backtick],
  ["strikethrough", strikethrough_default.tokenize],
  ["emphasis", emphasis_default.tokenize],
  ["link", link],
  ["image", image],
  ["autolink", autolink],
  ["html_inline", html_inline],
  ["entity", entity]
], _rules2 = [
  ["balance_pairs", link_pairs],
  ["strikethrough", strikethrough_default.postProcess],
  ["emphasis", emphasis_default.postProcess],
  ["fragments_join", fragments_join]
], ParserInline = class {
  constructor() {
    _defineProperty(
      this,
      /**
      * {@link Ruler} instance. Keep configuration of inline rules.
      */
      "ruler",
      new Ruler()
    ), _defineProperty(
      this,
      /**
      * {@link Ruler} instance. Second ruler used for post-processing
      * (e.g. in emphasis-like rules).
      */
      "ruler2",
      new Ruler()
    ), _defineProperty(this, "State", StateInline);
    for (let i = 0; i < _rules.length; i++) this.ruler.push(_rules[i][0], _rules[i][1]);
    for (let i = 0; i < _rules2.length; i++) this.ruler2.push(_rules2[i][0], _rules2[i][1]);
  }
  skipToken(state) {
    let pos = state.pos, rules = this.ruler.getRules(""), len = rules.length, maxNesting = state.md.options.maxNesting, cache = state.cache;
    if (typeof cache[pos] < "u") {
      state.pos = cache[pos];
      return;
    }
    let ok = !1;
    if (state.level < maxNesting) {
      for (let i = 0; i < len; i++)
        if (state.level++, ok = rules[i](state, !0), state.level--, ok) {
          if (pos >= state.pos) throw new Error("inline rule didn't increment state.pos");
          break;
        }
    } else state.pos = state.posMax;
    ok || state.pos++, cache[pos] = state.pos;
  }
  tokenize(state) {
    let rules = this.ruler.getRules(""), len = rules.length, end = state.posMax, maxNesting = state.md.options.maxNesting;
    for (; state.pos < end; ) {
      let prevPos = state.pos, ok = !1;
      if (state.level < maxNesting) {
        for (let i = 0; i < len; i++)
          if (ok = rules[i](state, !1), ok) {
            if (prevPos >= state.pos) throw new Error("inline rule didn't increment state.pos");
            break;
          }
      }
      if (ok) {
        if (state.pos >= end) break;
        continue;
      }
      state.pending += state.src[state.pos++];
    }
    state.pending && state.pushPending();
  }
  /**
  * Process input string and push inline tokens into `outTokens`
  */
  parse(str, md, env, outTokens) {
    let state = new this.State(str, md, env, outTokens);
    this.tokenize(state);
    let rules = this.ruler2.getRules(""), len = rules.length;
    for (let i = 0; i < len; i++) rules[i](state);
  }
}, config = {
  default: {
    options: {
      html: !1,
      xhtmlOut: !1,
      breaks: !1,
      langPrefix: "language-",
      linkify: !1,
      typographer: !1,
      quotes: "\u201C\u201D\u2018\u2019",
      highlight: null,
      maxNesting: 100
    },
    components: {
      core: {},
      block: {},
      inline: {}
    }
  },
  zero: {
    options: {
      html: !1,
      xhtmlOut: !1,
      breaks: !1,
      langPrefix: "language-",
      linkify: !1,
      typographer: !1,
      quotes: "\u201C\u201D\u2018\u2019",
      highlight: null,
      maxNesting: 20
    },
    components: {
      core: { rules: [
        "normalize",
        "block",
        "strip_references",
        "inline",
        "text_join"
      ] },
      block: { rules: ["paragraph"] },
      inline: {
        rules: ["text"],
        rules2: ["balance_pairs", "fragments_join"]
      }
    }
  },
  commonmark: {
    options: {
      html: !0,
      xhtmlOut: !0,
      breaks: !1,
      langPrefix: "language-",
      linkify: !1,
      typographer: !1,
      quotes: "\u201C\u201D\u2018\u2019",
      highlight: null,
      maxNesting: 20
    },
    components: {
      core: { rules: [
        "normalize",
        "block",
        "strip_references",
        "inline",
        "text_join"
      ] },
      block: { rules: [
        "blockquote",
        "code",
        "fence",
        "heading",
        "hr",
        "html_block",
        "lheading",
        "list",
        "reference",
        "paragraph"
      ] },
      inline: {
        rules: [
          "autolink",
          "backticks",
          "emphasis",
          "entity",
          "escape",
          "html_inline",
          "image",
          "link",
          "newline",
          "text"
        ],
        rules2: [
          "balance_pairs",
          "emphasis",
          "fragments_join"
        ]
      }
    }
  }
}, BAD_PROTO_RE = /^(vbscript|javascript|file|data):/, GOOD_DATA_RE = /^data:image\/(gif|png|jpeg|webp);/, RECODE_HOSTNAME_FOR = [
  "http:",
  "https:",
  "mailto:"
], MarkdownIt = class {
  /**
  * Link validation function. CommonMark allows too much in links. By default
  * we disable `javascript:`, `vbscript:`, `file:` schemas, and almost all `data:...` schemas
  * except some embedded image types.
  *
  * You can change this behaviour:
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * const md = new MarkdownIt()
  *
  * // enable everything
  * md.validateLink = function () { return true; }
  * ```
  */
  validateLink(url) {
    let str = url.trim().toLowerCase();
    return BAD_PROTO_RE.test(str) ? GOOD_DATA_RE.test(str) : !0;
  }
  /**
  * Function used to encode link url to a machine-readable format,
  * which includes url-encoding, punycode, etc.
  */
  normalizeLink(url) {
    let parsed = parse_default(url, !0);
    if (parsed.hostname && (!parsed.protocol || RECODE_HOSTNAME_FOR.indexOf(parsed.protocol) >= 0))
      try {
        parsed.hostname = import_punycode.default.toASCII(parsed.hostname);
      } catch {
      }
    return parsed.auth && (parsed.auth = encode_default(parsed.auth)), parsed.hostname && (parsed.hostname = encode_default(parsed.hostname)), parsed.pathname && (parsed.pathname = encode_default(parsed.pathname)), parsed.search && (parsed.search = encode_default(parsed.search)), parsed.hash && (parsed.hash = encode_default(parsed.hash)), format(parsed);
  }
  /**
  * Function used to decode link url to a human-readable format`
  */
  normalizeLinkText(url) {
    let parsed = parse_default(url, !0);
    if (parsed.hostname && (!parsed.protocol || RECODE_HOSTNAME_FOR.indexOf(parsed.protocol) >= 0))
      try {
        parsed.hostname = import_punycode.default.toUnicode(parsed.hostname);
      } catch {
      }
    return decode_default(format(parsed), decode_default.defaultChars + "%");
  }
  constructor(...args) {
    _defineProperty(
      this,
      /**
      * Instance of {@link ParserInline}. You may need it to add new rules when
      * writing plugins. For simple rules control use {@link MarkdownIt.disable}
      * and {@link MarkdownIt.enable}.
      */
      "inline",
      new ParserInline()
    ), _defineProperty(
      this,
      /**
      * Instance of {@link ParserBlock}. You may need it to add new rules when
      * writing plugins. For simple rules control use {@link MarkdownIt.disable}
      * and {@link MarkdownIt.enable}.
      */
      "block",
      new ParserBlock()
    ), _defineProperty(
      this,
      /**
      * Instance of {@link ParserCore} chain executor. You may need it to add new
      * rules when writing plugins. For simple rules control use
      * {@link MarkdownIt.disable} and {@link MarkdownIt.enable}.
      */
      "core",
      new ParserCore()
    ), _defineProperty(
      this,
      /**
      * Instance of {@link Renderer}. Use it to modify output look. Or to add rendering
      * rules for new token types, generated by plugins.
      *
      * See {@link Renderer} docs and
      * [source code](https://github.com/markdown-it/markdown-it/blob/master/src/renderer.ts).
      *
      * @example
      * ```javascript
      * import MarkdownIt from 'markdown-it'
      * const md = new MarkdownIt()
      *
      * function myToken(tokens, idx, options, env, self) {
      *   //...
      *   return result;
      * };
      *
      * md.renderer.rules['my_token'] = myToken
      * ```
      */
      "renderer",
      new Renderer()
    ), _defineProperty(
      this,
      /**
      * [linkify-it](https://github.com/markdown-it/linkify-it) instance.
      * Used by [linkify](https://github.com/markdown-it/markdown-it/blob/master/src/rules_core/linkify.ts)
      * rule.
      */
      "linkify",
      new LinkifyIt()
    ), _defineProperty(
      this,
      /**
      * Assorted utility functions, useful to write plugins. See details
      * [here](https://github.com/markdown-it/markdown-it/blob/master/src/common/utils.ts).
      */
      "utils",
      utils_exports
    ), _defineProperty(
      this,
      /**
      * Link components parser functions, useful to write plugins. See details
      * [here](https://github.com/markdown-it/markdown-it/blob/master/src/helpers).
      */
      "helpers",
      Object.assign({}, helpers_exports)
    );
    let [presetNameOrOptions, options] = args;
    typeof presetNameOrOptions == "string" ? (this.configure(presetNameOrOptions), options && this.set(options)) : (this.configure("default"), this.set(presetNameOrOptions || {}));
  }
  /**
  * Set parser options (in the same format as in constructor). Probably, you
  * will never need it, but you can change options after constructor call.
  *
  * __Note:__ To achieve the best possible performance, don't modify a
  * `markdown-it` instance options on the fly. If you need multiple configurations
  * it's best to create multiple instances and initialize each with separate
  * config.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  *
  * const md = new MarkdownIt()
  *   .set({ html: true, breaks: true })
  *   .set({ typographer: true })
  * ```
  */
  set(options) {
    return Object.assign(this.options, options), this;
  }
  /**
  * Batch load of all options and compenent settings. This is internal method,
  * and you probably will not need it. But if you will - see available presets
  * and data structure [here](https://github.com/markdown-it/markdown-it/tree/master/src/presets)
  *
  * We strongly recommend to use presets instead of direct config loads. That
  * will give better compatibility with next versions.
  */
  configure(presets) {
    let p;
    if (typeof presets == "string") {
      let presetName = presets;
      if (p = config[presetName], !p) throw new Error(`Wrong 'markdown-it' preset "${presetName}", check name`);
    } else p = presets;
    if (!p) throw new Error("Wrong `markdown-it` preset, can't be empty");
    p.options && (this.options = { ...p.options });
    let components = p.components;
    if (components) {
      var _components$inline;
      [
        "core",
        "block",
        "inline"
      ].forEach((name) => {
        var _components$name;
        let rules = (_components$name = components[name]) === null || _components$name === void 0 ? void 0 : _components$name.rules;
        rules && this[name].ruler.enableOnly(rules);
      });
      let rules2 = (_components$inline = components.inline) === null || _components$inline === void 0 ? void 0 : _components$inline.rules2;
      rules2 && this.inline.ruler2.enableOnly(rules2);
    }
    return this;
  }
  /**
  * Enable list or rules. It will automatically find appropriate components,
  * containing rules with given names. If rule not found, and `ignoreInvalid`
  * not set - throws exception.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  *
  * const md = new MarkdownIt()
  *   .enable(['sub', 'sup'])
  *   .disable('smartquotes')
  * ```
  */
  enable(list2, ignoreInvalid = !1) {
    let result = [];
    Array.isArray(list2) || (list2 = [list2]), [
      "core",
      "block",
      "inline"
    ].forEach((chain) => {
      result = result.concat(this[chain].ruler.enable(list2, !0));
    }), result = result.concat(this.inline.ruler2.enable(list2, !0));
    let missed = list2.filter((name) => result.indexOf(name) < 0);
    if (missed.length && !ignoreInvalid) throw new Error(`MarkdownIt. Failed to enable unknown rule(s): ${missed}`);
    return this;
  }
  /**
  * The same as {@link MarkdownIt.enable}, but turn specified rules off.
  */
  disable(list2, ignoreInvalid = !1) {
    let result = [];
    Array.isArray(list2) || (list2 = [list2]), [
      "core",
      "block",
      "inline"
    ].forEach((chain) => {
      result = result.concat(this[chain].ruler.disable(list2, !0));
    }), result = result.concat(this.inline.ruler2.disable(list2, !0));
    let missed = list2.filter((name) => result.indexOf(name) < 0);
    if (missed.length && !ignoreInvalid) throw new Error(`MarkdownIt. Failed to disable unknown rule(s): ${missed}`);
    return this;
  }
  /**
  * Load specified plugin with given params into current parser instance.
  * It's just a sugar to call `plugin(md, params)` with curring.
  *
  * @example
  * ```javascript
  * import MarkdownIt from 'markdown-it'
  * import iterator from 'markdown-it-for-inline'
  *
  * const md = new MarkdownIt()
  *   .use(iterator, 'foo_replace', 'text', function (tokens, idx) {
  *     tokens[idx].content = tokens[idx].content.replace(/foo/g, 'bar')
  *   })
  * ```
  */
  use(plugin, ...params) {
    return plugin.apply(plugin, [this, ...params]), this;
  }
  /**
  * Parse input string and return list of block tokens (special token type
  * "inline" will contain list of inline tokens). You should not call this
  * method directly, until you write custom renderer (for example, to produce
  * AST).
  *
  * `env` is used to pass data between "distributed" rules and return additional
  * metadata like reference info, needed for the renderer. It also can be used to
  * inject data in specific cases. Usually, you will be ok to pass `{}`,
  * and then pass updated object to renderer.
  */
  parse(src, env) {
    if (typeof src != "string") throw new Error("Input data should be a String");
    let state = new this.core.State(src, this, env);
    return this.core.process(state), state.tokens;
  }
  /**
  * Render markdown string into html. It does all magic for you :).
  *
  * `env` can be used to inject additional metadata (`{}` by default).
  * But you will not need it with high probability. See also comment
  * in {@link MarkdownIt.parse}.
  */
  render(src, env = {}) {
    return this.renderer.render(this.parse(src, env), this.options, env);
  }
  /**
  * The same as {@link MarkdownIt.parse} but skip all block rules. It returns
  * the block tokens list with the single `inline` element, containing parsed
  * inline tokens in `children` property. Also updates `env` object.
  */
  parseInline(src, env) {
    let state = new this.core.State(src, this, env);
    return state.inlineMode = !0, this.core.process(state), state.tokens;
  }
  /**
  * Similar to {@link MarkdownIt.render} but for single paragraph content.
  * Result will NOT be wrapped into `<p>` tags.
  */
  renderInline(src, env = {}) {
    return this.renderer.render(this.parseInline(src, env), this.options, env);
  }
};
_defineProperty(MarkdownIt, "Token", Token);
_defineProperty(MarkdownIt, "Ruler", Ruler);
_defineProperty(MarkdownIt, "Renderer", Renderer);
_defineProperty(MarkdownIt, "ParserCore", ParserCore);
_defineProperty(MarkdownIt, "StateCore", StateCore);
_defineProperty(MarkdownIt, "ParserBlock", ParserBlock);
_defineProperty(MarkdownIt, "StateBlock", StateBlock);
_defineProperty(MarkdownIt, "ParserInline", ParserInline);
_defineProperty(MarkdownIt, "StateInline", StateInline);
var MarkdownItCallable = callable(MarkdownIt);

// src/site-export/render-markdown.ts
var SAFE_SCHEMES = /* @__PURE__ */ new Set(["http", "https", "mailto"]), IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;
function isSafeUrl(url) {
  let compact = url.replace(IGNORED_IN_URL, ""), scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme ? SAFE_SCHEMES.has(scheme[1].toLowerCase()) : !0;
}
function memoryIdOfHref(href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("#") || href.startsWith("/")) return;
  let path8 = decodeURIComponentSafe(href.split(/[?#]/)[0] ?? "");
  return path8.slice(path8.lastIndexOf("/") + 1).replace(/\.md$/i, "") || void 0;
}
function decodeURIComponentSafe(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
function rewriteLinks(md, options) {
  md.core.ruler.push("strata_links", (state) => {
    for (let block2 of state.tokens)
      for (let token of block2.children ?? []) {
        if (token.type !== "link_open") continue;
        let href = String(token.attrGet("href") ?? ""), id = memoryIdOfHref(href), page = id === void 0 ? void 0 : options.memoryHref(id);
        page !== void 0 ? token.attrSet("href", page) : /^https?:/i.test(href) && token.attrSet("rel", "noopener noreferrer nofollow");
      }
  });
}
function createMarkdownRenderer(options) {
  let md = new MarkdownItCallable({ html: !1, linkify: !0, typographer: !1 });
  return md.validateLink = isSafeUrl, rewriteLinks(md, options), {
    render: (body) => md.render(body),
    excerpt: (body, maxLength = 240) => plainText(md, body, maxLength)
  };
}
function plainText(md, body, maxLength) {
  let words = [];
  for (let block2 of md.parse(body, {}))
    if (!(block2.type === "fence" || block2.type === "code_block")) {
      for (let token of block2.children ?? [])
        token.type === "text" || token.type === "code_inline" ? words.push(token.content) : (token.type === "softbreak" || token.type === "hardbreak") && words.push(" ");
      block2.type.endsWith("_close") && words.push(" ");
    }
  let text2 = words.join("").replace(/\s+/g, " ").trim();
  return text2.length <= maxLength ? text2 : `${text2.slice(0, maxLength - 1).trimEnd()}\u2026`;
}

// src/site-export/search-index.ts
var SITE_SEARCH_OPTIONS = {
  idField: "id",
  fields: ["idWords", "title", "tags", "aliases", "body"],
  storeFields: ["slug", "title", "type", "scope", "excerpt"],
  // Ranked for typing: every word of 3+ letters also matches as a prefix, and fields are
  // boosted. The CLI ranks the whole note as one BM25 text and expands only words the index
  // lacks (see keyword-index.ts), which is better for whole questions, not for half a word.
  searchOptions: {
    boost: { title: 3, tags: 2, aliases: 2, idWords: 1.5, body: 1 },
    minPrefixLength: 3,
    minFuzzyLength: 5,
    fuzziness: 0.2,
    combineWith: "OR"
  }
};
function buildSearchIndex(documents) {
  let { idField, fields, storeFields } = SITE_SEARCH_OPTIONS, search = new MiniSearch({
    idField,
    fields,
    storeFields,
    tokenize: (text2) => tokenize(text2),
    processTerm: (term) => processTerm(term) ?? null,
    stringifyField: (value) => Array.isArray(value) ? value.join(" ") : String(value)
  });
  return search.addAll(documents), { index: JSON.stringify(search), options: SITE_SEARCH_OPTIONS };
}

// src/site-export/export-data.ts
async function loadScope(scope, maxFileBytes, problems) {
  let exists = scopeExists(scope);
  if (!exists) return { scope, exists, memories: [], graph: emptyGraph() };
  let scanned = await scanScope(scope, { maxFileBytes });
  problems.push(...scanned.problems);
  let graph = emptyGraph();
  try {
    graph = (await readGraph(scope.dir)).graph;
  } catch (error) {
    problems.push(toProblem(path2.join(scope.dir, "graph.json"), error));
  }
  return { scope, exists, memories: scanned.memories, graph };
}
function recency(memory) {
  let time = Date.parse(memory.updated);
  return Number.isNaN(time) ? 0 : time;
}
function toShadowed(memory, by) {
  let { id, title, type, scope, relPath, updated } = memory;
  return { id, title, type, scope, by, relPath, updated };
}
function toSiteMemory(memory, ctx) {
  let { path: _absolute, ...card } = toCard(memory), id = memory.id;
  return {
    ...card,
    slug: ctx.slugs.get(id),
    relPath: memory.relPath,
    fields: toFieldValue(memory.fields),
    html: ctx.renderer.render(memory.body),
    excerpt: ctx.renderer.excerpt(memory.body),
    outgoing: ctx.links.outgoing.get(id) ?? [],
    backlinks: ctx.links.backlinks.get(id) ?? [],
    shadows: ctx.shadows.get(id) ?? [],
    degree: ctx.links.degree.get(id) ?? 0,
    sessionNote: isSessionNote(memory.type)
  };
}
function buildMemories(loaded) {
  let ordered = [...loaded].sort(
    (a, b) => SCOPES.indexOf(a.scope.scope) - SCOPES.indexOf(b.scope.scope)
  ), { visible, shadowed } = resolveShadowing(ordered.flatMap((l) => l.memories));
  visible.sort((a, b) => recency(b) - recency(a) || a.id.localeCompare(b.id));
  let slugs = uniqueSlugs(visible.map((m) => m.id)), graph = mergeGraphs(ordered.map((l) => ({ scope: l.scope.scope, graph: l.graph }))), nodes = visible.map((m) => ({
    id: m.id,
    title: m.title,
    slug: slugs.get(m.id),
    links: m.links
  })), links = buildLinkTable(nodes, graph), hidden = shadowed.map(({ item, by }) => toShadowed(item, by)), shadows = /* @__PURE__ */ new Map();
  for (let s of hidden) shadows.set(s.id, [...shadows.get(s.id) ?? [], s]);
  let renderer = createMarkdownRenderer({
    memoryHref: (id) => slugs.has(id) ? `${slugs.get(id)}.html` : void 0
  }), memories = visible.map((m) => toSiteMemory(m, { slugs, renderer, links, shadows })), documents = memories.map((m, i) => toSearchDocument(m, visible[i].body));
  return { memories, hidden, graph, links, documents };
}
function toSearchDocument(memory, body) {
  let { id, slug, title, type, scope, excerpt, tags } = memory, aliases = memory.aliases ?? [], idWords = idSearchText(id, title);
  return { id, idWords, slug, title, type, scope, excerpt, tags, aliases, body };
}
async function exportSiteData(options) {
  let problems = [], loaded = await Promise.all(
    options.scopes.map((s) => loadScope(s, options.maxFileBytes, problems))
  ), { memories, hidden, graph, links, documents } = buildMemories(loaded), audit = options.audit ? await options.audit(options.scopes) : null, scopes = loaded.map((l) => ({
    scope: l.scope.scope,
    dir: l.scope.dir,
    exists: l.exists,
    count: memories.filter((m) => m.scope === l.scope.scope).length
  })), data = {
    version: 1,
    generatedAt: (options.now ?? /* @__PURE__ */ new Date()).toISOString(),
    scopes,
    memories,
    shadowed: hidden,
    tags: tagTable(memories),
    graph: { adjacency: graph, edges: links.edges, dangling: links.dangling },
    counts: countStore(memories, hidden.length, links.edges.length, problems.length),
    search: buildSearchIndex(documents),
    problems: problems.sort((a, b) => a.path.localeCompare(b.path))
  };
  return audit && (data.maintenance = toSiteMaintenance(audit, memories, options.scopes)), options.projectRoot && (data.projectName = path2.basename(options.projectRoot)), data;
}

// src/site-export/shared-scopes.ts
import path3 from "node:path";
function isInside2(dir, root) {
  let rel = path3.relative(root, dir);
  return rel === "" || !rel.startsWith("..") && !path3.isAbsolute(rel);
}
function isSharedBy(scope, root) {
  return scope.scope !== "local" && isInside2(path3.resolve(scope.dir), root);
}
function parseScopeNames(names) {
  for (let name of names)
    if (!SCOPES.includes(name))
      throw new StrataError("INVALID_ARGUMENT", `--scopes: "${name}" is not a scope`, {
        subject: "--scopes",
        hint: `use a comma-separated list of ${SCOPES.join(", ")}`
      });
  return names;
}
function chooseSiteScopes(scopes, outDir, requested) {
  let workTree = findGitRoot(path3.resolve(outDir)) ?? null, keep = (s) => requested ? requested.includes(s.scope) : workTree === null || isSharedBy(s, workTree);
  return {
    scopes: scopes.filter(keep),
    leftOut: scopes.filter((s) => !keep(s)).map((s) => ({ scope: s.scope, dir: s.dir })),
    workTree
  };
}
function describeLeftOut(choice) {
  if (!choice.leftOut.length) return null;
  let names = choice.leftOut.map((l) => l.scope), all = [...choice.scopes.map((s) => s.scope), ...names], why = choice.workTree ? `the site is inside the git work tree ${choice.workTree}, where \`git add -A\` would commit it` : "they were not asked for";
  return `left out the ${names.join(", ")} scope${names.length > 1 ? "s" : ""} (${choice.leftOut.map((l) => l.dir).join(", ")}): ${why}; to show them anyway, pass --scopes ${all.join(",")}`;
}

// src/site-export/build-site.ts
var SITE_MARKER = ".strata-site";
function findSiteDir(from = fileURLToPath(import.meta.url)) {
  for (let dir = path4.dirname(from); ; dir = path4.dirname(dir)) {
    let candidate = path4.join(dir, "site");
    if (existsSync(path4.join(candidate, "astro.config.mjs"))) return candidate;
    if (path4.dirname(dir) === dir) break;
  }
  throw new StrataError("NOT_FOUND", `no site/ folder with astro.config.mjs above ${from}`, {
    hint: "reinstall strata, or pass the Astro project folder as siteDir"
  });
}
function astroBin(siteDir) {
  try {
    let require2 = createRequire(path4.join(siteDir, "package.json"));
    return path4.join(path4.dirname(require2.resolve("astro/package.json")), "astro.js");
  } catch (error) {
    throw new StrataError("NOT_FOUND", `Astro is not installed for ${siteDir}`, {
      hint: "run `npm install` in the strata folder (it installs the site workspace too)",
      cause: error
    });
  }
}
async function checkOutDir(outDir) {
  let entries;
  try {
    entries = await readdir(outDir);
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw new StrataError(
      "IO_ERROR",
      `cannot use ${outDir} for the site: ${error.message}`,
      { cause: error }
    );
  }
  if (entries.length > 0 && !entries.includes(SITE_MARKER))
    throw new StrataError(
      "INVALID_ARGUMENT",
      `${outDir} is not empty and holds no earlier strata site`,
      {
        subject: outDir,
        hint: "pick an empty or new folder with --out: the build replaces the whole folder"
      }
    );
}
var RESERVED_ENV = /^(BASE_URL|MODE|DEV|PROD|SSR|SITE|ASSETS_PREFIX|NODE_ENV|VITE_.*|PUBLIC_.*|ASTRO_.*)$/;
function buildEnv(parent, own) {
  let env = {};
  for (let [key, value] of Object.entries(parent)) RESERVED_ENV.test(key) || (env[key] = value);
  return { ...env, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1", ...own };
}
var KEEP_FILE = ".strata-keep", BUILD_LOCK = "build.lock", BUILD_WAIT_MS = 10 * 6e4;
async function runAstro(siteDir, env, waitMs = BUILD_WAIT_MS) {
  let bin = astroBin(siteDir);
  return await mkdir(path4.join(siteDir, ".astro"), { recursive: !0 }), withLock(
    path4.join(siteDir, ".astro", BUILD_LOCK),
    async () => {
      let cwd = await mkdtemp(path4.join(siteDir, ".astro", "build-"));
      await mkdir(path4.join(cwd, ".astro")), await writeFile(path4.join(cwd, ".astro", KEEP_FILE), "");
      try {
        return await spawnAstro(bin, siteDir, env, cwd);
      } finally {
        await rm(cwd, { recursive: !0, force: !0 });
      }
    },
    { timeoutMs: waitMs }
  );
}
function spawnAstro(bin, siteDir, env, cwd) {
  return new Promise((resolve, reject) => {
    let child = spawn(process.execPath, [bin, "build", "--root", siteDir], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"]
    }), output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
    }), child.stderr.on("data", (chunk) => {
      output += chunk.toString();
    }), child.on(
      "error",
      (error) => reject(
        new StrataError("IO_ERROR", `cannot start the Astro build: ${error.message}`, {
          cause: error
        })
      )
    ), child.on("close", (code2) => {
      code2 === 0 ? resolve(output) : reject(
        new StrataError(
          "IO_ERROR",
          `the Astro build failed (exit ${code2}):
${output.slice(-4e3)}`
        )
      );
    });
  });
}
async function removeLeftovers(dir) {
  for (let name of ["content-assets.mjs", "content-modules.mjs", KEEP_FILE])
    await rm(path4.join(dir, name), { force: !0 });
}
async function countPages(dir) {
  return (await readdir(dir, { recursive: !0 })).filter((name) => name.endsWith(".html")).length;
}
async function buildSite(options) {
  let started = performance.now(), outDir = path4.resolve(options.outDir), base = normalizeBase(options.base), siteDir = options.siteDir ?? findSiteDir();
  await checkOutDir(outDir);
  let scopeChoice = chooseSiteScopes(options.scopes, outDir, options.scopeNames), data = await exportSiteData({ ...options, scopes: scopeChoice.scopes }), work = await mkdtemp(path4.join(os.tmpdir(), "strata-site-"));
  await mkdir(path4.dirname(outDir), { recursive: !0 });
  let staging = await mkdtemp(`${outDir}.building-`);
  try {
    let dataFile = path4.join(work, "site-data.json");
    await writeFile(dataFile, JSON.stringify(data));
    let own = {
      STRATA_SITE_DATA: dataFile,
      STRATA_SITE_OUT: staging,
      STRATA_SITE_BASE: base,
      STRATA_SITE_CACHE: path4.join(work, "cache")
    };
    await runAstro(siteDir, buildEnv(options.env ?? process.env, own), options.lockWaitMs), await removeLeftovers(staging), await writeFile(path4.join(staging, SITE_MARKER), `${data.generatedAt}
`), await rm(outDir, { recursive: !0, force: !0 }), await rename(staging, outDir);
  } finally {
    await rm(work, { recursive: !0, force: !0 }), await rm(staging, { recursive: !0, force: !0 });
  }
  return {
    outDir,
    pages: await countPages(outDir),
    ms: Math.round(performance.now() - started),
    data,
    scopeChoice
  };
}

// src/site-export/dev-server.ts
import path6 from "node:path";

// src/site-export/static-server.ts
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { isIP } from "node:net";
import path5 from "node:path";
var TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8"
};
async function fileAt(root, urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return;
  }
  let full = path5.resolve(root, `.${path5.posix.normalize(`/${rel}`)}`);
  if (!(!isInside(root, full) || rel.includes("\0"))) {
    for (let candidate of [full, path5.join(full, "index.html"), `${full}.html`])
      if ((await stat(candidate).catch(() => {
      }))?.isFile()) return candidate;
  }
}
function send(res, status, file) {
  res.writeHead(status, {
    "content-type": TYPES[path5.extname(file)] ?? "application/octet-stream",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff"
  }), createReadStream(file).pipe(res);
}
function isAllowedHost(header, boundHost) {
  if (!header) return !1;
  let match = /^(\[[0-9a-fA-F:.]+\]|[^:\s]+)(?::(\d{1,5}))?$/.exec(header.trim());
  if (!match) return !1;
  let name = match[1].toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name.startsWith("[") || isIP(name) !== 0 ? !0 : name === boundHost.toLowerCase();
}
async function handle(root, base, req, res, boundHost) {
  if (!isAllowedHost(req.headers.host, boundHost)) {
    res.writeHead(403, { "content-type": "text/plain" }), res.end(
      `strata: this server answers only to localhost and IP addresses (Host header refused)
`
    );
    return;
  }
  let pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  if (`${pathname}/` === base) {
    res.writeHead(301, { location: base }).end();
    return;
  }
  let file = pathname.startsWith(base) ? await fileAt(root, pathname.slice(base.length)) : void 0;
  if (file) return send(res, 200, file);
  let notFound = await fileAt(root, "404.html");
  if (notFound) return send(res, 404, notFound);
  res.writeHead(404, { "content-type": "text/plain" }).end(`not found
`);
}
async function serveStatic(options) {
  let root = path5.resolve(options.root), base = normalizeBase(options.base), host = options.host ?? "127.0.0.1", server = createServer((req, res) => {
    handle(root, base, req, res, host).catch(() => {
      res.headersSent ? res.destroy() : res.writeHead(500).end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject), server.listen(options.port ?? 0, host, () => resolve());
  });
  let { port } = server.address();
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}${base}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections(), server.close(() => resolve());
    })
  };
}

// src/site-export/dev-server.ts
function createRebuilder(options) {
  let running, timer, stopped = !1, rebuild = async () => {
    for (; running; ) await running.catch(() => {
    });
    running = buildSite(options);
    try {
      let result = await running;
      return options.onBuild?.(result), result;
    } finally {
      running = void 0;
    }
  };
  return { schedule: () => {
    stopped || (clearTimeout(timer), timer = setTimeout(() => {
      rebuild().catch((error) => options.onError?.(error));
    }, options.debounceMs ?? 300));
  }, rebuild, stop: () => {
    stopped = !0, clearTimeout(timer);
  } };
}
function isWatched(file) {
  return file.endsWith(".md") || file.endsWith("graph.json");
}
function isHidden(dirs, file) {
  let dir = dirs.find((d) => isInside(d, file));
  return dir === void 0 ? !1 : path6.relative(dir, file).split(path6.sep).some((part) => part.startsWith("."));
}
async function startSiteDev(options) {
  let rebuilder = createRebuilder(options), initial = await rebuilder.rebuild(), { watch } = await import("./chokidar-H53WUX7K.js"), dirs = options.scopes.filter((s) => s.scope !== "instructions").map((s) => s.dir), watcher = watch(dirs, {
    ignoreInitial: !0,
    ignored: (file, stats) => isHidden(dirs, file) || stats?.isFile() === !0 && !isWatched(file)
  });
  watcher.on("all", (_event, file) => {
    isWatched(file) && rebuilder.schedule();
  }), watcher.on("error", (error) => options.onError?.(error)), await new Promise((resolve) => watcher.once("ready", () => resolve()));
  let server = await serveStatic({
    root: initial.outDir,
    base: options.base,
    host: options.host,
    port: options.port ?? 4321
  }).catch(async (error) => {
    throw await watcher.close(), new StrataError("IO_ERROR", `cannot serve the site: ${error.message}`, {
      hint: "pick another port with --port",
      cause: error
    });
  });
  return {
    url: server.url,
    initial,
    rebuild: rebuilder.rebuild,
    close: async () => {
      rebuilder.stop(), await watcher.close(), await server.close();
    }
  };
}

// src/cli/commands/site.ts
async function auditForSite(ctx, scopes) {
  return auditWithSavedVectors(
    { ...ctx.store, scopes },
    {
      projectRoot: ctx.projectRoot ?? null,
      cacheRoot: ctx.cacheRoot,
      ttlDays: ctx.config.breadcrumbs.ttlDays
    }
  );
}
function defaultSiteDir(ctx) {
  return path7.join(projectCacheDir(ctx.cacheRoot, ctx.projectRoot), "site");
}
function siteOptions(ctx, args) {
  let out = readString(args.values.out), base = readString(args.values.base), names = readString(args.values.scopes);
  return {
    scopes: [...ctx.scopes],
    ...names === void 0 ? {} : { scopeNames: parseScopeNames(names.split(",")) },
    ...ctx.projectRoot ? { projectRoot: ctx.projectRoot } : {},
    maxFileBytes: ctx.config.limits.maxFileBytes,
    audit: (scopes) => auditForSite(ctx, scopes),
    outDir: out ? path7.resolve(ctx.cwd, out) : defaultSiteDir(ctx),
    ...base ? { base } : {},
    // Astro runs in the environment strata was started with (HOME, PATH, proxies).
    env: ctx.env
  };
}
async function runBuild(ctx, args) {
  let result = await buildSite(siteOptions(ctx, args)), problems = result.data.problems, { leftOut, workTree } = result.scopeChoice, json = {
    outDir: result.outDir,
    pages: result.pages,
    ms: result.ms,
    problems,
    leftOut,
    workTree
  }, leftOutLine = describeLeftOut(result.scopeChoice), text2 = [
    `Built ${result.pages} pages in ${(result.ms / 1e3).toFixed(1)} s: ${path7.join(result.outDir, "index.html")}`,
    ...leftOutLine ? [leftOutLine] : [],
    ...problems.map((p) => `skipped ${p.message}`)
  ].join(`
`);
  return { json, text: text2 };
}
async function runDev(ctx, args) {
  let port = readInteger(args.values.port, "--port", { min: 0, max: 65535 });
  process.stdout.write(`Building the site\u2026
`);
  let builds = 0, dev = await startSiteDev({
    ...siteOptions(ctx, args),
    ...port !== void 0 ? { port } : {},
    onBuild: (r) => ctx.print(
      `${builds++ ? "Rebuilt" : "Built"} ${r.pages} pages in ${(r.ms / 1e3).toFixed(1)} s
`
    ),
    onError: (e) => ctx.notice(`strata: site rebuild failed: ${e instanceof Error ? e.message : String(e)}`)
  }), leftOut = describeLeftOut(dev.initial.scopeChoice);
  return leftOut && ctx.print(`${leftOut}
`), ctx.print(`Serving ${dev.url} (rebuilds when memories change). Ctrl-C to stop.
`), await untilStopped(ctx), await dev.close(), { json: { url: dev.url, stopped: !0 }, text: "Stopped." };
}
var siteCommand = {
  name: "site",
  help: `strata site build [--out DIR] [--base PATH] [--scopes LIST]
strata site dev [--out DIR] [--base PATH] [--port N] [--scopes LIST]

  Exports every scope (rendered, sanitised bodies, the merged link graph, a search
  index) and builds a static site that opens from disk or any web server. --out
  defaults to the project's own folder in the cache (<cache>/projects/<name>-<hash>/site,
  one per project); an existing folder is replaced only when it is an earlier strata site. A site inside a git work tree shows only the scopes that tree already
  shares (the project scope; not global, not local drafts, stashes or handoff notes)
  and says what it left out; --scopes project,global,\u2026 names the scopes to show
  wherever the site goes. --base serves it under a path (e.g. /docs/memory/). dev serves it on
  127.0.0.1 and rebuilds when memory files change. Each build runs \`strata audit\`
  (reading only) for the Maintenance page: duplicates are compared by meaning when
  vectors are saved, else by words, and the page says which.`,
  options: {
    out: { type: "string" },
    base: { type: "string" },
    port: { type: "string" },
    scopes: { type: "string" }
  },
  async run(ctx, args) {
    let sub = args.positionals[0];
    if (sub === "build") return runBuild(ctx, args);
    if (sub === "dev") return runDev(ctx, args);
    throw new StrataError(
      "INVALID_ARGUMENT",
      `site ${sub === void 0 ? "needs a subcommand" : `"${sub}" is not a subcommand`}`,
      {
        hint: "use strata site build or strata site dev"
      }
    );
  }
};
export {
  siteCommand
};
