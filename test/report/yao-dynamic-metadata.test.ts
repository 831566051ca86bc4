import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '../../src/model/result.js';
import { yaoDynamicMetadata } from '../../src/report/yao-report.js';

/*
 * DynamicResult.ToResult (YaoApp/yao agent/test/dynamic_types.go) keeps each turn's own tool calls
 * in its response (buildTurnResponse); agentci stores one list for the attempt and a count per
 * turn, so the metadata must hand each turn back exactly its calls.
 */
const attempt = (transcript: AttemptResult['transcript']): AttemptResult => ({
  id: 'c',
  suite: 's.jsonl',
  run: 1,
  status: 'passed',
  duration_ms: 12.6,
  checks: [],
  transcript,
});

describe('yaoDynamicMetadata', () => {
  it("gives each turn its own tool calls, in Yao's TraceToolCall shape", () => {
    const meta = yaoDynamicMetadata(
      attempt({
        messages: [],
        mock_calls: [],
        events: [],
        tool_calls: [
          { name: 'search', arguments: { q: 'a' }, result: 'r1' },
          { name: 'open', arguments: { id: 1 }, error: 'not found' },
          { name: 'book', id: 'call_3', server: 'travel' },
        ],
        turns: [
          { turn: 1, input: 'Hi', output: 'looking', tool_calls: 2, duration_ms: 10.4 },
          { turn: 2, input: 'ok', output: 'sure', tool_calls: 0, duration_ms: 3 },
          {
            turn: 3,
            input: 'book it',
            output: 'booked',
            tool_calls: 1,
            duration_ms: 5,
            checkpoints_reached: ['booked'],
          },
        ],
        checkpoints: [
          { id: 'booked', reached: true, reached_at_turn: 3, required: true, passed: true },
        ],
      }),
    );
    expect(meta).toEqual({
      mode: 'dynamic',
      total_turns: 3,
      turns: [
        {
          turn: 1,
          input: 'Hi',
          output: 'looking',
          response: {
            content: 'looking',
            tool_calls: [
              { tool: 'search', arguments: { q: 'a' }, result: 'r1' },
              { tool: 'open', arguments: { id: 1 }, error: 'not found' },
            ],
          },
          duration_ms: 10,
        },
        { turn: 2, input: 'ok', output: 'sure', response: { content: 'sure' }, duration_ms: 3 },
        {
          turn: 3,
          input: 'book it',
          output: 'booked',
          response: {
            content: 'booked',
            tool_calls: [{ id: 'call_3', server: 'travel', tool: 'book' }],
          },
          checkpoints_reached: ['booked'],
          duration_ms: 5,
        },
      ],
      checkpoints: {
        booked: { id: 'booked', reached: true, reached_at_turn: 3, required: true, passed: true },
      },
    });
  });

  it('is absent for an attempt that was no dynamic conversation', () => {
    expect(
      yaoDynamicMetadata(
        attempt({
          messages: [],
          tool_calls: [],
          mock_calls: [],
          events: [],
          turns: [{ turn: 1, output: 'x', tool_calls: 0, duration_ms: 1 }],
        }),
      ),
    ).toBeUndefined();
    expect(yaoDynamicMetadata(undefined)).toBeUndefined();
  });
});
