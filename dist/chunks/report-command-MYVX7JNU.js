import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-ICCV6BMO.js";
import "./chunk-3K4LIHXT.js";
import "./chunk-S5PASPAN.js";
import "./chunk-3S6Y2MCS.js";
import "./chunk-6IBQXCX2.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-MYVX7JNU.js.map
