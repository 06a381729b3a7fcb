/**
 * Blocking puzzles: block-board/1 boards assembled from the blocking card presets by a seed, asking
 * for every legal block declaration, answered by the block engine. A board is kept only when its
 * cards matter (its legal set differs from the same creatures with no effects and no lands) and the
 * answer is short enough to list. The prompt (block-prompt.ts) states only what the board holds.
 * Deterministic: the same seed and target give the same puzzle.
 */
import { applyPreset, BLOCK_PRESETS, makeBlockBoardDraft, type BoardDraft, type PresetParams } from '#shared/cards/index';
import type { JsonObject } from '#shared/cards/preset-model';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { blockKey, legalBlockSet, parseBlockBoard, type BlockDeclaration } from '#shared/engine/block/index';
import { err, ok, type Result } from '#shared/engine/result';
import { parseQuiz } from '#shared/quiz/parse-pack';
import { lintQuizPack } from '#shared/quiz/lint-pack';
import { isBlockQuiz } from '#shared/quiz/quiz-kind';
import { blockPrompt } from './block-prompt.ts';
import { blockPuzzleQuiz } from './block-quiz.ts';
import { makeRng, subSeed, type Rng } from './rng.ts';
import type { Target } from './puzzle-kinds.ts';
import type { BlockPuzzle } from './block-puzzle-model.ts';

export type { BlockPuzzle };

/** The blocking theme's card pool: creatures that attack well, creatures that block, and the cards. */
const ATTACKERS = [
  'boggart-brute',
  'serra-angel',
  'bog-wraith',
  'dryad-sophisticate',
  'soltari-priest',
  'black-knight',
  'shu-cavalry',
  'severed-legion',
  'bladetusk-boar',
  'pale-rider-of-trostad',
  'farbog-revenant',
  'guardian-of-the-guildpact',
  'tel-jilad-chosen',
  'phantom-warrior',
  'pathrazer-of-ulamog',
  'charging-rhino',
  'stalking-tiger',
  'two-headed-dragon',
  'taunting-elf',
  'prized-unicorn',
  'gaeas-protector',
  'nacatl-war-pride',
  'deftblade-elite',
  'krosan-vorine',
  'archangel-of-tithes',
  'goblin-mutant',
] as const;
const BLOCKERS = [
  'giant-spider',
  'serra-angel',
  'cloud-sprite',
  'dauthi-slayer',
  'severed-legion',
  'black-knight',
  'bladetusk-boar',
  'goblin-mutant',
  'brassclaw-orcs',
  'bloodghast',
  'jackal-familiar',
  'mogg-flunkies',
  'silent-arbiter',
  'foriysian-brigade',
  'palace-guard',
  'avatar-of-hope',
  'two-headed-dragon',
  'llanowar-elves',
  'rakdos-cackler',
  'zombie-decayed',
  'shu-cavalry',
  'phyrexian-colossus',
] as const;
const CARDS = [
  'lure',
  'irresistible-prey',
  'culling-mark',
  'hunt-down',
  'high-ground',
  'grand-melee',
  'war-cadence',
  'falter',
  'dueling-grounds',
  'familiar-ground',
  'oppressive-rays',
] as const;
const LANDS = ['swamp', 'underground-river'] as const;

/** The board's size per target: attackers, blockers, cards. */
const SIZES: Readonly<Record<Target, readonly [number, number, number]>> = { 1: [1, 2, 1], 2: [2, 3, 1], 3: [2, 4, 2], 4: [3, 4, 2] };
const MAX_LISTED = 12;
const CANDIDATES = 200;

/** Bump when a change makes a seed give another puzzle (old ids then stop resolving). */
const BLOCK_GENERATOR_VERSION = 2;
/** The attacking player has a name, as in a judge's question: the prompt and the board read "Alice attacks you". */
const ATTACKING_PLAYER = 'alice';

const COSTS = new Set(['war-cadence', 'oppressive-rays', 'archangel-of-tithes']);

function candidate(rng: Rng, target: Target): BoardDraft | undefined {
  const [na, nb, nc] = SIZES[target];
  const attackers = rng.shuffle(ATTACKERS).slice(0, rng.int(1, na));
  const blockers = rng.shuffle(BLOCKERS.filter((b) => !(attackers as readonly string[]).includes(b))).slice(0, rng.int(Math.min(2, nb), nb));
  const cards = rng.shuffle(CARDS).slice(0, rng.int(0, nc));
  const costs = [...attackers, ...cards].some((id) => COSTS.has(id));
  let draft: BoardDraft = makeBlockBoardDraft([ATTACKING_PLAYER, 'you'], ATTACKING_PLAYER, 'you');
  if (costs) draft = { ...draft, resources: { mana: rng.shuffle(['R', 'G', 'W']).slice(0, rng.int(0, 2)), life: 0 } };
  const add = (id: string, params: PresetParams, creature?: JsonObject): boolean => {
    const applied = applyPreset(draft, id, params, creature === undefined ? {} : { creature });
    if (applied.ok) draft = applied.value.board;
    return applied.ok;
  };
  for (const id of blockers)
    if (!add(id, id === 'rakdos-cackler' ? { unleashed: rng.int(0, 1) } : {}, id === 'llanowar-elves' && rng.chance(0.3) ? { sick: true } : undefined))
      return undefined;
  const blockerIds = draft.creatures.map((c) => c.id);
  for (const id of attackers) {
    const provokes = BLOCK_PRESETS.find((p) => p.id === id)!.params.some((s) => s.name === 'provoked');
    if (!add(id, { attacking: 'you', ...(provokes && rng.chance(0.8) ? { provoked: rng.pick(blockerIds) } : {}) })) return undefined;
  }
  const attackerIds = draft.creatures.filter((c) => c.attacking !== undefined).map((c) => c.id);
  for (const id of cards) {
    const preset = BLOCK_PRESETS.find((p) => p.id === id)!;
    const params: Record<string, string | number> = {};
    for (const s of preset.params) {
      if (s.type === 'creatureRef') params[s.name] = rng.pick(s.side === 'blocking' ? blockerIds : attackerIds);
      if (s.name === 'x') params.x = rng.int(0, 2);
    }
    if (!add(id, params)) return undefined;
  }
  for (const id of LANDS) if (rng.chance(0.25) && !add(id, rng.chance(0.7) ? {} : { controller: ATTACKING_PLAYER })) return undefined;
  return draft;
}

/** The legal set's keys when it has at most MAX_LISTED declarations; `many` when longer; undefined when the board fails. */
function legalOf(draft: BoardDraft): BlockDeclaration[] | 'many' | undefined {
  const parsed = parseBlockBoard(draft);
  if (!parsed.ok) return undefined;
  const legal = legalBlockSet(parsed.value, { limit: MAX_LISTED + 1 });
  if (!legal.ok) return undefined;
  return legal.value.complete && legal.value.legal.length <= MAX_LISTED ? [...legal.value.legal] : 'many';
}

const sameSet = (a: readonly BlockDeclaration[] | 'many' | undefined, b: readonly BlockDeclaration[] | 'many' | undefined): boolean =>
  a !== undefined && b !== undefined && (a === 'many' || b === 'many' ? a === b : a.map(blockKey).join('|') === b.map(blockKey).join('|'));

/** The same creatures with no effects and no lands: what a reader who ignores the cards would answer. */
const withoutCards = (draft: BoardDraft): BoardDraft => ({ ...draft, effects: [], lands: [] });

export function cardNamesOf(draft: BoardDraft): string[] {
  return [...new Set([...draft.creatures.map((c) => c.name), ...draft.effects.map((e) => e.source), ...(draft.lands ?? []).map((l) => l.name ?? l.id)])];
}

export function generateBlockPuzzle(seed: number, target: Target = 2): Result<BlockPuzzle, string> {
  for (let n = 0; n < CANDIDATES; n++) {
    const rng = makeRng(subSeed(seed >>> 0, n));
    const draft = candidate(rng, target);
    if (draft === undefined) continue;
    const legal = legalOf(draft);
    // Too long to list, or nothing but "no blocks": not a puzzle.
    if (legal === undefined || legal === 'many' || (legal.length === 1 && Object.keys(legal[0]!.blocks).length === 0)) continue;
    if (sameSet(legalOf(withoutCards(draft)), legal)) continue;
    const prompt = blockPrompt(draft);
    if (prompt === undefined) continue;
    const made = { id: `b${BLOCK_GENERATOR_VERSION}-blocking-${target}-${seed >>> 0}`, seed: seed >>> 0, target, prompt, board: draft, legal };
    const quiz = blockPuzzleQuiz(made, BLOCK_GENERATOR_VERSION);
    if (quiz === undefined) continue;
    return ok({ ...made, cardNames: cardNamesOf(draft), candidates: n + 1, quiz });
  }
  return err(`no candidate of ${CANDIDATES} made a blocking puzzle whose cards matter`);
}

/**
 * What a stored blocking puzzle must satisfy: the board parses, the engine's legal set now is the
 * stored one, the prompt is the board's (rewritten from it, word for word) and names every card and
 * every creature's power/toughness, the cards still matter, and its quiz is the puzzle's (board, prompt,
 * the engine's answer) and passes the quiz lint.
 */
export function checkBlockPuzzle(p: BlockPuzzle): string[] {
  const problems: string[] = [];
  const parsed = parseBlockBoard(p.board);
  if (!parsed.ok) return parsed.error.map((e) => `does not parse: ${e.path}: ${e.message}`);
  const now = legalOf(p.board);
  if (!sameSet(now, p.legal)) problems.push('the engine now answers differently');
  if (blockPrompt(p.board) !== p.prompt) problems.push('the prompt is not the one the board gives');
  const prompt = p.prompt.toLowerCase();
  for (const name of cardNamesOf(p.board)) if (!prompt.includes(name.toLowerCase())) problems.push(`the prompt does not name ${name}`);
  for (const c of p.board.creatures) {
    if (!p.prompt.includes(`${c.name} (`) || !p.prompt.includes(`${c.power ?? 0}/${c.toughness ?? 0}`))
      problems.push(`the prompt does not give ${c.name} with its power and toughness`);
    if (p.prompt.includes(`${c.id} `) && c.id !== c.name) problems.push(`the prompt shows the id ${c.id}`);
  }
  if (sameSet(legalOf(withoutCards(p.board)), now)) problems.push('the cards change nothing');
  problems.push(...quizProblems(p));
  return problems;
}

/** The puzzle's quiz: it parses as a block quiz on the same board and prompt, answers the engine's legal set, and passes the lint. */
function quizProblems(p: BlockPuzzle): string[] {
  const parsed = parseQuiz(p.quiz);
  if (!parsed.ok) return parsed.error.map((e) => `the quiz does not parse: ${e.path}: ${e.message}`);
  const quiz = parsed.value;
  if (!isBlockQuiz(quiz) || quiz.question.type !== 'legal-sets') return ['the quiz is not a block legal-sets quiz'];
  const problems: string[] = [];
  if (quiz.id !== p.id || quiz.prompt !== p.prompt) problems.push('the quiz is not the puzzle (its id or prompt differs)');
  if (JSON.stringify(quiz.boardJson) !== JSON.stringify(canonicalBoardJson(p.board))) problems.push('the quiz board is not the puzzle board');
  if (!sameSet(quiz.question.answer, legalOf(p.board))) problems.push("the quiz's answer is not the engine's");
  const lint = lintQuizPack({ format: 'attack-quiz-pack/1', id: 'generated', title: 'g', description: '', author: 'g', version: '1', quizzes: [quiz] });
  for (const issue of lint) problems.push(`quiz lint ${issue.code}: ${issue.path}: ${issue.message}`);
  return problems;
}
