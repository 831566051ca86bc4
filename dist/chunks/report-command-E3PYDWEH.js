import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-VL4AQ5HY.js";
import "./chunk-VY4Z2MRU.js";
import "./chunk-U2ALPMGZ.js";
import "./chunk-6ZAS4BUS.js";
import "./chunk-IJSF5CVK.js";
import "./chunk-T62V4T6D.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-E3PYDWEH.js.map
