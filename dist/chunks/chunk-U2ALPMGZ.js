import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);

// src/lib/utf8.ts
function utf8Prefix(s, maxBytes) {
  if (Buffer.byteLength(s, "utf8") <= maxBytes) return s;
  const buf = Buffer.from(s, "utf8");
  let end = Math.max(0, maxBytes);
  while (end > 0 && (buf[end] & 192) === 128) end--;
  return buf.subarray(0, end).toString("utf8");
}
function utf8Suffix(s, maxBytes) {
  if (Buffer.byteLength(s, "utf8") <= maxBytes) return s;
  const buf = Buffer.from(s, "utf8");
  let start = Math.max(0, buf.length - Math.max(0, maxBytes));
  while (start < buf.length && (buf[start] & 192) === 128) start++;
  return buf.subarray(start).toString("utf8");
}

// src/model/genai-attributes.ts
var TOOL_ARGUMENTS = [
  "gen_ai.tool.call.arguments",
  "input.value",
  "gcp.vertex.agent.tool_call_args",
  "gen_ai.prompt"
];
var TOOL_RESULT = [
  "gen_ai.tool.call.result",
  "output.value",
  "gcp.vertex.agent.tool_response",
  "gen_ai.completion"
];

export {
  utf8Prefix,
  utf8Suffix,
  TOOL_ARGUMENTS,
  TOOL_RESULT
};
//# sourceMappingURL=chunk-U2ALPMGZ.js.map
