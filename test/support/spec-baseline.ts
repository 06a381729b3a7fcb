/**
 * The shared baseline of a contract (../shared/spec): the repository's copy must keep answering it the
 * same way. The baseline is recorded in test/fixtures/spec/baseline.json (its vectors' SHA-256 and its
 * section headings), so a clone alone checks its copy against it; where ../shared is present, the
 * record itself is checked against the shared files, so it cannot drift from them either.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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

/** Where a contract's copy and its shared baseline sit, and what the copy must at least hold. */
export interface SpecCopy {
  readonly format: 'attack-board/1' | 'block-board/1';
  readonly copyVectors: string;
  readonly copySpec: string;
  readonly sharedVectors: string;
  readonly sharedSpec: string;
  readonly minVectors: number;
}

/** The checks every contract copy passes: its vectors and spec present, the baseline's vectors and headings kept. */
export function describeSpecCopy(copy: SpecCopy): void {
  describe(`the repository copy of ${copy.format}`, () => {
    it('holds the vectors and the spec', () => {
      expect((JSON.parse(readFileSync(copy.copyVectors, 'utf8')) as unknown[]).length).toBeGreaterThanOrEqual(copy.minVectors);
      expect(readFileSync(copy.copySpec, 'utf8')).toContain(`# ${copy.format}`);
    });
    const recorded = recordedBaseline(copy.format);
    const shared = sharedBaseline(copy.sharedVectors, copy.sharedSpec);

    it('has the same vectors as the shared baseline', () => {
      expect(vectorsSha256(copy.copyVectors)).toBe(recorded.vectorsSha256);
      if (shared !== undefined) expect(shared.vectorsSha256).toBe(recorded.vectorsSha256);
    });

    it('keeps every section of the shared baseline spec', () => {
      const living = headingsOf(readFileSync(copy.copySpec, 'utf8'));
      for (const heading of recorded.headings) expect(living).toContain(heading);
      if (shared !== undefined) expect(shared.headings).toEqual(recorded.headings);
    });
  });
}
