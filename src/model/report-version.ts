/**
 * The report schema's major version (report.json's `schema_version`), apart from the schema so
 * that what only stamps or compares it (aggregate, merge, the pooled baseline) loads no zod.
 */
export const REPORT_SCHEMA_VERSION = 1;
