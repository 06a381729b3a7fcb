/**
 * The repository carries its own copy of the `attack-board/1` contract (docs/attack-board-v1.md) and of
 * its public vectors (test/fixtures/spec/vectors/), so a clone alone builds and passes its tests. The
 * shared baseline (../shared/spec) stays the reference every extension must keep answering the same way:
 * the copy's vectors are the baseline's and every baseline section heading is still in the living copy,
 * checked against the baseline recorded in test/fixtures/spec/baseline.json, and against ../shared
 * itself where it is present (test/support/spec-baseline.ts).
 */
import { fileURLToPath } from 'node:url';
import { describeSpecCopy } from '../support/spec-baseline.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

describeSpecCopy({
  format: 'attack-board/1',
  copyVectors: here('../fixtures/spec/vectors/article.json'),
  copySpec: here('../../docs/attack-board-v1.md'),
  sharedVectors: here('../../../shared/spec/vectors/article.json'),
  sharedSpec: here('../../../shared/spec/attack-board-v1.md'),
  minVectors: 17,
});
