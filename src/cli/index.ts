import { main } from './main.js';
import { outliveReader } from './world.js';

// The process edge: signals, argv, streams, exit code. SIGINT/SIGTERM stop new attempts, kill
// running agents and write what finished (exit 3); a second signal exits at once.

// A reader that goes away (`agentci run | head -1`) or a stream that fails ends the printing to
// it, never the run: every later write to it is a no-op.
const stderr = outliveReader(process.stderr);
const stdout = outliveReader(process.stdout, (e) =>
  stderr.write(`agentci: stdout: ${e.message}; nothing more is printed to it, the run goes on\n`),
);

const controller = new AbortController();
let signals = 0;
const onSignal = (sig: NodeJS.Signals) => {
  signals++;
  if (signals > 1) process.exit(130);
  stderr.write(
    `\nagentci: ${sig}: stopping — running agents are being stopped, finished results are kept\n`,
  );
  controller.abort(sig);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

void main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: { write: (s) => stdout.write(s), isTTY: Boolean(process.stdout.isTTY) },
  stderr: { write: (s) => stderr.write(s) },
  signal: controller.signal,
}).then((code) => {
  process.exitCode = code;
});
