// setup_test.ts
// @ts-nocheck
// Script tests for setup.ts: run with `npx agentci yao -i scripts.expense.setup -v` from examples/scripts.
// A test file is its own script (as in Yao): what it calls from setup.ts, it imports.
import { SystemReady, Setup } from './setup';

// Test the SystemReady function
function TestSystemReady(t: testing.T, ctx: agent.Context) {
  const { assert } = t;

  // Call the function being tested
  const result = SystemReady(ctx);

  // Assert the result
  assert.True(result, "SystemReady should return true");
}

// Test error case
function TestSystemReadyWithInvalidContext(t: testing.T, ctx: agent.Context) {
  const { assert } = t;

  // Modify context to simulate error condition
  ctx.authorized = null;

  const result = SystemReady(ctx);
  assert.False(result, "SystemReady should return false without an authorized user");
}

// Helper function (not a test - doesn't start with "Test")
function createMockData() {
  return { id: 1, name: "test" };
}

// Test with helper
function TestSetupWithMockData(t: testing.T, ctx: agent.Context) {
  const { assert } = t;
  const mockData = createMockData();

  const result = Setup(ctx, mockData);
  assert.NotNil(result, "Setup should return a result");
  assert.Equal(result.id, 1, "Result ID should match");
  assert.Equal(result.owner, ctx.authorized.user_id, "the caller owns the record");
  assert.JSONPath(result, "$.currency", "USD", "en-us callers pay in USD");
  t.log("created", result);
}
