import { readFileSync } from 'node:fs';
import { yamlProblems } from '../../lib/yaml-source.js';
import type { Problem } from '../../lib/problems.js';
import { parseTbYaml } from './load.js';

/*
 * thinkingbox's servers.yaml (the session proxy's `tb mcp-start --servers FILE`; the schema is
 * thinkingbox/tools/client/common.py ServersConfig, read by load_servers_config): which process
 * serves each server a scenario's `world_state` names. agentci reads the same file
 * (`servers_file:` in agentci.yaml) into its own `servers:` entries:
 * - `type: mcp-process` (the default when `command` is given): `command` is a list whose parts are
 *   Python format strings over `{python}` (the Python that runs the test files) and `{env[NAME]}`
 *   (`{{`/`}}` escape braces); `env` adds to the inherited environment; `cwd` is relative to the
 *   folder the proxy runs in, which for agentci is agentci.yaml's folder.
 * - `type: mcp-remote` servers (an HTTP endpoint) are kept by name: agentci starts stdio servers
 *   only, so a scenario naming one is refused before anything runs.
 * - Keys thinkingbox does not know are ignored (pydantic's default); `use_internal_servers` adds
 *   thinkingbox's own `thinkingbox/tools/mcp_*.py`, which only the real package has.
 */

/** What a servers.yaml gives: agentci `servers:` entries, the remote ones, and problems. */
export interface ThinkingboxServers {
  servers: Record<
    string,
    { command: string; args: string[]; env?: Record<string, string>; cwd?: string }
  >;
  remote: Record<string, string>;
  problems: Problem[];
}

/** Python's `str.format(python=…, env=os.environ)` on one command part, as load_servers_config. */
function formatPart(
  part: string,
  python: string,
  env: Record<string, string | undefined>,
): { ok: true; text: string } | { ok: false; problem: string } {
  let out = '';
  for (let i = 0; i < part.length; i++) {
    const ch = part[i] as string;
    if (ch === '{' && part[i + 1] === '{') {
      out += '{';
      i++;
      continue;
    }
    if (ch === '}' && part[i + 1] === '}') {
      out += '}';
      i++;
      continue;
    }
    if (ch === '}') return { ok: false, problem: "Single '}' encountered in format string" };
    if (ch !== '{') {
      out += ch;
      continue;
    }
    const end = part.indexOf('}', i);
    if (end < 0) return { ok: false, problem: "Single '{' encountered in format string" };
    const field = part.slice(i + 1, end);
    const m = /^env\[([^\]]+)\]$/.exec(field);
    if (field === 'python') out += python;
    else if (m && env[m[1] as string] !== undefined) out += env[m[1] as string] as string;
    else if (m)
      return { ok: false, problem: `KeyError: '${m[1] as string}' (not in the environment)` };
    else
      return {
        ok: false,
        problem: `KeyError: '${field}' (only {python} and {env[NAME]} are defined)`,
      };
    i = end;
  }
  return { ok: true, text: out };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a thinkingbox servers.yaml (see the module comment). */
export function loadServersYaml(
  file: string,
  python: string,
  env: Record<string, string | undefined>,
): ThinkingboxServers {
  const out: ThinkingboxServers = { servers: {}, remote: {}, problems: [] };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    out.problems.push({
      file,
      line: 0,
      field: '',
      message: `cannot read the servers file: ${(e as NodeJS.ErrnoException).code ?? String(e)}`,
    });
    return out;
  }
  const src = parseTbYaml(text);
  if (src.errors.length) {
    out.problems.push(...yamlProblems(src, file));
    return out;
  }
  const bad = (p: (string | number)[], message: string) =>
    out.problems.push({ file, line: src.lineOf(p), field: p.join('.'), message });
  const root = src.value ?? {};
  if (!isRecord(root)) {
    bad([], 'expected a mapping with `servers:`');
    return out;
  }
  const servers = root.servers ?? {};
  if (!isRecord(servers)) {
    bad(['servers'], 'expected a mapping of server name → server');
    return out;
  }
  for (const [name, raw] of Object.entries(servers)) {
    const at = ['servers', name];
    if (!isRecord(raw)) {
      bad(at, 'expected a mapping (type, command, env, cwd)');
      continue;
    }
    const type =
      raw.type ??
      (raw.command === undefined && raw.endpoint !== undefined ? 'mcp-remote' : 'mcp-process');
    if (type === 'mcp-remote') {
      if (typeof raw.endpoint !== 'string') bad([...at, 'endpoint'], 'expected a string (the URL)');
      else out.remote[name] = raw.endpoint;
      continue;
    }
    if (type !== 'mcp-process') {
      bad([...at, 'type'], `expected mcp-process or mcp-remote, got ${JSON.stringify(type)}`);
      continue;
    }
    const cmd = raw.command;
    if (!Array.isArray(cmd) || cmd.length === 0 || !cmd.every((p) => typeof p === 'string')) {
      bad([...at, 'command'], 'expected a non-empty list of strings');
      continue;
    }
    const parts: string[] = [];
    for (const [i, p] of (cmd as string[]).entries()) {
      const f = formatPart(p, python, env);
      if (!f.ok) bad([...at, 'command', i], f.problem);
      else parts.push(f.text);
    }
    if (parts.length !== cmd.length) continue;
    if (
      raw.env !== undefined &&
      (!isRecord(raw.env) || !Object.values(raw.env).every((v) => typeof v === 'string'))
    ) {
      bad([...at, 'env'], 'expected a mapping of name → string');
      continue;
    }
    if (raw.cwd !== undefined && raw.cwd !== null && typeof raw.cwd !== 'string') {
      bad([...at, 'cwd'], 'expected a string');
      continue;
    }
    out.servers[name] = {
      command: parts[0] as string,
      args: parts.slice(1),
      ...(raw.env ? { env: raw.env as Record<string, string> } : {}),
      ...(typeof raw.cwd === 'string' ? { cwd: raw.cwd } : {}),
    };
  }
  return out;
}
