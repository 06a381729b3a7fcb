#!/usr/bin/env node
// Runs electronegativity (pinned in this folder's package.json) through its programmatic API and
// writes every finding, with its severity, as JSON. Used by test/app/electronegativity.test.ts.
//
//   node tools/electronegativity/scan.mjs <input folder> <electron version> <report.json>
//
// Why not the CLI's `-o report.csv`: version 1.10.3 writes the CSV header and the rows with two
// concurrent fs.writeFile calls, so the header can overwrite the start of the first finding (seen
// here); its SARIF output drops the severity. The API returns the same findings the CLI would print.
// This folder is its own npm project because the scanner breaks when a newer `commander` is hoisted
// beside it; `npm test` installs it (`npm run scanner`, scripts/ensure-scanner.js runs `npm ci --prefix tools/electronegativity`).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [input, electronVersion, report] = process.argv.slice(2);
if (input === undefined || electronVersion === undefined || report === undefined) {
  console.error('usage: node tools/electronegativity/scan.mjs <input folder> <electron version> <report.json>');
  process.exit(2);
}

const run = require('@doyensec/electronegativity');
const { version } = require('@doyensec/electronegativity/package.json');
const result = await run({ input: path.resolve(input), electronVersionOverride: electronVersion, isRelative: true });
const findings = result.issues.map((issue) => ({
  id: issue.id,
  severity: issue.severity.name,
  confidence: issue.confidence.name,
  file: issue.file,
  line: issue.location?.line ?? 0,
  column: issue.location?.column ?? 0,
  manualReview: issue.manualReview === true,
  description: issue.description,
  sample: issue.sample ?? null,
}));
const errors = result.errors.map((error) => ({
  file: path.relative(path.resolve(input), error.file),
  message: error.message,
  tolerable: error.tolerable === true,
}));
fs.writeFileSync(
  report,
  `${JSON.stringify({ scanner: `@doyensec/electronegativity ${version}`, electronVersion, atomicChecks: result.atomicChecks, globalChecks: result.globalChecks, errors, findings }, null, 2)}\n`,
);
// The scanner leaves sockets of its (offline, failed) update checks open; the report is written.
process.exit(0);
