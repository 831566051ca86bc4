import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { VERSION } from '../src/version.js';

it('the version in reports is the package version', () => {
  expect(VERSION).toBe(
    (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
  );
});
