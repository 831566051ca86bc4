import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  InputError,
  NoCasesError,
  formatProblem
} from "./chunk-UQGY56PX.js";
import "./chunk-7QLURW7J.js";
export {
  InputError,
  NoCasesError,
  formatProblem
};
//# sourceMappingURL=problems-DZNPILIG.js.map
