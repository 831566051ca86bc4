import { cutEnd, cutStart } from '../../lib/cut.js';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { z } from 'zod';
import { payloadOf, type Case } from '../../model/case.js';
import { messageText } from '../../model/message.js';
import type { Check } from '../../model/result.js';
import type { Transcript } from '../../model/transcript.js';
import { childEnv, pythonCommand, PythonMissingError, tbHelperPath } from './python.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * Runs a thinkingbox test function in python3 (python/agentci_tb.py `run`). The helper and agentci
 * talk JSON lines: the request goes in on stdin; `judge` questions come out on stdout and their
 * answers go back on stdin; the last stdout line is the `result`.
 */

/** The check type that carries a test function's outcome; its `score` is the attempt's reward. */
export const TEST_FUNCTION_CHECK = 'test_function';

/** One message of a judge prompt (thinkingbox's Judge sends a system and a user message). */
export interface JudgePromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * The seam behind thinkingbox's `Judge._get_text_completion(messages)`: the configured judge
 * model's reply text to thinkingbox's own prompts (text_yesno, compare_yesno, evaluate_bool,
 * RubricJudge, …), which the Python Judge parses as thinkingbox does. Absent → the call raises
 * in Python and the attempt is an error saying no judge is configured.
 */
export type JudgeComplete = (
  messages: JudgePromptMessage[],
  signal?: AbortSignal,
) => Promise<string>;

export const NO_YESNO_JUDGE =
  'the test asks the judge and no judge model is configured: add a `judge:` section (model provider and model) to agentci.yaml';

const ResultSchema = z.object({
  type: z.literal('result'),
  status: z.enum(['passed', 'failed', 'error']),
  reward: z.number(),
  message: z.string().optional(),
  line: z.number().int().nullable().optional(),
  traceback: z.string().optional(),
  logs: z.array(z.string()).default([]),
  /** x.metadata after the test (what it and RubricJudge wrote), as thinkingbox's TestResult.metadata. */
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type PythonTestResult = z.output<typeof ResultSchema>;

const JudgeAskSchema = z.object({
  type: z.literal('judge'),
  id: z.number(),
  method: z.string(),
  messages: z
    .array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() }))
    .optional(),
});

/** SessionClientFixture.call_tool: `{type: "server_tool", id, server_name, tool_name, arguments}`. */
const ServerToolAskSchema = z.object({
  type: z.literal('server_tool'),
  id: z.number(),
  server_name: z.string(),
  tool_name: z.string(),
  arguments: z.record(z.string(), z.unknown()).default({}),
});

export interface PythonTestOptions {
  env: Record<string, string | undefined>;
  /** The attempt's open session (SessionClientFixture); absent: the session is closed. */
  serverTool?: (server: string, tool: string, args: Record<string, unknown>) => Promise<string>;
  complete?: JudgeComplete;
  signal?: AbortSignal;
  /** Metadata the test sees as x.metadata (run number, …) besides the case's own. */
  metadata?: Record<string, unknown>;
}

const STDERR_TAIL = 8 * 1024;

/**
 * What `x` holds (the Python side builds thinkingbox's TestContext from it): the attempt's
 * messages (direct responses marked `tb_tag: direct`), tool calls, effects, the direct responses.
 */
export function testContext(
  c: Case,
  output: unknown,
  transcript: Transcript,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const tb = payloadOf(c, 'thinkingbox-python');
  const response =
    typeof output === 'string'
      ? output
      : messageText(
          [...transcript.messages].reverse().find((m) => m.role === 'assistant')?.content,
        );
  return {
    response,
    messages: transcript.messages,
    tool_calls: transcript.tool_calls,
    effects: transcript.effects ?? {},
    tool_direct_responses: transcript.messages
      .filter((m) => (m as { tb_tag?: unknown }).tb_tag === 'direct')
      .map((m) => messageText(m.content)),
    init_result: transcript.init_result ?? {},
    ...(transcript.session_id ? { session_id: transcript.session_id } : {}),
    finish_reason: transcript.finish_reason ?? null,
    metadata: {
      uid: tb.uid,
      scenario: tb.scenario ?? null,
      tags: tb.tags,
      user_context: tb.user_context ?? null,
      world_state: tb.world_state,
      finish_reason: transcript.finish_reason ?? null,
      ...(tb.format_query !== undefined ? { format_query: tb.format_query } : {}),
      ...extra,
    },
  };
}

/**
 * Runs the case's test function against one attempt and returns the raw result. Throws
 * PythonMissingError when python3 is missing and Error when the helper breaks its protocol.
 */
export async function runPythonTest(
  c: Case,
  output: unknown,
  transcript: Transcript,
  opts: PythonTestOptions,
): Promise<PythonTestResult> {
  const tb = payloadOf(c, 'thinkingbox-python');
  const python = pythonCommand(opts.env);
  const child = spawn(python, [tbHelperPath(), 'run'], {
    env: childEnv(opts.env),
    cwd: path.dirname(tb.file),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr = cutStart(stderr + d.toString('utf8'), STDERR_TAIL);
  });
  const send = (obj: unknown) => {
    if (child.stdin.writable) child.stdin.write(JSON.stringify(obj) + '\n');
  };
  // A test that stops reading (it exited) must not crash agentci with EPIPE.
  child.stdin.on('error', () => undefined);
  const onAbort = () => child.kill('SIGKILL');
  opts.signal?.addEventListener('abort', onAbort, { once: true });

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>(
    (resolve) => {
      child.on('error', (error) => resolve({ code: null, signal: null, error }));
      child.on('close', (code, signal) => resolve({ code, signal }));
    },
  );
  let result: PythonTestResult | undefined;
  let protocolError: string | undefined;
  const lines = createInterface({ input: child.stdout });
  const pending: Promise<void>[] = [];
  lines.on('line', (line) => {
    if (result || protocolError) return;
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      protocolError = `the test helper wrote a line that is not JSON: ${cutEnd(line, 200)}`;
      child.kill('SIGKILL');
      return;
    }
    const ask = JudgeAskSchema.safeParse(msg);
    if (ask.success) {
      pending.push(answer(ask.data, opts, send));
      return;
    }
    const st = ServerToolAskSchema.safeParse(msg);
    if (st.success) {
      const q = st.data;
      pending.push(
        (opts.serverTool
          ? opts.serverTool(q.server_name, q.tool_name, q.arguments)
          : Promise.reject(new Error('the session is closed: no SessionClientFixture in this case'))
        ).then(
          (text) => send({ id: q.id, text }),
          (e: unknown) => send({ id: q.id, error: errorMessage(e) }),
        ),
      );
      return;
    }
    const r = ResultSchema.safeParse(msg);
    if (r.success) result = r.data;
    else {
      protocolError = `the test helper wrote an unexpected line: ${cutEnd(line, 200)}`;
      child.kill('SIGKILL');
    }
  });

  send({
    file: tb.file,
    test_code: tb.test_code,
    function: tb.function,
    uid: tb.uid,
    fixtures: tb.fixtures,
    context: testContext(c, output, transcript, opts.metadata),
  });
  const end = await exited;
  await Promise.allSettled(pending);
  opts.signal?.removeEventListener('abort', onAbort);
  if (end.error) {
    if ((end.error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new PythonMissingError(python);
    throw end.error;
  }
  if (opts.signal?.aborted)
    throw opts.signal.reason instanceof Error ? opts.signal.reason : new Error('aborted');
  if (protocolError) throw new Error(protocolError);
  if (!result)
    throw new Error(
      `the test process exited (${end.signal ?? `code ${String(end.code)}`}) without a result${stderr.trim() ? `; stderr:\n${stderr.trim()}` : ''}`,
    );
  return result;
}

async function answer(
  ask: z.output<typeof JudgeAskSchema>,
  opts: PythonTestOptions,
  send: (o: unknown) => void,
): Promise<void> {
  if (ask.method !== 'complete' || ask.messages === undefined) {
    send({ id: ask.id, error: `unknown judge method ${JSON.stringify(ask.method)}` });
    return;
  }
  if (!opts.complete) {
    send({ id: ask.id, error: NO_YESNO_JUDGE });
    return;
  }
  try {
    send({ id: ask.id, text: await opts.complete(ask.messages, opts.signal) });
  } catch (e) {
    send({
      id: ask.id,
      error: `the judge model failed: ${errorMessage(e)}`,
    });
  }
}

/**
 * Turns a test function's result into the attempt's one check: passed (score = reward), failed
 * (the assertion message and file:line), or error (the traceback). The attempt's reward is the
 * check's score.
 */
export function checkOfResult(c: Case, r: PythonTestResult): Check {
  const tb = payloadOf(c, 'thinkingbox-python');
  const label = tb.function;
  const where = r.line ? ` (${c.source.file}:${r.line})` : '';
  const meta = Object.keys(r.metadata).length ? { actual: { metadata: r.metadata } } : {};
  if (r.status === 'passed')
    return {
      label,
      type: TEST_FUNCTION_CHECK,
      passed: true,
      score: r.reward,
      message: r.reward === 1 ? 'passed' : `passed with reward ${r.reward}`,
      ...meta,
    };
  if (r.status === 'failed')
    return {
      label,
      type: TEST_FUNCTION_CHECK,
      passed: false,
      score: 0,
      message: `${r.message ?? 'assertion failed'}${where}`,
      ...(r.line || meta.actual
        ? { actual: { ...(r.line ? { line: r.line } : {}), ...meta.actual } }
        : {}),
    };
  return {
    label,
    type: TEST_FUNCTION_CHECK,
    passed: false,
    score: 0,
    error: `${r.message ?? 'error'}${where}${r.traceback ? `\n${r.traceback.trimEnd()}` : ''}`,
    ...meta,
  };
}

/**
 * The judge of a thinkingbox attempt: runs the test function and returns its check; the test's
 * print output is appended to `transcript.logs` (the transcript object the attempt keeps).
 */
export async function judgeThinkingboxAttempt(
  c: Case,
  output: unknown,
  transcript: Transcript,
  opts: PythonTestOptions,
): Promise<Check[]> {
  let r: PythonTestResult;
  try {
    r = await runPythonTest(c, output, transcript, opts);
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    return [
      {
        label: c.id.slice(c.id.lastIndexOf(':') + 1),
        type: TEST_FUNCTION_CHECK,
        passed: false,
        score: 0,
        error: errorMessage(e),
      },
    ];
  }
  if (r.logs.length) transcript.logs = [...(transcript.logs ?? []), ...r.logs];
  return [checkOfResult(c, r)];
}
