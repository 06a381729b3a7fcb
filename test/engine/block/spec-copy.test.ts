/**
 * The repository's own copy of block-board/1 (docs/block-board-v1.md and its vectors) keeps the shared
 * baseline's vectors and every baseline heading: against the record in test/fixtures/spec/baseline.json,
 * and against ../shared itself where it is present (test/support/spec-baseline.ts).
 */
import { fileURLToPath } from 'node:url';
import { describeSpecCopy } from '../../support/spec-baseline.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

describeSpecCopy({
  format: 'block-board/1',
  copyVectors: here('../../fixtures/spec/vectors-blockers/blockers.json'),
  copySpec: here('../../../docs/block-board-v1.md'),
  sharedVectors: here('../../../../shared/spec/vectors-blockers/blockers.json'),
  sharedSpec: here('../../../../shared/spec/block-board-v1.md'),
  minVectors: 32,
});
