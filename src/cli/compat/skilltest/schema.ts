import skilltestCase from '../../../model/skilltest-schemas/case.schema.json' with { type: 'json' };
import skilltestReport from '../../../model/skilltest-schemas/report.schema.json' with { type: 'json' };
import skilltestValidation from '../../../model/skilltest-schemas/validation.schema.json' with { type: 'json' };

/*
 * `agentci skilltest schema report|validation|case` (skilltest-cli cli.rs cmd_schema): the
 * draft-07 schemas schemars derives from skilltest's Report, ValidationReport and TestCase, which
 * skilltest commits byte for byte as schemas/*.schema.json (scripts/gen-contract.sh gates that). A
 * script that ran `skilltest schema report` gets the same text. Copies of nickderobertis/skilltest
 * (MIT): report 1902b42c, case 048f54a1, validation v0.3.0, as test/fixtures/skilltest/README.md.
 */
const SKILLTEST_SCHEMAS: Record<string, unknown> = {
  report: skilltestReport,
  validation: skilltestValidation,
  case: skilltestCase,
};

/** The names `agentci skilltest schema` takes. */
export const SKILLTEST_SCHEMA_NAMES = Object.keys(SKILLTEST_SCHEMAS);

/**
 * What `skilltest schema <name>` prints (serde_json's pretty printing is JSON.stringify's with two
 * spaces, plus println's newline); undefined for a name skilltest does not know.
 */
export function skilltestSchemaText(name: string): string | undefined {
  const st = SKILLTEST_SCHEMAS[name];
  return st === undefined ? undefined : `${JSON.stringify(st, null, 2)}\n`;
}
