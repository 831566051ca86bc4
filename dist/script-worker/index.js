import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({});
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  K: () => (/* binding */ startScriptWorker)
});

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
var external_node_vm_default = /*#__PURE__*/__nccwpck_require__.n(external_node_vm_namespaceObject);
;// CONCATENATED MODULE: ./src/judges/json-value.ts
/*
 * JSON value helpers shared by the judges: deep equality with JSON semantics, subset matching
 * (with optional `regex:` leaves), and the short, bounded renderings that go into labels and
 * messages. Agent output is hostile: every rendering here is bounded in length.
 */
/** A plain JSON-like object (not an array, not null). */
function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** Keys whose value is not `undefined` (JSON has no undefined: a missing key and undefined agree). */
function definedKeys(o) {
    return Object.keys(o).filter((k) => o[k] !== undefined);
}
/** Deep equality with JSON semantics: object key order is irrelevant, arrays are ordered. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length)
            return false;
        return a.every((x, i) => jsonEqual(x, b[i]));
    }
    if (isPlainObject(a)) {
        if (!isPlainObject(b))
            return false;
        const ka = definedKeys(a);
        const kb = definedKeys(b);
        if (ka.length !== kb.length)
            return false;
        return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual(a[k], b[k]));
    }
    return false;
}
/** `$.a.b` / `$.a[0]` / `$['odd key']`: how a child location is written in messages. */
function childPath(parent, key) {
    if (typeof key === 'number')
        return `${parent}[${key}]`;
    return /^[A-Za-z_$][\w$-]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}
/** A compact JSON rendering, cut at `max` characters. */
function json_value_short(v, max = 80) {
    let s;
    if (v === undefined)
        s = 'undefined';
    else {
        try {
            s = JSON.stringify(v) ?? String(v);
        }
        catch {
            s = String(v);
        }
    }
    return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
/** The text judges compare against: a string as is, anything else as JSON, nothing as "". */
function outputText(output) {
    if (typeof output === 'string')
        return output;
    if (output === undefined)
        return '';
    try {
        return JSON.stringify(output) ?? String(output);
    }
    catch {
        return String(output);
    }
}
/** `output starts: "…"` (or `output is empty`): the piece of output a failure message shows. */
function outputPreview(output, max = 200) {
    const text = outputText(output);
    if (text.trim() === '')
        return 'output is empty';
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return `output starts: ${JSON.stringify(cut)}`;
}
const MAX_ACTUAL_CHARS = 2000;
/**
 * Bounds a value recorded as a check's `actual`: strings are cut at 2,000 characters, and a
 * structure whose JSON is very large is replaced by the start of that JSON, so one huge agent
 * answer cannot bloat every report.
 */
function boundActual(v) {
    if (typeof v === 'string')
        return truncateString(v);
    if (v === null || typeof v !== 'object')
        return v;
    let json;
    try {
        json = JSON.stringify(v) ?? '';
    }
    catch {
        return String(v);
    }
    if (json.length > MAX_ACTUAL_CHARS * 10)
        return truncateString(json);
    return mapStrings(v);
}
function truncateString(s) {
    if (s.length <= MAX_ACTUAL_CHARS)
        return s;
    return `${s.slice(0, MAX_ACTUAL_CHARS)}… (${s.length - MAX_ACTUAL_CHARS} more characters)`;
}
function mapStrings(v) {
    if (typeof v === 'string')
        return truncateString(v);
    if (Array.isArray(v))
        return v.map(mapStrings);
    if (isPlainObject(v)) {
        const out = {};
        for (const [k, x] of Object.entries(v))
            out[k] = mapStrings(x);
        return out;
    }
    return v;
}
/** Parses JSON text, or returns `undefined` (JSON itself never yields undefined). */
function json_value_tryParseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/**
 * Where two JSON values first differ, in words (`at $.a: expected 1, got 2`), or null when
 * equal. Used so an `equals` failure on a large object points at the one field that is wrong.
 */
function firstDifference(actual, expected, path = '$') {
    if (jsonEqual(actual, expected))
        return null;
    if (Array.isArray(expected) && Array.isArray(actual)) {
        if (actual.length !== expected.length)
            return `at ${path}: expected ${expected.length} items, got ${actual.length}`;
        for (let i = 0; i < expected.length; i++) {
            const d = firstDifference(actual[i], expected[i], childPath(path, i));
            if (d)
                return d;
        }
    }
    if (isPlainObject(expected) && isPlainObject(actual)) {
        for (const k of definedKeys(expected)) {
            if (actual[k] === undefined)
                return `at ${childPath(path, k)}: missing (expected ${json_value_short(expected[k])})`;
            const d = firstDifference(actual[k], expected[k], childPath(path, k));
            if (d)
                return d;
        }
        const extra = definedKeys(actual).filter((k) => expected[k] === undefined);
        if (extra.length > 0)
            return `at ${path}: unexpected key${extra.length > 1 ? 's' : ''} ${extra
                .slice(0, 5)
                .map((k) => JSON.stringify(k))
                .join(', ')}`;
    }
    return `at ${path}: expected ${json_value_short(expected)}, got ${json_value_short(actual)}`;
}
/**
 * Subset match: every key of an expected object must be present and match; every element of an
 * expected array must match some element of the actual array (order-free containment); other
 * leaves are compared with JSON equality (or as patterns, see `regexLeaves`). Returns null on a
 * match, else where and why it did not match.
 */
function subsetMismatch(actual, expected, opts = {}, path = '$') {
    if (typeof expected === 'string') {
        if (opts.regexLeaves && expected.startsWith('regex:')) {
            const pattern = expected.slice('regex:'.length);
            const re = opts.compile ? opts.compile(pattern) : new RegExp(pattern);
            const text = typeof actual === 'string' ? actual : outputText(actual);
            re.lastIndex = 0;
            return re.test(text)
                ? null
                : `at ${path}: expected to match ${String(re)}, got ${json_value_short(actual)}`;
        }
        if (typeof actual === 'string') {
            const equal = opts.ignoreCase
                ? actual.toLowerCase() === expected.toLowerCase()
                : actual === expected;
            return equal ? null : `at ${path}: expected ${json_value_short(expected)}, got ${json_value_short(actual)}`;
        }
        return `at ${path}: expected ${json_value_short(expected)}, got ${json_value_short(actual)}`;
    }
    if (Array.isArray(expected)) {
        if (!Array.isArray(actual))
            return `at ${path}: expected an array, got ${json_value_short(actual)}`;
        for (let i = 0; i < expected.length; i++) {
            const hit = actual.some((x, j) => subsetMismatch(x, expected[i], opts, childPath(path, j)) === null);
            if (!hit)
                return `at ${path}: no element matches ${json_value_short(expected[i])}`;
        }
        return null;
    }
    if (isPlainObject(expected)) {
        if (!isPlainObject(actual))
            return `at ${path}: expected an object, got ${json_value_short(actual)}`;
        for (const k of definedKeys(expected)) {
            if (!Object.prototype.hasOwnProperty.call(actual, k) || actual[k] === undefined) {
                const keys = definedKeys(actual);
                return `at ${childPath(path, k)}: missing (keys at ${path}: ${listKeys(keys)})`;
            }
            const d = subsetMismatch(actual[k], expected[k], opts, childPath(path, k));
            if (d)
                return d;
        }
        return null;
    }
    return jsonEqual(actual, expected)
        ? null
        : `at ${path}: expected ${json_value_short(expected)}, got ${json_value_short(actual)}`;
}
/** `a, b, c` (at most 20 keys), or `none`. */
function listKeys(keys) {
    if (keys.length === 0)
        return 'none';
    const shown = keys.slice(0, 20).join(', ');
    return keys.length > 20 ? `${shown}, … (${keys.length - 20} more)` : shown;
}

;// CONCATENATED MODULE: ./src/judges/json-extract.ts

/** Bounds the scan on hostile output: enough for any honest answer, never quadratic on megabytes. */
const MAX_SCAN_CHARS = 1_000_000;
const MAX_CANDIDATES = 200;
/** Finds the JSON value in an agent's output (see the module comment for the order). */
function extractJson(output) {
    if (output === undefined)
        return { found: false };
    if (typeof output !== 'string')
        return { found: true, value: output, source: 'value' };
    const text = output.length > MAX_SCAN_CHARS ? output.slice(0, MAX_SCAN_CHARS) : output;
    for (const block of fencedBlocks(text)) {
        const parsed = json_value_tryParseJson(block.trim());
        if (parsed.ok)
            return { found: true, value: parsed.value, source: 'fenced' };
    }
    const trimmed = text.trim();
    if (trimmed !== '') {
        const whole = json_value_tryParseJson(trimmed);
        if (whole.ok)
            return { found: true, value: whole.value, source: 'text' };
    }
    const embedded = firstBalanced(text);
    if (embedded !== undefined)
        return { found: true, value: embedded, source: 'embedded' };
    return { found: false };
}
/**
 * The JSON a text is, when the whole (trimmed) text is JSON or exactly one fenced block: stricter
 * than `extractJson`, for `equals` and `type`, which must not dig JSON out of prose.
 */
function wholeJson(text) {
    const trimmed = text.trim();
    const whole = tryParseJson(trimmed);
    if (whole.ok)
        return whole;
    const m = /^```[ \t]*(?:json[\w-]*)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i.exec(trimmed);
    if (m)
        return tryParseJson(m[1].trim());
    return { ok: false };
}
/** Bodies of ```json / ```jsonc / bare ``` fenced blocks, json-labelled ones first. */
function fencedBlocks(text) {
    const labelled = [];
    const bare = [];
    const re = /```[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)```/g;
    let m;
    while ((m = re.exec(text)) !== null) {
        const lang = m[1].toLowerCase();
        if (lang.startsWith('json'))
            labelled.push(m[2]);
        else if (lang === '')
            bare.push(m[2]);
    }
    return [...labelled, ...bare];
}
/**
 * The first balanced `{…}` or `[…]` in the text that parses as JSON. A lone footnote marker such
 * as `[1]` is skipped: prose cites sources that way far more often than it embeds a one-number list.
 */
function firstBalanced(text) {
    let tried = 0;
    for (let i = 0; i < text.length && tried < MAX_CANDIDATES; i++) {
        const c = text[i];
        if (c !== '{' && c !== '[')
            continue;
        tried++;
        const end = matchingClose(text, i);
        if (end < 0)
            continue;
        const candidate = text.slice(i, end + 1);
        if (/^\[\s*\d+\s*\]$/.test(candidate))
            continue;
        const parsed = json_value_tryParseJson(candidate);
        if (parsed.ok)
            return parsed.value;
    }
    return undefined;
}
/** Index of the bracket closing the one at `start` (string-aware), or -1. */
function matchingClose(text, start) {
    const stack = [];
    let inString = false;
    for (let i = start; i < text.length; i++) {
        const c = text[i];
        if (inString) {
            if (c === '\\')
                i++;
            else if (c === '"')
                inString = false;
            continue;
        }
        if (c === '"')
            inString = true;
        else if (c === '{')
            stack.push('}');
        else if (c === '[')
            stack.push(']');
        else if (c === '}' || c === ']') {
            if (stack.pop() !== c)
                return -1;
            if (stack.length === 0)
                return i;
        }
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/judges/path-expression.ts

/** Thrown for a path that does not parse; the message names the position. */
class PathSyntaxError extends Error {
    constructor(path, pos, what) {
        super(`invalid JSON path ${JSON.stringify(path)}: ${what} at position ${pos}`);
        this.name = 'PathSyntaxError';
    }
}
/** Parses a path into segments; throws PathSyntaxError. */
function parsePath(path) {
    const s = path.trim();
    const segs = [];
    if (s === '')
        throw new PathSyntaxError(path, 0, 'the path is empty');
    let i = 0;
    if (s[0] === '$')
        i = 1;
    else if (s[0] !== '[' && s[0] !== '.') {
        // Yao's `a.b`: the first name needs no leading dot.
        const name = readName(s, 0);
        if (name.text === '')
            throw new PathSyntaxError(path, 0, 'expected a name');
        segs.push(name.text === '*' ? { kind: 'wildcard' } : { kind: 'key', key: name.text });
        i = name.end;
    }
    while (i < s.length) {
        const c = s[i];
        if (c === '.') {
            if (s[i + 1] === '.')
                throw new PathSyntaxError(path, i, 'recursive descent (..) is not supported');
            const name = readName(s, i + 1);
            if (name.text === '')
                throw new PathSyntaxError(path, i + 1, 'expected a name after "."');
            segs.push(name.text === '*' ? { kind: 'wildcard' } : { kind: 'key', key: name.text });
            i = name.end;
        }
        else if (c === '[') {
            i = readBracket(path, s, i, segs);
        }
        else {
            throw new PathSyntaxError(path, i, `unexpected ${JSON.stringify(c)}`);
        }
    }
    return segs;
}
function readName(s, start) {
    let j = start;
    while (j < s.length && s[j] !== '.' && s[j] !== '[' && s[j] !== ']')
        j++;
    return { text: s.slice(start, j).trim(), end: j };
}
/** Reads `[…]` starting at `i` (which holds `[`), pushes its segment, returns the index after `]`. */
function readBracket(path, s, i, segs) {
    let j = i + 1;
    while (s[j] === ' ')
        j++;
    const q = s[j];
    if (q === "'" || q === '"') {
        let key = '';
        j++;
        while (j < s.length && s[j] !== q) {
            if (s[j] === '\\' && j + 1 < s.length)
                j++;
            key += s[j];
            j++;
        }
        if (j >= s.length)
            throw new PathSyntaxError(path, i, 'unterminated quoted key');
        j++;
        segs.push({ kind: 'key', key });
    }
    else if (q === '*') {
        j++;
        segs.push({ kind: 'wildcard' });
    }
    else {
        const m = /^-?\d+/.exec(s.slice(j));
        if (!m) {
            const what = s[j] === '?' ? 'filters ([?…]) are not supported' : 'expected an index, a quoted key or *';
            throw new PathSyntaxError(path, j, what);
        }
        j += m[0].length;
        segs.push({ kind: 'index', index: Number(m[0]) });
    }
    while (s[j] === ' ')
        j++;
    if (s[j] !== ']') {
        const what = s[j] === ':' ? 'slices ([a:b]) are not supported' : 'expected "]"';
        throw new PathSyntaxError(path, j, what);
    }
    return j + 1;
}
/** Writes segments back as a canonical path, e.g. `$.a[0]['odd key'][*]`. */
function formatPath(segs) {
    let out = '$';
    for (const seg of segs) {
        if (seg.kind === 'wildcard')
            out += '[*]';
        else if (seg.kind === 'index')
            out += `[${seg.index}]`;
        else
            out = childPath(out, seg.key);
    }
    return out;
}
/**
 * Evaluates segments against a JSON value. Without a wildcard the result is the one value or a
 * reason naming where the walk stopped (`path $.x not found (keys at $: a, b)`); after a wildcard
 * the result is the list of values found, missing branches dropped (as JSONPath does).
 */
function evaluatePath(root, segs) {
    const full = formatPath(segs);
    let nodes = [root];
    let multi = false;
    let at = '$';
    for (let k = 0; k < segs.length; k++) {
        const seg = segs[k];
        const next = [];
        for (const node of nodes) {
            const step = stepInto(node, seg);
            if (step.ok)
                next.push(...step.values);
            else if (!multi)
                return { found: false, reason: `path ${full} not found (${step.why(at)})` };
        }
        if (seg.kind === 'wildcard')
            multi = true;
        nodes = next;
        at = formatPath(segs.slice(0, k + 1));
    }
    return multi ? { found: true, value: nodes, multi } : { found: true, value: nodes[0], multi };
}
function stepInto(node, seg) {
    if (seg.kind === 'wildcard') {
        if (Array.isArray(node))
            return { ok: true, values: node };
        if (isPlainObject(node))
            return { ok: true, values: Object.values(node) };
        return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an object or array` };
    }
    if (seg.kind === 'index') {
        if (!Array.isArray(node))
            return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an array` };
        const i = seg.index < 0 ? node.length + seg.index : seg.index;
        if (i < 0 || i >= node.length)
            return {
                ok: false,
                why: (at) => `${at} has ${node.length} item${node.length === 1 ? '' : 's'}; index ${seg.index} is out of range`,
            };
        return { ok: true, values: [node[i]] };
    }
    if (!isPlainObject(node))
        return { ok: false, why: (at) => `${at} is ${describeKind(node)}, not an object` };
    if (!Object.prototype.hasOwnProperty.call(node, seg.key) || node[seg.key] === undefined)
        return { ok: false, why: (at) => `keys at ${at}: ${listKeys(Object.keys(node))}` };
    return { ok: true, values: [node[seg.key]] };
}
function describeKind(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return `an array of ${v.length}`;
    if (typeof v === 'object')
        return 'an object';
    return `a ${typeof v}`;
}

;// CONCATENATED MODULE: ./src/judges/regex-pattern.ts
/*
 * Patterns in suites are written for Go's RE2 (Yao) or as JavaScript literals. This translates the
 * common RE2 spellings to a JavaScript RegExp so the same suite behaves the same under agentci:
 * leading inline flags `(?i)`, `(?s)`, `(?m)` (combinable: `(?is)`), named groups `(?P<name>…)`,
 * and the text anchors `\A` and `\z`.
 */
const JS_FLAGS = /^[dgimsuyv]*$/;
const GO_FLAG_TO_JS = { i: 'i', m: 'm', s: 's' };
/** Thrown for a pattern that cannot be compiled; the message says what is wrong. */
class PatternError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PatternError';
    }
}
/**
 * Compiles a suite pattern: `/source/flags` literal, or an RE2-style pattern with optional
 * leading inline flags. Throws PatternError with a sentence a suite author can act on.
 */
function compilePattern(pattern) {
    let source = pattern;
    const flags = new Set();
    const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(pattern);
    if (literal && JS_FLAGS.test(literal[2]) && new Set(literal[2]).size === literal[2].length) {
        source = literal[1];
        for (const f of literal[2])
            flags.add(f);
    }
    else {
        // RE2 allows several leading flag groups, e.g. `(?i)(?s)`; JavaScript wants them as flags.
        let m;
        while ((m = /^\(\?([A-Za-z]+)\)/.exec(source)) !== null) {
            for (const f of m[1]) {
                const js = GO_FLAG_TO_JS[f];
                if (!js)
                    throw new PatternError(f === 'U'
                        ? `invalid regex ${JSON.stringify(pattern)}: flag U (ungreedy) has no JavaScript equivalent; write lazy quantifiers (*?, +?) instead`
                        : `invalid regex ${JSON.stringify(pattern)}: unknown inline flag "${f}" (supported: i, m, s)`);
                flags.add(js);
            }
            source = source.slice(m[0].length);
        }
        source = translateRe2Syntax(source);
    }
    // `g`/`y` make RegExp.test stateful, which would make repeated checks disagree.
    flags.delete('g');
    flags.delete('y');
    const flagStr = [...flags].sort().join('');
    try {
        const regex = new RegExp(source, flagStr);
        return { regex, display: `/${source}/${flagStr}` };
    }
    catch (e) {
        const reason = e instanceof Error ? e.message.replace(/^Invalid regular expression: /, '') : String(e);
        const hint = /\(\?[a-zA-Z-]+[):]/.test(source)
            ? ' (inline flags such as (?i) are only supported at the very start of the pattern)'
            : '';
        throw new PatternError(`invalid regex ${JSON.stringify(pattern)}: ${reason}${hint}`);
    }
}
/** RE2 spellings JavaScript lacks, rewritten outside character classes and escapes. */
function translateRe2Syntax(src) {
    let out = '';
    let inClass = false;
    for (let i = 0; i < src.length; i++) {
        const c = src[i];
        if (c === '\\' && i + 1 < src.length) {
            const n = src[i + 1];
            if (!inClass && n === 'A')
                out += '(?<![\\s\\S])';
            else if (!inClass && n === 'z')
                out += '(?![\\s\\S])';
            else
                out += c + n;
            i++;
            continue;
        }
        if (inClass) {
            if (c === ']')
                inClass = false;
            out += c;
            continue;
        }
        if (c === '[') {
            inClass = true;
            out += c;
            // A `]` right after `[` or `[^` is literal in RE2 and must not close the class here.
            if (src[i + 1] === '^') {
                out += '^';
                i++;
            }
            if (src[i + 1] === ']') {
                out += '\\]';
                i++;
            }
            continue;
        }
        if (c === '(' && src.startsWith('(?P<', i)) {
            out += '(?<';
            i += 3;
            continue;
        }
        out += c;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/judges/script-assert.ts




/** The assertion methods of `t.assert`, in the seed's order. */
const ASSERT_METHODS = (/* unused pure expression or super */ null && ([
    'True',
    'False',
    'Equal',
    'NotEqual',
    'Nil',
    'NotNil',
    'Contains',
    'NotContains',
    'Len',
    'Greater',
    'GreaterOrEqual',
    'Less',
    'LessOrEqual',
    'Error',
    'NoError',
    'Panic',
    'NoPanic',
    'Match',
    'NotMatch',
    'Type',
    'JSONPath',
]));
/** Thrown by `t.fatal` and `t.skip` to stop the test function; the runner catches it. */
class StopTest extends Error {
    kind;
    constructor(kind) {
        super(kind === 'fatal' ? 't.fatal stopped the test' : 't.skip stopped the test');
        this.kind = kind;
        this.name = 'StopTest';
    }
}
const MAX_CHECKS = 200;
const MAX_LOGS = 500;
const MAX_LOG_CHARS = 4000;
const MAX_VALUE_CHARS = 2000;
/** A user value made safe to send between threads and to store: bounded, acyclic, JSON-like. */
function reportable(v, depth = 0, seen = new Set()) {
    if (v === null || v === undefined || typeof v === 'boolean')
        return v;
    if (typeof v === 'number')
        return Number.isFinite(v) ? v : String(v);
    if (typeof v === 'string')
        return v.length > MAX_VALUE_CHARS
            ? `${v.slice(0, MAX_VALUE_CHARS)}… (${v.length - MAX_VALUE_CHARS} more characters)`
            : v;
    if (typeof v === 'bigint')
        return `${v}n`;
    if (typeof v === 'symbol')
        return v.toString();
    if (typeof v === 'function')
        return `[Function ${v.name || 'anonymous'}]`;
    const o = v;
    if (seen.has(o))
        return '[Circular]';
    if (depth >= 8)
        return '[…]';
    if (v instanceof Date)
        return Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString();
    if (v instanceof RegExp)
        return v.toString();
    if (v instanceof Error)
        return `${v.name}: ${v.message}`;
    seen.add(o);
    try {
        if (Array.isArray(v) || v instanceof Set) {
            const list = [...v];
            const out = list.slice(0, 100).map((x) => reportable(x, depth + 1, seen));
            if (list.length > 100)
                out.push(`… ${list.length - 100} more items`);
            return out;
        }
        const entries = v instanceof Map
            ? [...v.entries()].map(([k, x]) => [String(k), x])
            : Object.entries(o);
        const out = {};
        for (const [k, x] of entries.slice(0, 100))
            out[k] = reportable(x, depth + 1, seen);
        if (entries.length > 100)
            out['…'] = `${entries.length - 100} more keys`;
        return out;
    }
    finally {
        seen.delete(o);
    }
}
/** One line for messages: JSON for data, the text for strings. */
function show(v) {
    if (typeof v === 'string')
        return JSON.stringify(v.length > 200 ? `${v.slice(0, 200)}…` : v);
    const r = reportable(v);
    if (r === undefined)
        return 'undefined';
    const s = typeof r === 'string' && typeof v !== 'string' ? r : JSON.stringify(r);
    return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}
function isObjectLike(v) {
    return typeof v === 'object' && v !== null;
}
/**
 * Deep equality with JSON semantics (Yao compares the JSON of both sides): key order does not
 * matter, a key holding `undefined` equals a missing key, prototypes are ignored; Dates compare
 * by time, RegExps by source and flags, Maps and Sets by content; NaN equals NaN.
 */
function deepEqual(a, b, seen = new WeakMap()) {
    if (a === b)
        return true;
    if (typeof a === 'number' && typeof b === 'number')
        return Number.isNaN(a) && Number.isNaN(b);
    if (!isObjectLike(a) || !isObjectLike(b))
        return false;
    if (seen.get(a) === b)
        return true;
    seen.set(a, b);
    if (a instanceof Date || b instanceof Date)
        return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
    if (a instanceof RegExp || b instanceof RegExp)
        return (a instanceof RegExp && b instanceof RegExp && a.source === b.source && a.flags === b.flags);
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((x, i) => deepEqual(x, b[i], seen));
    if (a instanceof Map || b instanceof Map) {
        if (!(a instanceof Map && b instanceof Map) || a.size !== b.size)
            return false;
        for (const [k, x] of a)
            if (!b.has(k) || !deepEqual(x, b.get(k), seen))
                return false;
        return true;
    }
    if (a instanceof Set || b instanceof Set) {
        if (!(a instanceof Set && b instanceof Set) || a.size !== b.size)
            return false;
        const rest = [...b];
        for (const x of a) {
            const i = rest.findIndex((y) => deepEqual(x, y, seen));
            if (i < 0)
                return false;
            rest.splice(i, 1);
        }
        return true;
    }
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length)
        return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k], seen));
}
/** Yao's getJsType: null, undefined, string, number, boolean, array, function, object (+ bigint, symbol). */
function jsType(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    return typeof v;
}
function lengthOf(v) {
    if (v === null || v === undefined)
        return 0;
    if (typeof v === 'string' || Array.isArray(v))
        return v.length;
    if (v instanceof Map || v instanceof Set)
        return v.size;
    if (ArrayBuffer.isView(v))
        return v.length ?? v.byteLength;
    if (typeof v === 'object')
        return Object.keys(v).length;
    return undefined;
}
/** Membership for Contains: substring, array element, Map/Set member, object key. */
function contains(haystack, needle) {
    if (typeof haystack === 'string')
        return haystack.includes(String(needle));
    if (Array.isArray(haystack))
        return haystack.some((x) => deepEqual(x, needle));
    if (haystack instanceof Set)
        return [...haystack].some((x) => deepEqual(x, needle));
    if (haystack instanceof Map)
        return haystack.has(needle);
    if (isObjectLike(haystack))
        return Object.prototype.hasOwnProperty.call(haystack, String(needle));
    return String(haystack).includes(String(needle));
}
/** Numbers compare as numbers, two strings as strings (Go's testify does both); else undefined. */
function ordered(cmp) {
    return (a, b) => {
        if (typeof a === 'string' && typeof b === 'string')
            return cmp(a, b);
        if (typeof a === 'bigint' || typeof b === 'bigint') {
            try {
                return cmp(Number(a), Number(b));
            }
            catch {
                return undefined;
            }
        }
        const x = typeof a === 'number' ? a : a instanceof Date ? a.getTime() : Number.NaN;
        const y = typeof b === 'number' ? b : b instanceof Date ? b.getTime() : Number.NaN;
        if (Number.isNaN(x) || Number.isNaN(y))
            return undefined;
        return cmp(x, y);
    };
}
function toRegex(pattern) {
    if (pattern instanceof RegExp)
        return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    return compilePattern(String(pattern)).regex;
}
function messageArg(args, index) {
    const m = args[index];
    return typeof m === 'string' && m !== '' ? m : undefined;
}
function joinArgs(args) {
    // One line per call, objects inspected compactly (console.log's formatting, without line breaks).
    const s = (0,external_node_util_namespaceObject.formatWithOptions)({ breakLength: Infinity }, ...args);
    return s.length > MAX_LOG_CHARS ? `${s.slice(0, MAX_LOG_CHARS)}…` : s;
}
/**
 * Builds the `t` object for one test function and the state it records into.
 */
function createTestingT(name, opts = {}) {
    const state = {
        name,
        failed: false,
        skipped: false,
        errors: [],
        logs: [],
        checks: [],
        uncounted: 0,
    };
    const log = (line) => {
        if (state.logs.length < MAX_LOGS)
            state.logs.push(line);
        else if (state.logs.length === MAX_LOGS)
            state.logs.push(`… further logs dropped (more than ${MAX_LOGS})`);
    };
    const markFailed = (message) => {
        state.failed = true;
        state.errors.push(message);
        if (state.location === undefined)
            state.location = opts.locate?.();
    };
    const record = (check) => {
        if (state.checks.length < MAX_CHECKS)
            state.checks.push(check);
        else
            state.uncounted++;
    };
    const failControl = (type, message) => {
        markFailed(message);
        record({ label: `t.${type}`, type: `t.${type}`, passed: false, message });
    };
    /**
     * Records one assertion. `fail` is the default sentence (Yao's wording); the user's message,
     * when given, replaces it in the test's error, as in Yao.
     */
    const check = (type, pass, info) => {
        const expected = reportable(info.expected);
        const actual = reportable(info.actual);
        const text = info.message ?? info.fail;
        record({
            label: info.message ? `${type}: ${info.message}` : type,
            type,
            passed: pass,
            ...(info.expected !== undefined ? { expected } : {}),
            ...(info.actual !== undefined ? { actual } : {}),
            ...(pass ? {} : { message: text }),
        });
        if (!pass) {
            markFailed(`assertion failed: ${text}`);
            state.assertion ??= {
                type,
                ...(info.expected !== undefined ? { expected } : {}),
                ...(info.actual !== undefined ? { actual } : {}),
                ...(info.message ? { message: info.message } : {}),
            };
        }
        return pass;
    };
    const needs = (type, args, n, what) => {
        if (args.length >= n)
            return true;
        check(type, false, { fail: `${type} requires ${what}` });
        return false;
    };
    const compare = (type, op, order) => (...args) => {
        if (!needs(type, args, 2, 'two arguments'))
            return false;
        const [a, b] = args;
        const r = order(a, b);
        return check(type, r === true, {
            expected: `${op} ${show(b)}`,
            actual: a,
            message: messageArg(args, 2),
            fail: r === undefined
                ? `cannot compare ${show(a)} with ${show(b)}: ${type} needs two numbers or two strings`
                : `expected ${show(a)} ${op} ${show(b)}`,
        });
    };
    const panics = (fn) => {
        try {
            fn();
            return { threw: false };
        }
        catch (e) {
            if (e instanceof StopTest)
                throw e;
            return { threw: true, error: e };
        }
    };
    const assert = {
        True: (...args) => needs('True', args, 1, 'a value argument') &&
            check('True', Boolean(args[0]), {
                expected: true,
                actual: args[0],
                message: messageArg(args, 1),
                fail: `expected true, got ${show(args[0])}`,
            }),
        False: (...args) => needs('False', args, 1, 'a value argument') &&
            check('False', !args[0], {
                expected: false,
                actual: args[0],
                message: messageArg(args, 1),
                fail: `expected false, got ${show(args[0])}`,
            }),
        Equal: (...args) => needs('Equal', args, 2, 'actual and expected arguments') &&
            check('Equal', deepEqual(args[0], args[1]), {
                expected: args[1],
                actual: args[0],
                message: messageArg(args, 2),
                fail: `expected ${show(args[1])}, got ${show(args[0])}`,
            }),
        NotEqual: (...args) => needs('NotEqual', args, 2, 'actual and expected arguments') &&
            check('NotEqual', !deepEqual(args[0], args[1]), {
                expected: args[1],
                actual: args[0],
                message: messageArg(args, 2),
                fail: `expected values to be different, both are ${show(args[0])}`,
            }),
        Nil: (...args) => needs('Nil', args, 1, 'a value argument') &&
            check('Nil', args[0] === null || args[0] === undefined, {
                actual: args[0],
                message: messageArg(args, 1),
                fail: `expected nil (null or undefined), got ${show(args[0])}`,
            }),
        NotNil: (...args) => needs('NotNil', args, 1, 'a value argument') &&
            check('NotNil', args[0] !== null && args[0] !== undefined, {
                actual: args[0] === undefined ? 'undefined' : args[0],
                message: messageArg(args, 1),
                fail: `expected a value, got ${args[0] === null ? 'null' : 'undefined'}`,
            }),
        Contains: (...args) => needs('Contains', args, 2, 'str and substr arguments') &&
            check('Contains', contains(args[0], args[1]), {
                expected: args[1],
                actual: args[0],
                message: messageArg(args, 2),
                fail: `expected ${show(args[0])} to contain ${show(args[1])}`,
            }),
        NotContains: (...args) => needs('NotContains', args, 2, 'str and substr arguments') &&
            check('NotContains', !contains(args[0], args[1]), {
                expected: args[1],
                actual: args[0],
                message: messageArg(args, 2),
                fail: `expected ${show(args[0])} not to contain ${show(args[1])}`,
            }),
        Len: (...args) => {
            if (!needs('Len', args, 2, 'value and length arguments'))
                return false;
            const n = lengthOf(args[0]);
            const want = Number(args[1]);
            return check('Len', n === want, {
                expected: want,
                actual: n ?? args[0],
                message: messageArg(args, 2),
                fail: n === undefined ? `${show(args[0])} has no length` : `expected length ${want}, got ${n}`,
            });
        },
        Greater: compare('Greater', '>', ordered((a, b) => a > b)),
        GreaterOrEqual: compare('GreaterOrEqual', '>=', ordered((a, b) => a >= b)),
        Less: compare('Less', '<', ordered((a, b) => a < b)),
        LessOrEqual: compare('LessOrEqual', '<=', ordered((a, b) => a <= b)),
        Error: (...args) => needs('Error', args, 1, 'an argument') &&
            check('Error', args[0] !== null && args[0] !== undefined, {
                actual: args[0] ?? null,
                message: messageArg(args, 1),
                fail: 'expected an error, got nil',
            }),
        NoError: (...args) => needs('NoError', args, 1, 'an argument') &&
            check('NoError', args[0] === null || args[0] === undefined, {
                actual: args[0],
                message: messageArg(args, 1),
                fail: `expected no error, got ${show(args[0])}`,
            }),
        Panic: (...args) => {
            if (typeof args[0] !== 'function')
                return check('Panic', false, {
                    actual: args[0],
                    fail: 'Panic requires a function argument',
                });
            const r = panics(args[0]);
            return check('Panic', r.threw, {
                message: messageArg(args, 1),
                fail: "expected function to panic (throw), but it didn't",
            });
        },
        NoPanic: (...args) => {
            if (typeof args[0] !== 'function')
                return check('NoPanic', false, {
                    actual: args[0],
                    fail: 'NoPanic requires a function argument',
                });
            const r = panics(args[0]);
            return check('NoPanic', !r.threw, {
                ...(r.threw ? { actual: r.error } : {}),
                message: messageArg(args, 1),
                fail: `expected function not to panic, but got: ${r.error instanceof Error ? r.error.message : show(r.error)}`,
            });
        },
        Match: (...args) => matcher('Match', true, args),
        NotMatch: (...args) => matcher('NotMatch', false, args),
        Type: (...args) => {
            if (!needs('Type', args, 2, 'value and typeName arguments'))
                return false;
            const actual = jsType(args[0]);
            const want = String(args[1]);
            return check('Type', actual === want, {
                expected: want,
                actual,
                message: messageArg(args, 2),
                fail: `expected type '${want}', got '${actual}'`,
            });
        },
        JSONPath: (...args) => {
            if (!needs('JSONPath', args, 2, 'obj and path arguments'))
                return false;
            const path = String(args[1]);
            const existence = args.length < 3;
            const expected = args[2];
            const message = messageArg(args, 3);
            let segs;
            try {
                segs = parsePath(path);
            }
            catch (e) {
                return check('JSONPath', false, { expected, message, fail: e.message });
            }
            const json = extractJson(args[0]);
            if (!json.found)
                return check('JSONPath', false, {
                    expected,
                    actual: args[0],
                    message,
                    fail: `path '${path}': no JSON found in ${show(args[0])}`,
                });
            const hit = evaluatePath(json.value, segs);
            if (!hit.found)
                return check('JSONPath', false, { expected, message, fail: hit.reason });
            if (existence)
                return check('JSONPath', !(hit.multi && Array.isArray(hit.value) && hit.value.length === 0), { actual: hit.value, message, fail: `path '${path}' matched nothing` });
            // As the json_path assertion: an array expected value means "equal to it, or to one of its items".
            const pass = deepEqual(hit.value, expected) ||
                (Array.isArray(expected) && expected.some((e) => deepEqual(hit.value, e)));
            return check('JSONPath', pass, {
                expected,
                actual: hit.value,
                message,
                fail: `path '${path}': expected ${Array.isArray(expected) ? `one of ${show(expected)}` : show(expected)}, got ${show(hit.value)}`,
            });
        },
    };
    function matcher(type, want, args) {
        if (!needs(type, args, 2, 'value and pattern arguments'))
            return false;
        const value = typeof args[0] === 'string' ? args[0] : String(args[0]);
        let re;
        try {
            re = toRegex(args[1]);
        }
        catch (e) {
            return check(type, false, {
                expected: String(args[1]),
                message: messageArg(args, 2),
                fail: `invalid regex pattern: ${e.message}`,
            });
        }
        const pattern = args[1] instanceof RegExp ? args[1].toString() : String(args[1]);
        return check(type, re.test(value) === want, {
            expected: pattern,
            actual: value,
            message: messageArg(args, 2),
            fail: `expected ${show(value)} ${want ? '' : 'not '}to match pattern ${show(pattern)}`,
        });
    }
    const t = {
        name,
        get failed() {
            return state.failed;
        },
        assert,
        log: (...args) => log(joinArgs(args)),
        error: (...args) => {
            const msg = joinArgs(args);
            log(msg);
            failControl('error', msg);
        },
        skip: (reason) => {
            state.skipped = true;
            if (reason !== undefined && reason !== '') {
                state.skipReason = String(reason);
                log(`SKIP: ${String(reason)}`);
            }
            throw new StopTest('skip');
        },
        fail: (reason) => failControl('fail', reason === undefined || reason === '' ? 'test failed' : String(reason)),
        fatal: (reason) => {
            failControl('fatal', reason === undefined || reason === '' ? 'fatal error' : String(reason));
            throw new StopTest('fatal');
        },
    };
    return { t, state };
}

;// CONCATENATED MODULE: ./src/suites/script-tests.ts

const TEST_FILE = /^(.+)_test\.([jt]s)$/;
const PART = /^[A-Za-z0-9_-]+$/;
/** Is this `-i` value a script test: `scripts.a.b`, or a path to a `*_test.ts` / `*_test.js` file? */
function isScriptInput(input) {
    return input.startsWith('scripts.') || TEST_FILE.test(path.basename(input));
}
function toSlash(p) {
    return p.split(path.sep).join('/');
}
/**
 * Resolves `scripts.<assistant>.<module>` (Yao's ResolveScript) relative to cwd:
 * `<assistant>/src/<module>_test.ts`, then `.js`, then the same under `assistants/`. Dots before
 * the module name are folders (`scripts.workers.keyword.setup` → `workers/keyword/src/setup_test.ts`).
 */
function resolveScriptInput(input, cwd, exists) {
    const parts = input.slice('scripts.'.length).split('.');
    if (parts.length < 2 || !parts.every((p) => PART.test(p)))
        return {
            problem: {
                file: input,
                line: 0,
                field: '',
                message: 'expected scripts.<assistant>.<module>, e.g. scripts.expense.setup (names of letters, digits, _ and -)',
            },
        };
    const module = parts[parts.length - 1];
    const assistant = parts.slice(0, -1);
    const tried = [];
    for (const base of [assistant.join('/'), ['assistants', ...assistant].join('/')]) {
        for (const ext of ['ts', 'js']) {
            const rel = `${base}/src/${module}_test.${ext}`;
            tried.push(rel);
            if (exists(path.resolve(cwd, rel))) {
                const ref = scriptRefForFile(rel, exists, cwd);
                return { ref: { ...ref, scriptId: input, assistantId: assistant.join('.') } };
            }
        }
    }
    return {
        problem: {
            file: input,
            line: 0,
            field: '',
            message: `test file not found (looked for ${tried.join(', ')} under ${cwd})`,
        },
    };
}
/**
 * What a test file named by path tests: the module beside it (same extension first), the
 * assistant id from the folders above `src/` (a leading `assistants/` dropped; for paths outside
 * cwd only the folder right above `src/`), and the `scripts.…` id that would name it.
 */
function scriptRefForFile(file, exists, cwd) {
    const rel = toSlash(path.isAbsolute(file) ? path.relative(cwd, file) : file);
    const m = TEST_FILE.exec(path.posix.basename(rel));
    const module = m ? m[1] : path.posix.basename(rel).replace(/\.[^.]+$/, '');
    const ext = m ? m[2] : 'ts';
    const dir = path.posix.dirname(rel);
    let moduleFile;
    for (const e of [ext, ext === 'ts' ? 'js' : 'ts']) {
        const candidate = dir === '.' ? `${module}.${e}` : `${dir}/${module}.${e}`;
        if (exists(path.resolve(cwd, candidate))) {
            moduleFile = candidate;
            break;
        }
    }
    const folders = dir === '.' ? [] : dir.split('/');
    const srcAt = folders.lastIndexOf('src');
    let above = srcAt >= 0 ? folders.slice(0, srcAt) : folders;
    if (above.includes('..') || path.isAbsolute(rel))
        above = above.slice(-1);
    if (above[0] === 'assistants' && above.length > 1)
        above = above.slice(1);
    const assistantId = above.join('.') || path.posix.basename(path.resolve(cwd));
    return {
        scriptId: `scripts.${assistantId}.${module}`,
        assistantId,
        module,
        testFile: rel,
        ...(moduleFile ? { moduleFile } : {}),
    };
}
/** A transpile failure with the 1-based line sucrase reported. */
class ScriptSyntaxError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
        this.name = 'ScriptSyntaxError';
    }
}
let sucrase;
/**
 * Loads the transpiler. It is a chunk of its own, loaded on first need: only script tests use it,
 * and every other run starts faster (and forks its agents faster, being smaller) without it.
 */
async function loadTranspiler() {
    sucrase ??= await __nccwpck_require__.e(/* import() */ 413).then(__nccwpck_require__.bind(__nccwpck_require__, 2413));
}
/**
 * TypeScript or JavaScript → a CommonJS function body (sucrase `typescript` + `imports`): no
 * build step, line numbers unchanged, type-only imports dropped.
 */
function transpileScript(code, file) {
    if (!sucrase)
        throw new Error('transpileScript: call loadTranspiler() first');
    const ts = /\.[cm]?tsx?$/.test(file);
    try {
        return sucrase.transform(code, {
            transforms: ts ? ['typescript', 'imports'] : ['imports'],
            filePath: file,
        }).code;
    }
    catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        const at = /\((\d+):(\d+)\)/.exec(msg);
        throw new ScriptSyntaxError(msg, at ? Number(at[1]) : 1);
    }
}
const REGEX_AFTER_WORD = new Set([
    'return',
    'typeof',
    'instanceof',
    'in',
    'of',
    'new',
    'delete',
    'void',
    'throw',
    'case',
    'do',
    'else',
    'yield',
    'await',
]);
/**
 * The tokens of a JavaScript text that matter for finding declarations: names and punctuation
 * with their nesting depth. Strings, template literals, comments and regex literals are skipped
 * (a regex is told from a division by the token before it, as JavaScript tools usually do).
 */
function tokenize(src) {
    const tokens = [];
    const stack = [];
    let prev;
    let i = 0;
    const push = (t) => {
        tokens.push(t);
        prev = t;
    };
    const skipString = (q) => {
        i++;
        while (i < src.length && src[i] !== q) {
            if (src[i] === '\\')
                i++;
            else if (src[i] === '\n')
                break;
            i++;
        }
        i++;
    };
    // Returns true when the template ended, false when it stopped at `${`.
    const skipTemplate = () => {
        while (i < src.length) {
            const c = src[i];
            if (c === '\\')
                i += 2;
            else if (c === '`') {
                i++;
                return true;
            }
            else if (c === '$' && src[i + 1] === '{') {
                i += 2;
                return false;
            }
            else
                i++;
        }
        return true;
    };
    while (i < src.length) {
        const c = src[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
            i++;
            continue;
        }
        if (c === '/' && src[i + 1] === '/') {
            while (i < src.length && src[i] !== '\n')
                i++;
            continue;
        }
        if (c === '/' && src[i + 1] === '*') {
            const end = src.indexOf('*/', i + 2);
            i = end < 0 ? src.length : end + 2;
            continue;
        }
        if (c === '"' || c === "'") {
            skipString(c);
            push({ kind: 'punct', value: 'str', pos: i, depth: stack.length });
            continue;
        }
        if (c === '`') {
            i++;
            if (!skipTemplate())
                stack.push('${');
            else
                push({ kind: 'punct', value: 'str', pos: i, depth: stack.length });
            continue;
        }
        if (c === '/') {
            const regexAllowed = prev === undefined ||
                (prev.kind === 'punct' &&
                    !/^[)\]]$/.test(prev.value) &&
                    prev.value !== 'str' &&
                    prev.value !== 'num') ||
                (prev.kind === 'name' && REGEX_AFTER_WORD.has(prev.value));
            if (regexAllowed) {
                i++;
                let inClass = false;
                while (i < src.length && src[i] !== '\n') {
                    const r = src[i];
                    if (r === '\\')
                        i++;
                    else if (r === '[')
                        inClass = true;
                    else if (r === ']')
                        inClass = false;
                    else if (r === '/' && !inClass)
                        break;
                    i++;
                }
                i++;
                while (i < src.length && /[a-z]/i.test(src[i]))
                    i++;
                push({ kind: 'punct', value: 'str', pos: i, depth: stack.length });
                continue;
            }
        }
        if (/[A-Za-z_$\u0080-\uffff]/.test(c)) {
            const start = i;
            while (i < src.length && /[\w$\u0080-\uffff]/.test(src[i]))
                i++;
            push({ kind: 'name', value: src.slice(start, i), pos: start, depth: stack.length });
            continue;
        }
        if (/[0-9]/.test(c)) {
            while (i < src.length && /[\w.]/.test(src[i]))
                i++;
            push({ kind: 'punct', value: 'num', pos: i, depth: stack.length });
            continue;
        }
        if (c === '=' && src[i + 1] === '>') {
            push({ kind: 'punct', value: '=>', pos: i, depth: stack.length });
            i += 2;
            continue;
        }
        if (c === '{' || c === '(' || c === '[') {
            push({ kind: 'punct', value: c, pos: i, depth: stack.length });
            stack.push(c);
            i++;
            continue;
        }
        if (c === '}' || c === ')' || c === ']') {
            const open = stack.pop();
            i++;
            if (open === '${' && c === '}') {
                // Back inside the template literal.
                if (!skipTemplate())
                    stack.push('${');
                else
                    push({ kind: 'punct', value: 'str', pos: i, depth: stack.length });
                continue;
            }
            push({ kind: 'punct', value: c, pos: i - 1, depth: stack.length });
            continue;
        }
        push({ kind: 'punct', value: c, pos: i, depth: stack.length });
        i++;
    }
    return tokens;
}
/**
 * Every top-level `function TestXxx(…)` (exported or not, async or generator too) and
 * `const|let|var TestXxx = (…) => …` / `= function …`, in source order. Functions whose name
 * does not start with `Test` are helpers and are not returned; neither are functions nested in
 * other functions or blocks.
 */
function discoverTestFunctions(js) {
    const tokens = tokenize(js).filter((t) => t.depth === 0 || t.depth === 1);
    const lineStarts = [0];
    for (let k = 0; k < js.length; k++)
        if (js[k] === '\n')
            lineStarts.push(k + 1);
    const lineOf = (pos) => {
        let lo = 0;
        let hi = lineStarts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (lineStarts[mid] <= pos)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    };
    const found = [];
    const seen = new Set();
    const add = (t) => {
        if (!/^Test/.test(t.value) || seen.has(t.value))
            return;
        seen.add(t.value);
        found.push({ name: t.value, line: lineOf(t.pos) });
    };
    const at = (k) => tokens[k];
    for (let k = 0; k < tokens.length; k++) {
        const tok = tokens[k];
        if (tok.depth !== 0 || tok.kind !== 'name')
            continue;
        if (tok.value === 'function') {
            let n = k + 1;
            if (at(n)?.value === '*')
                n++;
            const name = at(n);
            if (name?.kind === 'name' && name.depth === 0 && at(n + 1)?.value === '(')
                add(name);
            continue;
        }
        if (tok.value === 'const' || tok.value === 'let' || tok.value === 'var') {
            const name = at(k + 1);
            if (name?.kind !== 'name' || at(k + 2)?.value !== '=')
                continue;
            let n = k + 3;
            if (at(n)?.value === 'async')
                n++;
            const first = at(n);
            if (!first || first.depth !== 0)
                continue;
            if (first.value === 'function')
                add(name);
            else if (first.kind === 'name' && at(n + 1)?.value === '=>')
                add(name);
            else if (first.value === '(') {
                // Find the matching `)` at depth 0, then expect `=>`.
                let m = n + 1;
                while (m < tokens.length &&
                    !(tokens[m].depth === 0 && tokens[m].value === ')'))
                    m++;
                if (at(m + 1)?.value === '=>')
                    add(name);
            }
        }
    }
    return found;
}
/**
 * Loads a script-test file as cases (a SuiteLoader for the `yao-script` format): one case per
 * test function, id = the function name, `extra` = {@link ScriptCaseExtra}. A syntax error is a
 * problem on its line, so nothing runs; a file without test functions is a problem too.
 */
function loadScriptTests(text, file, opts) {
    const ref = opts.ref ?? scriptRefForFile(file, opts.exists, opts.cwd);
    let js;
    try {
        js = transpileScript(text, file);
    }
    catch (e) {
        const line = e instanceof ScriptSyntaxError ? e.line : 1;
        return {
            cases: [],
            problems: [{ file, line, field: '', message: `cannot parse: ${e.message}` }],
        };
    }
    const tests = discoverTestFunctions(js);
    if (tests.length === 0)
        return {
            cases: [],
            problems: [
                {
                    file,
                    line: 0,
                    field: '',
                    message: 'no test functions: declare function TestXxx(t, ctx) { … } (the name must start with Test)',
                },
            ],
        };
    const cases = tests.map((fn) => {
        const extra = { script: ref, function: fn.name };
        return {
            id: fn.name,
            suite: file,
            source: { file, line: fn.line },
            format: 'yao-script',
            input: fn.name,
            assert: [],
            evals: [],
            mocks: [],
            spy: false,
            skip: false,
            tags: [],
            extra: extra,
        };
    });
    return { cases, problems: [] };
}

;// CONCATENATED MODULE: ./src/runner/script-exec.ts






const UNIT_SCHEME = 'agentci-script:';
const EXTENSIONS = [
    '',
    '.ts',
    '.js',
    '.mts',
    '.mjs',
    '.cts',
    '.cjs',
    '.json',
    '/index.ts',
    '/index.js',
];
function isFile(p) {
    try {
        return (0,external_node_fs_namespaceObject.statSync)(p).isFile();
    }
    catch {
        return false;
    }
}
/**
 * Compiles and evaluates the unit, returning the functions named in `names` (the statically
 * discovered tests). Throws when the code fails to load (a top-level throw, a missing import).
 */
function loadScriptUnit(spec, names) {
    const parts = [];
    for (const [file, display] of [
        [spec.moduleFile, spec.moduleDisplay ?? spec.moduleFile],
        [spec.testFile, spec.testDisplay],
    ]) {
        if (!file)
            continue;
        const js = transpileScript((0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8'), file);
        parts.push({ display: display ?? file, code: js, lines: js.split('\n').length });
    }
    const starts = [];
    let line = 1;
    for (const p of parts) {
        starts.push(line);
        line += p.lines;
    }
    const mapLine = (l) => {
        for (let k = parts.length - 1; k >= 0; k--)
            if (l >= starts[k])
                return {
                    display: parts[k].display,
                    line: l - starts[k] + 1,
                };
        return { display: spec.testDisplay, line: l };
    };
    // Names are checked with typeof so a name found in a comment or nested scope is simply absent.
    const registry = names
        .filter((n) => /^[A-Za-z_$][\w$]*$/.test(n))
        .map((n) => `${JSON.stringify(n)}: typeof ${n} === "function" ? ${n} : undefined`)
        .join(', ');
    const body = `${parts.map((p) => p.code).join('\n')}\n;return {${registry}};`;
    const filename = `${UNIT_SCHEME}${spec.testDisplay}`;
    const unitExports = {};
    const module = { exports: unitExports };
    const dir = external_node_path_default().dirname(spec.testFile);
    const own = new Set([spec.testFile, spec.moduleFile].filter((f) => Boolean(f)));
    const cache = new Map();
    for (const f of own)
        cache.set(f, module);
    const fn = external_node_vm_default().compileFunction(body, ['exports', 'require', 'module', '__filename', '__dirname'], {
        filename,
    });
    let found;
    try {
        found = fn(unitExports, makeRequire(spec.testFile, cache), module, spec.testFile, dir);
    }
    catch (e) {
        const where = e instanceof Error ? firstUnitFrame(e.stack, { filename, mapLine }) : undefined;
        throw new ScriptLoadError(`${describeThrown(e)}${where ? ` (at ${where})` : ''}`, e instanceof Error && e.stack ? mapStack(e.stack, { filename, mapLine }) : undefined);
    }
    const functions = new Map();
    for (const [k, v] of Object.entries(found))
        if (typeof v === 'function')
            functions.set(k, v);
    return { functions, mapLine, filename };
}
/** The script could not be evaluated (a top-level throw, a missing import): every test errors. */
class ScriptLoadError extends Error {
    mappedStack;
    constructor(message, mappedStack) {
        super(message);
        this.mappedStack = mappedStack;
        this.name = 'ScriptLoadError';
    }
}
/** A `require` for transpiled scripts: relative TS/JS files are transpiled too, the rest is Node's. */
function makeRequire(fromFile, cache) {
    const nodeRequire = (0,external_node_module_namespaceObject.createRequire)(fromFile);
    return (id) => {
        if (!id.startsWith('.') && !external_node_path_default().isAbsolute(id))
            return nodeRequire(id);
        const base = external_node_path_default().resolve(external_node_path_default().dirname(fromFile), id);
        const file = EXTENSIONS.map((e) => base + e).find(isFile);
        if (!file)
            throw new Error(`Cannot find module '${id}' from ${fromFile}`);
        const hit = cache.get(file);
        if (hit)
            return hit.exports;
        if (!/\.(ts|js|mts|cts)$/.test(file) || /\.d\.ts$/.test(file))
            return nodeRequire(file);
        const mod = { exports: {} };
        cache.set(file, mod);
        const code = transpileScript((0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8'), file);
        const f = external_node_vm_default().compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
        f(mod.exports, makeRequire(file, cache), mod, file, external_node_path_default().dirname(file));
        return mod.exports;
    };
}
const MAX_STACK = 4000;
/** Rewrites `agentci-script:<test>:<line>:<col>` positions to the real file and line. */
function mapStack(stack, unit) {
    const esc = unit.filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mapped = stack.replace(new RegExp(`${esc}:(\\d+):(\\d+)`, 'g'), (_m, l, c) => {
        const at = unit.mapLine(Number(l));
        return `${at.display}:${at.line}:${c}`;
    });
    // Frames of agentci itself are noise to the test author.
    const lines = mapped
        .split('\n')
        .filter((l) => !/script-(exec|assert|worker)\.|node:internal|agentci\/dist/.test(l));
    const s = lines.join('\n');
    return s.length > MAX_STACK ? `${s.slice(0, MAX_STACK)}…` : s;
}
/** The first stack frame inside the unit, as `file:line`. */
function firstUnitFrame(stack, unit) {
    if (!stack)
        return undefined;
    const idx = stack.indexOf(`${unit.filename}:`);
    if (idx < 0)
        return undefined;
    const m = /^:(\d+):\d+/.exec(stack.slice(idx + unit.filename.length));
    if (!m)
        return undefined;
    const at = unit.mapLine(Number(m[1]));
    return `${at.display}:${at.line}`;
}
function describeThrown(e) {
    if (e instanceof Error)
        return `${e.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message}`;
    if (typeof e === 'string')
        return e;
    const r = reportable(e);
    return `thrown: ${typeof r === 'string' ? r : JSON.stringify(r)}`;
}
/**
 * Calls one test function with a fresh `t` and the given ctx (a fresh copy: tests may change it).
 * An async test is awaited. Never throws: a thrown exception is an `error` outcome.
 */
async function runTestFunction(unit, name, ctx, now = () => performance.now()) {
    const fn = unit.functions.get(name);
    if (!fn)
        return {
            status: 'error',
            durationMs: 0,
            error: `${name} is not a function at the top level of ${unit.mapLine(1).display}`,
            checks: [],
            logs: [],
        };
    const { t, state } = createTestingT(name, {
        locate: () => firstUnitFrame(new Error().stack, unit),
    });
    const t0 = now();
    let thrown;
    let threw = false;
    try {
        await fn(t, structuredClone(ctx));
    }
    catch (e) {
        if (!(e instanceof StopTest)) {
            threw = true;
            thrown = e;
        }
    }
    const durationMs = Math.round((now() - t0) * 10) / 10;
    const base = {
        durationMs,
        checks: state.checks,
        logs: state.logs,
        ...(state.uncounted ? { uncounted: state.uncounted } : {}),
        ...(state.assertion ? { assertion: state.assertion } : {}),
    };
    if (threw) {
        const stack = thrown instanceof Error && thrown.stack ? mapStack(thrown.stack, unit) : undefined;
        const where = thrown instanceof Error ? firstUnitFrame(thrown.stack, unit) : undefined;
        return {
            ...base,
            status: 'error',
            error: describeThrown(thrown),
            ...(stack ? { stack } : {}),
            ...(where ? { location: where } : {}),
        };
    }
    if (state.failed)
        return {
            ...base,
            status: 'failed',
            error: state.errors[0],
            ...(state.location ? { location: state.location } : {}),
        };
    if (state.skipped)
        return { ...base, status: 'skipped', ...(state.skipReason ? { error: state.skipReason } : {}) };
    return { ...base, status: 'passed' };
}

;// CONCATENATED MODULE: ./src/runner/script-worker.ts




let unit;
let consoleSink;
function captureConsole() {
    for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
        const original = console[level].bind(console);
        console[level] = (...args) => {
            if (consoleSink)
                consoleSink.push(`console.${level}: ${(0,external_node_util_namespaceObject.formatWithOptions)({ breakLength: Infinity }, ...args)}`);
            else
                original(...args);
        };
    }
}
function load(port, msg) {
    try {
        unit = loadScriptUnit(msg.spec, msg.names);
        port.postMessage({ type: 'loaded', functions: [...unit.functions.keys()] });
    }
    catch (e) {
        if (e instanceof ScriptLoadError)
            port.postMessage({ type: 'loaded', error: e.message, stack: e.mappedStack });
        else
            port.postMessage({
                type: 'loaded',
                error: e instanceof Error ? `${e.name}: ${e.message}` : String(e),
            });
    }
}
/** Starts answering the parent's messages (the module's only effect when run as a worker). */
function startScriptWorker() {
    const port = external_node_worker_threads_namespaceObject.parentPort;
    if (!port)
        return;
    Error.stackTraceLimit = 50;
    captureConsole();
    port.on('message', (msg) => {
        if (msg.type === 'load') {
            // The parent waits for 'loaded' before sending any 'run'.
            void loadTranspiler().then(() => load(port, msg));
            return;
        }
        const loaded = unit;
        if (!loaded) {
            port.postMessage({
                type: 'result',
                id: msg.id,
                outcome: {
                    status: 'error',
                    durationMs: 0,
                    error: 'the script was not loaded',
                    checks: [],
                    logs: [],
                },
            });
            return;
        }
        const logs = [];
        consoleSink = logs;
        void runTestFunction(loaded, msg.name, msg.ctx).then((outcome) => {
            consoleSink = undefined;
            port.postMessage({
                type: 'result',
                id: msg.id,
                outcome: { ...outcome, logs: [...outcome.logs, ...logs] },
            });
        });
    });
}
startScriptWorker();

var __webpack_exports__startScriptWorker = __webpack_exports__.K;
export { __webpack_exports__startScriptWorker as startScriptWorker };
