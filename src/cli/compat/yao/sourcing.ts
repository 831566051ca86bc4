import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Assertion, Case } from '../../../model/case.js';
import { validateAssertion } from '../../../judges/index.js';
import { InputError } from '../../../lib/problems.js';
import { isScriptInput, resolveScriptInput } from '../../../formats/yao/script-load.js';
import type { CaseGenerator, CaseSourcing } from '../../../runner/load-cases.js';
import { detectInputMode } from '../../../suites/detect.js';
import { generateWithAgent, generateWithScript } from './generate.js';

/*
 * What Yao's command line (`yao agent test -i …`, cmd/agent/test.go and agent/test/resolver.go)
 * makes of its inputs, for `agentci yao`: a generator (`agents:<id>?…`, `scripts:<m>.<Fn>`), a
 * direct message (an input that is no path), script tests by name (`scripts.<assistant>.<module>`),
 * or suite files. agentci's own `run` knows none of it: there, every input is a path.
 */

/** input_source.go ParseInputSource: the generator an input names, if it names one. */
export function yaoGenerator(input: string): CaseGenerator | undefined {
  const target = (agentName: string | undefined) => ({ id: agentName ?? '' });
  if (input.startsWith('agents:'))
    return (ctx) =>
      generateWithAgent(input, target(ctx.agentName), ctx.loaded, { cwd: ctx.cwd, env: ctx.env });
  if (input.startsWith('scripts:'))
    return (ctx) => generateWithScript(input, target(ctx.agentName), ctx.loaded, { cwd: ctx.cwd });
  return undefined;
}

/** Is this one input Yao's direct message (resolver.go DetectInputMode)? */
export function isDirectMessage(inputs: readonly string[], cwd: string): boolean {
  if (inputs.length !== 1) return false;
  const input = inputs[0] as string;
  const exists = (p: string) => existsSync(path.resolve(cwd, p));
  return yaoGenerator(input) === undefined && detectInputMode(input, exists) === 'message';
}

/** Direct message mode: the one input is the message, judged by the `--assert` assertions. */
function messageCase(input: string, asserts: Assertion[]): Case {
  const bad = asserts.flatMap((a, i) =>
    validateAssertion(a).map((m: string) => ({
      file: '--assert',
      line: 0,
      field: `[${i}]`,
      message: m,
    })),
  );
  if (bad.length) throw new InputError(bad);
  return {
    id: 'message',
    suite: '(message)',
    source: { file: '(message)', line: 1 },
    format: 'message',
    input,
    assert: asserts,
    evals: [],
    mocks: [],
    spy: false,
    skip: false,
    tags: [],
  };
}

/**
 * The Yao command line's reading of its inputs: a generator or a direct message makes the cases;
 * `scripts.<assistant>.<module>` names a test file; a run of script tests only passes with "No
 * tests to run" when it has none (script.go Run).
 */
export function yaoSourcing(
  inputs: readonly string[],
  opts: { cwd: string; asserts: Assertion[] },
): CaseSourcing {
  const only = inputs.length === 1 ? (inputs[0] as string) : undefined;
  const generate =
    only === undefined
      ? undefined
      : (yaoGenerator(only) ??
        (isDirectMessage(inputs, opts.cwd)
          ? async () => ({ cases: [messageCase(only, opts.asserts)], warnings: [] })
          : undefined));
  return {
    ...(generate ? { generate } : {}),
    resolveInput(input) {
      if (!input.startsWith('scripts.')) return undefined;
      const r = resolveScriptInput(input, opts.cwd, existsSync);
      return 'problem' in r ? r : { file: r.ref.testFile, ref: r.ref };
    },
    emptyPasses: scriptInputsOnly(inputs),
  };
}

/** Do these inputs name Yao script tests only (`scripts.a.b`, `*_test.ts`)? */
export function scriptInputsOnly(inputs: readonly string[]): boolean {
  return inputs.length > 0 && inputs.every(isScriptInput);
}
