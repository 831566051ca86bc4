import { jsonrepair } from 'jsonrepair';
import { parse as parseYaml } from 'yaml';
import { tryParseJson } from './json-value.js';

/*
 * The structured data in an agent's text answer, found the way Yao finds it: a port of YaoApp/gou
 * `text.ExtractJSON` (text/extract.go) and the `json.Parse` it calls (json/parse.go, jsonc.go).
 * Yao's `json_path` assertion reads a text output through exactly this (agent/test/assert.go
 * `assertJSONPath`), so a reply counts as JSON here exactly when it does in Yao:
 *
 * - fenced blocks (```lang … ```) come first; a block without a language is classified by its
 *   content; without any fence the whole text is classified;
 * - only blocks classified `json`, `yaml` or `yml` are parsed, and the first one that parses wins;
 * - text starting with `{` or `[` is JSON: parsed as is, then without comments, then repaired
 *   (trailing commas, single quotes, unquoted keys: LLM-broken JSON);
 * - text whose first line is `key: value` is YAML.
 *
 * Prose before the JSON (`Result: {"a": 1} done`) is not JSON in Yao (the text is classified as
 * neither JSON nor YAML), and so it is not here.
 */

/** Code a fence may hold, by what its first lines start with or contain (gou's table). */
const INDICATORS = {
  xml: ['<?xml', '<root', '<item', '<node'],
  html: [
    '<!DOCTYPE',
    '<html',
    '<div',
    '<span',
    '<p>',
    '<head',
    '<body',
    '<script',
    '<style',
    '<table',
    '<form',
  ],
  sql: ['SELECT ', 'INSERT ', 'UPDATE ', 'DELETE ', 'CREATE ', 'DROP ', 'ALTER '],
  typescript: ['interface ', ': string', ': number', ': boolean', ': any', 'as const'],
  css: ['margin:', 'padding:', 'display:', 'color:', 'background:', 'font-'],
};

/** gou text.detectLanguage, in its order; only `json` and `yaml` matter to callers here. */
export function detectLanguage(content: string): string {
  const trimmed = content.trim();
  if (trimmed === '') return '';
  const upper = trimmed.toUpperCase();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return 'json';
  if (trimmed.startsWith('<')) {
    if (trimmed.startsWith('<?php') || trimmed.startsWith('<?=')) return 'php';
    if (INDICATORS.xml.some((i) => upper.startsWith(i.toUpperCase()))) return 'xml';
    if (INDICATORS.html.some((i) => upper.startsWith(i.toUpperCase()))) return 'html';
    if (trimmed.includes('>')) return 'html';
  }
  if (trimmed.startsWith('---')) return 'yaml';
  if (trimmed.startsWith('#!/')) {
    if (trimmed.includes('python')) return 'python';
    if (trimmed.includes('bash') || trimmed.includes('/sh')) return 'shell';
    if (trimmed.includes('node')) return 'javascript';
    return 'shell';
  }
  if (INDICATORS.sql.some((i) => upper.startsWith(i))) return 'sql';
  if (trimmed.startsWith('#include')) {
    if (['<iostream>', '<vector>', 'std::'].some((i) => trimmed.includes(i))) return 'cpp';
    return 'c';
  }
  if (['# ', '## ', '### '].some((i) => trimmed.startsWith(i))) return 'markdown';

  const lines = trimmed.split('\n');
  const first = lines.slice(0, 5).join('\n');
  const has = (...xs: string[]): boolean => xs.some((x) => first.includes(x));
  if (trimmed.startsWith('package ') || first.includes('\npackage ')) return 'go';
  if (trimmed.startsWith('func ') || first.includes('\nfunc ')) return 'go';
  if (trimmed.startsWith('import (') || trimmed.startsWith('import "')) return 'go';
  if (INDICATORS.typescript.some((i) => first.includes(i))) return 'typescript';
  if (has('public class ', 'public static void main')) return 'java';
  if (has('System.out.') || trimmed.startsWith('import java.')) return 'java';
  if (trimmed.startsWith('using System') || has('Console.Write')) return 'csharp';
  if (has('static void Main')) return 'csharp';
  if (trimmed.startsWith('fn ') || has('pub fn ')) return 'rust';
  if (has('println!', 'let mut ')) return 'rust';
  if (trimmed.startsWith('def ') || trimmed.startsWith('class ')) return 'python';
  if (has('if __name__', 'print(')) return 'python';
  if (trimmed.startsWith('function ') || has('console.log')) return 'javascript';
  if (has('require(', 'module.exports')) return 'javascript';
  if (has('puts ', 'attr_accessor')) return 'ruby';
  if (has('echo $') || trimmed.startsWith('export ')) return 'shell';
  if (
    INDICATORS.css.some((i) => trimmed.includes(i)) &&
    trimmed.includes('{') &&
    trimmed.includes('}')
  )
    return 'css';

  const firstLine = lines[0].trim();
  if (
    firstLine.includes(': ') &&
    !firstLine.startsWith('{') &&
    !firstLine.includes('":') &&
    !firstLine.includes('://') &&
    !firstLine.includes(': string') &&
    !firstLine.includes(': number')
  )
    return 'yaml';
  return '';
}

/** gou json.DetectFormat: `yaml`, `jsonc`, `json` or "". */
function detectFormat(data: string): string {
  const trimmed = data.trim();
  if (trimmed === '') return '';
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
    for (const raw of trimmed.split('\n')) {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) continue;
      if (line.includes(':') && !line.includes('":') && !line.includes(':{')) return 'yaml';
      break;
    }
  }
  if (trimmed.includes('//') || trimmed.includes('/*')) return 'jsonc';
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return 'json';
  return '';
}

/** gou json.TrimComments: drops line and block comments outside strings. */
function trimComments(data: string): string {
  let out = '';
  let inString = false;
  let inMulti = false;
  let inSingle = false;
  let escaped = false;
  for (let i = 0; i < data.length; i++) {
    const c = data[i];
    if (escaped) {
      out += c;
      escaped = false;
      continue;
    }
    if (c === '"' && !inMulti && !inSingle) {
      inString = !inString;
      out += c;
      continue;
    }
    if (c === '\\' && inString) {
      escaped = true;
      out += c;
      continue;
    }
    if (inString) {
      out += c;
      continue;
    }
    if (!inMulti && !inSingle && c === '/' && data[i + 1] === '/') {
      inSingle = true;
      i++;
      continue;
    }
    if (inSingle && (c === '\n' || c === '\r')) {
      inSingle = false;
      out += c;
      continue;
    }
    if (!inMulti && !inSingle && c === '/' && data[i + 1] === '*') {
      inMulti = true;
      i++;
      continue;
    }
    if (inMulti && c === '*' && data[i + 1] === '/') {
      inMulti = false;
      i++;
      continue;
    }
    if (inSingle || inMulti) continue;
    out += c;
  }
  return out;
}

type Parsed = { ok: true; value: unknown } | { ok: false };

/** gou json.Parse without a hint: YAML, JSONC, or JSON with comment removal and repair. */
export function gouParse(data: string): Parsed {
  const format = detectFormat(data);
  if (format === 'yaml') {
    try {
      return { ok: true, value: parseYaml(data) as unknown };
    } catch {
      return { ok: false };
    }
  }
  if (format === 'jsonc') return tryParseJson(trimComments(data));
  const plain = tryParseJson(data);
  if (plain.ok) return plain;
  const uncommented = tryParseJson(trimComments(data));
  if (uncommented.ok) return uncommented;
  let repaired: string;
  try {
    repaired = jsonrepair(data);
  } catch {
    return { ok: false };
  }
  return tryParseJson(repaired);
}

interface Block {
  type: string;
  content: string;
}

// Go's `(?s)```(\w*)\s*\n?(.*?)\n?```` with RE2's ASCII `\s`.
const FENCE = /```(\w*)[\t\n\f\r ]*\n?([\s\S]*?)\n?```/g;

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const m of text.matchAll(FENCE)) {
    let lang = m[1].trim().toLowerCase();
    const content = m[2].trim();
    if (lang === '') lang = detectLanguage(content);
    blocks.push({ type: lang, content });
  }
  if (blocks.length === 0) {
    const lang = detectLanguage(text);
    if (lang !== '') blocks.push({ type: lang, content: text });
  }
  return blocks;
}

/** Bounds the work on hostile output; an honest structured answer is far smaller. */
const MAX_SCAN_CHARS = 1_000_000;

/**
 * gou `text.ExtractJSON`: the first `json`/`yaml` block that parses to something, or not found.
 * A parsed YAML scalar (plain prose classified as YAML) is returned as Yao returns it; callers
 * that need a structure check for one.
 */
export function gouExtractJson(text: string): { found: true; value: unknown } | { found: false } {
  const t = (text.length > MAX_SCAN_CHARS ? text.slice(0, MAX_SCAN_CHARS) : text).trim();
  if (t === '') return { found: false };
  for (const b of blocksOf(t)) {
    if (b.type !== 'json' && b.type !== 'yaml' && b.type !== 'yml') continue;
    const parsed = gouParse(b.content);
    if (parsed.ok && parsed.value !== null && parsed.value !== undefined)
      return { found: true, value: parsed.value };
  }
  return { found: false };
}
