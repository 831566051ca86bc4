import { findPackageFile } from '../package-files.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Handlebars from 'handlebars';

/** The file that marks a folder as agentci's built-in templates folder. */
const MARKER = 'summary.md.hbs';

let builtinOverride: string | undefined;
let builtinCached: string | undefined;

/**
 * Points the built-in template lookup at a folder (for bundles that ship the templates somewhere
 * unusual). `undefined` restores the default search.
 */
export function setBuiltinTemplatesDir(dir: string | undefined): void {
  builtinOverride = dir === undefined ? undefined : resolve(dir);
  builtinCached = undefined;
}

/**
 * The folder holding the built-in templates. The code runs from `src/render/` under vitest and from
 * a chunk of the bundle in `dist/` in the action, so the folder is found by walking up from this
 * module (or the bundle) until a `templates/summary.md.hbs` appears.
 */
export function builtinTemplatesDir(): string {
  if (builtinOverride) return builtinOverride;
  if (builtinCached) return builtinCached;
  const found = findPackageFile(join('templates', MARKER));
  if ('path' in found) return (builtinCached = dirname(found.path));
  throw new Error(
    `agentci: built-in templates not found (looked for templates/${MARKER} above ${found.searched.join(', ')}); ` +
      'call setBuiltinTemplatesDir() with the folder that holds them',
  );
}

/**
 * Reads a template by file name (e.g. `summary.md.hbs`, `partials/case-row.md.hbs`): from the user's
 * folder when it has it, otherwise the built-in one.
 */
export function loadTemplate(name: string, templatesDir?: string): string {
  if (templatesDir) {
    const user = join(templatesDir, name);
    if (existsSync(user)) return readFileSync(user, 'utf8');
  }
  const builtin = join(builtinTemplatesDir(), name);
  if (!existsSync(builtin)) {
    throw new Error(
      `agentci: template ${JSON.stringify(name)} not found in ${templatesDir ? `${templatesDir} or ` : ''}${builtinTemplatesDir()}`,
    );
  }
  return readFileSync(builtin, 'utf8');
}

/** Partials (`partials/<name>.hbs`): built-in ones first, then the user's override them by name. */
function loadPartials(templatesDir?: string): Map<string, string> {
  const out = new Map<string, string>();
  const dirs = [builtinTemplatesDir(), ...(templatesDir ? [templatesDir] : [])];
  for (const dir of dirs) {
    const pdir = join(dir, 'partials');
    if (!existsSync(pdir)) continue;
    for (const f of readdirSync(pdir).sort()) {
      if (!f.endsWith('.hbs')) continue;
      out.set(f.replace(/(\.md|\.html)?\.hbs$/, ''), readFileSync(join(pdir, f), 'utf8'));
    }
  }
  return out;
}

export type HelperMap = Record<string, Handlebars.HelperDelegate>;

const compiledCache = new Map<string, Handlebars.TemplateDelegate>();

/**
 * Compiles a template with its own Handlebars environment (helpers and partials never leak between
 * renderers or tests). Compiled templates are cached by their full source text, so an edited
 * template is picked up while repeated renders stay cheap.
 */
export function compileTemplate(
  name: string,
  helpers: HelperMap,
  templatesDir?: string,
): Handlebars.TemplateDelegate {
  const source = loadTemplate(name, templatesDir);
  const partials = loadPartials(templatesDir);
  const key = JSON.stringify([name, Object.keys(helpers).sort(), source, [...partials]]);
  const cached = compiledCache.get(key);
  if (cached) return cached;
  const hb = Handlebars.create();
  for (const [n, fn] of Object.entries(helpers)) hb.registerHelper(n, fn);
  for (const [n, src] of partials) hb.registerPartial(n, src);
  // preventIndent: partials inside indented blocks must not re-indent fenced code or table rows.
  const tpl = hb.compile(source, { preventIndent: true });
  if (compiledCache.size > 50) compiledCache.clear();
  compiledCache.set(key, tpl);
  return tpl;
}

/** Wraps already-escaped text so Handlebars does not escape it again. */
export function safe(s: string): Handlebars.SafeString {
  return new Handlebars.SafeString(s);
}
