import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/model/report.js';
import { FakeModelServer, openaiText } from '../fakes/fake-model-server.js';
import { serveForFile } from '../fakes/chat-server.js';
import { runMain } from '../helpers/cli.js';

/*
 * The harness agent's cache key follows the judge's and the simulators' rule (modelCacheParams):
 * headers are transport/auth, not part of the key. Rotating a header credential, changing a
 * literal header value, or replaying with no header variable at all still replays the recording.
 */

const server = new FakeModelServer();
const tempDir = serveForFile(server);

const KEY = 'sk-agent-SECRET-0123456789abcdef';
const HDR = 'hdr-agent-SECRET-aaaaaaaaaaaaaaaa';
const ROTATED = 'hdr-agent-SECRET-bbbbbbbbbbbbbbbb';

function config(tenant: string): string {
  return [
    'agent:',
    '  harness:',
    '    model:',
    '      provider: openai',
    '      model: gpt-test',
    `      base_url: "${server.url}/v1"`,
    '      api_key_env: AGENT_KEY',
    '      max_retries: 0',
    '      temperature: 0.2',
    `      headers: {api-key: "\${AGENT_HDR}", x-tenant: ${tenant}}`,
    '',
  ].join('\n');
}

const run = (dir: string, mode: string, out: string, env: Record<string, string | undefined>) =>
  runMain(
    ['run', 'suite.jsonl', '--cache', 'rec', '--cache-mode', mode, '--no-results', '--report', out],
    { cwd: dir, env },
  );

const outcome = (file: string) =>
  ReportSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).results.map((c) => [
    c.id,
    c.run_details.map((a) => `${a.status} ${a.output as string}`),
  ]);

describe('response cache: the harness agent key leaves headers out', () => {
  it('replays after the header credential is rotated, a literal header changes, or the header variable is unset', async () => {
    const dir = tempDir('agentci-cache-hdr-');
    writeFileSync(
      path.join(dir, 'suite.jsonl'),
      `${JSON.stringify({ id: 'capital', input: 'Capital of France?', assert: { type: 'contains', value: 'Paris' } })}\n`,
    );
    writeFileSync(path.join(dir, 'agentci.yaml'), config('blue-team'));

    server.script(openaiText('Paris.'));
    const rec = await run(dir, 'record', 'rec.json', { AGENT_KEY: KEY, AGENT_HDR: HDR });
    expect(rec.stderr).toBe('');
    expect(rec.code).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers['api-key']).toBe(HDR);
    expect(server.requests[0]?.headers['x-tenant']).toBe('blue-team');
    const recDir = path.join(dir, 'rec');
    const files = readdirSync(recDir, { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    );
    expect(files).toHaveLength(1);
    const text = readFileSync(path.join(files[0]?.parentPath ?? '', files[0]?.name ?? ''), 'utf8');
    expect(text).not.toContain(HDR);
    expect(text).not.toContain('blue-team');
    expect(text).not.toContain('api-key');
    // What changes answers stays in the key.
    expect((JSON.parse(text) as { request: { params: unknown } }).request.params).toEqual({
      temperature: 0.2,
    });
    const recorded = outcome(path.join(dir, 'rec.json'));
    expect(recorded).toEqual([['capital', ['passed Paris.']]]);

    // A rotated key and header credential, another literal header value: still the same recording.
    server.script(openaiText('London.'));
    writeFileSync(path.join(dir, 'agentci.yaml'), config('green-team'));
    const rotated = await run(dir, 'replay', 'rotated.json', {
      AGENT_KEY: 'sk-agent-rotated-key-000000000',
      AGENT_HDR: ROTATED,
    });
    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    expect(server.requests).toHaveLength(0);
    expect(outcome(path.join(dir, 'rotated.json'))).toEqual(recorded);

    // No key and no header variable at all: replay needs neither.
    const bare = await run(dir, 'replay', 'bare.json', {
      AGENT_KEY: undefined,
      AGENT_HDR: undefined,
    });
    expect(bare.stderr).toBe('');
    expect(bare.code).toBe(0);
    expect(server.requests).toHaveLength(0);
    expect(outcome(path.join(dir, 'bare.json'))).toEqual(recorded);

    // The key still holds what changes answers: another temperature misses.
    writeFileSync(
      path.join(dir, 'agentci.yaml'),
      config('green-team').replace('temperature: 0.2', 'temperature: 0.9'),
    );
    const other = await run(dir, 'replay', 'other.json', {
      AGENT_KEY: undefined,
      AGENT_HDR: undefined,
    });
    expect(other.code).toBe(1);
    const a = ReportSchema.parse(JSON.parse(readFileSync(path.join(dir, 'other.json'), 'utf8')))
      .results[0]?.run_details[0];
    expect(a?.status).toBe('error');
    expect(a?.error).toMatch(/no recording for case capital \(suite\.jsonl\) run 1, agent call 1/);
    expect(server.requests).toHaveLength(0);
  }, 120_000);
});
