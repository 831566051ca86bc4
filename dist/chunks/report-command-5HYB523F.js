import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-ZCSNXJP5.js";
import "./chunk-Y2IZDWM6.js";
import "./chunk-UXZARJAX.js";
import "./chunk-WRAY7ZL6.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-5HYB523F.js.map
