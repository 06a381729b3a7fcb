/**
 * The layer rules of docs/architecture.md are live: `npm run lint` (eslint.config.js with
 * eslint.layers.js) fails on a file that imports against an arrow, and passes a file that follows them.
 * Each probe is linted as if it sat in a layer's folder; what it imports are the project's real files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYER_FOLDERS } from '../../eslint.layers.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

type Layer = keyof typeof LAYER_FOLDERS;

/** Every file under a folder (repository-relative), in a stable order. */
const filesUnder = (folder: string): string[] =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`]));

/** A real file of a layer, found by its name within the layer's folder (the first layer to claim a file owns it). */
const fileOf = (layer: Layer, name: string): string => {
  const earlier = Object.entries(LAYER_FOLDERS)
    .slice(0, Object.keys(LAYER_FOLDERS).indexOf(layer))
    .flatMap(([, places]) => places);
  for (const place of LAYER_FOLDERS[layer]) {
    const found = filesUnder(place).find((file) => file.endsWith(`/${name}`) && !earlier.some((p) => file.startsWith(`${p}/`)));
    if (found !== undefined) return found;
  }
  throw new Error(`no ${name} in layer ${layer}`);
};

/** The probe's source: one import of `target` (a project file or an alias), relative to the probe. */
const probe = (at: string, target: string, kind: 'value' | 'type' = 'value'): string => {
  let spec = target.startsWith('#') ? target : path.posix.relative(path.posix.dirname(at), target);
  if (!spec.startsWith('.') && !spec.startsWith('#')) spec = `./${spec}`;
  return `import ${kind === 'type' ? 'type ' : ''}* as target from '${spec}';\nexport const probe = target;\n`;
};

const lint = async (at: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, at) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
};

const ENGINE_RESULT = (): string => fileOf('engine', 'result.ts');
/** With the path aliases of package.json "imports", imports through them are checked too. */
const { imports } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports?: Record<string, unknown> };
const ALIAS_CASES =
  imports?.['#main/*'] === undefined
    ? []
    : [
        { name: 'the engine imports the API by its alias', from: 'engine' as const, target: () => '#main/api/errors', allowed: false },
        { name: 'the renderer imports the contract by its alias', from: 'renderer' as const, target: () => '#main/contract/trainer-api', allowed: true },
      ];
const CASES: readonly { name: string; from: Layer; target: () => string; kind?: 'type'; allowed: boolean }[] = [
  { name: 'the engine imports itself', from: 'engine', target: ENGINE_RESULT, allowed: true },
  { name: 'the engine imports the API', from: 'engine', target: () => fileOf('api', 'errors.ts'), allowed: false },
  { name: 'the engine imports the store', from: 'engine', target: () => fileOf('store', 'index.ts'), allowed: false },
  { name: 'shared code imports a domain module', from: 'shared', target: () => fileOf('domain', 'index.ts'), allowed: false },
  { name: 'the text module runs engine code', from: 'text', target: ENGINE_RESULT, allowed: false },
  { name: 'the text module names engine types', from: 'text', target: ENGINE_RESULT, kind: 'type', allowed: true },
  { name: 'a domain module imports the API contract', from: 'domain', target: () => fileOf('contract', 'trainer-api.ts'), allowed: false },
  { name: 'a domain module imports the store', from: 'domain', target: () => fileOf('store', 'index.ts'), allowed: true },
  { name: 'the store imports a domain module', from: 'store', target: () => fileOf('domain', 'index.ts'), allowed: false },
  { name: 'the worker imports the API', from: 'worker', target: () => fileOf('api', 'errors.ts'), allowed: false },
  { name: 'the API imports the worker', from: 'api', target: () => fileOf('worker', 'runner.ts'), allowed: true },
  { name: 'the Electron app imports the browser host', from: 'electron', target: () => fileOf('host', 'security.ts'), allowed: false },
  { name: 'the API contract imports the service', from: 'contract', target: () => fileOf('api', 'service.ts'), allowed: false },
  { name: 'the API imports the composition root', from: 'api', target: () => fileOf('core', 'open-app-store.ts'), allowed: false },
  { name: 'the composition root imports the service', from: 'core', target: () => fileOf('api', 'service.ts'), allowed: true },
  { name: 'the renderer imports the API contract', from: 'renderer', target: () => fileOf('contract', 'trainer-api.ts'), allowed: true },
  { name: 'the renderer imports the store', from: 'renderer', target: () => fileOf('store', 'index.ts'), allowed: false },
  { name: 'the renderer imports the service', from: 'renderer', target: () => fileOf('api', 'service.ts'), allowed: false },
  ...ALIAS_CASES,
];

describe('layer rules (eslint-plugin-boundaries)', () => {
  it.each(CASES)(
    '$name → allowed: $allowed',
    async ({ from, target, kind, allowed }) => {
      const at = `${LAYER_FOLDERS[from][0]}/layer-probe.ts`;
      const errors = await lint(at, probe(at, target(), kind));
      if (allowed) expect(errors).toEqual([]);
      else expect(errors.some((e) => e.startsWith('boundaries/dependencies'))).toBe(true);
    },
    60_000,
  );

  it.each([
    ['node:fs', 'engine'],
    ['fflate', 'engine'],
    ['node:fs', 'shared'],
    ['better-sqlite3', 'shared'],
  ] as const)(
    '%s in the %s layer is refused',
    async (pkg, layer) => {
      const at = `${LAYER_FOLDERS[layer][0]}/layer-probe.ts`;
      const errors = await lint(at, `import * as p from '${pkg}';\nexport const probe = p;\n`);
      expect(errors.some((e) => e.startsWith('no-restricted-imports'))).toBe(true);
    },
    60_000,
  );

  it('each layer is one folder of the tree', () => {
    for (const places of Object.values(LAYER_FOLDERS)) {
      expect(places).toHaveLength(1);
      expect(fs.statSync(path.join(root, places[0] ?? '')).isDirectory()).toBe(true);
    }
  });

  it('a file outside every layer is refused', async () => {
    const errors = await lint('src-main/nowhere/layer-probe.ts', 'export const probe = 1;\n');
    expect(errors.some((e) => e.startsWith('boundaries/no-unknown-files'))).toBe(true);
  }, 60_000);
});
