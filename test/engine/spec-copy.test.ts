/**
 * The repository carries its own copy of the `attack-board/1` contract (docs/attack-board-v1.md) and of
 * its public vectors (test/fixtures/spec/vectors/), so a clone alone builds and passes its tests. The
 * shared baseline (../shared/spec) stays the reference every extension must keep answering the same way:
 * the copy's vectors are the baseline's and every baseline section heading is still in the living copy,
 * checked against the baseline recorded in test/fixtures/spec/baseline.json, and against ../shared
 * itself where it is present (test/support/spec-baseline.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingsOf, recordedBaseline, sharedBaseline, vectorsSha256 } from '../support/spec-baseline.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const COPY_VECTORS = here('../fixtures/spec/vectors/article.json');
const COPY_SPEC = here('../../docs/attack-board-v1.md');
const SHARED_VECTORS = here('../../../shared/spec/vectors/article.json');
const SHARED_SPEC = here('../../../shared/spec/attack-board-v1.md');

describe('the repository copy of the contract', () => {
  it('holds the vectors and the spec', () => {
    const vectors = JSON.parse(readFileSync(COPY_VECTORS, 'utf8')) as unknown[];
    expect(vectors.length).toBeGreaterThanOrEqual(17);
    expect(readFileSync(COPY_SPEC, 'utf8')).toContain('# attack-board/1');
  });

  const recorded = recordedBaseline('attack-board/1');
  const shared = sharedBaseline(SHARED_VECTORS, SHARED_SPEC);

  it('has the same vectors as the shared baseline', () => {
    expect(vectorsSha256(COPY_VECTORS)).toBe(recorded.vectorsSha256);
    if (shared !== undefined) expect(shared.vectorsSha256).toBe(recorded.vectorsSha256);
  });

  it('keeps every section of the shared baseline spec', () => {
    const living = headingsOf(readFileSync(COPY_SPEC, 'utf8'));
    for (const heading of recorded.headings) expect(living).toContain(heading);
    if (shared !== undefined) expect(shared.headings).toEqual(recorded.headings);
  });
});
