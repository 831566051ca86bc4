import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-VIMRGG6C.js";
import "./chunk-ZVVORROJ.js";
import "./chunk-234ICTFB.js";
import "./chunk-VZY4CSII.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-ELUDATLL.js.map
