import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-L4Z7ROZP.js";
import "./chunk-P4UK7M26.js";
import "./chunk-P7W2UWB2.js";
import "./chunk-32LL4EG5.js";
import "./chunk-G4PU23WQ.js";
import "./chunk-UQGY56PX.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-4JUFAZNO.js.map
