/**
 * The limits of attack-board/1 (docs/attack-board-v1.md, "Validation limits"): every count, amount and
 * repetition a board can state is bounded when the board is parsed, so that no value an author can
 * write makes the engine unroll, allocate or loop beyond what a real board needs. A value past its
 * limit is a board error with its JSON path, never an answer the engine works its way towards.
 *
 * Two kinds of bound:
 * - what a value can mean: a cost cannot tap more creatures than a board may hold (MAX_CREATURES), nor
 *   sacrifice or return more permanents than a board may list (MAX_PERMANENTS). Such a cost could never
 *   be paid on any board, and a count of a billion (which the payment unrolled one slot each) is a
 *   typo, not a board. A count above what THIS board offers stays valid and is simply unpayable:
 *   "sacrifice two lands" with one land, or Hollow Warrior alone with nothing else to tap, are costs a
 *   quiz may well show unpaid (the article's Illusionary Mask question), and the payment refuses them
 *   at once by counting, before it unrolls anything;
 * - sizes no real board comes near: players, planeswalkers and battles, effects, permanents, mana, and
 *   amounts (life, counters) that are only compared and added, kept far inside exact integers.
 * Counts the engine caps itself stay unbounded: a `maxAttackers` count or a `cantAttackUnless`
 * `atLeast` above the number of creatures reads as "no limit" or "never", which is what it means.
 * The creature limit (MAX_CREATURES) and conditional nesting (MAX_NESTING) are checked where those
 * lists are read.
 */
import type { Board, BoardError, Effect } from './board.ts';

/** More creatures than this is refused: the engine's search is exponential in attackers. */
export const MAX_CREATURES = 64;
/** Players on one board: Commander pods have four to six; more is not a game the trainer models. */
export const MAX_PLAYERS = 16;
/** Planeswalkers and battles listed in `defenders`. */
export const MAX_DEFENDERS = 64;
/** Effects, those nested in a conditional's `then` included. */
export const MAX_EFFECTS = 256;
/** Permanents in `resources.permanents`. */
export const MAX_PERMANENTS = 256;
/** Mana all of `resources.mana` can make together (lands, creatures, each symbol of "{C}{C}" counting one). */
export const MAX_MANA = 1000;
/** Life totals, life payments and counters on a creature: compared and summed only, so kept exact. */
export const MAX_AMOUNT = 1_000_000;

type Report = (path: string, message: string) => void;

/** The errors of a parsed board that breaks a limit; empty when it keeps them all. */
export function boardLimitErrors(board: Board): BoardError[] {
  const errors: BoardError[] = [];
  const report: Report = (path, message) => errors.push({ path, code: 'too-large', message });
  const count: Report = (path, message) => errors.push({ path, code: 'bad-count', message });
  if (board.players.length > MAX_PLAYERS) report('players', `a board may have at most ${MAX_PLAYERS} players, this one has ${board.players.length}`);
  const listed = board.defenders.filter((d) => d.kind !== 'player').length;
  if (listed > MAX_DEFENDERS) report('defenders', `a board may list at most ${MAX_DEFENDERS} planeswalkers and battles, this one has ${listed}`);
  const effects = countEffects(board.effects);
  if (effects > MAX_EFFECTS) report('effects', `a board may have at most ${MAX_EFFECTS} effects (those inside "then" included), this one has ${effects}`);
  board.creatures.forEach((c, i) => {
    for (const [name, n] of Object.entries(c.counters)) {
      if (n > MAX_AMOUNT) count(`creatures[${i}].counters${keyPath(name)}`, `at most ${MAX_AMOUNT.toLocaleString('en-US')} counters of one kind, not ${n}`);
    }
  });
  const resources = board.resources;
  if (resources !== undefined) {
    if (resources.life > MAX_AMOUNT) count('resources.life', `a life total is at most ${MAX_AMOUNT.toLocaleString('en-US')}, not ${resources.life}`);
    if (resources.permanents.length > MAX_PERMANENTS) {
      report('resources.permanents', `at most ${MAX_PERMANENTS} permanents, this board lists ${resources.permanents.length}`);
    }
    const mana = resources.mana.length + (resources.creatureMana ?? []).reduce((n, s) => n + s.mana.length, 0);
    if (mana > MAX_MANA) report('resources.mana', `the mana sources may make at most ${MAX_MANA} mana together, these make ${mana}`);
  }
  checkCosts(board, count);
  return errors;
}

function countEffects(effects: readonly Effect[]): number {
  return effects.reduce((n, e) => n + 1 + (e.kind === 'conditional' ? countEffects(e.then) : 0), 0);
}

const keyPath = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`);

/**
 * Costs that could never be paid because they ask for more things than there are to choose from.
 * Only top-level effects are costs (a `then` holds requirements), so a cost's path is its index in
 * `effects`, which a board without errors keeps.
 */
function checkCosts(board: Board, count: Report): void {
  board.effects.forEach((e, i) => {
    if (e.kind !== 'attackCost') return;
    const path = `effects[${i}].cost`;
    const cost = e.cost;
    if (cost.life !== undefined && cost.life > MAX_AMOUNT)
      count(`${path}.life`, `a life payment is at most ${MAX_AMOUNT.toLocaleString('en-US')}, not ${cost.life}`);
    if (cost.tapCreatures !== undefined && cost.tapCreatures.count > MAX_CREATURES) {
      count(
        `${path}.tapCreatures.count`,
        `this cost taps ${cost.tapCreatures.count} creatures but a board holds at most ${MAX_CREATURES}: it could never be paid`,
      );
    }
    for (const key of ['sacrifice', 'returnToHand'] as const) {
      const need = cost[key]?.count;
      if (need !== undefined && need > MAX_PERMANENTS) {
        count(`${path}.${key}.count`, `this cost needs ${need} permanents but a board lists at most ${MAX_PERMANENTS}: it could never be paid`);
      }
    }
  });
}
