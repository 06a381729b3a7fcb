// The repository's root, found from a module's own URL by walking up to the package.json that names
// the app: the same answer whether the script runs as written (scripts/…) or from the Node build
// (out/cli/…), whose files sit at another depth.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {string} moduleUrl import.meta.url of the caller */
export const packageRoot = (moduleUrl) => {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === 'attack-trainer') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no attack-trainer package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
};
