// `npm run bench`: prints every figure the issues ask for, with the target beside it.
// Figures run the bundled CLI in dist/ (run `npm run build` first when src/ changed).
import { cpus } from 'node:os';
import { benchEngine, MEMORY_NOTE } from './engine.js';
import type { Figure } from './figure.js';

type Bench = { title: string; run: () => Promise<Figure[]> };

const benches: Bench[] = [{ title: 'engine (issue 2)', run: benchEngine }];
const optional: Array<[string, string, string]> = [
  ['reports (issue 3)', './render.js', 'benchRender'],
  ['merge (issue 8)', './merge.js', 'benchMerge'],
  ['adaptive runs (issue 8)', './adaptive.js', 'benchAdaptive'],
  ['vs promptfoo (issue 8)', './promptfoo.js', 'benchPromptfoo'],
  ['rate limits (issue 16)', './rate-limits.js', 'benchRateLimits'],
  ['tracing (issue 33)', './tracing.js', 'benchTracing'],
  ['environment faults (issue 32)', './environment-faults.js', 'benchEnvironmentFaults'],
];
for (const [title, file, fn] of optional) {
  try {
    const mod = (await import(file)) as Record<string, () => Promise<Figure[]>>;
    if (typeof mod[fn] === 'function') benches.push({ title, run: mod[fn] });
  } catch {
    // that bench is not present in this tree
  }
}

const only = process.argv[2];
console.log(
  `agentci bench — ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`,
);
let failed = 0;
for (const b of benches) {
  if (only && !b.title.includes(only)) continue;
  console.log(`\n## ${b.title}`);
  try {
    for (const f of await b.run()) {
      const mark = f.ok === undefined ? ' ' : f.ok ? '✓' : '✗';
      if (f.ok === false) failed++;
      console.log(
        `${mark} ${f.name}: ${f.value} ${f.unit}${f.target ? `  (target ${f.target})` : ''}${f.note ? `  — ${f.note}` : ''}`,
      );
    }
  } catch (e) {
    failed++;
    console.log(`✗ ${b.title} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (b.title.startsWith('engine')) console.log(`  ${MEMORY_NOTE}`);
}
console.log(
  `\n${failed === 0 ? 'all figures within their targets' : `${failed} figure(s) missed their target`}`,
);
