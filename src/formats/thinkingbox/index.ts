import { createThinkingboxLoader } from './load.js';
import type { FormatRecord } from '../../contracts/format.js';
import { InputError } from '../../lib/problems.js';
import { createThinkingboxRuntime, thinkingboxSetupProblems } from './runtime.js';
import { isYamlFile } from '../skilltest/index.js';

/** thinkingbox's Python test functions (and its YAML test-case files). */
export const thinkingboxPythonFormat: FormatRecord<'thinkingbox-python'> = {
  format: 'thinkingbox-python',
  // A YAML file whose document has a top-level `test_cases` key (not a `.meta.yaml`); a `*.py`
  // holding a `"""!` block, or under a folder named `test_case` (not `__init__.py`, `_*.py`,
  // `conftest.py`).
  detect(file, head, yaml) {
    const base = file.slice(file.lastIndexOf('/') + 1);
    const lower = base.toLowerCase();
    if (isYamlFile(file))
      return yaml?.topKeys.includes('test_cases') === true && !lower.endsWith('.meta.yaml');
    if (!lower.endsWith('.py')) return false;
    if (/("""|''')!/.test(head)) return true;
    // Package plumbing inside test_case/ holds no cases.
    const plumbing = base.startsWith('_') || lower === 'conftest.py';
    return file.split('/').slice(0, -1).includes('test_case') && !plumbing;
  },
  // One loader per load: the scenario, agent and conftest files its tests share are read once.
  loader: (ctx) => createThinkingboxLoader({ cwd: ctx.cwd, env: ctx.env ?? {} }),
  // The harness with each case's scenario servers, and the test function as the judge.
  // The harness agent, the scenario servers and the models, before anything starts.
  check: (cases, ctx) => thinkingboxSetupProblems({ ...ctx, cases }),
  async runtime(cases, ctx) {
    const tb = await createThinkingboxRuntime({ ...ctx, cases });
    if (tb.problems.length) throw new InputError(tb.problems);
    const runtime = tb.runtime;
    if (!runtime) return undefined;
    return {
      target: runtime.target,
      judge: (c, output, transcript, signal, run) =>
        runtime.judge(c, output, transcript, signal, run),
      close: () => runtime.target.close(),
    };
  },
  // Its cases run against their own harness target (the runtime's), never the agent under test.
  agentless: true,
  assertsItself: true,
};
