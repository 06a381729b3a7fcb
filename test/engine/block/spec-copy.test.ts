/**
 * The repository's own copy of block-board/1 (docs/block-board-v1.md and its vectors) keeps the shared
 * baseline's vectors and every baseline heading: against the record in test/fixtures/spec/baseline.json,
 * and against ../shared itself where it is present (test/support/spec-baseline.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingsOf, recordedBaseline, sharedBaseline, vectorsSha256 } from '../../support/spec-baseline.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const COPY_VECTORS = here('../../fixtures/spec/vectors-blockers/blockers.json');
const COPY_SPEC = here('../../../docs/block-board-v1.md');
const SHARED_VECTORS = here('../../../../shared/spec/vectors-blockers/blockers.json');
const SHARED_SPEC = here('../../../../shared/spec/block-board-v1.md');

describe('the repository copy of the blocking contract', () => {
  it('holds the vectors and the spec', () => {
    expect((JSON.parse(readFileSync(COPY_VECTORS, 'utf8')) as unknown[]).length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(COPY_SPEC, 'utf8')).toContain('# block-board/1');
  });
  const recorded = recordedBaseline('block-board/1');
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
