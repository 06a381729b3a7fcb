/**
 * Path aliases for Vite, electron-vite and vitest, read from package.json "imports": each `#name/*`
 * entry with a `source` condition (the TypeScript source; Node's run-time `default` is the compiled
 * out/node) becomes an alias to the source, so bundlers and tests run the current .ts files.
 * docs/architecture.md ("Path aliases").
 */
import fs from 'node:fs';
import path from 'node:path';

interface Alias {
  readonly find: RegExp;
  readonly replacement: string;
}

export function sourceAliases(root: string): Alias[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports?: Record<string, unknown> };
  return Object.entries(pkg.imports ?? {}).flatMap(([key, target]) => {
    const source = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)['source'] : undefined;
    if (!key.endsWith('/*') || typeof source !== 'string') return [];
    const prefix = key.slice(0, -1).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    return [{ find: new RegExp(`^${prefix}(.*)$`), replacement: path.join(root, source).replace('*', '$1') }];
  });
}
