// Preloaded by the bench: writes this process's peak RSS (KiB) to $AGENTCI_BENCH_RSS at exit.
const fs = require('node:fs');
process.on('exit', () => {
  if (process.env.AGENTCI_BENCH_RSS)
    fs.writeFileSync(process.env.AGENTCI_BENCH_RSS, String(process.resourceUsage().maxRSS));
});
