#!/usr/bin/env node
// The CLI is compiled by `npm ci` (the `prepare` script) into out/node; this file only starts it.
import { main } from '../out/node/cli/main.js';

process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
