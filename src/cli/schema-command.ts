import { z } from 'zod';
import { ConfigSchema } from '../model/config.js';
import { ReportSchema } from '../model/report.js';
import { SkilltestCaseSchema } from '../model/skilltest.js';
import skilltestCase from '../model/skilltest-schemas/case.schema.json' with { type: 'json' };
import skilltestReport from '../model/skilltest-schemas/report.schema.json' with { type: 'json' };
import skilltestValidation from '../model/skilltest-schemas/validation.schema.json' with { type: 'json' };
import { YaoCaseLineSchema } from '../model/yao-case-line.js';

/** The file formats whose JSON Schemas agentci publishes (generated, never hand-written). */
export const SCHEMAS: Record<string, z.ZodType> = {
  config: ConfigSchema,
  report: ReportSchema,
  'jsonl-case': YaoCaseLineSchema,
  case: SkilltestCaseSchema,
};

/*
 * `skilltest schema report|validation|case` (skilltest-cli cli.rs cmd_schema): the draft-07
 * schemas schemars derives from skilltest's Report, ValidationReport and TestCase, which skilltest
 * commits byte for byte as schemas/*.schema.json (scripts/gen-contract.sh gates that). A script
 * that ran `skilltest schema report` gets the same text from `agentci schema report`; agentci's
 * own report and case schemas stay one flag away (`--agentci`). Copies of nickderobertis/skilltest
 * (MIT): report 1902b42c, case 048f54a1, validation v0.3.0, as test/fixtures/skilltest/README.md.
 */
const SKILLTEST_SCHEMAS: Record<string, unknown> = {
  report: skilltestReport,
  validation: skilltestValidation,
  case: skilltestCase,
};

/** Every name `agentci schema` knows, skilltest's first. */
export const SCHEMA_NAMES = [
  ...new Set([...Object.keys(SKILLTEST_SCHEMAS), ...Object.keys(SCHEMAS)]),
];

/** agentci's own JSON Schema text for one format (committed copies in schemas/ are checked fresh). */
export function schemaText(name: string): string | undefined {
  const s = SCHEMAS[name];
  if (!s) return undefined;
  const json = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...json, title: `agentci ${name}` }, null, 2)}\n`;
}

/**
 * What `agentci schema <name>` prints: skilltest's schema where skilltest defines the name
 * (serde_json's pretty printing is JSON.stringify's with two spaces, plus println's newline),
 * else, or with `agentci`, agentci's own.
 */
export function printedSchema(name: string, o: { agentci?: boolean } = {}): string | undefined {
  const st = o.agentci ? undefined : SKILLTEST_SCHEMAS[name];
  if (st !== undefined) return `${JSON.stringify(st, null, 2)}\n`;
  return schemaText(name);
}
