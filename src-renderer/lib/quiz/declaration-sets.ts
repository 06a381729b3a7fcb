/**
 * The diff of a legal-sets answer, for attack and block declarations alike: the learner's declarations
 * against the engine's legal set, each illegal one with the engine's verdict and the step it fails.
 */
import type { AnswerBasis } from '#shared/quiz/pack-model';

export interface SetItem<D> {
  readonly key: string;
  readonly declaration: D;
  /** Readable, with card names: "Crazed Goblin → opp", "Wall of Stone blocks Grizzly Bears". */
  readonly text: string;
}

export interface IllegalSetItem<D, S> extends SetItem<D> {
  /** The engine's one-sentence verdict. */
  readonly summary: string;
  readonly failedStep?: S;
}

export interface SetsView<D, S> {
  readonly correct: boolean;
  readonly missed: readonly SetItem<D>[];
  readonly illegal: readonly IllegalSetItem<D, S>[];
  /** The learner's declarations that are legal. */
  readonly right: readonly SetItem<D>[];
  /** Every legal declaration, canonical order. */
  readonly expected: readonly SetItem<D>[];
  readonly fromSnapshot: boolean;
}

/** What a legal-sets score (attack or block) says, as far as the diff needs it. */
interface SetsScore<D, S> {
  readonly correct: boolean;
  readonly basis: AnswerBasis;
  readonly expected: readonly D[];
  readonly missed: readonly D[];
  readonly illegal: readonly { readonly declaration: D; readonly summary: string; readonly failedStep?: S }[];
}

/** How one kind of declaration is keyed (its canonical key) and read (with the board's card names). */
interface SetsReader<D> {
  key(d: D): string;
  text(d: D): string;
}

export function shapeSets<D, S>(score: SetsScore<D, S>, given: readonly D[], read: SetsReader<D>): SetsView<D, S> {
  const item = (d: D): SetItem<D> => ({ key: read.key(d), declaration: d, text: read.text(d) });
  const expectedKeys = new Set(score.expected.map(read.key));
  return {
    correct: score.correct,
    missed: score.missed.map(item),
    illegal: score.illegal.map((p) => ({
      ...item(p.declaration),
      summary: p.summary,
      ...(p.failedStep === undefined ? {} : { failedStep: p.failedStep }),
    })),
    right: given.filter((d) => expectedKeys.has(read.key(d))).map(item),
    expected: score.expected.map(item),
    fromSnapshot: score.basis === 'snapshot',
  };
}
