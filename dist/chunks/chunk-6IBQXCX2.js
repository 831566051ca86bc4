import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);

// src/model/error-message.ts
function errorMessage(e) {
  return e instanceof Error ? e.message : String(e);
}

export {
  errorMessage
};
//# sourceMappingURL=chunk-6IBQXCX2.js.map
