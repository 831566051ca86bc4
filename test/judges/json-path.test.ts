import { describe, expect, it } from 'vitest';
import {
  evaluatePath,
  extractJson,
  formatPath,
  parsePath,
  runAssertion,
} from '../../src/judges/index.js';
import { ctxFor } from './context.js';

describe('extractJson', () => {
  it('takes a structured output as is', () => {
    expect(extractJson({ a: 1 })).toEqual({ found: true, value: { a: 1 }, source: 'value' });
    expect(extractJson([1])).toMatchObject({ found: true, value: [1] });
    expect(extractJson(undefined)).toEqual({ found: false });
  });

  it('prefers a ```json fenced block, then a bare fence', () => {
    const text =
      'Here you go:\n```python\nprint({"no": 1})\n```\n```\n{"bare": true}\n```\n```json\n{"a": {"b": [10, 20]}}\n```\nDone.';
    expect(extractJson(text)).toEqual({
      found: true,
      value: { a: { b: [10, 20] } },
      source: 'fenced',
    });
    expect(extractJson('```\n{"bare": true}\n```')).toMatchObject({
      value: { bare: true },
      source: 'fenced',
    });
    expect(extractJson('```JSON\n[1, 2]\n```')).toMatchObject({ value: [1, 2] });
  });

  it('takes the whole text when it is JSON', () => {
    expect(extractJson('  {"need_search": true}\n')).toEqual({
      found: true,
      value: { need_search: true },
      source: 'text',
    });
    expect(extractJson('42')).toMatchObject({ value: 42, source: 'text' });
  });

  it('finds the first balanced object or array in prose', () => {
    const text =
      'I think [1] the answer is {"city": "Paris", "note": "has } and { inside"} — see {"second": 2}';
    expect(extractJson(text)).toEqual({
      found: true,
      value: { city: 'Paris', note: 'has } and { inside' },
      source: 'embedded',
    });
    expect(extractJson('Results: [{"a":1},{"a":2}] and more')).toMatchObject({
      value: [{ a: 1 }, { a: 2 }],
    });
    expect(extractJson('{not json} then {"ok": true}')).toMatchObject({ value: { ok: true } });
  });

  it('finds nothing in plain prose or broken JSON', () => {
    expect(extractJson('The capital of France is Paris.')).toEqual({ found: false });
    expect(extractJson('{"a": 1')).toEqual({ found: false });
    expect(extractJson('see [1] and [2]')).toEqual({ found: false });
  });

  it('stays bounded on hostile output', () => {
    expect(extractJson('{'.repeat(200_000))).toEqual({ found: false });
  });
});

describe('parsePath / evaluatePath', () => {
  const doc = {
    a: { b: [{ c: 1 }, { c: 2 }] },
    'key with space': 'yes',
    items: [{ name: 'x' }, { name: 'y' }, { id: 3 }],
  };

  it('parses the supported syntax', () => {
    expect(parsePath('$.a.b[0]')).toEqual([
      { kind: 'key', key: 'a' },
      { kind: 'key', key: 'b' },
      { kind: 'index', index: 0 },
    ]);
    expect(parsePath('a.b')).toEqual(parsePath('$.a.b'));
    expect(parsePath("$['key with space']")).toEqual([{ kind: 'key', key: 'key with space' }]);
    expect(parsePath('$["q\\"uote"]')).toEqual([{ kind: 'key', key: 'q"uote' }]);
    expect(parsePath('$.items[-1]')).toEqual([
      { kind: 'key', key: 'items' },
      { kind: 'index', index: -1 },
    ]);
    expect(parsePath('$.items[*].name')[1]).toEqual({ kind: 'wildcard' });
    expect(parsePath('$.a.*')[1]).toEqual({ kind: 'wildcard' });
    expect(parsePath('$')).toEqual([]);
    expect(parsePath('items[0]')).toEqual([
      { kind: 'key', key: 'items' },
      { kind: 'index', index: 0 },
    ]);
    expect(formatPath(parsePath("a['key with space'][2][*]"))).toBe('$.a["key with space"][2][*]');
  });

  it('rejects what it does not support, naming the position', () => {
    expect(() => parsePath('$..a')).toThrow(
      'recursive descent (..) is not supported at position 1',
    );
    expect(() => parsePath('$.a[')).toThrow('expected an index, a quoted key or * at position 4');
    expect(() => parsePath('$.a[0')).toThrow('expected "]"');
    expect(() => parsePath('$.a[1:2]')).toThrow('slices ([a:b]) are not supported');
    expect(() => parsePath('$.a[?(@.x)]')).toThrow('filters ([?…]) are not supported');
    expect(() => parsePath("$['open")).toThrow('unterminated quoted key');
    expect(() => parsePath('$.a.')).toThrow('expected a name after "."');
    expect(() => parsePath('')).toThrow('the path is empty');
    expect(() => parsePath('$x')).toThrow('unexpected "x" at position 1');
  });

  it('evaluates paths, negative indexes and wildcards', () => {
    expect(evaluatePath(doc, parsePath('$.a.b[1].c'))).toEqual({
      found: true,
      value: 2,
      multi: false,
    });
    expect(evaluatePath(doc, parsePath("$['key with space']"))).toMatchObject({ value: 'yes' });
    expect(evaluatePath(doc, parsePath('$.items[-1].id'))).toMatchObject({ value: 3 });
    expect(evaluatePath(doc, parsePath('$.items[*].name'))).toEqual({
      found: true,
      value: ['x', 'y'],
      multi: true,
    });
    expect(evaluatePath(doc, parsePath('$.a.b[*].c'))).toMatchObject({ value: [1, 2] });
  });

  it('says where the walk stopped', () => {
    expect(evaluatePath(doc, parsePath('$.x'))).toEqual({
      found: false,
      reason: 'path $.x not found (keys at $: a, key with space, items)',
    });
    expect(evaluatePath(doc, parsePath('$.a.b[5]'))).toMatchObject({
      reason: 'path $.a.b[5] not found ($.a.b has 2 items; index 5 is out of range)',
    });
    expect(evaluatePath(doc, parsePath('$.a.b.c'))).toMatchObject({
      reason: 'path $.a.b.c not found ($.a.b is an array of 2, not an object)',
    });
    expect(evaluatePath(doc, parsePath("$['key with space'][0]"))).toMatchObject({
      reason:
        'path $["key with space"][0] not found ($["key with space"] is a string, not an array)',
    });
  });
});

// YaoApp/yao agent/test/assert.go assertJSONPath, with gou text.ExtractJSON for text outputs.
describe('json_path assertion', () => {
  it('compares the value at the path', async () => {
    const c = await runAssertion(
      { type: 'json_path', path: '$.need_search', value: false },
      ctxFor({ need_search: false }),
    );
    expect(c).toMatchObject({
      label: 'json_path $.need_search == false',
      passed: true,
      actual: false,
      expected: false,
    });
    const bad = await runAssertion(
      { type: 'json_path', path: '$.need_search', value: false },
      ctxFor({ need_search: true }),
    );
    expect(bad.passed).toBe(false);
    expect(bad.message).toBe("path '$.need_search': expected false, got true");
  });

  it('extracts JSON from a fenced block in prose (Yao)', async () => {
    const out =
      'Here is the result:\n```json\n{"wheres": [{"like": "%Paris%"}], "confidence": 0.99}\n```';
    expect(
      (
        await runAssertion(
          { type: 'json_path', path: 'wheres[0].like', value: '%Paris%' },
          ctxFor(out),
        )
      ).passed,
    ).toBe(true);
    expect(
      (await runAssertion({ type: 'json_path', path: '$.confidence', value: 0.99 }, ctxFor(out)))
        .passed,
    ).toBe(true);
  });

  // gou detectLanguage: text starting with prose is neither JSON nor YAML.
  it('finds no JSON after prose, as gou does', async () => {
    const c = await runAssertion(
      { type: 'json_path', path: '$.city', value: 'Paris' },
      ctxFor('Answer: {"city": "Paris"} hope this helps'),
    );
    expect(c.passed).toBe(false);
    expect(c.message).toBe(
      'output is not valid JSON; output starts: "Answer: {\\"city\\": \\"Paris\\"} hope this helps"',
    );
  });

  // gou json.Parse falls back to jsonrepair for LLM-broken JSON.
  it('repairs broken JSON: trailing commas, single quotes', async () => {
    for (const out of ['{"a": 1, "b": 2,}', "{'a': 1}", '```json\n{a: 1}\n```'])
      expect(
        (await runAssertion({ type: 'json_path', path: '$.a', value: 1 }, ctxFor(out))).passed,
      ).toBe(true);
  });

  // gou detectLanguage: a first line "key: value" is YAML, parsed with yaml.v3.
  it('reads a YAML reply', async () => {
    const out = 'status: ok\ncount: 3';
    expect(
      (await runAssertion({ type: 'json_path', path: 'status', value: 'ok' }, ctxFor(out))).passed,
    ).toBe(true);
    expect(
      (await runAssertion({ type: 'json_path', path: '$.count', value: 3 }, ctxFor(out))).passed,
    ).toBe(true);
  });

  // validateOutput(actual, nil): a missing path is nil, and so is a missing value.
  it('without value (null) holds when the path is missing or null', async () => {
    const missing = await runAssertion({ type: 'json_path', path: '$.x' }, ctxFor({ a: 1 }));
    expect(missing).toMatchObject({ label: 'json_path $.x is missing or null', passed: true });
    expect(
      (await runAssertion({ type: 'json_path', path: '$.a' }, ctxFor({ a: null }))).passed,
    ).toBe(true);
    const present = await runAssertion({ type: 'json_path', path: '$.a' }, ctxFor({ a: 1 }));
    expect(present.passed).toBe(false);
    expect(present.message).toBe("path '$.a': expected null, got 1");
    expect(
      (await runAssertion({ type: 'json_path', path: '$.zzz', value: null }, ctxFor({ a: 1 })))
        .passed,
    ).toBe(true);
  });

  it('treats an array value as "any of"', async () => {
    const a = { type: 'json_path' as const, path: '$.intent', value: ['search', 'lookup'] };
    expect(await runAssertion(a, ctxFor({ intent: 'lookup' }))).toMatchObject({
      passed: true,
      label: 'json_path $.intent in ["search","lookup"]',
    });
    const c = await runAssertion(a, ctxFor({ intent: 'chat' }));
    expect(c.passed).toBe(false);
    expect(c.message).toBe('path \'$.intent\': expected ["search","lookup"], got "chat"');
  });

  // IN semantics apply only when the value found is not a list.
  it('compares an extracted array with the whole list, never element-wise', async () => {
    const a = { type: 'json_path' as const, path: '$.tags', value: ['a', 'b'] };
    expect((await runAssertion(a, ctxFor({ tags: ['a', 'b'] }))).passed).toBe(true);
    expect((await runAssertion(a, ctxFor({ tags: ['b', 'a'] }))).passed).toBe(false);
    const nested = { type: 'json_path' as const, path: '$.tags', value: [['x'], ['a', 'b']] };
    expect((await runAssertion(nested, ctxFor({ tags: ['a', 'b'] }))).passed).toBe(false);
  });

  it('collects wildcard values into a list', async () => {
    const a = { type: 'json_path' as const, path: '$.items[*].name', value: ['x', 'y'] };
    expect((await runAssertion(a, ctxFor({ items: [{ name: 'x' }, { name: 'y' }] }))).passed).toBe(
      true,
    );
  });

  it('fails on plain text and on a number output', async () => {
    const c = await runAssertion(
      { type: 'json_path', path: '$.a', value: 1 },
      ctxFor('I do not know.'),
    );
    expect(c.passed).toBe(false);
    expect(c.message).toBe('output is not valid JSON; output starts: "I do not know."');
    const n = await runAssertion({ type: 'json_path', path: '$.a', value: 1 }, ctxFor(42));
    expect(n.message).toBe('output is not a JSON object or array, got 42');
  });

  it('negates: a key that must be present', async () => {
    const a = { type: 'json_path' as const, path: '$.error', negate: true };
    expect((await runAssertion(a, ctxFor({ error: 'boom' }))).passed).toBe(true);
    expect((await runAssertion(a, ctxFor({ ok: true }))).passed).toBe(false);
  });

  // parsePathSegments never fails: a path agentci's parser refuses is read Yao's way.
  it('reads a path it cannot parse the way Yao does', async () => {
    const c = await runAssertion(
      { type: 'json_path', path: 'a..b', value: 1 },
      ctxFor({ a: { b: 1 } }),
    );
    expect(c.passed).toBe(true);
    expect(
      (await runAssertion({ type: 'json_path', path: '', value: { a: 1 } }, ctxFor({ a: 1 })))
        .passed,
    ).toBe(true);
  });
});
