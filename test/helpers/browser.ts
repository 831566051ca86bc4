/**
 * Headless Chromium for the tests that open the HTML report, from the npm package
 * `@sparticuz/chromium` (a devDependency): it ships a Chromium headless shell inside the package,
 * brotli-compressed, with the few shared libraries it needs (NSS, NSPR, expat) and a font. Nothing
 * is downloaded and nothing is installed on the machine: the files are unpacked once into
 * `<cache>/chromium-<version>` (`AGENTCI_CACHE_DIR`, else `~/.cache/agentci`, as test/setup/node24.ts)
 * and reused. A Chromium installed on the machine is never used, whatever PATH says.
 *
 * The package unpacks into `os.tmpdir()` (it was made for serverless functions, where /tmp is
 * private): here the unpacking runs in a child process whose TMPDIR is a fresh folder beside the
 * cache, renamed into place when complete, so concurrent test files and test runs never see a
 * half-written binary. `AWS_EXECUTION_ENV` in that child is the package's own switch for also
 * unpacking its shared libraries (it unpacks them on Amazon Linux 2023); they are put first on the
 * browser's LD_LIBRARY_PATH, so it needs nothing from the machine but glibc.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

const run = promisify(execFile);

/** The package's root folder (its entry is build/esm/index.js). */
function packageRoot(): string {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'bin')))
    dir = path.dirname(dir);
  return dir;
}

/** Where one version's unpacked files live. */
function cacheDir(version: string): string {
  const cache = process.env.AGENTCI_CACHE_DIR ?? path.join(homedir(), '.cache', 'agentci');
  return path.join(cache, `chromium-${version}`);
}

/** Unpacks the package's browser, libraries and fonts into `dir` unless they are there. */
async function unpack(root: string, dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'chromium'))) return;
  await mkdir(path.dirname(dir), { recursive: true });
  const staging = await mkdtemp(`${dir}-unpacking-`);
  try {
    const entry = pathToFileURL(createRequire(import.meta.url).resolve('@sparticuz/chromium')).href;
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { default: Chromium } = await import(${JSON.stringify(entry)});` +
          'process.stdout.write(await Chromium.executablePath());',
      ],
      {
        env: { ...process.env, TMPDIR: staging, AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs20.x' },
        timeout: 300_000,
      },
    );
    if (stdout !== path.join(staging, 'chromium'))
      throw new Error(`@sparticuz/chromium unpacked to ${stdout}, not into ${staging}`);
    for (const part of ['chromium', path.join('al2023', 'lib', 'libnss3.so'), 'fonts'])
      if (!existsSync(path.join(staging, part)))
        throw new Error(`@sparticuz/chromium in ${root} did not unpack ${part}`);
    try {
      await rename(staging, dir);
    } catch (e) {
      // Another test file or run unpacked it first: keep theirs.
      if (!existsSync(path.join(dir, 'chromium'))) throw e;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The unpacked browser, the environment it runs in (its own libraries and fonts), the package's version. */
export interface ChromiumBinary {
  executablePath: string;
  env: Record<string, string>;
  version: string;
}

let ready: Promise<ChromiumBinary> | undefined;

/** Unpacks the packaged browser once (per cache folder and version) and says how to run it. */
export function chromiumBinary(): Promise<ChromiumBinary> {
  ready ??= (async () => {
    const root = packageRoot();
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      version: string;
    };
    const dir = cacheDir(version);
    await unpack(root, dir);
    // The package's own fonts.conf names serverless folders (/tmp/fonts, /var/task): this one
    // names the unpacked font, then the machine's fonts when it has any.
    const fontsConf = path.join(dir, 'fonts.conf');
    if (!existsSync(fontsConf))
      writeFileSync(
        fontsConf,
        `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
          `  <dir>${path.join(dir, 'fonts')}</dir>\n  <dir>/usr/share/fonts</dir>\n` +
          `  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
      );
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
    const libs = path.join(dir, 'al2023', 'lib');
    env.LD_LIBRARY_PATH = env.LD_LIBRARY_PATH ? `${libs}:${env.LD_LIBRARY_PATH}` : libs;
    env.FONTCONFIG_FILE = fontsConf;
    return { executablePath: path.join(dir, 'chromium'), env, version };
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}

/**
 * Launches the packaged headless Chromium through playwright-core. No sandbox: the tests may run
 * as root (CI does), where Chromium refuses its sandbox; the pages are the project's own reports.
 */
export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const { executablePath, env } = await chromiumBinary();
  return chromium.launch({
    executablePath,
    env,
    headless: true,
    chromiumSandbox: false,
    ...options,
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      ...(options.args ?? []),
    ],
  });
}
