import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../helpers/cli.js';
import { py, tree } from './fixtures.js';

/*
 * YAML values that reach thinkingbox's servers and records as PyYAML reads them (the table of
 * every resolver is pyyaml.test.ts). The case is thinkingbox-data's sandbox_auto_insurance_group1.py
 * test_drv_001 / test_drv_015, whose `init` gives the server `license_number: E9182746` and
 * `E7412936`: strings to PyYAML (a float needs a dot and a signed exponent), which YAML 1.1 as the
 * `yaml` package reads it made NaN, sent as null.
 */

const SERVER = py`
  import json
  from fastmcp import FastMCP

  mcp = FastMCP("insurance")
  _config = {}

  @mcp.tool(name="__reserved__init")
  def init(config: dict) -> dict:
      _config.update(config)
      return {}

  @mcp.tool(name="__reserved__geteffects")
  def geteffects() -> dict:
      return {"config": _config}

  @mcp.tool()
  def policy_get_policy_details(policy_id: str) -> str:
      return json.dumps({"policy_id": policy_id})

  if __name__ == "__main__":
      mcp.run()
`;

function dataset(): string {
  return tree({
    'agentci.yaml': `
agent:
  harness:
    model: { provider: scripted, replies: ["Added."] }
servers:
  insurance:
    command: python3
    args: [srv.py]
runs: 1
timeout: 60s
`,
    'srv.py': SERVER,
    'scenario/sandbox_auto_insurance.yaml': `
world_state:
  insurance:
    policies: [{id: POL-1000000001, since: 2020-01-31}]
tools:
- name: policy_get_policy_details
`,
    'test_case/group1.py': py`
      from thinkingbox.common import Judge, TestContext

      """!
      scenario: sandbox_auto_insurance
      """

      def test_drv_001(x: TestContext, judge: Judge):
          """!
          query: Add my son as a driver, license E9182746.
          init:
            insurance:
              tool_interactions:
              - parameters:
                  date_of_birth: '2006-03-11'
                  license_number: E9182746
                  license_state: CA
                  uw_pending: false
                tool: policy_add_driver
          """
          got = x.effects["insurance"]["config"]
          driver = got["tool_interactions"][0]["parameters"]
          assert driver["license_number"] == "E9182746", driver
          assert driver["uw_pending"] is False, driver
          assert got["policies"][0]["since"] == "2020-01-31", got

      def test_drv_015(x: TestContext, judge: Judge):
          """!
          query: Add my daughter, license E7412936.
          init:
            insurance:
              drivers:
              - {license_number: E7412936, y: n, effective: 2025-10-01 09:30:00, fee: 1.0e+5, raw: 1e5}
          """
          d = x.effects["insurance"]["config"]["drivers"][0]
          assert d == {
              "license_number": "E7412936",
              "y": "n",
              "effective": "2025-10-01T09:30:00",
              "fee": 100000,
              "raw": "1e5",
          }, d
    `,
  });
}

describe('thinkingbox YAML values on their way to the servers', () => {
  it('dump-tests: the record holds license_number E9182746 and dates as pydantic writes them', async () => {
    const r = await runMain(['thinkingbox', 'dump-tests', '.'], { cwd: dataset() });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const recs = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { uid: string; world_state: Record<string, unknown> });
    expect(recs.map((c) => c.uid)).toEqual(['group1.py:test_drv_001', 'group1.py:test_drv_015']);
    expect(recs[0]?.world_state).toEqual({
      insurance: {
        policies: [{ id: 'POL-1000000001', since: '2020-01-31' }],
        tool_interactions: [
          {
            parameters: {
              date_of_birth: '2006-03-11',
              license_number: 'E9182746',
              license_state: 'CA',
              uw_pending: false,
            },
            tool: 'policy_add_driver',
          },
        ],
      },
    });
    expect(recs[1]?.world_state).toEqual({
      insurance: {
        policies: [{ id: 'POL-1000000001', since: '2020-01-31' }],
        drivers: [
          {
            license_number: 'E7412936',
            y: 'n',
            effective: '2025-10-01T09:30:00',
            fee: 100000,
            raw: '1e5',
          },
        ],
      },
    });
  });

  it('run: the server gets E9182746 and E7412936, not null', async () => {
    const root = dataset();
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'agentci-tb-yaml-')), 'r.json');
    const r = await runMain(['run', '.', '--no-results', '--report', out], { cwd: root });
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      results: { id: string; run_details: { status: string; error?: string }[] }[];
    };
    expect(
      report.results.map((c) => [c.id, c.run_details[0]?.status, c.run_details[0]?.error]),
    ).toEqual([
      ['group1.py:test_drv_001', 'passed', undefined],
      ['group1.py:test_drv_015', 'passed', undefined],
    ]);
    expect(r.code, r.stderr).toBe(0);
  }, 120_000);
});
