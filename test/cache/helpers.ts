import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ReportSchema, type Report } from '../../src/model/report.js';

/** Writes `files` (relative path → text) under `dir`, making folders as needed. */
export function writeTree(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

/** Every file under `dir`, as sorted forward-slash paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** A JSON report file, checked against the report schema. */
export const readReport = (file: string): Report =>
  ReportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
