/**
 * The shared baseline of a contract (../shared/spec): the repository's copy must keep answering it the
 * same way. The baseline is recorded in test/fixtures/spec/baseline.json (its vectors' SHA-256 and its
 * section headings), so a clone alone checks its copy against it; where ../shared is present, the
 * record itself is checked against the shared files, so it cannot drift from them either.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BASELINE = fileURLToPath(new URL('../fixtures/spec/baseline.json', import.meta.url));

export interface SpecBaseline {
  readonly vectorsSha256: string;
  readonly headings: readonly string[];
}

/** The section headings of a Markdown text (levels 1–3), as the baseline records them. */
export const headingsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^#{1,3} /.test(line));

/** A vectors file's fingerprint: its parsed JSON serialized again, so white space does not count. */
export const vectorsSha256 = (file: string): string =>
  createHash('sha256')
    .update(JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))))
    .digest('hex');

export function recordedBaseline(format: 'attack-board/1' | 'block-board/1'): SpecBaseline {
  return (JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, SpecBaseline>)[format]!;
}

/** The baseline read from ../shared, or undefined on a machine without it (a clone alone). */
export function sharedBaseline(vectorsFile: string, specFile: string): SpecBaseline | undefined {
  if (!existsSync(vectorsFile) || !existsSync(specFile)) return undefined;
  return { vectorsSha256: vectorsSha256(vectorsFile), headings: headingsOf(readFileSync(specFile, 'utf8')) };
}
