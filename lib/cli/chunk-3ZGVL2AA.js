#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/terms.ts
var STOP_WORDS = new Set(
  "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing done down during each few for from further had has have having he her here hers him his how i if in into is it its itself just let me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yes yeah ok okay sure please thanks thank great good nice cool fine right well maybe actually really still again instead something anything everything thing things way one two get got make made need want like look see run try use using used work works working go going lets let can't don't doesn't isn't it's that's what's there's i'm we're you're code file files change changes fix add update check show tell help think know new also next first last then back same other another much many sure done now time".split(/\s+/)
), COMMON_SEGMENTS = new Set(
  "src lib libs test tests spec specs index main app apps dist build out bin pkg packages package internal common shared util utils helpers helper core components component modules module public static assets source sources js ts tsx jsx mjs cjs json md txt yaml yml html css scss py go rs java rb php c h cpp hpp kt swift sh d mod".split(/\s+/)
);
function stem(word) {
  return word.length <= 4 ? word : word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.endsWith("ing") && word.length > 6 ? word.slice(0, -3) : word.endsWith("ed") && word.length > 5 || word.endsWith("es") && /(?:ss|x|ch|sh)es$/.test(word) ? word.slice(0, -2) : word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}
function splitCase(text) {
  return text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
}
function textTerms(text) {
  let words = splitCase(text).toLowerCase().split(/[^a-z0-9']+/), out = [];
  for (let raw of words) {
    let word = raw.replace(/^'+|'+$/g, "");
    word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word) || out.push(stem(word.replace(/'/g, "")));
  }
  return out;
}
function pathWords(relPath) {
  let words = /* @__PURE__ */ new Set(), segments = relPath.toLowerCase().split("/").filter(Boolean);
  for (let segment of segments) {
    let bare = segment.replace(/\.[^.]*$/, "");
    for (let word of [segment, bare, ...bare.split(/[._-]+/)])
      word.length >= 2 && !COMMON_SEGMENTS.has(word) && words.add(word);
  }
  return words;
}
var CODE_WORDS = new Set(
  "import export from const let var function return async await type interface class extends implements new true false null undefined void string number boolean object public private protected static readonly default require module exports this self else elif while switch case break continue throw catch finally typeof instanceof def pass none fn pub impl struct enum func package name value data props config http https www com org".split(/\s+/)
);

export {
  textTerms,
  pathWords
};
