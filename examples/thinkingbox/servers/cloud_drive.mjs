// cloud_drive: an example MCP server for thinkingbox scenarios, following agentci's world-state
// protocol (README "thinkingbox Python test files"):
//   - at start it reads its world state from the JSON file named by AGENTCI_WORLD_STATE
//     ({files: [{path, text_content}]}; no variable = an empty drive);
//   - at the end agentci reads the resource agentci://effects: the state after the conversation,
//     which a test sees as x.effects["cloud_drive"].
// It speaks MCP over stdio (newline-delimited JSON-RPC) with Node alone, so the example runs from
// a fresh clone without `npm ci`.
// Usage (agentci.yaml): servers: {cloud_drive: {command: node, args: [servers/cloud_drive.mjs]}}
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

function loadState() {
  const file = process.env.AGENTCI_WORLD_STATE;
  if (!file) return { files: [] };
  const state = JSON.parse(readFileSync(file, 'utf8')) ?? {};
  const files = Array.isArray(state.files) ? state.files : [];
  for (const f of files)
    if (typeof f?.path !== 'string' || typeof (f.text_content ?? '') !== 'string')
      throw new Error(`cloud_drive: every file needs a string path and text_content, got ${JSON.stringify(f)}`);
  return { ...state, files: files.map((f) => ({ ...f, text_content: f.text_content ?? '' })) };
}

const state = loadState();
const find = (p) => state.files.find((f) => f.path === p);
const text = (t) => ({ content: [{ type: 'text', text: t }] });
const error = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });
const str = { type: 'string' };
const schema = (properties, required = Object.keys(properties)) => ({ type: 'object', properties, required });

const tools = {
  list_files: {
    description: 'Lists the paths of the files in the drive (optionally only those under a folder prefix).',
    inputSchema: schema({ prefix: str }, []),
    run: ({ prefix }) => {
      const paths = state.files.map((f) => f.path).filter((p) => !prefix || p.startsWith(prefix));
      return text(paths.length ? paths.join('\n') : '(no files)');
    },
  },
  read_file: {
    description: 'Returns the text content of a file.',
    inputSchema: schema({ path: str }),
    run: ({ path }) => {
      const f = find(path);
      return f ? text(f.text_content) : error(`no such file: ${path}`);
    },
  },
  get_metadata: {
    description: 'Returns a JSON object with the path and size (characters) of a file.',
    inputSchema: schema({ path: str }),
    run: ({ path }) => {
      const f = find(path);
      return f ? text(JSON.stringify({ path, size: f.text_content.length })) : error(`no such file: ${path}`);
    },
  },
  write_file: {
    description: 'Creates a file or replaces its whole content.',
    inputSchema: schema({ path: str, text_content: str }),
    run: ({ path, text_content }) => {
      if (typeof path !== 'string' || !path || typeof text_content !== 'string')
        return error('write_file needs a path and a text_content (strings)');
      const f = find(path);
      if (f) f.text_content = text_content;
      else state.files.push({ path, text_content });
      return text(`wrote ${path} (${text_content.length} characters)`);
    },
  },
  append_file: {
    description: 'Appends text to the end of an existing file (include a leading newline to start a new line).',
    inputSchema: schema({ path: str, text_content: str }),
    run: ({ path, text_content }) => {
      const f = find(path);
      if (!f) return error(`no such file: ${path}`);
      if (typeof text_content !== 'string') return error('text_content must be a string');
      f.text_content += text_content;
      return text(`appended ${text_content.length} characters to ${path}`);
    },
  },
};

const EFFECTS = 'agentci://effects';
function handle(method, params) {
  switch (method) {
    case 'initialize':
      return {
        protocolVersion: params?.protocolVersion ?? '2025-06-18',
        capabilities: { tools: {}, resources: {} },
        serverInfo: { name: 'cloud_drive', version: '1.0.0' },
      };
    case 'ping':
      return {};
    case 'tools/list':
      return { tools: Object.entries(tools).map(([name, t]) => ({ name, description: t.description, inputSchema: t.inputSchema })) };
    case 'tools/call': {
      const t = tools[params?.name];
      return t ? t.run(params.arguments ?? {}) : error(`unknown tool: ${params?.name}`);
    }
    case 'resources/list':
      return { resources: [{ uri: EFFECTS, name: 'effects', description: 'The drive after the conversation (agentci world-state protocol)', mimeType: 'application/json' }] };
    case 'resources/read':
      if (params?.uri !== EFFECTS) throw Object.assign(new Error(`unknown resource ${params?.uri}`), { code: -32002 });
      return { contents: [{ uri: EFFECTS, mimeType: 'application/json', text: JSON.stringify(state) }] };
    default:
      throw Object.assign(new Error(`method not found: ${method}`), { code: -32601 });
  }
}

const send = (msg) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...msg }) + '\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  if (!line.trim()) return;
  let msg;
  try {
    msg = JSON.parse(line);
  } catch {
    send({ id: null, error: { code: -32700, message: 'parse error' } });
    return;
  }
  if (msg.id === undefined || msg.id === null) return; // a notification
  try {
    send({ id: msg.id, result: handle(msg.method, msg.params) });
  } catch (e) {
    send({ id: msg.id, error: { code: e.code ?? -32603, message: e.message } });
  }
});
