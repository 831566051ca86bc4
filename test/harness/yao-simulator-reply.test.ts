import { describe, expect, it } from 'vitest';
import {
  SimulatorError,
  parseYaoSimulatorReply,
  yaoSimulatorInput,
} from '../../src/harness/user-simulator.js';

// YaoApp/yao agent/test/dynamic_runner.go parseSimulatorResponse: gou text.ExtractJSON, then the
// object's `message` / `goal_achieved`; no JSON at all = the text is the message.
describe('parseYaoSimulatorReply (dynamic_runner.go parseSimulatorResponse)', () => {
  it.each([
    ['{"message": "Paris", "goal_achieved": false}', { done: false, message: 'Paris' }],
    ['```json\n{"message": "Paris"}\n```', { done: false, message: 'Paris' }],
    // gou repairs LLM-broken JSON before reading it.
    ["{'message': 'Paris', 'goal_achieved': false,}", { done: false, message: 'Paris' }],
    ['I would like Paris.', { done: false, message: 'I would like Paris.' }],
    [
      '{"message": "thanks", "goal_achieved": true, "reasoning": "booked"}',
      { done: true, reason: 'the simulator signaled goal achieved: booked' },
    ],
    // agentci's own end token (ExtractJSON reads it as ["DONE"]; Yao errors).
    ['[DONE]', { done: true, reason: 'the simulated user ended the conversation' }],
  ])('%s', (text, want) => {
    expect(parseYaoSimulatorReply(text)).toEqual(want);
  });

  it.each([
    '{"goal_achieved": true}',
    '{"message": ""}',
    // A first line `key: value` is YAML to gou: an object without a message.
    'Destination: Paris',
    '[1, 2]',
  ])('%s is "simulator returned empty message"', (text) => {
    expect(() => parseYaoSimulatorReply(text)).toThrow(SimulatorError);
    expect(() => parseYaoSimulatorReply(text)).toThrow('simulator returned empty message');
  });
});

// dynamic_types.go SimulatorInput: omitempty leaves out empty persona, goal, lists and extra.
describe('yaoSimulatorInput (buildSimulatorInput)', () => {
  it('leaves empty optional fields out and keeps conversation, turn_number, max_turns', () => {
    const json = yaoSimulatorInput({}, [{ role: 'user', content: 'hi', is_error: false }], {
      turn: 2,
      maxTurns: 20,
      reached: [],
      pending: [],
    });
    expect(JSON.parse(json)).toEqual({
      conversation: [{ role: 'user', content: 'hi' }],
      turn_number: 2,
      max_turns: 20,
    });
  });
});
