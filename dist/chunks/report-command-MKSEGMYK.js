import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-LZWJ3LLO.js";
import "./chunk-HH3EM5EU.js";
import "./chunk-WWLSAB5Y.js";
import "./chunk-5KKY3TVY.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-MKSEGMYK.js.map
