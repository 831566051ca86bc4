// cloud_drive: an example MCP server for thinkingbox scenarios, following agentci's world-state
// protocol (README "thinkingbox Python test files"):
//   - at start it reads its world state from the JSON file named by AGENTCI_WORLD_STATE
//     ({files: [{path, text_content}]}; no variable = an empty drive);
//   - at the end agentci reads the resource agentci://effects: the state after the conversation,
//     which a test sees as x.effects["cloud_drive"].
// Usage (agentci.yaml): servers: {cloud_drive: {command: node, args: [servers/cloud_drive.mjs]}}
import { readFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

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

const server = new McpServer({ name: 'cloud_drive', version: '1.0.0' });

server.registerTool(
  'list_files',
  {
    description: 'Lists the paths of the files in the drive (optionally only those under a folder prefix).',
    inputSchema: { prefix: z.string().optional() },
  },
  async ({ prefix }) => {
    const paths = state.files.map((f) => f.path).filter((p) => !prefix || p.startsWith(prefix));
    return text(paths.length ? paths.join('\n') : '(no files)');
  },
);
server.registerTool(
  'read_file',
  { description: 'Returns the text content of a file.', inputSchema: { path: z.string() } },
  async ({ path }) => {
    const f = find(path);
    return f ? text(f.text_content) : error(`no such file: ${path}`);
  },
);
server.registerTool(
  'write_file',
  {
    description: 'Creates a file or replaces its whole content.',
    inputSchema: { path: z.string().min(1), text_content: z.string() },
  },
  async ({ path, text_content }) => {
    const f = find(path);
    if (f) f.text_content = text_content;
    else state.files.push({ path, text_content });
    return text(`wrote ${path} (${text_content.length} characters)`);
  },
);
server.registerTool(
  'append_file',
  {
    description: 'Appends text to the end of an existing file (include a leading newline to start a new line).',
    inputSchema: { path: z.string(), text_content: z.string() },
  },
  async ({ path, text_content }) => {
    const f = find(path);
    if (!f) return error(`no such file: ${path}`);
    f.text_content += text_content;
    return text(`appended ${text_content.length} characters to ${path}`);
  },
);
server.registerResource(
  'effects',
  'agentci://effects',
  { description: 'The drive after the conversation (agentci world-state protocol)', mimeType: 'application/json' },
  async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(state) }] }),
);

await server.connect(new StdioServerTransport());
