// Rewrites the generated card table of docs/card-presets.md from the presets (src-main/shared/cards), compiled
// into out/node by `npm run build:node`, which `npm run docs:cards` runs first.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { replaceCardCatalog } from '#shared/cards/index';

const doc = fileURLToPath(new URL('../docs/card-presets.md', import.meta.url));
const before = readFileSync(doc, 'utf8');
const after = replaceCardCatalog(before);
if (after !== before) writeFileSync(doc, after);
console.log(after === before ? 'docs/card-presets.md is up to date' : 'docs/card-presets.md rewritten');
