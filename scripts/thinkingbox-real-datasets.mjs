#!/usr/bin/env node
// Measures how many real thinkingbox dataset files load and run in agentci, as they are.
//
//   node scripts/thinkingbox-real-datasets.mjs <thinkingbox git dir> <thinkingbox-data git dir> [--run]
//
// Both repositories' HEAD trees are unpacked into a temporary folder (git archive). For every
// test file (dataset/test_case/**/*.py and test_cases: YAML files) it runs `agentci dump-tests`
// and counts the cases; with --run, `agentci run` on each file with a scripted agent (answers
// "OK"), a scripted judge (answers "No") and the datasets' own MCP servers (servers.yaml,
// started with agentci's fastmcp stand-in), and counts how each case ended: passed or failed
// means the conversation ran and the test function ran to a verdict; error means something failed
// on the way (the reason's first words are tallied). Runs the CLI from source (tsx).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [tbGit, dataGit] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const doRun = process.argv.includes('--run');
if (!tbGit || !dataGit) {
  console.error(
    'usage: thinkingbox-real-datasets.mjs <thinkingbox git dir> <thinkingbox-data git dir> [--run]',
  );
  process.exit(2);
}
const ROOT = path.resolve(import.meta.dirname, '..');
// tsx's loader by absolute URL, so the CLI runs from source in the unpacked datasets' folders.
const TSX = pathToFileURL(path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-real-'));
const unpack = (git, dir) =>
  execFileSync('sh', [
    '-c',
    `mkdir -p "${dir}" && git --git-dir="${git}" archive HEAD | tar -x -C "${dir}"`,
  ]);
unpack(tbGit, path.join(tmp, 'tb'));
unpack(dataGit, path.join(tmp, 'data'));

const cli = (args, cwd) =>
  spawnSync(process.execPath, ['--import', TSX, path.join(ROOT, 'src/cli/index.ts'), ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });

// The servers, as thinkingbox-data's servers/servers.yaml and thinkingbox's internal servers name them.
const dataServers = path.join(tmp, 'data', 'servers');
const pp = [
  path.join(dataServers, 'thinkingbox_tools'),
  path.join(dataServers, 'tb_business_ops_servers_202606'),
  path.join(tmp, 'tb'),
].join(path.delimiter);
const modules = {
  cloud_drive: 'thinkingbox.tools.mcp_cloud_drive',
  airline_tau_bench: 'thinkingbox_tools.mcp_airline_tau_bench',
  email_system: 'thinkingbox_tools.mcp_email_system',
  ms_store: 'thinkingbox_tools.mcp_ms_store',
  online_banking: 'thinkingbox_tools.mcp_online_banking',
  sandbox_external_retail: 'tb_business_ops_servers_202606.mcp_sandbox_external_retail',
  sandbox_auto_insurance: 'tb_business_ops_servers_202606.mcp_sandbox_auto_insurance',
  sandbox_consulting: 'tb_business_ops_servers_202606.mcp_sandbox_consulting',
  external_booking_v1: 'tb_business_ops_servers_202606.mcp_external_booking_v1',
  sandbox_neobank_support_v1: 'tb_business_ops_servers_202606.mcp_sandbox_neobank_support_v1',
};
const config = [
  'agent:',
  '  harness:',
  '    model: { provider: scripted, rules: [], default: "OK" }',
  'judge:',
  '  model: { provider: scripted, rules: [], default: "No" }',
  'runs: 1',
  'timeout: 120s',
  'servers:',
  ...Object.entries(modules).map(
    ([name, mod]) =>
      `  ${name}: { command: python3, args: [-m, ${mod}], env: { PYTHONPATH: ${JSON.stringify(pp)}, TYPESENSE_API_KEY: Fake } }`,
  ),
  '',
].join('\n');

const files = [];
for (const ds of [path.join(tmp, 'tb', 'dataset'), path.join(tmp, 'data', 'dataset')]) {
  writeFileSync(path.join(ds, 'agentci.yaml'), config);
  const walk = (dir) => {
    for (const e of readdirSync(dir).sort()) {
      const abs = path.join(dir, e);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (
        e.endsWith('.py') ||
        (/\.ya?ml$/.test(e) && /^test_cases\s*:/m.test(readFileSync(abs, 'utf8')))
      )
        files.push({ ds, file: path.relative(ds, abs) });
    }
  };
  walk(path.join(ds, 'test_case'));
}

let loaded = 0;
let cases = 0;
const totals = { passed: 0, failed: 0, error: 0, other: 0 };
const reasons = new Map();
for (const { ds, file } of files) {
  const d = cli(['dump-tests', file], ds);
  const n = d.status === 0 ? d.stdout.trim().split('\n').filter(Boolean).length : 0;
  if (d.status === 0) loaded++;
  cases += n;
  let line = `${path.basename(path.dirname(ds))}/${file}: dump-tests exit ${d.status}, ${n} cases`;
  if (d.status !== 0) line += `\n    ${d.stderr.trim().split('\n').slice(0, 3).join('\n    ')}`;
  if (doRun && d.status === 0) {
    const out = path.join(tmp, `${file.replace(/[/\\]/g, '_')}.json`);
    const r = cli(['run', file, '--no-results', '--json', out, '--parallel', '4'], ds);
    let report;
    try {
      report = JSON.parse(readFileSync(out, 'utf8'));
    } catch {
      line += `; run exit ${r.status}, no report: ${r.stderr.trim().split('\n')[0] ?? ''}`;
    }
    if (report) {
      const by = { passed: 0, failed: 0, error: 0, other: 0 };
      for (const c of report.results)
        for (const a of c.run_details) {
          const k = a.status in by ? a.status : 'other';
          by[k]++;
          totals[k]++;
          if (k === 'error') {
            const why = String(a.error ?? '')
              .replace(/\s+/g, ' ')
              .slice(0, 90);
            reasons.set(why, (reasons.get(why) ?? 0) + 1);
          }
        }
      line += `; run exit ${r.status}: ${by.passed} passed, ${by.failed} failed, ${by.error} error`;
    }
  }
  console.log(line);
}
console.log(`\n${loaded}/${files.length} test files load as they are (${cases} cases).`);
if (doRun) {
  console.log(
    `run: ${totals.passed} passed, ${totals.failed} failed (the test function gave a verdict), ${totals.error} error.`,
  );
  for (const [why, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${n}× ${why}`);
}
