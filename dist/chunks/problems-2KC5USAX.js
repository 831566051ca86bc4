import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  InputError,
  NoCasesError,
  formatProblem
} from "./chunk-RZQU43L6.js";
import "./chunk-7QLURW7J.js";
export {
  InputError,
  NoCasesError,
  formatProblem
};
//# sourceMappingURL=problems-2KC5USAX.js.map
