import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzip } from 'node:zlib';
import {
  decodeJson,
  decodeProtobuf,
  encodeResponse,
  encodeStatus,
  OtlpDecodeError,
  type Invalid,
  type ReceivedSpan,
} from './otlp.js';

/*
 * The run's OTLP/HTTP receiver (https://opentelemetry.io/docs/specs/otlp/#otlphttp), on
 * 127.0.0.1 only. `POST /v1/traces` takes an ExportTraceServiceRequest as `application/x-protobuf`
 * or `application/json`, plain or gzip-compressed (`Content-Encoding: gzip`), and answers as the
 * specification says:
 *
 * - 200 with an ExportTraceServiceResponse in the request's encoding; when some spans were refused
 *   (they belong to no attempt of this run, arrived after their attempt ended, had invalid ids or
 *   went over an attempt's limit) its `partial_success` counts them and says why. Exporters do not
 *   retry a partial success.
 * - 400 with a google.rpc.Status for a body that is not an ExportTraceServiceRequest (or not gzip).
 * - 413 for a body over the size limit (compressed or not), 415 for another content type or
 *   encoding, 405 for another method, 404 for another path.
 *
 * Metrics and logs sent to the same endpoint (SDKs that export every signal to
 * OTEL_EXPORTER_OTLP_ENDPOINT) are read within the same limits, answered 200 and dropped: agentci
 * reads traces only. Handling a request is a few synchronous steps after its body has arrived, so
 * the receiver never holds up an attempt.
 */

/** Where received spans go: each is kept by an attempt or refused with a reason. */
export interface SpanRouter {
  /** Routes the spans of one request; returns the spans refused, grouped by reason. */
  route(spans: ReceivedSpan[]): Invalid[];
}

export interface ReceiverOptions {
  /** Port on 127.0.0.1; 0 (the default) takes a free one. */
  port?: number;
  /** Largest request body, compressed and after decompression. Default 16 MiB. */
  maxBodyBytes?: number;
  /** Debug lines (shown with -v): refused spans and payloads. */
  log?: (line: string) => void;
}

/** What the receiver has seen (the bench and tests read it). */
export interface ReceiverStats {
  requests: number;
  spans: number;
  refused: number;
  /** Requests answered 4xx. */
  bad: number;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;
const SIGNALS = new Set(['/v1/traces', '/v1/metrics', '/v1/logs']);

export class OtlpReceiver {
  readonly stats: ReceiverStats = { requests: 0, spans: 0, refused: 0, bad: 0 };
  private readonly maxBody: number;
  private readonly log: ((line: string) => void) | undefined;
  private readonly server: Server;

  private constructor(
    private readonly router: SpanRouter,
    opts: ReceiverOptions,
  ) {
    this.maxBody = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.log = opts.log;
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e: unknown) => {
        // Nothing here should throw; if it does, the exporter gets an answer and the run goes on.
        this.log?.(`otlp receiver: ${e instanceof Error ? e.message : String(e)}`);
        if (!res.headersSent) reply(res, 500, 'text/plain', 'internal error');
      });
    });
  }

  /** Starts listening on 127.0.0.1; rejects when the port cannot be had. */
  static async start(router: SpanRouter, opts: ReceiverOptions = {}): Promise<OtlpReceiver> {
    const receiver = new OtlpReceiver(router, opts);
    const server = receiver.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    return receiver;
  }

  /** `http://127.0.0.1:<port>`: what OTEL_EXPORTER_OTLP_ENDPOINT names. */
  get endpoint(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** The traces URL (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). */
  get tracesUrl(): string {
    return `${this.endpoint}/v1/traces`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private bad(res: ServerResponse, status: number, encoding: Encoding, message: string): void {
    this.stats.bad++;
    this.log?.(`otlp receiver: ${status} ${message}`);
    const body = encodeStatus(encoding, message);
    reply(res, status, contentType(encoding), body);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.stats.requests++;
    const path = (req.url ?? '/').split('?')[0] as string;
    const encoding = encodingOf(req.headers['content-type']);
    if (!SIGNALS.has(path)) {
      req.resume();
      return this.bad(
        res,
        404,
        encoding ?? 'json',
        `no such path: ${path} (spans go to /v1/traces)`,
      );
    }
    if (req.method !== 'POST') {
      req.resume();
      res.setHeader('allow', 'POST');
      return this.bad(res, 405, encoding ?? 'json', `${req.method ?? '?'} is not allowed: POST`);
    }
    if (!encoding) {
      req.resume();
      return this.bad(
        res,
        415,
        'json',
        `unsupported content type ${JSON.stringify(req.headers['content-type'] ?? '')}: application/x-protobuf or application/json`,
      );
    }
    const contentEncoding = String(req.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    if (contentEncoding !== 'gzip' && contentEncoding !== 'identity' && contentEncoding !== '') {
      req.resume();
      return this.bad(
        res,
        415,
        encoding,
        `unsupported content encoding ${contentEncoding}: gzip or none`,
      );
    }
    const body = await readBody(req, this.maxBody);
    if (body === 'too large' || body === 'far too large') {
      // A body read to its end is answered on a connection the client can still read; one far
      // over the limit is not read at all, and its connection closes after the answer.
      if (body === 'far too large') res.setHeader('connection', 'close');
      return this.bad(res, 413, encoding, `body over ${this.maxBody} bytes`);
    }
    let bytes: Buffer = body;
    if (contentEncoding === 'gzip') {
      const inflated = await gunzipBounded(body, this.maxBody);
      if (inflated === 'too large')
        return this.bad(res, 413, encoding, `body over ${this.maxBody} bytes once decompressed`);
      if (typeof inflated === 'string')
        return this.bad(res, 400, encoding, `not valid gzip: ${inflated}`);
      bytes = inflated;
    }
    // Other signals are read within the limits, acknowledged and dropped (an empty response).
    if (path !== '/v1/traces')
      return reply(res, 200, contentType(encoding), encoding === 'json' ? '{}' : new Uint8Array());
    let decoded: { spans: ReceivedSpan[]; invalid: Invalid[] };
    try {
      decoded =
        encoding === 'protobuf' ? decodeProtobuf(bytes) : decodeJson(bytes.toString('utf8'));
    } catch (e) {
      if (e instanceof OtlpDecodeError) return this.bad(res, 400, encoding, e.message);
      throw e;
    }
    this.stats.spans += decoded.spans.length + decoded.invalid.reduce((n, i) => n + i.count, 0);
    const refused = [...decoded.invalid, ...this.router.route(decoded.spans)];
    const count = refused.reduce((n, r) => n + r.count, 0);
    this.stats.refused += count;
    let partial: { rejectedSpans: number; errorMessage: string } | undefined;
    if (count > 0) {
      const errorMessage = refused.map((r) => `${r.count} span(s): ${r.reason}`).join('; ');
      partial = { rejectedSpans: count, errorMessage };
      this.log?.(`otlp receiver: refused ${errorMessage}`);
    }
    reply(res, 200, contentType(encoding), encodeResponse(encoding, partial));
  }
}

type Encoding = 'protobuf' | 'json';

/** The encoding a Content-Type names (parameters such as `charset` ignored), if supported. */
function encodingOf(header: string | undefined): Encoding | undefined {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-protobuf') return 'protobuf';
  if (type === 'application/json') return 'json';
  return undefined;
}

function contentType(encoding: Encoding): string {
  return encoding === 'json' ? 'application/json' : 'application/x-protobuf';
}

function reply(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** How far over the limit a body is still read to its end (and dropped) before the 413. */
const DRAIN_FACTOR = 4;

/**
 * The request's body, or 'too large' once it is over `max` (the rest is read and dropped, so the
 * client, still sending, gets the 413 rather than a reset connection); 'far too large' without
 * reading further once it declares or sends more than DRAIN_FACTOR × `max`.
 */
function readBody(
  req: IncomingMessage,
  max: number,
): Promise<Buffer | 'too large' | 'far too large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_FACTOR * max) {
    req.resume();
    return Promise.resolve('far too large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) over = true;
      if (!over) chunks.push(c);
      // A body without a length that goes on and on is answered without reading the rest.
      if (size > DRAIN_FACTOR * max) resolve('far too large');
    });
    req.once('end', () => resolve(over ? 'too large' : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** Decompressed bytes; 'too large' past `max`; or the reason it is not gzip. */
function gunzipBounded(body: Buffer, max: number): Promise<Buffer | 'too large' | string> {
  return new Promise((resolve) => {
    gunzip(body, { maxOutputLength: max }, (err, out) => {
      if (!err) return resolve(out);
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        return resolve('too large');
      resolve(err.message);
    });
  });
}
