#!/usr/bin/env node
// The CLI is bundled into out/cli by `npm run build:node` (scripts/build-node.js), which `npm ci` runs
// (the `prepare` script); this file only starts it, or says in one line how to build it when it is missing.
import { fileURLToPath } from 'node:url';

const bundle = new URL('../out/cli/main.js', import.meta.url);

let cli;
try {
  cli = await import(bundle.href);
} catch (e) {
  if (!(e instanceof Error && 'code' in e && e.code === 'ERR_MODULE_NOT_FOUND' && e.message.includes(fileURLToPath(bundle)))) throw e;
  process.stderr.write('attack-trainer: the command line is not built (out/cli/main.js is missing): run `npm run build:node` in its folder\n');
  process.exit(1);
}

process.exitCode = await cli.main(process.argv.slice(2), {
  // process.stdin is made on first use, and making it costs a few milliseconds (a stream over the
  // terminal, pipe or file): only a command reading `-` iterates it, so only then is it made.
  stdin: { [Symbol.asyncIterator]: () => process.stdin[Symbol.asyncIterator]() },
  stdout: process.stdout,
  stderr: process.stderr,
});
