/**
 * Defender (CR 702.3b: a creature with defender can't attack) and Arcades, the Strategist, which lets
 * its controller's defenders attack anyway. A defender creature carries its restriction as its first
 * effect (`<id>.1`, see builders.ts); Arcades removes those of its controller's creatures already on
 * the board, and a defender entering under an Arcades gets none. Checked against the printed Oracle
 * text of each card.
 */
import { ARCADES, creaturePreset, num, str } from './builders.ts';
import type { BoardDraft, CardPreset } from './preset-model.ts';

const wall = (
  id: string,
  name: string,
  colors: CardPreset['colors'],
  types: readonly string[],
  power: number,
  toughness: number,
  keywords: readonly string[],
  summary: string,
): CardPreset => creaturePreset(id, name, { colors, types, power, toughness, keywords: ['defender', ...keywords] }, ['defender', 'cant-attack'], summary);

/** The defender restrictions (`<id>.1` of a creature with defender) of `controller`'s creatures. */
function defenderRestrictions(board: BoardDraft, controller: string): string[] {
  const defenders = new Set(board.creatures.filter((c) => c.controller === controller && (c.keywords ?? []).includes('defender')).map((c) => c.id));
  return board.effects
    .filter((e) => e.kind === 'cantAttack' && defenders.has(e.id.slice(0, e.id.indexOf('.'))) && e.id.endsWith('.1'))
    .filter((e) => JSON.stringify(e.creatures) === JSON.stringify({ ids: [e.id.slice(0, e.id.indexOf('.'))] }) && e.defenders === undefined)
    .map((e) => e.id);
}

const arcades = creaturePreset(
  'arcades-the-strategist',
  ARCADES,
  { colors: ['G', 'W', 'U'], types: ['Legendary', 'Creature', 'Elder', 'Dragon'], power: 3, toughness: 5, keywords: ['flying', 'vigilance'] },
  ['defender'],
  "Its controller's creatures with defender can attack as though they had no defender.",
);

export const DEFENDER_PRESETS = [
  wall('wall-of-omens', 'Wall of Omens', ['W'], ['Creature', 'Wall'], 0, 4, [], 'A 0/4 wall with defender: never an attacker.'),
  wall('wall-of-blossoms', 'Wall of Blossoms', ['G'], ['Creature', 'Plant', 'Wall'], 0, 4, [], 'A 0/4 wall with defender: never an attacker.'),
  wall('wall-of-stone', 'Wall of Stone', ['R'], ['Creature', 'Wall'], 0, 8, [], 'A 0/8 wall with defender: never an attacker.'),
  wall(
    'wall-of-denial',
    'Wall of Denial',
    ['W', 'U'],
    ['Creature', 'Wall'],
    0,
    8,
    ['flying', 'shroud'],
    'A flying wall with defender: flying does not let it attack.',
  ),
  wall('wall-of-air', 'Wall of Air', ['U'], ['Creature', 'Wall'], 1, 5, ['flying'], 'A flying wall with defender: never an attacker.'),
  wall('wall-of-swords', 'Wall of Swords', ['W'], ['Creature', 'Wall'], 3, 5, ['flying'], 'A 3/5 flying wall with defender: never an attacker.'),
  wall('wall-of-wood', 'Wall of Wood', ['G'], ['Creature', 'Wall'], 0, 3, [], 'A 0/3 wall with defender: never an attacker.'),
  wall('wall-of-frost', 'Wall of Frost', ['U'], ['Creature', 'Wall'], 0, 7, [], 'A 0/7 wall with defender: never an attacker.'),
  wall(
    'wall-of-spears',
    'Wall of Spears',
    [],
    ['Artifact', 'Creature', 'Wall'],
    2,
    3,
    ['first strike'],
    'An artifact wall with defender: being an artifact does not let it attack.',
  ),
  wall('tree-of-redemption', 'Tree of Redemption', ['G'], ['Creature', 'Plant'], 0, 13, [], 'A 0/13 defender: never an attacker.'),
  wall('roc-egg', 'Roc Egg', ['W'], ['Creature', 'Bird', 'Egg'], 0, 3, [], 'A 0/3 defender: never an attacker.'),
  creaturePreset(
    'ogre-jailbreaker',
    'Ogre Jailbreaker',
    { colors: ['B'], types: ['Creature', 'Ogre', 'Rogue'], power: 4, toughness: 4, keywords: ['defender'] },
    ['defender', 'cant-attack'],
    'A 4/4 with defender that can attack anyway while its controller controls a Gate (a param).',
    () => [],
    [{ name: 'gate', label: 'Its controller controls a Gate (1) or not (0)', type: 'count', min: 0, max: 1, default: 0 }],
    { defenderLifted: (p) => num(p, 'gate') === 1 },
  ),
  {
    ...arcades,
    apply(board, params, at) {
      const out = arcades.apply(board, params, at);
      const controller = str(params, 'controller');
      const lifted = board.creatures
        .filter((c) => c.controller === controller && (c.keywords ?? []).includes('defender'))
        .map((c) => {
          const keywords = (c.keywords ?? []).filter((k) => k !== 'defender');
          const { keywords: _old, ...rest } = c;
          return keywords.length > 0 ? { ...rest, keywords } : rest;
        });
      return { ...out, removesEffects: defenderRestrictions(board, controller), ...(lifted.length > 0 ? { updatesCreatures: lifted } : {}) };
    },
  } satisfies CardPreset,
] as const satisfies readonly CardPreset[];
