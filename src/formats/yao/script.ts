import { loadScriptTests, loadTranspiler } from './script-load.js';
import type { FormatRecord } from '../format.js';

/** Yao's script tests (`TestXxx(t, ctx)` functions of `*_test.ts` / `*_test.js` files). */
export const yaoScriptFormat: FormatRecord<'yao-script'> = {
  format: 'yao-script',
  detect: (file) => /_test\.[jt]s$/.test(file.slice(file.lastIndexOf('/') + 1)),
  loader: (ctx) => async (text, file) => {
    // The transpiler is loaded on first need: most runs have no script tests.
    await loadTranspiler();
    return loadScriptTests(text, file, {
      cwd: ctx.cwd,
      ref: ctx.scriptRefs?.get(file),
    });
  },
  // A script-test file needs the judge only when it calls t.assert.Agent.
  needsJudge: (c) => c.payload.usesAgent === true,
};
