import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-XB3Y4C6U.js";
import "./chunk-AGZBEP5I.js";
import "./chunk-67RXNJDH.js";
import "./chunk-JSWY5IP2.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-ZC4NG4OF.js.map
