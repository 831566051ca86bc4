import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-QSZPU5ER.js";
import "./chunk-SZQZIE2X.js";
import "./chunk-WWLSAB5Y.js";
import "./chunk-JPEE7HKL.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-BTJCRKPC.js.map
