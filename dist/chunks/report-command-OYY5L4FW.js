import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-MBBSCYSX.js";
import "./chunk-LZCDKP6I.js";
import "./chunk-MNWY4BCA.js";
import "./chunk-DB444ATL.js";
import "./chunk-6IBQXCX2.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-OYY5L4FW.js.map
