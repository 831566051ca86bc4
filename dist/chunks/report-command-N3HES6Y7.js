import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-GMBIPUDJ.js";
import "./chunk-DSJJGMYB.js";
import "./chunk-MNWY4BCA.js";
import "./chunk-3S6Y2MCS.js";
import "./chunk-6IBQXCX2.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-N3HES6Y7.js.map
