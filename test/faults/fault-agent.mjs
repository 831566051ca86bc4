#!/usr/bin/env node
// A misbehaving agent for the fault-injection suite. The behaviour is the case input's first word.
// Every process it starts writes its pid to $PID_DIR/<case>-<run>-<role>.pid, so the tests can
// check that none of them outlive the run.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const req = JSON.parse(readFileSync(0, 'utf8'));
const last = [...req.messages].reverse().find((m) => m.role === 'user');
const text = typeof last.content === 'string' ? last.content : '';
const [cmd, arg] = text.split(' ');
const pidFile = (role, pid) =>
  writeFileSync(path.join(process.env.PID_DIR, `${req.id}-${req.run}-${role}.pid`), String(pid));
pidFile('agent', process.pid);
const forever = () => setInterval(() => undefined, 1000);

switch (cmd) {
  case 'ok':
    process.stdout.write('ok\n');
    break;
  case 'crash':
    process.stderr.write('fatal: the agent crashed on purpose\n');
    process.exit(7);
    break;
  case 'segv':
    process.kill(process.pid, 'SIGSEGV');
    break;
  case 'hang':
    forever();
    break;
  case 'ignore-sigterm':
    process.on('SIGTERM', () => process.stderr.write('ignoring SIGTERM\n'));
    forever();
    break;
  case 'flood': {
    // 100 MB of output, written as fast as the pipe takes it.
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let left = 100;
    const more = () => {
      while (left > 0) {
        left--;
        if (!process.stdout.write(chunk)) return process.stdout.once('drain', more);
      }
    };
    process.stdout.on('error', () => process.exit(0));
    more();
    break;
  }
  case 'bad-utf8':
    process.stdout.write(
      Buffer.concat([
        Buffer.from('ok '),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from(' end\n'),
      ]),
    );
    break;
  case 'close-stdout':
    // Says "ok", closes stdout, then keeps working for a while before exiting 0.
    process.stdout.end('ok\n', () => setTimeout(() => process.exit(0), Number(arg ?? 300)));
    break;
  case 'fork': {
    // A child that would outlive the agent: it ignores SIGTERM and sleeps.
    const child = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM',()=>{}); setInterval(()=>{},1000)"],
      { stdio: 'ignore' },
    );
    pidFile('child', child.pid);
    child.unref();
    process.stdout.write('ok\n');
    break;
  }
  case 'fork-hang': {
    const child = spawn(process.execPath, ['-e', 'setInterval(()=>{},1000)'], { stdio: 'inherit' });
    pidFile('child', child.pid);
    forever();
    break;
  }
  case 'big': {
    // "big <bytes> [delay ms]": a long answer ("ok" then padding) after a pause, to fill a disk.
    const [, bytes, delay] = text.split(' ');
    setTimeout(() => process.stdout.write(`ok ${'x'.repeat(Number(bytes))}\n`), Number(delay ?? 0));
    break;
  }
  case 'kill-runner': {
    // SIGKILLs the runner the moment this agent starts (the runner is the parent of the shell that
    // started it), then hangs: the runner dies right after spawning its agents, before it could do
    // anything else. Only a runner that is a CLI process of its own (the bundle bin/agentci.js, or
    // src/cli/index.ts from source) is killed, never a test process running the CLI in-process.
    const parentOf = (pid) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    };
    const runner = parentOf(process.ppid);
    const cmdline = readFileSync(`/proc/${runner}/cmdline`, 'utf8');
    if (!/bin\/agentci\.js|src\/cli\/index\.ts/.test(cmdline)) {
      process.stderr.write(`kill-runner: ${runner} is not a CLI process\n`);
      process.exit(9);
    }
    process.kill(runner, 'SIGKILL');
    forever();
    break;
  }
  default:
    process.stdout.write(`unknown: ${text}\n`);
}
