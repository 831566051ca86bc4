import { resolveTestNames, selectNamedCases } from '../../../formats/thinkingbox/load.js';
import type { CaseSourcing } from '../../../runner/load-cases.js';

/**
 * thinkingbox's `--name` / `--test-list` (dump_tests.py): the names are looked up under each
 * root's `test_case/` folder (the inputs, or `.`), and the loaded cases are narrowed to them in
 * the names' order.
 */
export function thinkingboxNames(names: string[], cwd: string): CaseSourcing {
  return {
    inputsOptional: true,
    names(roots) {
      const r = resolveTestNames(names, roots, cwd);
      return {
        inputs: r.inputs,
        problems: r.problems,
        select: (cases) => selectNamedCases(cases, r.resolved),
      };
    },
  };
}
