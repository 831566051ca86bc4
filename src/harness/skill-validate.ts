import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/*
 * `agentci validate`: skilltest's skill checks (skill.rs validate_skill / validate_path): a skill
 * is a folder with SKILL.md whose front matter has a `name` equal to the folder's name and a
 * `description` of at least 16 characters, and an instruction body after it. The report is
 * skilltest's ValidationReport `{valid, findings[{skill, message}]}`.
 */

export interface ValidationFinding {
  skill: string;
  message: string;
}

const FRONT = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The findings of one skill folder (empty: valid). */
export function validateSkill(dir: string): ValidationFinding[] {
  const found = (message: string): ValidationFinding => ({ skill: dir, message });
  const file = path.join(dir, 'SKILL.md');
  if (!existsSync(file) || !statSync(file).isFile())
    return [found('missing SKILL.md (a skill is a directory containing SKILL.md)')];
  const text = readFileSync(file, 'utf8');
  const m = FRONT.exec(text);
  if (!m)
    return [found('SKILL.md has no YAML frontmatter (expected a leading `---` fenced block)')];
  const out: ValidationFinding[] = [];
  let front: unknown;
  try {
    front = parseYaml(m[1] ?? '');
  } catch (e) {
    out.push(
      found(
        `frontmatter is not valid YAML: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
      ),
    );
  }
  if (out.length === 0) {
    const fm = (front !== null && typeof front === 'object' ? front : {}) as Record<
      string,
      unknown
    >;
    const name = typeof fm.name === 'string' ? fm.name.trim() : '';
    const folder = path.basename(path.resolve(dir));
    if (name === '') out.push(found('frontmatter is missing a non-empty `name`'));
    else if (name !== folder)
      out.push(
        found(`frontmatter \`name\` (${name}) does not match the directory name (${folder})`),
      );
    const desc = typeof fm.description === 'string' ? fm.description.trim() : '';
    if (desc === '') out.push(found('frontmatter is missing a non-empty `description`'));
    else if (desc.length < 16)
      out.push(found('frontmatter `description` is too short to be useful (< 16 chars)'));
  }
  if (text.slice(m[0].length).trim() === '')
    out.push(found('SKILL.md has no instruction body after the frontmatter'));
  return out;
}

/**
 * A skill folder, or a folder whose immediate subfolders are skills. Throws (bad input) when the
 * path cannot be read.
 */
export function validateSkillPath(p: string): ValidationFinding[] {
  if (existsSync(path.join(p, 'SKILL.md'))) return validateSkill(p);
  const dirs = readdirSync(p, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(p, e.name, 'SKILL.md')))
    .map((e) => path.join(p, e.name))
    .sort();
  if (dirs.length === 0)
    return [
      {
        skill: p,
        message: 'no skills found (expected a SKILL.md here or in an immediate subdirectory)',
      },
    ];
  return dirs.flatMap(validateSkill);
}
