import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-C7E37GFX.js";
import "./chunk-MIFRMDHD.js";
import "./chunk-U2ALPMGZ.js";
import "./chunk-6ZAS4BUS.js";
import "./chunk-CNPUAJT6.js";
import "./chunk-MJ4IQMDD.js";
import "./chunk-R2JN5VC2.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-LV7NLTLM.js.map
