import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The portal's app may not import itself in a circle. A cycle makes module evaluation order
 * depend on which file is reached first (a value can be read before its module has run), and
 * here it tied the navigation, every page and the page registry into one knot. Every kind of
 * import counts: static, dynamic (`import()`, the pages' chunks), re-exports, and type-only ones
 * too, so that a type needed on both sides lives in a module of its own.
 */

const APP_DIR = path.dirname(new URL(import.meta.url).pathname);
const EXTENSIONS = ['.ts', '.tsx'];

/** The relative module specifiers a source file imports, of every kind. */
export function importedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** The source file a relative specifier names, or null (a stylesheet, a file outside the sources). */
function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => `${base}${extension}`),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  // `./x.js` written for `./x.ts` (NodeNext style).
  if (/\.js$/.test(base)) candidates.push(...EXTENSIONS.map((extension) => base.replace(/\.js$/, extension)));
  return (
    candidates.find(
      (candidate) =>
        EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate) && statSync(candidate).isFile(),
    ) ?? null
  );
}

/** The app's source files (tests aside: nothing imports them). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The import graph of the files under `dir`: each file and the files (under `dir`) it imports. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(dir);
  const inside = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = importedSpecifiers(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== null && inside.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * The graph's cycles, one per strongly connected component (Tarjan), each given as a closed
 * path through it (`a → b → a`) so a failure shows where to cut.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfImport) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  return components.map((component) => closedPath(graph, new Set(component)));
}

/** A shortest closed path through a strongly connected component, from its first file by name. */
function closedPath(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const way = [start];
        for (let at = node; at !== start; at = previous.get(at)!) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

describe('import cycles in server/web/app', () => {
  it('reads static, dynamic, re-exported and type-only imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import 'react';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = () => import('./e');",
      "type F = typeof import('./f');",
      "import './styles.css';",
    ].join('\n');
    expect(importedSpecifiers('x.tsx', text)).toEqual(['./a', '../b', './c', './d', './e', './f', './styles.css']);
  });

  it('finds a cycle, through any number of files, and a self-import', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('sees the app’s imports (the graph is not empty by mistake)', () => {
    const graph = importGraph(APP_DIR);
    const app = graph.get(path.join(APP_DIR, 'App.tsx'));
    expect(app).toContain(path.join(APP_DIR, 'navigation.tsx'));
    expect(app).toContain(path.join(APP_DIR, 'pages', 'registry.tsx'));
    // The registry's dynamic imports of the pages count.
    expect(graph.get(path.join(APP_DIR, 'pages', 'registry.tsx'))).toContain(
      path.join(APP_DIR, 'pages', 'HomePage.tsx'),
    );
  });

  it('has none', () => {
    const cycles = findCycles(importGraph(APP_DIR)).map((cycle) =>
      cycle.map((file) => path.relative(APP_DIR, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
