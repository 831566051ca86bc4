/**
 * A runner that dies at the worst moment, for orphan-guard.test.ts (run from source through tsx as a
 * process of its own): `runner-dies.ts <mode> <pid file>`.
 * - `same-tick`: starts three agents the way agentci does (startAgentProcess) and SIGKILLs itself in
 *   the same synchronous step, before any later event-loop turn.
 * - `unannounced`: starts agents with the guarded environment but never tells the watchdog their
 *   groups (a runner killed between the spawn and that write), one of them with a child that
 *   leaves the agent's process group and session; SIGKILLs itself once all are running.
 * The shells' pids go to the pid file first (synchronously); every agent process writes its own pid
 * into $PID_DIR when it starts.
 */
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { commandArgv, startAgentProcess } from '../../src/targets/agent-process.js';

const [mode, pidFile] = process.argv.slice(2);
const pidDir = process.env.PID_DIR ?? '';
const hang =
  "require('fs').writeFileSync(require('path').join(process.env.PID_DIR, String(process.pid)), ''); setInterval(() => {}, 1000)";
const escape =
  `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(hang)}], { detached: true, stdio: 'ignore' }).unref(); ` +
  hang;
// The agents' code reaches them through the environment, so the shell quotes nothing.
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
  ),
  HANG: hang,
  ESCAPE: escape,
};
const none = (): void => undefined;
const shells: number[] = [];

if (mode === 'same-tick') {
  for (let i = 0; i < 3; i++) {
    const { file, args } = commandArgv('node -e "$HANG"; echo unreachable');
    const p = startAgentProcess(
      { file, args, cwd: process.cwd(), env },
      { stdout: none, stderr: none, streamClosed: none, exit: none, spawnError: none },
    );
    shells.push(p.pid ?? 0);
  }
  writeFileSync(pidFile, JSON.stringify(shells));
  process.kill(process.pid, 'SIGKILL');
} else if (mode === 'unannounced') {
  const { guardedEnv } = await import('../../src/targets/orphan-guard.js');
  for (const code of ['HANG', 'HANG', 'ESCAPE']) {
    const child = spawn('/bin/sh', ['-c', `node -e "$${code}"; echo unreachable`], {
      env: guardedEnv(env),
      detached: true,
      stdio: 'ignore',
    });
    shells.push(child.pid ?? 0);
  }
  writeFileSync(pidFile, JSON.stringify(shells));
  // Three agents and the escaped child: then die, with none of them announced.
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const end = Date.now() + 60_000;
  while (readdirSync(pidDir).length < 4 && Date.now() < end) Atomics.wait(pause, 0, 0, 20);
  process.kill(process.pid, 'SIGKILL');
} else {
  throw new Error(`unknown mode ${mode}`);
}
