/**
 * Restrictions (CR 508.1c): cards that stop creatures attacking, stop them attacking a player, or cap
 * how many may attack. A condition the vocabulary cannot see (an Island, a hand size, a Gate) is a
 * param the author answers. Checked against the printed Oracle text of each card.
 */
import { cantAttackPlayer, creaturePreset, effectPreset, num, OWNER_OPPONENT, self, str } from './builders.ts';
import type { BoardDraft, CardPreset, DraftEffect, JsonObject, ParamSpec, PresetPlacement } from './preset-model.ts';

const NO_FLYING = { notKeywords: ['flying'] };
const NO_ISLAND: ParamSpec = { name: 'noIsland', label: 'An opponent who controls no Island', type: 'opponent' };
const NEAREST: ParamSpec = { name: 'nearest', label: 'The opponent nearest the attacking player in the chosen direction', type: 'opponent' };

/**
 * "Each player may attack only the opponent nearest in the chosen direction and that player's
 * planeswalkers": every other defender is off limits, and so is every battle (the text names none).
 */
const onlyNearest = (nearest: string): JsonObject[] => [
  { kind: 'cantAttack', creatures: {}, defenders: { notPlayers: [nearest] } },
  { kind: 'cantAttack', creatures: {}, defenders: { kinds: ['battle'] } },
];

/** Akron Legionnaire spares creatures named Akron Legionnaire: itself and those already on the board. */
function akronSpared(board: BoardDraft, at: PresetPlacement): string[] {
  return [at.self, ...board.creatures.filter((c) => c.name === 'Akron Legionnaire').map((c) => c.id)];
}

const akronBase = creaturePreset(
  'akron-legionnaire',
  'Akron Legionnaire',
  { colors: ['W'], types: ['Creature', 'Giant', 'Soldier'], power: 8, toughness: 4 },
  ['cant-attack'],
  "Its controller's creatures cannot attack, except artifact creatures and creatures named Akron Legionnaire (every Legionnaire on the board, whichever came first).",
  (at, p, board) => [{ kind: 'cantAttack', creatures: { controller: str(p, 'controller'), notTypes: ['Artifact'], except: akronSpared(board, at) } }],
);

/**
 * "Except for creatures named Akron Legionnaire": a Legionnaire added later is spared by the ones
 * already on the board too, so their restrictions are rewritten (same ids) to except it as well.
 */
const akronLegionnaire: CardPreset = {
  ...akronBase,
  apply(board, params, at) {
    const out = akronBase.apply(board, params, at);
    const earlier = board.effects.filter(
      (e) =>
        e.kind === 'cantAttack' && e.source === 'Akron Legionnaire' && typeof e.creatures === 'object' && e.creatures !== null && !Array.isArray(e.creatures),
    );
    if (earlier.length === 0) return out;
    const sparing = earlier.map((e): DraftEffect => {
      const creatures = e.creatures as JsonObject;
      const except = Array.isArray(creatures.except) ? creatures.except : [];
      return { ...e, creatures: { ...creatures, except: [...except, at.self] } };
    });
    return { ...out, removesEffects: earlier.map((e) => e.id), effects: [...sparing, ...out.effects] };
  },
};

export const RESTRICTION_PRESETS = [
  effectPreset(
    'moat',
    'Moat',
    'permanent',
    { colors: ['W'], types: ['Enchantment'] },
    ['cant-attack'],
    'Only creatures with flying can attack, anyone.',
    [],
    () => [{ kind: 'cantAttack', creatures: NO_FLYING }],
  ),
  creaturePreset(
    'magus-of-the-moat',
    'Magus of the Moat',
    { colors: ['W'], types: ['Creature', 'Human', 'Wizard'], power: 0, toughness: 3 },
    ['cant-attack'],
    'Moat on a 0/3 body: creatures without flying cannot attack.',
    () => [{ kind: 'cantAttack', creatures: NO_FLYING }],
  ),
  creaturePreset(
    'stormtide-leviathan',
    'Stormtide Leviathan',
    { colors: ['U'], types: ['Creature', 'Leviathan'], power: 8, toughness: 8, keywords: ['islandwalk'] },
    ['cant-attack'],
    'Only creatures with flying or islandwalk can attack (the Leviathan itself has islandwalk).',
    () => [{ kind: 'cantAttack', creatures: { notKeywords: ['flying', 'islandwalk'] } }],
  ),
  creaturePreset(
    'peacekeeper',
    'Peacekeeper',
    { colors: ['W'], types: ['Creature', 'Human'], power: 1, toughness: 1 },
    ['cant-attack'],
    'No creature can attack at all while it stays (its upkeep cost does not touch attacking).',
    () => [{ kind: 'cantAttack', creatures: {} }],
  ),
  creaturePreset(
    'kulrath-knight',
    'Kulrath Knight',
    { colors: ['B', 'R'], types: ['Creature', 'Elemental', 'Knight'], power: 3, toughness: 3, keywords: ['flying', 'wither'] },
    ['cant-attack'],
    "Creatures its controller's opponents control with any counter on them cannot attack. Give a creature counters with the counters field.",
    (_at, p, board) =>
      board.players.filter((pl) => pl !== str(p, 'controller')).map((pl) => ({ kind: 'cantAttack', creatures: { controller: pl, counters: { atLeast: 1 } } })),
    [OWNER_OPPONENT("Kulrath Knight's controller")],
  ),
  effectPreset(
    'mystic-barrier',
    'Mystic Barrier',
    'permanent',
    { colors: ['W'], types: ['Enchantment'] },
    ['cant-attack'],
    "Each player may attack only the opponent seated nearest in the last chosen direction (and that player's planeswalkers). The param names that opponent for the attacking player.",
    [NEAREST],
    (_at, p) => onlyNearest(str(p, 'nearest')),
  ),
  creaturePreset(
    'pramikon-sky-rampart',
    'Pramikon, Sky Rampart',
    { colors: ['U', 'R', 'W'], types: ['Legendary', 'Creature', 'Wall'], power: 1, toughness: 5, keywords: ['flying', 'defender'] },
    ['cant-attack', 'defender'],
    "A defender that makes each player attack only the nearest opponent in the chosen direction (and that player's planeswalkers).",
    (_at, p) => onlyNearest(str(p, 'nearest')),
    [NEAREST],
  ),
  effectPreset(
    'caverns-of-despair',
    'Caverns of Despair',
    'permanent',
    { colors: ['R'], types: ['World', 'Enchantment'] },
    ['limit'],
    'At most two creatures can attack each combat, whoever they attack.',
    [],
    () => [{ kind: 'maxAttackers', count: 2 }],
  ),
  effectPreset(
    'dueling-grounds',
    'Dueling Grounds',
    'permanent',
    { colors: ['G', 'W'], types: ['Enchantment'] },
    ['limit'],
    'At most one creature can attack each combat.',
    [],
    () => [{ kind: 'maxAttackers', count: 1 }],
  ),
  akronLegionnaire,
  creaturePreset(
    'blazing-archon',
    'Blazing Archon',
    { colors: ['W'], types: ['Creature', 'Archon'], power: 5, toughness: 6, keywords: ['flying'] },
    ['cant-attack'],
    'Its controller cannot be attacked (their planeswalkers still can).',
    (_at, p) => [cantAttackPlayer(str(p, 'controller'))],
    [OWNER_OPPONENT("Blazing Archon's controller")],
  ),
  effectPreset(
    'reverence',
    'Reverence',
    'permanent',
    { colors: ['W'], types: ['Enchantment'] },
    ['cant-attack'],
    'Creatures with power 2 or less cannot attack its controller.',
    [OWNER_OPPONENT("Reverence's controller")],
    (_at, p) => [cantAttackPlayer(str(p, 'controller'), { powerAtMost: 2 })],
  ),
  effectPreset(
    'teferis-moat',
    "Teferi's Moat",
    'permanent',
    { colors: ['W', 'U'], types: ['Enchantment'] },
    ['cant-attack'],
    'Creatures of the chosen color without flying cannot attack its controller.',
    [OWNER_OPPONENT("Teferi's Moat's controller"), { name: 'color', label: 'Chosen color', type: 'color', default: 'G' }],
    (_at, p) => [cantAttackPlayer(str(p, 'controller'), { colors: [str(p, 'color')], notKeywords: ['flying'] })],
  ),
  effectPreset(
    'chronomantic-escape',
    'Chronomantic Escape',
    'ability',
    { colors: ['W'], types: ['Sorcery'] },
    ['cant-attack'],
    "Until its caster's next turn, creatures cannot attack that player (their planeswalkers still can).",
    [OWNER_OPPONENT('Caster')],
    (_at, p) => [cantAttackPlayer(str(p, 'controller'))],
  ),
  creaturePreset(
    'gaeas-liege',
    "Gaea's Liege",
    { colors: ['G'], types: ['Creature', 'Avatar'], power: 0, toughness: 0 },
    ['plain'],
    'Its power is the number of Forests its controller has while it is not attacking: the number Ensnaring Bridge compares when attackers are declared. The param sets it.',
    () => [],
    [
      { name: 'controller', label: 'Controller', type: 'player' },
      { name: 'forests', label: 'Forests its controller controls', type: 'count', min: 0, max: 40, default: 3 },
    ],
    { creature: (p) => ({ power: num(p, 'forests'), toughness: num(p, 'forests') }) },
  ),
  creaturePreset(
    'harbor-serpent',
    'Harbor Serpent',
    { colors: ['U'], types: ['Creature', 'Serpent'], power: 5, toughness: 5, keywords: ['islandwalk'] },
    ['cant-attack'],
    'Cannot attack unless there are five or more Islands on the battlefield (a param).',
    (at, p) => (num(p, 'islands') >= 5 ? [] : [{ kind: 'cantAttack', creatures: self(at) }]),
    [{ name: 'islands', label: 'Islands on the battlefield', type: 'count', min: 0, max: 60, default: 0 }],
  ),
  creaturePreset(
    'sea-monster',
    'Sea Monster',
    { colors: ['U'], types: ['Creature', 'Serpent'], power: 6, toughness: 6 },
    ['cant-attack'],
    "Cannot attack a player who controls no Island (nor that player's planeswalkers). The param names such an opponent.",
    (at, p) => [{ kind: 'cantAttack', creatures: self(at), defenders: { players: [str(p, 'noIsland')] } }],
    [NO_ISLAND],
  ),
  creaturePreset(
    'sea-serpent',
    'Sea Serpent',
    { colors: ['U'], types: ['Creature', 'Serpent'], power: 5, toughness: 5 },
    ['cant-attack'],
    "Cannot attack a player who controls no Island (nor that player's planeswalkers). The param names such an opponent.",
    (at, p) => [{ kind: 'cantAttack', creatures: self(at), defenders: { players: [str(p, 'noIsland')] } }],
    [NO_ISLAND],
  ),
  creaturePreset(
    'island-fish-jasconius',
    'Island Fish Jasconius',
    { colors: ['U'], types: ['Creature', 'Fish'], power: 6, toughness: 8 },
    ['cant-attack'],
    "Cannot attack a player who controls no Island (nor that player's planeswalkers); it also stays tapped unless paid for in upkeep.",
    (at, p) => [{ kind: 'cantAttack', creatures: self(at), defenders: { players: [str(p, 'noIsland')] } }],
    [NO_ISLAND],
  ),
  creaturePreset(
    'extraction-specialist',
    'Extraction Specialist',
    { colors: ['W'], types: ['Creature', 'Human', 'Rogue'], power: 3, toughness: 2, keywords: ['lifelink'] },
    ['cant-attack'],
    'The creature it returned from the graveyard cannot attack while its controller keeps the Specialist.',
    (_at, p) => [{ kind: 'cantAttack', creatures: { ids: [str(p, 'returned')] } }],
    [{ name: 'returned', label: 'The returned creature', type: 'creatureRef' }],
  ),
] as const satisfies readonly CardPreset[];
