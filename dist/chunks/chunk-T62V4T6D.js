import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);

// src/lib/json.ts
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function stableJson(v) {
  return JSON.stringify(sortKeys(v)) ?? String(v);
}
function sortKeys(v) {
  if (Array.isArray(v)) return v.map((x) => x === void 0 ? null : sortKeys(x));
  if (v !== null && typeof v === "object") {
    const out = {};
    for (const k of Object.keys(v).sort()) {
      const x = v[k];
      if (x !== void 0) out[k] = sortKeys(x);
    }
    return out;
  }
  return v;
}
function isObjectLike(v) {
  return typeof v === "object" && v !== null;
}
function deepEqual(a, b, seen = /* @__PURE__ */ new WeakMap()) {
  if (a === b) return true;
  if (typeof a === "number" && typeof b === "number") return Number.isNaN(a) && Number.isNaN(b);
  if (!isObjectLike(a) || !isObjectLike(b)) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
  if (a instanceof RegExp || b instanceof RegExp)
    return a instanceof RegExp && b instanceof RegExp && a.source === b.source && a.flags === b.flags;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i], seen));
  if (a instanceof Map || b instanceof Map) {
    if (!(a instanceof Map && b instanceof Map) || a.size !== b.size) return false;
    for (const [k, x] of a) if (!b.has(k) || !deepEqual(x, b.get(k), seen)) return false;
    return true;
  }
  if (a instanceof Set || b instanceof Set) {
    if (!(a instanceof Set && b instanceof Set) || a.size !== b.size) return false;
    const rest = [...b];
    for (const x of a) {
      const i = rest.findIndex((y) => deepEqual(x, y, seen));
      if (i < 0) return false;
      rest.splice(i, 1);
    }
    return true;
  }
  const ka = Object.keys(a).filter((k) => a[k] !== void 0);
  const kb = Object.keys(b).filter((k) => b[k] !== void 0);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k], seen));
}
var MAX_AGENT_DEPTH = 500;
function nestingProblem(v, max = MAX_AGENT_DEPTH) {
  if (typeof v !== "object" || v === null) return void 0;
  const tooDeep = `is nested deeper than ${max} levels (agentci's limit for agent data)`;
  const height = /* @__PURE__ */ new Map();
  const onPath = /* @__PURE__ */ new Set();
  const stack = [];
  const enter = (o) => {
    onPath.add(o);
    stack.push({ o, kids: Array.isArray(o) ? o : Object.values(o), i: 0, h: 1 });
  };
  enter(v);
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.i < top.kids.length) {
      const k = top.kids[top.i++];
      if (typeof k !== "object" || k === null) continue;
      if (onPath.has(k)) return "refers to itself (a cycle JSON cannot hold)";
      const known = height.get(k);
      if (known !== void 0) {
        if (stack.length + known > max) return tooDeep;
        top.h = Math.max(top.h, known + 1);
        continue;
      }
      if (stack.length >= max) return tooDeep;
      enter(k);
      continue;
    }
    stack.pop();
    onPath.delete(top.o);
    height.set(top.o, top.h);
    const parent = stack[stack.length - 1];
    if (parent) parent.h = Math.max(parent.h, top.h + 1);
  }
  return void 0;
}
var COMMAND_IN_JSON = "##[";
function inertJsonText(json) {
  return json.includes(COMMAND_IN_JSON) ? json.replaceAll(COMMAND_IN_JSON, "##[\\u200b") : json;
}
function restoreJsonText(json) {
  return json.includes(COMMAND_IN_JSON) ? json.replace(/##\[(?:\\u200[bB]|\u200B)/g, "##[") : json;
}
function tryParseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

// src/lib/cut.ts
var CUT_MARK = "…";
function isLowSurrogate(s, i) {
  const c = s.charCodeAt(i);
  return c >= 56320 && c <= 57343;
}
function cutEnd(s, max) {
  if (s.length <= max) return s;
  const at = max > 0 && isLowSurrogate(s, max) ? max - 1 : max;
  return s.slice(0, at) + CUT_MARK;
}
function cutStart(s, max) {
  if (s.length <= max) return s;
  let at = s.length - max;
  if (isLowSurrogate(s, at)) at++;
  return CUT_MARK + s.slice(at);
}

// src/lib/error-message.ts
function errorMessage(e) {
  return e instanceof Error ? e.message : String(e);
}
var ERROR_LINE = /^(?:Uncaught |Caused by: |panic: |thread '.*' panicked|(?:[Ff]atal|FATAL)(?: error)?:|(?:[Ee]rror|ERROR)(?:\[\w+\])?:|[\w$.]*(?:Error|Exception|Interrupt|Exit)\b(?: \[\w+\])?:?)/;
var NOISE = [
  /^\s+at\s/,
  // a JavaScript or Java stack frame
  /^\s*File ".*", line \d+/,
  // a Python stack frame
  /^Node\.js v\d/,
  // Node's version footer after an uncaught exception
  /^exit status \d+$/,
  // `go run`'s footer
  /^[\s{}()[\]^~;,.]*$/,
  // braces, carets under a code excerpt, blank
  /^\s*throw\b/,
  // the source line Node quotes above its caret
  /^(?:node:|file:\/\/).*:\d+$/,
  // Node's location line above the source excerpt
  /^Require stack:$/,
  /^- \//
  // Node's require stack entries
];
function stderrHeadline(stderr, max = 300) {
  if (!stderr) return void 0;
  const lines = stderr.split(/\r?\n/).map((l) => l.replace(/\s+$/, ""));
  const meaningful = (l) => l.trim() !== "" && !NOISE.some((re) => re.test(l));
  const traceback = lines.findLastIndex((l) => l.startsWith("Traceback (most recent call last)"));
  const after = traceback >= 0 ? lines.slice(traceback + 1) : lines;
  const pick = (traceback >= 0 ? after.findLast((l) => meaningful(l) && !/^\s/.test(l)) : void 0) ?? lines.findLast((l) => meaningful(l) && !/^\s/.test(l) && ERROR_LINE.test(l)) ?? lines.findLast((l) => meaningful(l) && !/^\s/.test(l)) ?? lines.findLast(meaningful);
  return pick === void 0 ? void 0 : cutEnd(pick.trim(), max);
}

export {
  isPlainObject,
  stableJson,
  isObjectLike,
  deepEqual,
  nestingProblem,
  inertJsonText,
  restoreJsonText,
  tryParseJson,
  CUT_MARK,
  cutEnd,
  cutStart,
  errorMessage,
  stderrHeadline
};
//# sourceMappingURL=chunk-T62V4T6D.js.map
