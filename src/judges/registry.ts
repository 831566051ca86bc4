import type { AssertionType } from '../model/case.js';
import { agentJudge } from './agent.js';
import { containsJudge, notContainsJudge } from './contains.js';
import { equalsJudge } from './equals.js';
import { jsonPathJudge } from './json-path.js';
import type { Judge } from './judge.js';
import { regexJudge } from './regex.js';
import { scriptJudge } from './script.js';
import { toolCalledJudge, toolResultJudge } from './tools.js';
import { typeJudge } from './type.js';

/** Assertion `type` → its judge. Typed as a full record so a new type cannot lack a judge. */
export const JUDGES: Readonly<Record<AssertionType, Judge>> = {
  equals: equalsJudge,
  contains: containsJudge,
  not_contains: notContainsJudge,
  json_path: jsonPathJudge,
  regex: regexJudge,
  type: typeJudge,
  script: scriptJudge,
  agent: agentJudge,
  tool_called: toolCalledJudge,
  tool_result: toolResultJudge,
};

/**
 * The judge for a type, or undefined for a type no judge knows (that check fails, as in Yao). An
 * empty type is `equals` (Yao's evaluateAssertion: `case "equals", ""`).
 */
export function judgeFor(type: string): Judge | undefined {
  if (type === '') return JUDGES.equals;
  return Object.prototype.hasOwnProperty.call(JUDGES, type)
    ? JUDGES[type as AssertionType]
    : undefined;
}
