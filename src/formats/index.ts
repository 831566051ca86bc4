import type { Case, CaseFormat } from '../model/case.js';
import type { FormatRecord } from './format.js';
import { messageFormat } from './message.js';
import { skilltestYamlFormat } from './skilltest/index.js';
import { thinkingboxPythonFormat } from './thinkingbox/index.js';
import { yaoJsonlFormat } from './yao/jsonl.js';
import { yaoScriptFormat } from './yao/script.js';

export {
  CaseInputError,
  type FormatRecord,
  type LoadContext,
  type Loaded,
  type SuiteLoader,
} from './format.js';

/** Every format, one line each; detection asks them in this order. */
export const FORMATS: { [F in CaseFormat]: FormatRecord<F> } = {
  'yao-jsonl': yaoJsonlFormat,
  'skilltest-yaml': skilltestYamlFormat,
  'thinkingbox-python': thinkingboxPythonFormat,
  'yao-script': yaoScriptFormat,
  message: messageFormat,
};

/** The record of a case's format (typed for that case). */
export function formatOf<F extends CaseFormat>(c: Case & { format: F }): FormatRecord<F> {
  return FORMATS[c.format] as FormatRecord<F>;
}
