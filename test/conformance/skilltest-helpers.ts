import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main.js';

/*
 * What the skilltest conformance tests share: a project folder with skills and cases, the CLI run
 * in-process, and the provider of test/fixtures/skilltest/fake-provider.mjs (skilltest's own
 * reference provider's rules, fake_provider.rs) as a real process per operation.
 */

export const FAKE_PROVIDER = `${process.execPath} ${path.join(
  import.meta.dirname,
  '..',
  'fixtures',
  'skilltest',
  'fake-provider.mjs',
)}`;

export const GREETER = `---
name: greeter
description: Greets a named person.
---
# Greeter

Greet the user by name.

<!-- fake-reply: Hello, Dr. Smith! Your appointment is confirmed. -->
`;

/** A folder with `skills/<name>/SKILL.md` and the given files (path → text). */
export function project(
  files: Record<string, string>,
  skills: Record<string, string> = { greeter: GREETER },
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-stc-'));
  for (const [name, body] of Object.entries(skills)) {
    mkdirSync(path.join(dir, 'skills', name), { recursive: true });
    writeFileSync(path.join(dir, 'skills', name, 'SKILL.md'), body);
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

export function removeProject(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export async function cli(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdout: { write: (s: string) => void (stdout += s), isTTY: false },
    stderr: { write: (s: string) => void (stderr += s) },
  });
  return { code, stdout, stderr };
}

/** The requests the fake provider received (FAKE_PROVIDER_LOG), in order. */
export function requests(logFile: string): Record<string, unknown>[] {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export interface StRun {
  case: string;
  platform: string;
  model: string;
  passed: boolean;
  turns: number;
  evals: { label: string; passed: boolean; detail: Record<string, unknown>; reason: string }[];
  transcript: { messages: { role: string; content: string; events?: unknown[] }[] };
  mock_calls: Record<string, unknown>[] | null;
  usage?: Record<string, number>;
}

export interface StReport {
  passed: boolean;
  summary: { cases: number; runs: number; passed: number; failed: number };
  runs: StRun[];
}
