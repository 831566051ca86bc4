import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import { DEFAULT_ENV, oneOffCase } from '../model/case.js';
import type { AgentConfig } from '../model/config.js';
import { InputError } from '../lib/problems.js';
import { suggest } from '../lib/zod-problems.js';
import { createTarget } from '../targets/index.js';
import { attemptInput } from './attempt.js';

/*
 * The agents of a run named in agentci.yaml's `agents:`: the agent under test (`-n`), the
 * reporter (`-r`, Yao's reporter.go AgentReporter) and a case generator (`-i agents:<id>`, whose
 * Yao side is src/formats/yao/generate.ts).
 */

/** How long one generator or reporter call may take (Yao gives it no deadline of its own). */
export const NAMED_AGENT_TIMEOUT_MS = 5 * 60_000;

function configFile(loaded: LoadedConfig, cwd: string): string {
  return loaded.path ? path.relative(cwd, loaded.path) : 'agentci.yaml';
}

/**
 * The `agents:` entry named `name`, or an InputError naming the flag, with a did-you-mean.
 * @param flag what named it (`-n`, `-r`, `-i agents:`), for the message
 */
export function namedAgent(
  loaded: LoadedConfig,
  name: string,
  flag: string,
  cwd: string,
): AgentConfig {
  const agents = loaded.config.agents ?? {};
  const found = agents[name];
  if (found) return found;
  const hint = suggest(name, Object.keys(agents));
  const known = Object.keys(agents);
  throw new InputError([
    {
      file: configFile(loaded, cwd),
      line: 0,
      field: 'agents',
      message: `${flag} ${name}: no agent of that name in agents:${hint ? ` (did you mean "${hint}"?)` : ''}${known.length ? ` (known: ${known.join(', ')})` : ' (agents: is empty or missing)'}`,
    },
  ]);
}

/**
 * Calls an agent once with `content` as the user message and returns its output (text or the
 * agent's JSON). Errors (the agent failed, timed out) are thrown with the agent's own message.
 */
export async function askAgent(
  agent: AgentConfig,
  role: 'generator' | 'reporter',
  content: string,
  ctx: { baseDir: string; env: Record<string, string | undefined>; log?: (l: string) => void },
): Promise<unknown> {
  const target = await createTarget(agent, {
    baseDir: ctx.baseDir,
    env: ctx.env,
    ...(ctx.log ? { log: ctx.log } : {}),
  });
  try {
    const c = oneOffCase(role, content, { metadata: { test_mode: role } });
    const reply = await target.run({
      case: c,
      attempt: attemptInput(c, 1, DEFAULT_ENV),
      signal: AbortSignal.timeout(NAMED_AGENT_TIMEOUT_MS),
      timeoutMs: NAMED_AGENT_TIMEOUT_MS,
    });
    return reply.output;
  } finally {
    await target.close().catch(() => undefined);
  }
}
