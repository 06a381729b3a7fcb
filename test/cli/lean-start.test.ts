/**
 * Lean CLI start (a `check` costs little more than Node's own start): the engine commands share one start-up, so everything the CLI imports
 * statically from its entry is loaded for `legal` on a one-creature board. The store (better-sqlite3),
 * zod, the HTTP host, worker threads and the share codec belong to the commands that use them, which
 * import them on demand. This walks the static import graph of the source from cli/main.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { resolveSourceImport } from '../support/source-imports.ts';

const SRC = path.resolve(import.meta.dirname, '../../src-main');

/** Value imports and re-exports (type-only ones vanish when compiled); dynamic import() is not matched. */
const staticImports = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;']*?\sfrom\s+)?'([^']+)'/gm)]
    .filter((m) => m[1] === undefined)
    .map((m) => m[2] ?? '');

function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(file)) {
      const target = resolveSourceImport(file, spec);
      if (target !== undefined) todo.push(target);
      else packages.add(spec);
    }
  }
  return { files, packages };
}

describe('the CLI entry, statically', () => {
  const { files, packages } = staticGraph(path.join(SRC, 'cli/main.ts'));
  const relative = [...files].map((f) => path.relative(SRC, f));

  test('imports no store, API service, host, worker, share codec or card library', () => {
    const heavy = relative.filter(
      (f) =>
        /^(?:shared\/)?(store|host|worker|share|core|cards)\//.test(f) ||
        /^(?:shared\/)?generate\/(?!puzzle-kinds)/.test(f) ||
        /^api\/(service|validate)\.ts$/.test(f),
    );
    expect(heavy).toEqual([]);
  });

  test('imports no package but node built-ins that start quickly (no zod, better-sqlite3, http, worker_threads)', () => {
    const slow = [...packages].filter((p) => !p.startsWith('node:') || ['node:http', 'node:worker_threads', 'node:net', 'node:crypto'].includes(p));
    expect(slow).toEqual([]);
  });

  test('still reaches the engine (the engine commands run it in-process)', () => {
    expect(relative.filter((f) => /^(?:shared\/)?engine\/index\.ts$/.test(f))).toHaveLength(1);
  });
});
