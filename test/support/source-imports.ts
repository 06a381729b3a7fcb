/**
 * Where a source file's import specifier leads: a relative path, or a path alias of package.json
 * "imports" (its target, the TypeScript source, as TypeScript and the bundlers resolve it; a conditional
 * target's `source`). Undefined for a package.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { imports = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, string | { source?: string }> };

export function resolveSourceImport(fromFile: string, spec: string): string | undefined {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  for (const [key, target] of Object.entries(imports)) {
    const source = typeof target === 'string' ? target : target.source;
    if (key.endsWith('/*') && spec.startsWith(key.slice(0, -1)) && source !== undefined) {
      return path.join(ROOT, source.replace('*', spec.slice(key.length - 1)));
    }
  }
  return undefined;
}
