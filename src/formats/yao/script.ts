import { loadScriptTests } from './script-load.js';
import { loadTranspiler } from '../../scripts/transpile.js';
import type { FormatRecord } from '../../contracts/format.js';
import { askYaoValidator } from '../../judges/agent.js';
import { proxiedFetch } from '../../net/proxy.js';
import type { AgentAssertRequest } from '../../scripts/assert.js';
import { createScriptRunner } from './script-runner.js';
import { yaoScriptOutsideAssistant } from './left-out.js';
import { fetchForScript, judgeAgentAssertion } from '../../scripts/session.js';
import { processStubs } from '../../scripts/runtime.js';

/** Yao's script tests (`TestXxx(t, ctx)` functions of `*_test.ts` / `*_test.js` files). */
export const yaoScriptFormat: FormatRecord<'yao-script'> = {
  format: 'yao-script',
  detect: (file) => /_test\.[jt]s$/.test(file.slice(file.lastIndexOf('/') + 1)),
  // In a Yao app, a search runs only the script tests of an assistant's src/ (ResolveScript).
  leftOut: (file, _head, exists) => yaoScriptOutsideAssistant(file, exists),
  loader: (ctx) => async (text, file) => {
    // The transpiler is loaded on first need: most runs have no script tests.
    await loadTranspiler();
    return loadScriptTests(text, file, {
      cwd: ctx.cwd,
      ref: ctx.scriptRefs?.get(file),
    });
  },
  // A script-test file needs the judge only when it calls t.assert.Agent.
  judging: { needsJudge: (c) => c.payload.usesAgent === true },
  // A test function runs in agentci's script worker: it is the attempt and its assertion.
  runtime: async (cases, ctx) =>
    createScriptRunner(cases, {
      cwd: ctx.cwd,
      ...(ctx.log ? { log: ctx.log } : {}),
      processes: processStubs(ctx.config, ctx.baseDir),
      host: {
        // `http` calls of the tests honour the run's HTTPS_PROXY / NO_PROXY like every other call.
        fetch: (payload, signal) => fetchForScript(payload, signal, proxiedFetch(ctx.env)),
        // script_assert.go assertAgentMethod: the validator agent when agents: has it, else
        // agentci's judge model.
        agent: async (payload, signal, where) => {
          const req = payload as AgentAssertRequest;
          const v = await askYaoValidator(
            req.agentId,
            {
              output: req.response,
              input: null,
              ...(req.criteria !== undefined ? { criteria: req.criteria } : {}),
              ...(req.metadata ? { metadata: req.metadata } : {}),
              ...(req.connector ? { connector: req.connector } : {}),
            },
            ctx.validator,
            signal,
          );
          if (v !== undefined)
            return 'failure' in v
              ? { passed: false, reason: v.failure }
              : { passed: v.passed, reason: v.reason };
          return judgeAgentAssertion(
            req,
            ctx.judgeFor({ suite: where.testFile, caseId: req.test, run: 1 }),
            signal,
          );
        },
      },
    }),
  // For script tests the context file wins over -u/-t (the Yao seed's rule).
  testEnv: { ctxWins: true },
  agentless: true,
  assertsItself: true,
};
