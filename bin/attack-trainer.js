#!/usr/bin/env node
// The CLI is bundled by `npm ci` (the `prepare` script runs `build:node`) into out/cli (scripts/build-cli.js);
// this file only starts it.
import { main } from '../out/cli/main.js';

process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
