import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-IOUYNWYP.js";
import "./chunk-5FRVNINU.js";
import "./chunk-2JY5XEEK.js";
import "./chunk-4K6GFW33.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-SILIPCNC.js.map
