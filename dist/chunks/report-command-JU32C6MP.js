import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-NHEV4EXN.js";
import "./chunk-LE2ESOWA.js";
import "./chunk-J6NZX5P7.js";
import "./chunk-W7PV4IKM.js";
import "./chunk-LLR3TMXW.js";
import "./chunk-UNFUC5LO.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-JU32C6MP.js.map
