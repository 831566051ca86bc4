import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPart, Message } from '../../model/message.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * The content parts of a Yao case's messages as Yao sends them to the agent: a port of
 * processContent / processContentPart (YaoApp/yao agent/test/input.go). `file://` references are
 * read (relative to the suite's folder, or absolute) and sent inline: an image as a base64 data
 * URL in `image_url`, audio as base64 `input_audio` with its format, any other file as a base64
 * data URL in `file` with its name. The other spellings Yao accepts are turned into the same wire
 * parts (`image` with `url`, `audio` with `data`, `file` with `url`). A part Yao cannot use (a
 * file that cannot be read, an image with neither `source` nor `url`) is an error, and so is an
 * input Yao cannot parse at all (yaoInputShapeError): in Yao that case errors ("failed to parse
 * input: …") and the others run.
 */

const FILE_PROTOCOL = 'file://';

/** input.go SupportedImageExtensions. */
const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
};

/** input.go SupportedAudioExtensions: the `format` of an input_audio part. */
const AUDIO_FORMATS: Record<string, string> = {
  '.wav': 'wav',
  '.mp3': 'mp3',
  '.flac': 'flac',
  '.ogg': 'ogg',
  '.m4a': 'm4a',
};

/** input.go SupportedFileExtensions. */
const FILE_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.md': 'text/markdown',
  '.yao': 'application/json',
  '.ts': 'text/typescript',
  '.tsx': 'text/typescript',
  '.js': 'text/javascript',
  '.jsx': 'text/javascript',
  '.go': 'text/x-go',
  '.py': 'text/x-python',
  '.rs': 'text/x-rust',
  '.java': 'text/x-java',
  '.c': 'text/x-c',
  '.cpp': 'text/x-c++',
  '.h': 'text/x-c',
  '.hpp': 'text/x-c++',
  '.rb': 'text/x-ruby',
  '.php': 'text/x-php',
  '.sh': 'text/x-shellscript',
  '.bash': 'text/x-shellscript',
  '.zsh': 'text/x-shellscript',
  '.sql': 'text/x-sql',
  '.yaml': 'text/yaml',
  '.yml': 'text/yaml',
  '.toml': 'text/x-toml',
  '.ini': 'text/x-ini',
  '.conf': 'text/plain',
  '.css': 'text/css',
  '.scss': 'text/x-scss',
  '.less': 'text/x-less',
  '.vue': 'text/x-vue',
  '.svelte': 'text/x-svelte',
};

/**
 * Go's built-in `mime.TypeByExtension` table (mime/type.go), Yao's fallback for extensions its own
 * tables lack. Go also reads the system's mime.types files, which differ by machine; this is the
 * part every Go build has.
 */
const GO_BUILTIN_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.css': 'text/css; charset=utf-8',
  '.gif': 'image/gif',
  '.htm': 'text/html; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.mjs': 'text/javascript; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.webp': 'image/webp',
  '.xml': 'text/xml; charset=utf-8',
};

/** A part Yao refuses, or a file it cannot read: the case errors with this message. */
export class YaoInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'YaoInputError';
  }
}

function mimeOf(ext: string, table: Record<string, string>): string {
  return table[ext] ?? GO_BUILTIN_TYPES[ext] ?? 'application/octet-stream';
}

async function readPart(
  kind: 'image' | 'audio' | '',
  ref: string,
  baseDir: string,
): Promise<{ data: string; abs: string; ext: string }> {
  const abs = path.isAbsolute(ref) ? ref : path.join(baseDir, ref);
  let bytes: Buffer;
  try {
    bytes = await readFile(abs);
  } catch (e) {
    const why =
      (e as NodeJS.ErrnoException).code === 'ENOENT'
        ? `no such file ${abs}`
        : e instanceof Error
          ? e.message
          : String(e);
    throw new YaoInputError(`failed to read ${kind ? `${kind} ` : ''}file ${ref}: ${why}`);
  }
  return { data: bytes.toString('base64'), abs, ext: path.extname(abs).toLowerCase() };
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function obj(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined;
}

/** processContentPart: one part as Yao sends it. */
async function processPart(part: ContentPart, baseDir: string): Promise<ContentPart> {
  const source = str(part.source);
  const fileRef = source?.startsWith(FILE_PROTOCOL)
    ? source.slice(FILE_PROTOCOL.length)
    : undefined;
  switch (part.type) {
    case 'image': {
      if (fileRef !== undefined) {
        const { data, ext } = await readPart('image', fileRef, baseDir);
        return {
          type: 'image_url',
          image_url: { url: `data:${mimeOf(ext, IMAGE_TYPES)};base64,${data}`, detail: 'auto' },
        };
      }
      const url = str(part.url);
      if (url !== undefined)
        return { type: 'image_url', image_url: { url, detail: str(part.detail) ?? 'auto' } };
      throw new YaoInputError("image part requires 'source' (file://...) or 'url' field");
    }
    case 'audio':
    case 'input_audio': {
      if (fileRef !== undefined) {
        const { data, ext } = await readPart('audio', fileRef, baseDir);
        return {
          type: 'input_audio',
          input_audio: { data, format: AUDIO_FORMATS[ext] ?? ext.slice(1) },
        };
      }
      const data = str(part.data);
      if (data !== undefined)
        return { type: 'input_audio', input_audio: { data, format: str(part.format) ?? '' } };
      const inner = obj(part.input_audio);
      if (inner)
        return {
          type: 'input_audio',
          input_audio: { data: str(inner.data) ?? '', format: str(inner.format) ?? '' },
        };
      throw new YaoInputError(
        "audio part requires 'source' (file://...) or 'data'/'input_audio' field",
      );
    }
    case 'file': {
      if (fileRef !== undefined) {
        const { data, abs, ext } = await readPart('', fileRef, baseDir);
        const filename = str(part.name) || path.basename(abs);
        return {
          type: 'file',
          file: { url: `data:${mimeOf(ext, FILE_TYPES)};base64,${data}`, filename },
        };
      }
      const url = str(part.url);
      if (url !== undefined)
        return {
          type: 'file',
          file: { url, filename: str(part.filename) || str(part.name) || '' },
        };
      const inner = obj(part.file);
      if (inner)
        return {
          type: 'file',
          file: { url: str(inner.url) ?? '', filename: str(inner.filename) ?? '' },
        };
      throw new YaoInputError("file part requires 'source' (file://...), 'url', or 'file' field");
    }
    case 'image_url': {
      const inner = obj(part.image_url);
      if (!inner) throw new YaoInputError("image_url part requires 'image_url' object");
      return {
        type: 'image_url',
        image_url: { url: str(inner.url) ?? '', detail: str(inner.detail) ?? 'auto' },
      };
    }
    case 'data':
      // parseDataPart: `data` must be an object.
      if (!obj(part.data)) throw new YaoInputError("data part requires 'data' object");
      return part;
    default:
      // text and unknown types travel as written.
      return part;
  }
}

/** Whether any message has a part Yao rewrites or checks (so plain-text cases skip the work). */
export function hasYaoParts(messages: Message[]): boolean {
  return messages.some(
    (m) =>
      Array.isArray(m.content) &&
      m.content.some((p) =>
        ['image', 'audio', 'input_audio', 'file', 'image_url', 'data'].includes(p.type),
      ),
  );
}

/** Go's `%T` of a JSON value json-iterator decodes into `interface{}`. */
function goType(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'float64';
  if (typeof v === 'boolean') return 'bool';
  return Array.isArray(v) ? '[]interface {}' : 'map[string]interface {}';
}

/** parseMessageMap / processContent: what is wrong with one message's shape, in Yao's words. */
function messageShapeError(m: Record<string, unknown>): string | undefined {
  if (!('content' in m)) return "message missing 'content' field";
  if (Array.isArray(m.content))
    for (const [k, part] of m.content.entries())
      if (!obj(part))
        return `failed to process content: invalid content part type at index ${k}: expected object, got ${goType(part)}`;
  return undefined;
}

/**
 * The error ParseInputWithOptions (input.go) returns for an input it cannot turn into messages
 * because of its shape: a number or a bool, a message without `content`, a conversation item that
 * is not an object, a content part that is not an object. Undefined when Yao parses it (a part
 * whose file cannot be read fails later, in processYaoContent). Yao's loader checks only that
 * `input` is there; runner.go runSingleTest then errors just that case with this message.
 */
export function yaoInputShapeError(input: unknown): string | undefined {
  if (input === null || input === undefined) return 'input is nil';
  if (typeof input === 'string') return undefined;
  if (Array.isArray(input)) {
    for (const [i, m] of input.entries()) {
      if (!obj(m)) return `invalid message type at index ${i}: expected object, got ${goType(m)}`;
      const e = messageShapeError(m);
      if (e) return `failed to parse message at index ${i}: ${e}`;
    }
    return undefined;
  }
  const m = obj(input);
  if (!m) return `unsupported input type: ${goType(input)}`;
  const e = messageShapeError(m);
  return e === undefined ? undefined : `failed to parse message: ${e}`;
}

/**
 * The messages with every content part as Yao's ParseInputWithOptions builds it, files read
 * relative to `baseDir` (the suite's folder). Throws YaoInputError with Yao's wording (the message
 * and part indexes) when a part cannot be used.
 */
export async function processYaoContent(
  messages: Message[],
  baseDir: string,
  /** The case's `input` is a list of messages (Yao then names the message's index). */
  list: boolean,
): Promise<Message[]> {
  const out: Message[] = [];
  for (const [i, m] of messages.entries()) {
    if (!Array.isArray(m.content)) {
      out.push(m);
      continue;
    }
    const parts: ContentPart[] = [];
    for (const [k, p] of m.content.entries()) {
      try {
        parts.push(await processPart(p, baseDir));
      } catch (e) {
        const where = list ? ` at index ${i}` : '';
        throw new YaoInputError(
          `failed to parse message${where}: failed to process content: failed to process content part at index ${k}: ${errorMessage(e)}`,
        );
      }
    }
    out.push({ ...m, content: parts });
  }
  return out;
}
