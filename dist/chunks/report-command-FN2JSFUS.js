import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  readReport,
  reportCommand
} from "./chunk-YLPIOFTS.js";
import "./chunk-AIKD6FNR.js";
import "./chunk-U2ALPMGZ.js";
import "./chunk-6ZAS4BUS.js";
import "./chunk-XFV5YLNI.js";
import "./chunk-IE5645H7.js";
import "./chunk-RZQU43L6.js";
import "./chunk-RNVOGG5F.js";
import "./chunk-7QLURW7J.js";
export {
  readReport,
  reportCommand
};
//# sourceMappingURL=report-command-FN2JSFUS.js.map
