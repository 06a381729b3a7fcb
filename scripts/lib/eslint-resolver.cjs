// An import resolver (eslint-module-utils interface 2) for eslint-plugin-boundaries: it resolves the
// project's `#…` path aliases from package.json "imports" to their TypeScript source, and leaves every
// other import to the node resolver listed after it.
const fs = require('node:fs');
const path = require('node:path');

exports.interfaceVersion = 2;

const root = path.resolve(module.path, '../..');
const imports = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {};

exports.resolve = (source) => {
  if (!source.startsWith('#')) return { found: false };
  for (const [key, target] of Object.entries(imports)) {
    if (!key.endsWith('/*') || !source.startsWith(key.slice(0, -1)) || typeof target !== 'string') continue;
    const file = path.join(root, target.replace('*', source.slice(key.length - 1)));
    return fs.existsSync(file) ? { found: true, path: file } : { found: false };
  }
  return { found: false };
};
