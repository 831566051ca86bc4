import type { FormatRegistry } from '../contracts/format.js';
import { messageFormat } from './message.js';
import { skilltestYamlFormat } from './skilltest/index.js';
import { thinkingboxPythonFormat } from './thinkingbox/index.js';
import { yaoJsonlFormat } from './yao/jsonl.js';
import { yaoScriptFormat } from './yao/script.js';

export {
  CaseInputError,
  type FormatRecord,
  type FormatRegistry,
  type FormatRuntime,
  type LoadContext,
  type NamedSelection,
  type OwnAttemptDeps,
  type RuntimeContext,
  type Loaded,
  type SuiteLoader,
} from '../contracts/format.js';

/**
 * Every format, one line each; detection asks them in this order. The front doors (CLI, action)
 * hand it to the runner and the loaders: nothing below them imports it.
 */
export const FORMATS: FormatRegistry = {
  'yao-jsonl': yaoJsonlFormat,
  'skilltest-yaml': skilltestYamlFormat,
  'thinkingbox-python': thinkingboxPythonFormat,
  'yao-script': yaoScriptFormat,
  message: messageFormat,
};
