import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-XYICWPIM.js";
import "./chunk-6E4EFMZG.js";
import "./chunk-67RXNJDH.js";
import "./chunk-JSWY5IP2.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-KRWL5JBF.js.map
