import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  InputError,
  NoCasesError,
  formatProblem
} from "./chunk-R2JN5VC2.js";
import "./chunk-7QLURW7J.js";
export {
  InputError,
  NoCasesError,
  formatProblem
};
//# sourceMappingURL=problems-XAJN52AA.js.map
