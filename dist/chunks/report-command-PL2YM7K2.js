import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-AHFYUFA7.js";
import "./chunk-OJ54JXNS.js";
import "./chunk-WWLSAB5Y.js";
import "./chunk-AQOLY4LX.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-PL2YM7K2.js.map
