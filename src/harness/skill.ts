import { readFileSync } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { SkillPayload } from '../model/case.js';
import { tool, type Tool } from './tools.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * A skill is a folder: SKILL.md (optional YAML front matter, then the instructions) plus any files
 * it refers to. For the harness agent, SKILL.md's body is the system prompt; the other files are
 * listed after it and readable through the `read_skill_file` tool, confined to the folder, the way
 * skill-aware agents load a skill's resources on demand.
 */

/** The most files listed in the prompt; a larger skill is cut with a note. */
const MAX_LISTED = 200;
/** The most bytes `read_skill_file` returns of one file. */
const MAX_READ = 256 * 1024;
export const SKILL_FILE_TOOL = 'read_skill_file';

export interface LoadedSkill {
  dir: string;
  /** SKILL.md without its front matter, followed by the list of the other files (if any). */
  systemPrompt: string;
  /** The other files, relative to the folder, forward slashes, sorted. */
  files: string[];
  /** `read_skill_file`, when there are other files. */
  tool?: Tool;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    if (out.length > MAX_LISTED) return;
    const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      // Hidden folders and dependencies are tooling, not skill content.
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(r);
      else if (e.isFile() && r !== 'SKILL.md') out.push(r);
    }
  };
  await walk('');
  return out;
}

/**
 * skilltest's `SkillPayload` of a skill folder (skill.rs load_skill): the front matter's `name`
 * (empty without one), the folder, and SKILL.md's body trimmed. Read once per folder.
 */
export function skillPayload(dir: string): SkillPayload {
  const abs = path.resolve(dir);
  const known = payloads.get(abs);
  if (known) return known;
  const text = readFileSync(path.join(abs, 'SKILL.md'), 'utf8');
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  let name = '';
  if (m) {
    const front: unknown = parseYaml(m[1] ?? '');
    const n =
      front !== null && typeof front === 'object' ? (front as { name?: unknown }).name : undefined;
    if (typeof n === 'string') name = n;
  }
  const payload = { name, path: abs, instructions: stripFrontMatter(text) };
  payloads.set(abs, payload);
  return payload;
}
const payloads = new Map<string, SkillPayload>();

/** Drops a leading `---` … `---` front matter block. */
export function stripFrontMatter(text: string): string {
  return text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '').trim();
}

function readTool(dir: string): Tool {
  return tool({
    name: SKILL_FILE_TOOL,
    description: "Reads one file of the skill's folder (a path relative to the folder, as listed).",
    schema: z.object({ path: z.string().min(1) }),
    async execute({ path: rel }) {
      const root = await realpath(dir);
      const abs = path.resolve(root, rel);
      // Confined to the folder: no `..`, no absolute paths, no symlinks pointing out of it.
      const real = await realpath(abs).catch(() => abs);
      if (real !== root && !real.startsWith(root + path.sep))
        throw new Error(`${rel} is outside the skill's folder`);
      const st = await stat(real).catch(() => undefined);
      if (!st?.isFile()) throw new Error(`no file ${rel} in the skill's folder`);
      const buf = await readFile(real);
      const text = buf.subarray(0, MAX_READ).toString('utf8');
      return buf.length > MAX_READ ? `${text}\n…[cut: ${buf.length} bytes in all]` : text;
    },
  });
}

/**
 * Loads a skill folder for the harness. Throws with the path when SKILL.md cannot be read.
 */
export async function loadSkill(dir: string): Promise<LoadedSkill> {
  const abs = path.resolve(dir);
  let text: string;
  try {
    text = await readFile(path.join(abs, 'SKILL.md'), 'utf8');
  } catch (e) {
    throw new Error(`cannot read the skill ${path.join(abs, 'SKILL.md')}: ${errorMessage(e)}`, {
      cause: e,
    });
  }
  const body = stripFrontMatter(text);
  const files = await listFiles(abs);
  if (files.length === 0) return { dir: abs, systemPrompt: body, files };
  const shown = files.slice(0, MAX_LISTED);
  const more = files.length > MAX_LISTED ? `\n- … and more` : '';
  const systemPrompt = `${body}\n\nThis skill's folder also holds these files; read one with the ${SKILL_FILE_TOOL} tool when you need it:\n${shown.map((f) => `- ${f}`).join('\n')}${more}`;
  return { dir: abs, systemPrompt, files: shown, tool: readTool(abs) };
}
