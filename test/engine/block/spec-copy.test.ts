/**
 * The repository's own copy of block-board/1 (docs/block-board-v1.md and its vectors): when the shared
 * baseline is beside the repository, the vectors must be identical and every baseline heading kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const COPY_VECTORS = here('../../fixtures/spec/vectors-blockers/blockers.json');
const COPY_SPEC = here('../../../docs/block-board-v1.md');
const SHARED_VECTORS = here('../../../../shared/spec/vectors-blockers/blockers.json');
const SHARED_SPEC = here('../../../../shared/spec/block-board-v1.md');
const headings = (markdown: string) => markdown.split('\n').filter((line) => /^#{1,3} /.test(line));

describe('the repository copy of the blocking contract', () => {
  it('holds the vectors and the spec', () => {
    expect((JSON.parse(readFileSync(COPY_VECTORS, 'utf8')) as unknown[]).length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(COPY_SPEC, 'utf8')).toContain('# block-board/1');
  });
  const shared = existsSync(SHARED_VECTORS) && existsSync(SHARED_SPEC);
  if (!shared) console.log(`block spec drift check skipped: no shared baseline at ${SHARED_VECTORS}`);
  it.runIf(shared)('has the same vectors as the shared baseline', () => {
    expect(JSON.parse(readFileSync(COPY_VECTORS, 'utf8'))).toEqual(JSON.parse(readFileSync(SHARED_VECTORS, 'utf8')));
  });
  it.runIf(shared)('keeps every section of the shared baseline spec', () => {
    const living = headings(readFileSync(COPY_SPEC, 'utf8'));
    for (const heading of headings(readFileSync(SHARED_SPEC, 'utf8'))) expect(living).toContain(heading);
  });
});
