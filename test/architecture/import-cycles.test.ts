/**
 * No module of src-main or src-renderer imports itself back through others: the layers of
 * docs/architecture.md read bottom-up only when the import graph has no cycle. Type-only imports count
 * too (a type cycle still ties two files' meanings together). The graph is read from the sources: every
 * `import … from`, `export … from`, side-effect `import '…'` and `import('…')` of a .ts file or of a
 * .svelte file's <script> blocks, resolved through relative paths and package.json "imports" aliases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src-main', 'src-renderer'] as const;

const { imports } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports?: Record<string, unknown> };

/** `#shared/*` → the folder of its TypeScript source (the `source` condition), as the bundlers read it. */
const ALIASES: readonly { readonly prefix: string; readonly target: string }[] = Object.entries(imports ?? {}).flatMap(([key, value]) => {
  const source = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['source'] : undefined;
  if (!key.endsWith('*') || typeof source !== 'string' || !source.includes('*')) return [];
  return [{ prefix: key.slice(0, -1), target: path.join(root, source) }];
});

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if ((entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) || entry.name.endsWith('.svelte')) out.push(full);
    }
  };
  for (const folder of FOLDERS) walk(path.join(root, folder));
  return out.sort();
}

/** The code of a file: a .svelte file's <script> blocks (instance and module), a .ts file whole. */
function codeOf(file: string): string {
  const text = fs.readFileSync(file, 'utf8');
  if (!file.endsWith('.svelte')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

const SPECIFIERS = [
  // import x from '…', import type { X } from '…', export { x } from '…', export * from '…' (across lines)
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import '…' (side effects)
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('…')
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Comments stripped, so an import written in a comment's example makes no edge. */
const withoutComments = (code: string): string => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function specifiersOf(code: string): string[] {
  const clean = withoutComments(code);
  return SPECIFIERS.flatMap((re) => [...clean.matchAll(re)].map((m) => m[1]!));
}

function resolveSpecifier(from: string, spec: string, files: ReadonlySet<string>): string | undefined {
  let base: string | undefined;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else {
    const alias = ALIASES.find((a) => spec.startsWith(a.prefix));
    if (alias) base = alias.target.replace('*', spec.slice(alias.prefix.length));
  }
  if (base === undefined) return undefined; // a package: outside the graph
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.ts\.ts$/, '.ts')];
  return candidates.find((c) => files.has(c));
}

function importGraph(): Map<string, Set<string>> {
  const files = sourceFiles();
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const spec of specifiersOf(codeOf(file))) {
      const target = resolveSpecifier(file, spec, known);
      if (target !== undefined) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.map((f) => path.relative(root, f)).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import graph of src-main and src-renderer', () => {
  const graph = importGraph();

  it('is read from the sources: engine, text, renderer and .svelte files make edges', () => {
    const edgesFrom = (file: string): string[] => [...(graph.get(path.join(root, file)) ?? [])].map((f) => path.relative(root, f));
    // A relative import, an alias import and a .svelte script's import, each seen.
    expect(edgesFrom('src-main/shared/engine/legal.ts')).toContain('src-main/shared/engine/search.ts');
    expect(edgesFrom('src-main/shared/text/learner-text.ts')).toContain('src-main/shared/engine/api-types.ts');
    const svelte = [...graph.keys()].filter((f) => f.endsWith('.svelte'));
    expect(svelte.length).toBeGreaterThan(0);
    expect(svelte.some((f) => graph.get(f)!.size > 0)).toBe(true);
  });

  it('finds a cycle when there is one (type-only imports included)', () => {
    const a = path.join(root, 'src-main/a.ts');
    const b = path.join(root, 'src-main/b.ts');
    const files = new Set([a, b]);
    const edges = (from: string, code: string) => new Set(specifiersOf(code).flatMap((s) => resolveSpecifier(from, s, files) ?? []));
    const probe = new Map([
      [a, edges(a, "import { b } from './b.ts';")],
      [b, edges(b, "import type {\n  A,\n} from './a.ts';")],
    ]);
    expect(cyclesOf(probe)).toEqual([['src-main/a.ts', 'src-main/b.ts']]);
  });

  it('has no cycle', () => {
    const cycles = cyclesOf(graph);
    const report = cycles.map((c) => `  - ${c.join(' ↔ ')}`).join('\n');
    expect(cycles, `import cycles (each group imports itself back):\n${report}`).toEqual([]);
  });
});
