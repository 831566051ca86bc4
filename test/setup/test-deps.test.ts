/**
 * `npm test` installs nothing and needs no root: Chromium and xmllint come from npm packages
 * (test/helpers/browser.ts, test/render/helpers.ts), Python 3 is the one program taken from the
 * machine, and a missing one stops the run with a sentence that names it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumBinary, launchChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/cli.js';
import { writeOut, xmllint } from '../render/helpers.js';
import { pythonProblem } from './python3.js';

let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
});

describe('test dependencies', () => {
  it('a missing python3 names itself and what to do; the one on this machine is fine', async () => {
    const missing = await pythonProblem({ ...process.env, AGENTCI_PYTHON: '/nonexistent/python3' });
    expect(missing).toMatch(/^agentci's tests need Python 3: \/nonexistent\/python3 was not found/);
    expect(missing).toMatch(/Install python3/);
    expect(await pythonProblem()).toBeUndefined();
  });

  it('the browser is the one @sparticuz/chromium ships, unpacked into the cache with its own libraries', async () => {
    const { executablePath, env, version } = await chromiumBinary();
    expect(executablePath).toBe(
      path.join(
        process.env.AGENTCI_CACHE_DIR ?? path.join(homedir(), '.cache', 'agentci'),
        `chromium-${version}`,
        'chromium',
      ),
    );
    expect(env.LD_LIBRARY_PATH?.split(':')[0]).toBe(
      path.join(path.dirname(executablePath), 'al2023', 'lib'),
    );
    browser = await launchChromium();
    // The package's major version is Chromium's: a browser installed on the machine would differ.
    expect(browser.version().split('.')[0]).toBe(version.split('.')[0]);
    const page = await browser.newPage();
    await page.setContent(
      '<p id="p">2 + 2 = <span></span></p><script>document.querySelector("span").textContent = 2 + 2</script>',
    );
    expect(await page.textContent('#p')).toBe('2 + 2 = 4');
  });

  it('xmllint is libxml2 compiled to WebAssembly: it validates, queries and rejects', () => {
    const xsd = writeOut(
      'deps-check.xsd',
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="n" type="xs:integer"/></xs:schema>',
    );
    const good = writeOut('deps-good.xml', '<n>42</n>');
    const bad = writeOut('deps-bad.xml', '<n>forty-two</n>');
    expect(xmllint(['--noout', '--schema', xsd, good])).toMatchObject({ status: 0 });
    expect(xmllint(['--noout', '--schema', xsd, good]).stderr).toBe(`${good} validates\n`);
    const r = xmllint(['--noout', '--schema', xsd, bad]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(`${bad}:1: Schemas validity error`);
    expect(xmllint(['--xpath', 'string(/n)', good]).stdout).toBe('42\n');
  });

  it('nothing the tests, benchmarks or scripts run names a system Chromium, xmllint or package manager', () => {
    // Spelled in pieces so this file does not match itself.
    const banned = [
      ['/usr/bin/', 'chromium'],
      ['/usr/bin/', 'xmllint'],
      ['apt', '-get'],
    ].map((p) => p.join(''));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(m?[jt]s|json|ya?ml|sh)$/.test(name) || name === 'run') files.push(p);
      }
    };
    for (const d of ['test', 'bench', 'scripts', '.ci', '.github']) walk(path.join(ROOT, d));
    files.push(path.join(ROOT, 'package.json'), path.join(ROOT, 'vitest.config.ts'));
    const hits = files.flatMap((f) =>
      banned
        .filter((b) => readFileSync(f, 'utf8').includes(b))
        .map((b) => `${path.relative(ROOT, f)}: ${b}`),
    );
    expect(hits).toEqual([]);
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.test).toBe('vitest run');
  });
});
