/**
 * Path aliases for Vite, electron-vite and vitest, read from package.json "imports": each `#name/*`
 * entry names the TypeScript source (`./src-main/*.ts`), which bundlers and tests then read directly.
 * Node resolves the same entries on its own (the Node build bundles them; docs/architecture.md, "Path aliases").
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
    if (!key.endsWith('/*') || typeof target !== 'string') return [];
    const prefix = key.slice(0, -1).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    return [{ find: new RegExp(`^${prefix}(.*)$`), replacement: path.join(root, target).replace('*', '$1') }];
  });
}
