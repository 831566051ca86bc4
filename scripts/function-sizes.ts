#!/usr/bin/env -S npx tsx
/*
 * Counts long functions with the TypeScript compiler's own parser, so the figure is the same for
 * everyone who runs it: `npx tsx scripts/function-sizes.ts [--min 100] [--list] [folders…]`
 * (default: src/, functions of 100 lines or more). A function is a declaration, a method, a
 * constructor, an accessor, a function expression or an arrow function; its lines run from its
 * first token (leading comments and JSDoc not counted) to its closing brace, both included. A
 * function inside another is counted on its own too. Prints the count, then with --list each
 * function as `lines  file:line  name`, longest first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob } from 'tinyglobby';
import ts from 'typescript';

export interface FunctionSize {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** A function's name as a reader would look it up: its own, its variable's or its property's. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText();
  if (ts.isPropertyDeclaration(parent)) return parent.name.getText();
  return '(anonymous)';
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node)
  );
}

/** Every function of one source text with its length in lines. */
export function functionSizes(file: string, text: string): FunctionSize[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: FunctionSize[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ file, line: start + 1, name: nameOf(node), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Functions of at least `min` lines in the `.ts` files under `folders` (relative to `root`). */
export async function longFunctions(
  root: string,
  folders: string[],
  min: number,
): Promise<FunctionSize[]> {
  const files = await glob(
    folders.map((f) => `${f.replace(/\/$/, '')}/**/*.ts`),
    { cwd: root, ignore: ['**/*.d.ts', '**/node_modules/**'] },
  );
  return files
    .sort()
    .flatMap((f) => functionSizes(f, readFileSync(path.join(root, f), 'utf8')))
    .filter((s) => s.lines >= min)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

async function main(argv: string[]): Promise<void> {
  let min = 100;
  let list = false;
  const folders: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--min') min = Number(argv[++i]);
    else if (a === '--list') list = true;
    else folders.push(a);
  }
  if (!Number.isInteger(min) || min < 1) throw new Error('--min takes a whole number of lines');
  const root = process.cwd();
  const found = await longFunctions(root, folders.length ? folders : ['src'], min);
  process.stdout.write(`${found.length} functions of ${min} lines or more\n`);
  if (list)
    for (const f of found)
      process.stdout.write(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main(process.argv.slice(2));
