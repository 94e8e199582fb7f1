/**
 * `npx tsx scripts/long-functions.ts [--max N] [--under DIR]`: every function in src/ longer
 * than N lines (default 80), longest first, with its file and first line. Counted: function
 * declarations, functions and arrow functions assigned to a const (also when wrapped, as in
 * `memo(() => ...)`), methods, accessors, constructors and arrow functions set on an object
 * key; a function's lines include the functions nested in it, each of which is counted too.
 * A line count runs from the function's first token to its last, comments inside included.
 * Uses the compiler API of the installed `typescript` package (read-only: it changes nothing).
 */
import { relative, resolve } from 'node:path';
import {
  isArrowFunction,
  isCallExpression,
  isClassDeclaration,
  isFunctionDeclaration,
  isFunctionExpression,
  isIdentifier,
  isMethodDeclaration,
  isPropertyAssignment,
  isVariableDeclaration,
  type Node,
  type SourceFile,
  SyntaxKind,
} from 'typescript/unstable/ast';
import { computeLineStarts } from 'typescript/unstable/ast/scanner';
import { API } from 'typescript/unstable/sync';

interface Found {
  name: string;
  file: string;
  line: number;
  lines: number;
}

function option(flag: string, fallback: string): string {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** The line (0-based) a position falls on, by binary search over the line starts. */
function lineOf(starts: readonly number[], pos: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function nameText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (isIdentifier(node)) return node.text;
  const text = (node as { text?: unknown }).text;
  return typeof text === 'string' ? text : undefined;
}

/** The const or key a function expression is assigned to, through wrapping calls (`memo(...)`). */
function assignedName(node: Node): string | undefined {
  let at: Node = node;
  while (isCallExpression(at.parent)) at = at.parent;
  const holder = at.parent;
  if (isVariableDeclaration(holder)) return nameText(holder.name);
  if (isPropertyAssignment(holder)) return nameText(holder.name);
  return undefined;
}

function className(node: Node): string | undefined {
  const owner = node.parent;
  return owner && isClassDeclaration(owner) ? nameText(owner.name) : undefined;
}

/** The name a reader would look for, or undefined for a function this script does not count. */
function functionName(node: Node): string | undefined {
  if (isFunctionDeclaration(node)) return nameText(node.name) ?? 'default';
  if (isArrowFunction(node) || isFunctionExpression(node)) {
    return assignedName(node) ?? (isFunctionExpression(node) ? nameText(node.name) : undefined);
  }
  const owner = className(node);
  const prefix = owner ? `${owner}.` : '';
  if (isMethodDeclaration(node)) return prefix + (nameText(node.name) ?? 'method');
  if (node.kind === SyntaxKind.Constructor) return `${prefix}constructor`;
  if (node.kind === SyntaxKind.GetAccessor || node.kind === SyntaxKind.SetAccessor) {
    return prefix + (nameText((node as Node & { name?: Node }).name) ?? 'accessor');
  }
  return undefined;
}

function collect(file: SourceFile, root: string, max: number, into: Found[]): void {
  const starts = computeLineStarts(file.text);
  const path = relative(root, file.fileName);
  const visit = (node: Node): undefined => {
    const name = functionName(node);
    if (name !== undefined) {
      const first = lineOf(starts, node.getStart(file));
      const last = lineOf(starts, Math.max(node.end - 1, 0));
      const lines = last - first + 1;
      if (lines > max) into.push({ name, file: path, line: first + 1, lines });
    }
    node.forEachChild(visit);
    return undefined;
  };
  file.forEachChild(visit);
}

function main(): void {
  const root = process.cwd();
  const max = Number(option('--max', '80'));
  const under = `${resolve(root, option('--under', 'src'))}/`;
  const api = new API({ cwd: root });
  try {
    const snapshot = api.updateSnapshot({ openProject: resolve(root, 'tsconfig.json') });
    const project = snapshot.getProjects()[0];
    if (!project) throw new Error('tsconfig.json opened no project');
    const found: Found[] = [];
    for (const name of project.program.getSourceFileNames()) {
      if (!name.startsWith(under)) continue;
      const file = project.program.getSourceFile(name);
      if (file) collect(file, root, max, found);
    }
    found.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
    for (const f of found) {
      console.log(`${String(f.lines).padStart(5)}  ${f.name}  ${f.file}:${f.line}`);
    }
    console.log(`${found.length} functions over ${max} lines under ${relative(root, under)}/`);
  } finally {
    api.close();
  }
}

main();
