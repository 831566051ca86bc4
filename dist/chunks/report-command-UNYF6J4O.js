import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-63TNDFZ6.js";
import "./chunk-DSH733AO.js";
import "./chunk-WWLSAB5Y.js";
import "./chunk-JPEE7HKL.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-UNYF6J4O.js.map
