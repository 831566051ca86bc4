import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  TOOL_ARGUMENTS,
  TOOL_RESULT
} from "./chunk-U2ALPMGZ.js";

// src/trace/genai.ts
var MERGED_TOOLS = "(merged tools)";
var MODEL_OPERATIONS = /* @__PURE__ */ new Set(["chat", "text_completion", "generate_content", "embeddings"]);
var AGENT_OPERATIONS = /* @__PURE__ */ new Set(["invoke_agent", "create_agent"]);
function text(v) {
  return typeof v === "string" && v !== "" ? v : void 0;
}
function count(v) {
  const n = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : void 0;
}
function first(attrs, keys, read) {
  for (const k of keys) {
    const v = read(attrs[k]);
    if (v !== void 0) return v;
  }
  return void 0;
}
function jsonValue(v) {
  if (typeof v !== "string") return v;
  const t = v.trim();
  if (!/^[[{"]/.test(t) && !/^(-?\d|true$|false$|null$)/.test(t)) return v;
  try {
    return JSON.parse(t);
  } catch {
    return v;
  }
}
function spanRole(span) {
  const a = span.attributes;
  const op = text(a["gen_ai.operation.name"]);
  if (op === "execute_tool") return "tool";
  if (op && MODEL_OPERATIONS.has(op)) return "model";
  if (op && AGENT_OPERATIONS.has(op)) return "agent";
  const kind = text(a["openinference.span.kind"])?.toUpperCase();
  if (kind === "TOOL") return "tool";
  if (kind === "LLM" || kind === "EMBEDDING") return "model";
  if (kind === "AGENT") return "agent";
  if (!op && !kind) {
    if (text(a["gen_ai.tool.name"])) return "tool";
    if (tokenCounts(a) || text(a["gen_ai.request.model"])) return "model";
  }
  return void 0;
}
var INPUT_TOKENS = [
  "gen_ai.usage.input_tokens",
  "gen_ai.usage.prompt_tokens",
  "llm.token_count.prompt"
];
var OUTPUT_TOKENS = [
  "gen_ai.usage.output_tokens",
  "gen_ai.usage.completion_tokens",
  "llm.token_count.completion"
];
var CACHED_TOKENS = [
  "gen_ai.usage.cache_read.input_tokens",
  "gen_ai.usage.cache_read_input_tokens",
  "llm.token_count.prompt_details.cache_read"
];
var MODEL = ["gen_ai.response.model", "gen_ai.request.model", "llm.model_name"];
function tokenCounts(a) {
  const input = first(a, INPUT_TOKENS, count);
  const output = first(a, OUTPUT_TOKENS, count);
  if (input === void 0 && output === void 0) return void 0;
  const cached = first(a, CACHED_TOKENS, count);
  const model = first(a, MODEL, text);
  return {
    input_tokens: input ?? 0,
    output_tokens: output ?? 0,
    ...cached !== void 0 ? { cached_tokens: cached } : {},
    ...model !== void 0 ? { model } : {}
  };
}
function spanError(span) {
  const errorType = text(span.attributes["error.type"]);
  if (span.status?.code !== "error" && !errorType) return void 0;
  const exception = span.events.find((e) => e.name === "exception");
  return text(span.status?.message) ?? text(exception?.attributes["exception.message"]) ?? errorType ?? text(exception?.attributes["exception.type"]) ?? "error";
}
function toolCall(span) {
  const a = span.attributes;
  const name = first(a, ["gen_ai.tool.name", "tool.name"], text) ?? span.name.replace(/^execute_tool\s+/, "");
  const id = first(a, ["gen_ai.tool.call.id", "tool_call.id", "tool.id"], text);
  const args = first(a, TOOL_ARGUMENTS, (v) => v === void 0 || v === null ? void 0 : v);
  const result = first(a, TOOL_RESULT, (v) => v === void 0 || v === null ? void 0 : v);
  const error = spanError(span);
  return {
    // ADK writes this when the call had no id.
    ...id !== void 0 && id !== "<not specified>" ? { id } : {},
    name,
    ...args !== void 0 ? { arguments: jsonValue(args) } : {},
    ...result !== void 0 ? { result: jsonValue(result) } : {},
    ...error !== void 0 ? { is_error: true, error } : {},
    spanId: span.spanId,
    startMs: span.startMs
  };
}
function usageCarriers(spans) {
  const key = (traceId, spanId) => `${traceId}/${spanId}`;
  const byKey = new Map(spans.map((s) => [key(s.traceId, s.spanId), s]));
  const carries = (s) => tokenCounts(s.attributes) !== void 0;
  const hasCarrierBelow = /* @__PURE__ */ new Set();
  for (const s of spans) {
    if (!carries(s)) continue;
    const seen = /* @__PURE__ */ new Set();
    let parent = s.parentSpanId ? byKey.get(key(s.traceId, s.parentSpanId)) : void 0;
    while (parent && !seen.has(parent.spanId)) {
      seen.add(parent.spanId);
      hasCarrierBelow.add(key(parent.traceId, parent.spanId));
      parent = parent.parentSpanId ? byKey.get(key(parent.traceId, parent.parentSpanId)) : void 0;
    }
  }
  return spans.filter((s) => carries(s) && !hasCarrierBelow.has(key(s.traceId, s.spanId)));
}
function startOrder(spans) {
  const byKey = new Map(spans.map((s) => [`${s.traceId}/${s.spanId}`, s]));
  const depth = /* @__PURE__ */ new Map();
  const depthOf = (s) => {
    const known = depth.get(s);
    if (known !== void 0) return known;
    let d = 0;
    const seen = /* @__PURE__ */ new Set([s]);
    let p = s.parentSpanId ? byKey.get(`${s.traceId}/${s.parentSpanId}`) : void 0;
    while (p && !seen.has(p)) {
      seen.add(p);
      d++;
      p = p.parentSpanId ? byKey.get(`${p.traceId}/${p.parentSpanId}`) : void 0;
    }
    depth.set(s, d);
    return d;
  };
  return [...spans].sort((a, b) => a.startMs - b.startMs || depthOf(a) - depthOf(b));
}
function readSpans(spans) {
  const roles = /* @__PURE__ */ new Map();
  const toolCalls = [];
  const ordered = startOrder(spans);
  for (const s of ordered) {
    const role = spanRole(s);
    if (!role) continue;
    roles.set(s.spanId, role);
    if (role === "tool" && s.attributes["gen_ai.tool.name"] !== MERGED_TOOLS)
      toolCalls.push(toolCall(s));
  }
  const usage = usageCarriers(ordered).map((s) => ({
    spanId: s.spanId,
    ...tokenCounts(s.attributes)
  }));
  return { toolCalls, usage, roles };
}
function totalUsage(usage, price) {
  if (usage.length === 0) return void 0;
  const total = { input_tokens: 0, output_tokens: 0 };
  let cost = 0;
  let cached;
  for (const u of usage) {
    total.input_tokens += u.input_tokens;
    total.output_tokens += u.output_tokens;
    if (u.cached_tokens !== void 0) cached = (cached ?? 0) + u.cached_tokens;
    const c = u.model !== void 0 && price ? price(u.model, u) : void 0;
    cost = c === void 0 || cost === void 0 ? void 0 : cost + c;
  }
  if (cached !== void 0) total.cached_tokens = cached;
  if (cost !== void 0) total.cost_usd = cost;
  return total;
}

export {
  startOrder,
  readSpans,
  totalUsage
};
//# sourceMappingURL=chunk-RNSB72G7.js.map
