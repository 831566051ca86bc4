import otlpRoot from '@opentelemetry/otlp-transformer/build/src/generated/root.js';
import protobuf from 'protobufjs/minimal.js';

/*
 * OTLP/HTTP trace payloads in and responses out, with the OpenTelemetry project's own generated
 * protobuf code (the `ExportTraceServiceRequest` / `ExportTraceServiceResponse` types of
 * @opentelemetry/otlp-transformer, compiled from opentelemetry-proto by protobufjs). A protobuf
 * body is decoded by that code; a JSON body (OTLP/JSON: lowerCamelCase keys, hex trace and span
 * ids, enums as integers, 64-bit integers as strings or numbers) is read into the same message
 * with the same code's `fromObject`, after its hex ids are turned into bytes. Both end as
 * ReceivedSpan values: the rest of agentci never sees the wire types.
 */

/** An attribute value as OTLP's AnyValue holds it. */
export type AttrValue = string | number | boolean | null | AttrValue[] | { [k: string]: AttrValue };
export type Attributes = Record<string, AttrValue>;

export type SpanKindName = 'internal' | 'server' | 'client' | 'producer' | 'consumer';

/** One span as received, flattened out of its resource and scope. */
export interface ReceivedSpan {
  /** 32 lower-case hex digits. */
  traceId: string;
  /** 16 lower-case hex digits. */
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: SpanKindName;
  /** Unix epoch, in milliseconds (fractional). */
  startMs: number;
  endMs: number;
  attributes: Attributes;
  status?: { code: 'ok' | 'error'; message?: string };
  events: { name: string; timeMs: number; attributes: Attributes }[];
  /** The attributes of the resource that sent it (`service.name`, `agentci.attempt`…). */
  resource: Attributes;
  scope?: string;
}

/** A payload that is not an ExportTraceServiceRequest: answered 400 with this message. */
export class OtlpDecodeError extends Error {
  constructor(message: string, opts?: { cause?: unknown }) {
    super(message, opts);
    this.name = 'OtlpDecodeError';
  }
}

/** Spans of a request that could not be read, with why (answered as a partial success). */
export interface Invalid {
  count: number;
  reason: string;
}

/* ---------------------------- the generated message types ---------------------------- */

type Long = { low: number; high: number; unsigned?: boolean };
type Int64 = number | string | Long | null | undefined;

interface PbAnyValue {
  stringValue?: string | null;
  boolValue?: boolean | null;
  intValue?: Int64;
  doubleValue?: number | null;
  arrayValue?: { values?: PbAnyValue[] | null } | null;
  kvlistValue?: { values?: PbKeyValue[] | null } | null;
  bytesValue?: Uint8Array | null;
}
interface PbKeyValue {
  key?: string | null;
  value?: PbAnyValue | null;
}
interface PbSpan {
  traceId?: Uint8Array | null;
  spanId?: Uint8Array | null;
  parentSpanId?: Uint8Array | null;
  name?: string | null;
  kind?: number | null;
  startTimeUnixNano?: Int64;
  endTimeUnixNano?: Int64;
  attributes?: PbKeyValue[] | null;
  events?:
    { timeUnixNano?: Int64; name?: string | null; attributes?: PbKeyValue[] | null }[] | null;
  status?: { message?: string | null; code?: number | null } | null;
}
interface PbRequest {
  resourceSpans?:
    | {
        resource?: { attributes?: PbKeyValue[] | null } | null;
        scopeSpans?: { scope?: { name?: string | null } | null; spans?: PbSpan[] | null }[] | null;
      }[]
    | null;
}
interface MessageType<T> {
  decode(bytes: Uint8Array): T;
  fromObject(o: unknown): T;
  encode(m: unknown): { finish(): Uint8Array };
}
interface TraceTypes {
  ExportTraceServiceRequest: MessageType<PbRequest>;
  ExportTraceServiceResponse: MessageType<unknown>;
}

const root = otlpRoot as unknown as {
  opentelemetry: { proto: { collector: { trace: { v1: TraceTypes } } } };
};
const traceService = root.opentelemetry.proto.collector.trace.v1;

/* ------------------------------------- decoding ------------------------------------- */

/** Decodes an `application/x-protobuf` ExportTraceServiceRequest. */
export function decodeProtobuf(bytes: Uint8Array): { spans: ReceivedSpan[]; invalid: Invalid[] } {
  let request: PbRequest;
  try {
    request = traceService.ExportTraceServiceRequest.decode(bytes);
  } catch (e) {
    throw new OtlpDecodeError(
      `not a protobuf ExportTraceServiceRequest: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  return flatten(request);
}

/** Decodes an `application/json` ExportTraceServiceRequest (OTLP/JSON). */
export function decodeJson(text: string): { spans: ReceivedSpan[]; invalid: Invalid[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new OtlpDecodeError(`not JSON: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new OtlpDecodeError('not an OTLP/JSON ExportTraceServiceRequest: expected an object');
  let request: PbRequest;
  try {
    request = traceService.ExportTraceServiceRequest.fromObject(hexIdsToBytes(json));
  } catch (e) {
    throw new OtlpDecodeError(
      `not an OTLP/JSON ExportTraceServiceRequest: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  return flatten(request);
}

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/**
 * OTLP/JSON writes trace and span ids as hex, where protobuf's JSON mapping (what `fromObject`
 * reads) has base64: ids become bytes first. A value that is not hex becomes no bytes, so its span
 * is refused as having an invalid id rather than read as something else.
 */
function hexIdsToBytes(json: object): unknown {
  const ids = (o: unknown, keys: readonly string[]): void => {
    if (typeof o !== 'object' || o === null) return;
    const rec = o as Record<string, unknown>;
    for (const k of keys) {
      const v = rec[k];
      if (typeof v === 'string') rec[k] = HEX.test(v) ? Buffer.from(v, 'hex') : new Uint8Array();
    }
  };
  const list = (o: unknown, key: string): unknown[] => {
    if (typeof o !== 'object' || o === null) return [];
    const v = (o as Record<string, unknown>)[key];
    return Array.isArray(v) ? v : [];
  };
  for (const rs of list(json, 'resourceSpans'))
    for (const ss of list(rs, 'scopeSpans'))
      for (const span of list(ss, 'spans')) {
        ids(span, ['traceId', 'spanId', 'parentSpanId']);
        for (const link of list(span, 'links')) ids(link, ['traceId', 'spanId']);
      }
  return json;
}

const KINDS: Record<number, SpanKindName> = {
  1: 'internal',
  2: 'server',
  3: 'client',
  4: 'producer',
  5: 'consumer',
};

/** Nesting kept in attribute values (arrays and key-value lists); deeper levels become text. */
const MAX_VALUE_DEPTH = 8;

function hex(b: Uint8Array | null | undefined): string {
  return b ? Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex') : '';
}

/** A 64-bit count of nanoseconds (number, decimal string or protobufjs Long) in milliseconds. */
export function nanosToMs(v: Int64): number {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'number') return v / 1e6;
  if (typeof v === 'string') {
    if (!/^\d+$/.test(v)) return Number(v) / 1e6 || 0;
    return Number(BigInt(v) / 1000n) / 1000;
  }
  return ((v.high >>> 0) * 2 ** 32 + (v.low >>> 0)) / 1e6;
}

function int64(v: Int64): number | string {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return /^-?\d+$/.test(v) ? Number(v) : v;
  if (!v) return 0;
  const n = BigInt.asIntN(64, (BigInt(v.high >>> 0) << 32n) | BigInt(v.low >>> 0));
  return Number.isSafeInteger(Number(n)) ? Number(n) : n.toString();
}

function anyValue(v: PbAnyValue | null | undefined, depth: number): AttrValue {
  if (!v) return null;
  if (v.stringValue !== null && v.stringValue !== undefined) return v.stringValue;
  if (v.boolValue !== null && v.boolValue !== undefined) return v.boolValue;
  if (v.intValue !== null && v.intValue !== undefined) return int64(v.intValue);
  if (v.doubleValue !== null && v.doubleValue !== undefined) return v.doubleValue;
  if (v.bytesValue) return Buffer.from(v.bytesValue).toString('base64');
  if (v.arrayValue || v.kvlistValue) {
    if (depth >= MAX_VALUE_DEPTH) return '[nested too deep]';
    if (v.arrayValue) return (v.arrayValue.values ?? []).map((x) => anyValue(x, depth + 1));
    return keyValues(v.kvlistValue?.values, depth + 1);
  }
  return null;
}

function keyValues(kvs: PbKeyValue[] | null | undefined, depth = 0): Attributes {
  const out: Attributes = {};
  for (const kv of kvs ?? []) if (kv.key) out[kv.key] = anyValue(kv.value, depth);
  return out;
}

/** The request's spans, each with its resource's attributes; spans without valid ids counted apart. */
function flatten(request: PbRequest): { spans: ReceivedSpan[]; invalid: Invalid[] } {
  const spans: ReceivedSpan[] = [];
  let badIds = 0;
  for (const rs of request.resourceSpans ?? []) {
    const resource = keyValues(rs.resource?.attributes);
    for (const ss of rs.scopeSpans ?? []) {
      const scope = ss.scope?.name || undefined;
      for (const s of ss.spans ?? []) {
        const traceId = hex(s.traceId);
        const spanId = hex(s.spanId);
        // The spec's invalid ids: wrong length or all zeros.
        if (!/^[0-9a-f]{32}$/.test(traceId) || /^0+$/.test(traceId)) {
          badIds++;
          continue;
        }
        if (!/^[0-9a-f]{16}$/.test(spanId) || /^0+$/.test(spanId)) {
          badIds++;
          continue;
        }
        const parent = hex(s.parentSpanId);
        const startMs = nanosToMs(s.startTimeUnixNano);
        const endMs = Math.max(startMs, nanosToMs(s.endTimeUnixNano));
        const code = s.status?.code ?? 0;
        const span: ReceivedSpan = {
          traceId,
          spanId,
          name: s.name ?? '',
          startMs,
          endMs,
          attributes: keyValues(s.attributes),
          events: (s.events ?? []).map((e) => ({
            name: e.name ?? '',
            timeMs: nanosToMs(e.timeUnixNano),
            attributes: keyValues(e.attributes),
          })),
          resource,
        };
        if (parent && !/^0+$/.test(parent)) span.parentSpanId = parent;
        const kind = KINDS[s.kind ?? 0];
        if (kind) span.kind = kind;
        if (code === 1 || code === 2) {
          span.status = { code: code === 1 ? 'ok' : 'error' };
          if (s.status?.message) span.status.message = s.status.message;
        }
        if (scope) span.scope = scope;
        spans.push(span);
      }
    }
  }
  const invalid =
    badIds > 0
      ? [{ count: badIds, reason: 'invalid trace or span id (empty, zero or wrong length)' }]
      : [];
  return { spans, invalid };
}

/* ------------------------------------- responses ------------------------------------- */

/** What a successful export is answered with: a partial success when some spans were refused. */
export interface PartialSuccess {
  rejectedSpans: number;
  errorMessage: string;
}

/** An ExportTraceServiceResponse, encoded as the request was. */
export function encodeResponse(
  encoding: 'protobuf' | 'json',
  partial: PartialSuccess | undefined,
): Uint8Array | string {
  const message = partial
    ? {
        partialSuccess: {
          rejectedSpans: partial.rejectedSpans,
          errorMessage: partial.errorMessage,
        },
      }
    : {};
  if (encoding === 'json') {
    // OTLP/JSON writes 64-bit integers as decimal strings.
    return JSON.stringify(
      partial
        ? {
            partialSuccess: {
              rejectedSpans: String(partial.rejectedSpans),
              errorMessage: partial.errorMessage,
            },
          }
        : {},
    );
  }
  return traceService.ExportTraceServiceResponse.encode(message).finish();
}

/**
 * The body of a 4xx answer: a google.rpc.Status `{code, message}` (OTLP/HTTP says so; its gRPC
 * code is INVALID_ARGUMENT = 3 for a bad payload). The generated types do not include Status, so
 * its two fields are written with protobufjs's writer.
 */
export function encodeStatus(encoding: 'protobuf' | 'json', message: string): Uint8Array | string {
  const INVALID_ARGUMENT = 3;
  if (encoding === 'json') return JSON.stringify({ code: INVALID_ARGUMENT, message });
  return protobuf.Writer.create()
    .uint32((1 << 3) | 0)
    .int32(INVALID_ARGUMENT)
    .uint32((2 << 3) | 2)
    .string(message)
    .finish();
}
