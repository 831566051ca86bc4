import { inertJsonText } from '../../../lib/json.js';
import { messageText } from '../../../model/message.js';
import type { Report } from '../../../model/report.js';
import { neutraliseWorkflowCommands } from '../../../render/escape.js';
import { yaoTrace } from '../../../report/yao-report.js';
import { inert, type Colors } from '../../terminal-text.js';
import type { CliWorld } from '../../world.js';

/**
 * Yao's direct message mode (`agentci yao "a message"`): the agent's answer on stdout (with
 * `--json`, Yao's DirectOutputJSON `{type, output, duration_ms, trace?}`), then a line per
 * `--assert` check; `-v` adds the conversation on stderr. An attempt that errored says so.
 */
export function printMessageAnswer(
  report: Report,
  world: CliWorld,
  c: Colors,
  o: { json: boolean; verbose: boolean },
): void {
  const a = report.results[0]?.run_details[0];
  const answer = a?.output;
  if (a?.error && a.status !== 'failed') world.stderr.write(`agentci: ${a.status}: ${a.error}\n`);
  else if (o.json) {
    const trace = yaoTrace(a);
    const direct = {
      type: 'direct_output',
      output: answer ?? null,
      duration_ms: Math.round(a?.duration_ms ?? 0),
      ...(trace ? { trace } : {}),
    };
    world.stdout.write(`${inertJsonText(JSON.stringify(direct, null, 2))}\n`);
  } else {
    const text = typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2);
    // The answer as it is, but no workflow command when the terminal is a step's log.
    world.stdout.write(`${neutraliseWorkflowCommands(String(text))}\n`);
  }
  for (const k of a?.checks ?? [])
    world.stdout.write(
      `${k.passed ? c.green('✓') : c.red('✗')} ${inert(k.label, 200)}${k.passed ? '' : `: ${inert(k.error ?? k.message ?? '', 300)}`}\n`,
    );
  if (o.verbose)
    for (const [i, m] of (a?.transcript?.messages ?? []).entries())
      world.stderr.write(`  [${i}] ${m.role}: ${inert(messageText(m.content), 300)}\n`);
}
