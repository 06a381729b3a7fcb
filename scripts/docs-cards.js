// Rewrites the generated card table of docs/card-presets.md from the presets (src-main/shared/cards).
// `npm run docs:cards` runs it from the Node build (out/cli/docs-cards.js, scripts/build-node.js).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replaceCardCatalog } from '#shared/cards/index';
import { packageRoot } from './lib/root.js';

const doc = path.join(packageRoot(import.meta.url), 'docs', 'card-presets.md');
const before = readFileSync(doc, 'utf8');
const after = replaceCardCatalog(before);
if (after !== before) writeFileSync(doc, after);
console.log(after === before ? 'docs/card-presets.md is up to date' : 'docs/card-presets.md rewritten');
