import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-TSNS5ZOT.js";
import "./chunk-FERV2FMT.js";
import "./chunk-67RXNJDH.js";
import "./chunk-JSWY5IP2.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-OJKJKCB5.js.map
