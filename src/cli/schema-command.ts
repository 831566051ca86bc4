import { z } from 'zod';
import { ConfigSchema } from '../model/config.js';
import { ReportSchema } from '../model/report.js';
import { SkilltestCaseSchema } from '../model/skilltest.js';
import { YaoCaseLineSchema } from '../model/yao-case-line.js';

/** The file formats whose JSON Schemas agentci publishes (generated, never hand-written). */
export const SCHEMAS: Record<string, z.ZodType> = {
  config: ConfigSchema,
  report: ReportSchema,
  'jsonl-case': YaoCaseLineSchema,
  case: SkilltestCaseSchema,
};

/** Every name `agentci schema` knows. */
export const SCHEMA_NAMES = Object.keys(SCHEMAS);

/** agentci's own JSON Schema text for one format (committed copies in schemas/ are checked fresh). */
export function schemaText(name: string): string | undefined {
  const s = SCHEMAS[name];
  if (!s) return undefined;
  const json = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...json, title: `agentci ${name}` }, null, 2)}\n`;
}
