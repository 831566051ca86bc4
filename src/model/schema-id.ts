/**
 * Where agentci's JSON Schemas are published: the files in the repository's schemas/ folder
 * (generated from these zod schemas, checked fresh by a test), by their raw address on the main
 * branch. Each schema's `$id`, and what the `# yaml-language-server: $schema=…` lines in the docs
 * point editors at.
 */
export const SCHEMA_BASE_URL = 'https://raw.githubusercontent.com/agentci/agentci/main/schemas/';

/** The `$id` of the published schema `schemas/<name>.schema.json`. */
export function schemaId(name: 'config' | 'report' | 'jsonl-case' | 'case'): string {
  return `${SCHEMA_BASE_URL}${name}.schema.json`;
}
