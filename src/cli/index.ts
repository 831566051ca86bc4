import { main } from './main.js';

// The process edge: signals, argv, exit code. SIGINT/SIGTERM stop new attempts, kill running
// agents and write what finished (exit 3); a second signal exits at once.
const controller = new AbortController();
let signals = 0;
const onSignal = (sig: NodeJS.Signals) => {
  signals++;
  if (signals > 1) process.exit(130);
  process.stderr.write(
    `\nagentci: ${sig}: stopping — running agents are being stopped, finished results are kept\n`,
  );
  controller.abort(sig);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

void main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: { write: (s) => process.stdout.write(s), isTTY: Boolean(process.stdout.isTTY) },
  stderr: { write: (s) => process.stderr.write(s) },
  signal: controller.signal,
}).then((code) => {
  process.exitCode = code;
});
