/**
 * More creatures and spells that force, forbid or tax attacks: the "attacks each combat" creatures
 * with haste, the imps and spells that make the active player attack, goad by power, and creatures
 * whose own condition the author answers with a param. Checked against the printed Oracle text.
 */
import { creaturePreset, effectPreset, num, self, str } from './builders.ts';
import type { BoardDraft, CardPreset, JsonObject, ParamSpec, PresetPlacement } from './preset-model.ts';

const OPPONENT_CONTROLLER: ParamSpec = { name: 'controller', label: 'Its controller (an opponent)', type: 'opponent' };
const mustAttackSelf = (at: PresetPlacement): JsonObject[] => [{ kind: 'mustAttack', creatures: self(at) }];
const othersThan = (board: BoardDraft, player: string): string[] => board.players.filter((p) => p !== player);
const flag = (name: string, label: string): ParamSpec => ({ name, label, type: 'count', min: 0, max: 1, default: 0 });

export const MORE_PRESETS = [
  creaturePreset(
    'zurgo-helmsmasher',
    'Zurgo Helmsmasher',
    { colors: ['R', 'W', 'B'], types: ['Legendary', 'Creature', 'Orc', 'Warrior'], power: 7, toughness: 2, keywords: ['haste'] },
    ['must-attack'],
    'Has haste and attacks each combat if able, the turn it arrives included.',
    mustAttackSelf,
  ),
  creaturePreset(
    'bloodrock-cyclops',
    'Bloodrock Cyclops',
    { colors: ['R'], types: ['Creature', 'Cyclops'], power: 3, toughness: 3 },
    ['must-attack'],
    'A 3/3 that attacks each combat if able.',
    mustAttackSelf,
  ),
  creaturePreset(
    'reckless-brute',
    'Reckless Brute',
    { colors: ['R'], types: ['Creature', 'Ogre', 'Warrior'], power: 3, toughness: 1, keywords: ['haste'] },
    ['must-attack'],
    'Haste, and it attacks each combat if able.',
    mustAttackSelf,
  ),
  creaturePreset(
    'impetuous-sunchaser',
    'Impetuous Sunchaser',
    { colors: ['R'], types: ['Creature', 'Human', 'Soldier'], power: 1, toughness: 1, keywords: ['flying', 'haste'] },
    ['must-attack'],
    'A hasty flier that attacks each combat if able: Moat does not stop it.',
    mustAttackSelf,
  ),
  creaturePreset(
    'volatile-rig',
    'Volatile Rig',
    { colors: [], types: ['Artifact', 'Creature', 'Construct'], power: 4, toughness: 4, keywords: ['trample'] },
    ['must-attack'],
    'An artifact 4/4 that attacks each combat if able.',
    mustAttackSelf,
  ),
  creaturePreset(
    'reckless-cohort',
    'Reckless Cohort',
    { colors: ['R'], types: ['Creature', 'Human', 'Warrior', 'Ally'], power: 2, toughness: 2 },
    ['must-attack'],
    'Attacks each combat if able, unless its controller has another Ally (a param).',
    (at, p) => (num(p, 'anotherAlly') === 1 ? [] : mustAttackSelf(at)),
    [flag('anotherAlly', 'Its controller has another Ally (1) or not (0)')],
  ),
  creaturePreset(
    'nettling-imp',
    'Nettling Imp',
    { colors: ['B'], types: ['Creature', 'Imp'], power: 1, toughness: 1 },
    ['must-attack'],
    "Tapped during an opponent's turn: a non-Wall creature of the active player must attack this turn (it is destroyed later if it did not).",
    (_at, p) => [{ kind: 'mustAttack', creatures: { ids: [str(p, 'creature')] } }],
    [OPPONENT_CONTROLLER, { name: 'creature', label: 'Target non-Wall creature', type: 'creatureRef' }],
    { creature: () => ({ tapped: true }) },
  ),
  creaturePreset(
    'maddening-imp',
    'Maddening Imp',
    { colors: ['B'], types: ['Creature', 'Imp'], power: 1, toughness: 1, keywords: ['flying'] },
    ['must-attack'],
    "Tapped during an opponent's turn: every non-Wall creature of the active player must attack this turn.",
    (_at, _p, board) => [{ kind: 'mustAttack', creatures: { controller: board.activePlayer, notTypes: ['Wall'] } }],
    [OPPONENT_CONTROLLER],
    { creature: () => ({ tapped: true }) },
  ),
  effectPreset(
    'sirens-call',
    "Siren's Call",
    'ability',
    { colors: ['U'], types: ['Instant'] },
    ['must-attack'],
    "Cast on an opponent's turn before attackers: every creature of the active player must attack this turn.",
    [OPPONENT_CONTROLLER],
    (_at, _p, board) => [{ kind: 'mustAttack', creatures: { controller: board.activePlayer } }],
  ),
  effectPreset(
    'boiling-blood',
    'Boiling Blood',
    'ability',
    { colors: ['R'], types: ['Instant'] },
    ['must-attack'],
    'The target creature must attack this turn.',
    [{ name: 'creature', label: 'Target creature', type: 'creatureRef' }],
    (_at, p) => [{ kind: 'mustAttack', creatures: { ids: [str(p, 'creature')] } }],
  ),
  creaturePreset(
    'baeloth-barrityl-entertainer',
    'Baeloth Barrityl, Entertainer',
    { colors: ['R'], types: ['Legendary', 'Creature', 'Elf', 'Shaman'], power: 2, toughness: 5 },
    ['goad', 'must-attack'],
    "Opposing creatures with power less than Baeloth's (2) are goaded by its controller.",
    (_at, p, board) =>
      othersThan(board, str(p, 'controller')).map((pl) => ({ kind: 'goad', creatures: { controller: pl, powerAtMost: 1 }, by: str(p, 'controller') })),
    [OPPONENT_CONTROLLER],
  ),
  creaturePreset(
    'geode-rager',
    'Geode Rager',
    { colors: ['R'], types: ['Creature', 'Elemental'], power: 4, toughness: 3, keywords: ['first strike'] },
    ['goad', 'must-attack'],
    'Landfall: its controller goads every creature a target player controls.',
    (_at, p) => [{ kind: 'goad', creatures: { controller: str(p, 'target') }, by: str(p, 'controller') }],
    [OPPONENT_CONTROLLER, { name: 'target', label: 'Target player', type: 'player' }],
  ),
  creaturePreset(
    'slumbering-dragon',
    'Slumbering Dragon',
    { colors: ['R'], types: ['Creature', 'Dragon'], power: 3, toughness: 3, keywords: ['flying'] },
    ['cant-attack'],
    'Cannot attack until it has five or more +1/+1 counters (give it counters with the counters field).',
    (at) => [{ kind: 'cantAttack', creatures: { ...self(at), counters: { name: '+1/+1', atLeast: 0, atMost: 4 } } }],
  ),
  creaturePreset(
    'phyrexian-marauder',
    'Phyrexian Marauder',
    { colors: [], types: ['Artifact', 'Creature', 'Construct'], power: 0, toughness: 0 },
    ['cost'],
    'Enters with X +1/+1 counters and may attack only if its controller pays {1} per +1/+1 counter on it (X is a param).',
    (at, p) => [{ kind: 'attackCost', creatures: self(at), cost: { mana: `{${num(p, 'x')}}` } }],
    [{ name: 'x', label: 'X (+1/+1 counters on it)', type: 'count', min: 0, max: 20, default: 2 }],
    { creature: (p) => ({ power: num(p, 'x'), toughness: num(p, 'x'), counters: { '+1/+1': num(p, 'x') } }) },
  ),
  creaturePreset(
    'chained-throatseeker',
    'Chained Throatseeker',
    { colors: ['U'], types: ['Creature', 'Horror'], power: 5, toughness: 5, keywords: ['infect'] },
    ['cant-attack'],
    "Cannot attack a player who is not poisoned (nor that player's planeswalkers). The param names such an opponent.",
    (at, p) => [{ kind: 'cantAttack', creatures: self(at), defenders: { players: [str(p, 'notPoisoned')] } }],
    [{ name: 'notPoisoned', label: 'An opponent with no poison counters', type: 'opponent' }],
  ),
  creaturePreset(
    'lupine-prototype',
    'Lupine Prototype',
    { colors: [], types: ['Artifact', 'Creature', 'Wolf', 'Construct'], power: 5, toughness: 5 },
    ['cant-attack'],
    'Cannot attack unless some player has no cards in hand (a param).',
    (at, p) => (num(p, 'emptyHand') === 1 ? [] : [{ kind: 'cantAttack', creatures: self(at) }]),
    [flag('emptyHand', 'A player has no cards in hand (1) or not (0)')],
  ),
] as const satisfies readonly CardPreset[];
