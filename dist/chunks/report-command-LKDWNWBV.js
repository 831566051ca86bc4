import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-ZKZM7VCV.js";
import "./chunk-I6MQL6VN.js";
import "./chunk-WWLSAB5Y.js";
import "./chunk-ZA3HST6I.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-LKDWNWBV.js.map
