import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseSchema, DEFAULT_ENV, inputToMessages, type CaseInput } from '../../src/model/index.js';
import { TranscriptSchema } from '../../src/model/transcript.js';
import { createHarnessTarget, HarnessConfigSchema } from '../../src/targets/harness.js';
import { AttemptFailure, type TargetRequest } from '../../src/contracts/target.js';
import { FakeModelServer, openaiText } from '../fakes/fake-model-server.js';

const FIX = fileURLToPath(new URL('../fixtures/harness/', import.meta.url));
const ctx = { baseDir: FIX, env: { PATH: process.env.PATH, MY_KEY: 'sk-live-abcdef123456' } };

function request(input: CaseInput, signal = new AbortController().signal): TargetRequest {
  const c = CaseSchema.parse({
    id: 'c1',
    suite: 's.jsonl',
    source: { file: 's.jsonl', line: 1 },
    format: 'yao-jsonl',
    input,
  });
  return {
    case: c,
    attempt: {
      id: c.id,
      run: 1,
      input,
      messages: inputToMessages(input),
      env: DEFAULT_ENV,
      metadata: {},
    },
    signal,
    timeoutMs: 10_000,
  };
}

describe('harness target', () => {
  it('runs the scripted model with a real MCP server and returns a full transcript', async () => {
    const target = await createHarnessTarget(
      {
        model: {
          provider: 'scripted',
          rules: [
            {
              when: { tool_result_of: 'add' },
              reply: { content: 'The sum is 5.', usage: { input_tokens: 30, output_tokens: 5 } },
            },
            {
              when: { contains: 'add' },
              reply: {
                tool_calls: [{ name: 'add', arguments: { a: 2, b: 3 } }],
                usage: { input_tokens: 20, output_tokens: 4 },
              },
            },
          ],
        },
        skill: 'skills/greeter',
        mcp: { calc: { command: process.execPath, args: ['mcp-server.mjs', 'calc'] } },
        max_iterations: 10,
      },
      ctx,
    );
    expect(target.kind).toBe('harness');
    const reply = await target.run(request('please add 2 and 3'));
    expect(reply.output).toBe('The sum is 5.');
    expect(reply.finish_reason).toBe('stop');
    expect(reply.tool_calls).toEqual([
      {
        id: 'call_1',
        name: 'add',
        arguments: { a: 2, b: 3 },
        result: '5',
        is_error: false,
        server: 'calc',
      },
    ]);
    expect(reply.messages?.[0]).toEqual({
      role: 'system',
      content: 'You greet the user warmly and by name.',
    });
    expect(reply.usage).toMatchObject({ input_tokens: 50, output_tokens: 9 });
    expect(reply.events?.at(-1)).toEqual({ type: 'final', content: 'The sum is 5.' });
    // it is a valid transcript for the report
    expect(
      TranscriptSchema.safeParse({
        messages: reply.messages,
        tool_calls: reply.tool_calls,
        events: reply.events,
        usage: reply.usage,
      }).success,
    ).toBe(true);
    await target.close();
  });

  it('each attempt gets a fresh script and fresh MCP servers', async () => {
    const target = await createHarnessTarget(
      {
        model: {
          provider: 'scripted',
          replies: [{ tool_calls: [{ name: 'add_note', arguments: { note: 'n' } }] }, 'ok'],
        },
        mcp: { notes: { command: process.execPath, args: ['mcp-server.mjs'] } },
      },
      ctx,
    );
    const a = await target.run(request('x'));
    const b = await target.run(request('x'));
    expect(a.tool_calls?.[0].result).toBe('stored 1 note(s)');
    expect(b.tool_calls?.[0].result).toBe('stored 1 note(s)');
  });

  it('validates the config with field paths', async () => {
    await expect(
      createHarnessTarget({ model: { provider: 'nope', model: 'x' } }, ctx),
    ).rejects.toThrow(/agent\.harness\.model\.provider/);
    await expect(
      createHarnessTarget({ model: { provider: 'scripted', replies: ['a'] }, sytem: 'typo' }, ctx),
    ).rejects.toThrow(/agent\.harness: unknown field 'sytem' \(did you mean 'system'\?\)/);
    await expect(
      createHarnessTarget(
        { model: { provider: 'scripted', replies: ['a'] }, system: 'a', system_file: 'b' },
        ctx,
      ),
    ).rejects.toThrow(/at most one of system, system_file, skill/);
    await expect(
      createHarnessTarget(
        { model: { provider: 'openai', model: 'gpt-4.1', api_key_env: 'MISSING_KEY' } },
        ctx,
      ),
    ).rejects.toThrow(/MISSING_KEY is not set/);
    await expect(
      createHarnessTarget(
        { model: { provider: 'scripted', replies: ['a'] }, system_file: 'nope.md' },
        ctx,
      ),
    ).rejects.toThrow(/agent\.harness\.system_file: cannot read .*nope\.md/);
    expect(
      HarnessConfigSchema.parse({ model: { provider: 'scripted', replies: ['a'] } }).max_iterations,
    ).toBe(200);
  });

  describe('with the openai provider', () => {
    const server = new FakeModelServer();
    beforeAll(async () => {
      await server.start();
    });
    afterAll(async () => {
      await server.stop();
    });

    it('reads the key from the env var named in config and masks it in errors', async () => {
      const target = await createHarnessTarget(
        {
          model: {
            provider: 'openai',
            model: 'gpt-4.1-mini',
            base_url: `${server.url}/v1`,
            api_key_env: 'MY_KEY',
            max_retries: 0,
          },
        },
        ctx,
      );
      expect(target.description).not.toContain('sk-live');
      server.script(openaiText('hello'));
      const ok = await target.run(request('hi'));
      expect(ok.output).toBe('hello');
      expect(ok.usage?.cost_usd).toBeGreaterThan(0);
      expect(server.requests[0].headers.authorization).toBe('Bearer sk-live-abcdef123456');

      server.script({ kind: 'json', status: 401, body: { error: 'bad key sk-live-abcdef123456' } });
      const err = await target.run(request('hi')).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AttemptFailure);
      expect((err as AttemptFailure).message).toContain('bad key ***');
      expect((err as AttemptFailure).message).not.toContain('sk-live');
    });

    it('an attempt timeout aborts the request and is reported as a timeout', async () => {
      const target = await createHarnessTarget(
        {
          model: {
            provider: 'openai',
            model: 'gpt-4.1-mini',
            base_url: `${server.url}/v1`,
            api_key_env: 'MY_KEY',
          },
        },
        ctx,
      );
      server.script({ ...(openaiText('late') as { kind: 'json'; body: unknown }), delayMs: 5000 });
      const err = await target
        .run(request('hi', AbortSignal.timeout(200)))
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AttemptFailure);
      expect((err as AttemptFailure).kind).toBe('timeout');
    });
  });
});
