/**
 * A blocking puzzle as an attack-quiz-pack/1 quiz on its block-board/1 board, so that an answered
 * puzzle is kept as any quiz is (review card, library, progress). The answer is the engine's legal
 * set (§6 canonical order); the explanation says which declarations are legal and, for the
 * declarations the cards rule out, the step of CR 509.1 that rules each out, in the engine's words.
 */
import type { BoardDraft, JsonObject } from '#shared/cards/preset-model';
import { BLOCK_REQUIREMENT_KINDS, BLOCK_RESTRICTION_KINDS, EVASION_KEYWORDS } from '#shared/engine/block/block-format';
import { blockKey, explainBlockDeclaration, legalBlockSet, parseBlockBoard, type BlockDeclaration } from '#shared/engine/block/index';
import { blockedBy } from '#shared/engine/block/declaration';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { firstBlockDecidingStep } from '#shared/quiz/block-answer-step';
import { blockDeclarationText } from '#shared/text/block-text';
import { namesOfBoard } from '#shared/text/learner-text';
import { blockPuzzleRating } from './block-rating.ts';
import type { BlockPuzzle } from './block-puzzle-model.ts';
import type { Target } from './puzzle-kinds.ts';

/** The generator's quiz level from a rating: the attack puzzles' bands (generate.ts quizLevel). */
const levelOf = (rating: number): 1 | 2 | 3 => (rating < 1150 ? 1 : rating < 1600 ? 2 : 3);

/** At most this many ruled-out declarations are explained, each at a different step of 509.1. */
const EXPLAINED = 2;
/** The bare creatures' declarations read for the ones the cards rule out: a page is enough to find two. */
const NAIVE_LIMIT = 64;

const RESTRICTIONS: ReadonlySet<string> = new Set(BLOCK_RESTRICTION_KINDS);
const REQUIREMENTS: ReadonlySet<string> = new Set(BLOCK_REQUIREMENT_KINDS);
const EVASION: ReadonlySet<string> = new Set(EVASION_KEYWORDS);

/**
 * The tags of the steps the board makes a learner decide (progress counts a quiz under its most
 * specific one, domain/progress/steps.ts): costs (509.1d), requirements (509.1c), restrictions
 * (509.1b, effects or evasion and landwalk keywords), and choosing (509.1a) for every quiz.
 */
export function blockQuizTags(board: BoardDraft): string[] {
  const kinds = new Set(board.effects.map((e) => String(e.kind)));
  const keywords = board.creatures.flatMap((c) => c.keywords ?? []).map(String);
  const tags = ['blocking'];
  if (kinds.has('blockCost')) tags.push('block-costs');
  if ([...kinds].some((k) => REQUIREMENTS.has(k)) || keywords.includes('provoke')) tags.push('block-requirements');
  if ([...kinds].some((k) => RESTRICTIONS.has(k)) || keywords.some((k) => EVASION.has(k) || k.endsWith('walk') || k === 'menace' || k.startsWith('protection')))
    tags.push('block-restrictions');
  tags.push('block-choose', 'generated');
  return tags;
}

/** The title: the effect cards (or the attackers when no effect), as the attack puzzles' titles. */
function titleOf(board: BoardDraft): string {
  const sources = [...new Set(board.effects.map((e) => String(e.source)))];
  const named = sources.length > 0 ? sources : board.creatures.filter((c) => c.attacking !== undefined).map((c) => c.name);
  const shown = named.slice(0, 3);
  const list = shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`;
  return `Blocking: ${list}`;
}

/** The declaration as the pack stores it: one attacker as a string, several as a list (§6). */
const declarationJson = (d: BlockDeclaration): JsonObject => ({
  blocks: Object.fromEntries(
    Object.keys(d.blocks).map((b) => {
      const as = blockedBy(d, b);
      return [b, as.length === 1 ? as[0]! : [...as]];
    }),
  ),
});

/**
 * The explanation: the legal set in card names, then, per step of 509.1, a declaration that is legal
 * with the same creatures and no cards but illegal here, with the engine's reason (its lines cite the
 * rules). Undefined when the board does not parse (the generator never keeps such a board).
 */
function explanationOf(board: BoardDraft, legal: readonly BlockDeclaration[]): JsonObject | undefined {
  const parsed = parseBlockBoard(board);
  if (!parsed.ok) return undefined;
  const names = namesOfBoard({ ...parsed.value, defenders: parsed.value.defenders });
  const listed = legal.map((d) => blockDeclarationText(d.blocks, names));
  const short = `${legal.length === 1 ? 'One legal block declaration' : `${legal.length} legal block declarations`} (CR 509.1): ${listed.join('; or ')}.`;
  const plain = parseBlockBoard({ ...board, effects: [], lands: [] });
  const naive = plain.ok ? legalBlockSet(plain.value, { limit: NAIVE_LIMIT }) : undefined;
  const naiveLegal = naive?.ok === true ? naive.value.legal : [];
  const steps: Record<string, string> = {};
  const keys = new Set(legal.map(blockKey));
  for (const d of naiveLegal) {
    if (keys.has(blockKey(d)) || Object.keys(steps).length >= EXPLAINED) continue;
    const x = explainBlockDeclaration(parsed.value, d);
    if (!x.ok || x.value.failedStep === undefined || steps[x.value.failedStep] !== undefined) continue;
    const why = x.value.steps.find((s) => s.step === x.value.failedStep)?.lines[0];
    if (why !== undefined) steps[x.value.failedStep] = `${blockDeclarationText(d.blocks, names)} is not legal: ${why}`;
  }
  if (Object.keys(steps).length === 0) {
    // The cards rule nothing out: they make a declaration legal (an extra block) or decide among the
    // legal ones (requirements, costs). The first legal declaration the bare creatures would not allow
    // is explained at the step that decides it.
    const naiveKeys = new Set(naiveLegal.map(blockKey));
    const d = legal.find((x) => !naiveKeys.has(blockKey(x))) ?? legal[0];
    const x = d === undefined ? undefined : explainBlockDeclaration(parsed.value, d);
    if (d !== undefined && x?.ok === true) {
      const step = firstBlockDecidingStep(x.value);
      const lines = x.value.steps.find((s) => s.step === step)?.lines ?? [];
      if (lines.length > 0) steps[step] = `${blockDeclarationText(d.blocks, names)} is legal: ${lines.join('; ')}`;
    }
  }
  return Object.keys(steps).length === 0 ? { short } : { short, steps };
}

/**
 * The quiz of a blocking puzzle: its id, its board, "every legal block declaration" answered by the
 * engine's set, tags of the steps the board turns on, a level from the puzzle's starting rating.
 */
export function blockPuzzleQuiz(
  p: Pick<BlockPuzzle, 'id' | 'seed' | 'prompt' | 'board' | 'legal'> & { readonly target: Target },
  generatorVersion: number,
): JsonObject | undefined {
  const explanation = explanationOf(p.board, p.legal);
  if (explanation === undefined) return undefined;
  return {
    id: p.id,
    title: titleOf(p.board),
    level: levelOf(blockPuzzleRating(p)),
    tags: blockQuizTags(p.board),
    source: `generated: blocking puzzle generator v${generatorVersion}, seed ${p.seed}, target ${p.target}`,
    interpretation: false,
    prompt: p.prompt,
    board: canonicalBoardJson(p.board),
    question: { type: 'legal-sets', answer: p.legal.map(declarationJson) },
    explanation,
  };
}
