import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);

// src/lib/problems.ts
function formatProblem(p) {
  let where = p.file;
  if (p.line > 0) {
    where += `:${p.line}`;
    if (p.column !== void 0 && p.column > 0) where += `:${p.column}`;
  }
  const field = p.field === "" ? "" : `${p.field}: `;
  return `${where === "" ? "" : `${where}: `}${field}${p.message}`;
}
var InputError = class extends Error {
  problems;
  constructor(problems) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "InputError";
    this.problems = problems;
  }
};
var NoCasesError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "NoCasesError";
  }
};

export {
  formatProblem,
  InputError,
  NoCasesError
};
//# sourceMappingURL=chunk-R2JN5VC2.js.map
