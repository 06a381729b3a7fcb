/**
 * Company rules (CR 506.5, 508.1c): creatures that cannot attack alone, that need particular company,
 * or that must attack alone. Checked against the printed Oracle text of each card.
 */
import { changingTarget, creaturePreset, effectPreset, ENCHANTED, pumped, self, str } from './builders.ts';
import type { CardPreset, JsonObject, PresetPlacement } from './preset-model.ts';

const cantAlone = (at: PresetPlacement): JsonObject[] => [{ kind: 'cantAttackAlone', creatures: self(at) }];

export const COMPANY_PRESETS = [
  creaturePreset(
    'jackal-familiar',
    'Jackal Familiar',
    { colors: ['R'], types: ['Creature', 'Jackal'], power: 2, toughness: 2 },
    ['alone'],
    'Cannot attack alone: some other creature must attack in the same combat.',
    cantAlone,
  ),
  creaturePreset(
    'loyal-pegasus',
    'Loyal Pegasus',
    { colors: ['W'], types: ['Creature', 'Pegasus'], power: 2, toughness: 1, keywords: ['flying'] },
    ['alone'],
    'A flier that cannot attack alone.',
    cantAlone,
  ),
  creaturePreset(
    'ember-beast',
    'Ember Beast',
    { colors: ['R'], types: ['Creature', 'Beast'], power: 3, toughness: 4 },
    ['alone'],
    'A 3/4 that cannot attack alone.',
    cantAlone,
  ),
  creaturePreset(
    'bonded-construct',
    'Bonded Construct',
    { colors: [], types: ['Artifact', 'Creature', 'Construct'], power: 2, toughness: 1 },
    ['alone'],
    'A colorless 2/1 that cannot attack alone.',
    cantAlone,
  ),
  creaturePreset(
    'orcish-conscripts',
    'Orcish Conscripts',
    { colors: ['R'], types: ['Creature', 'Orc'], power: 2, toughness: 2 },
    ['alone'],
    'May attack only if at least two other creatures attack too.',
    (at) => [{ kind: 'cantAttackUnless', creatures: self(at), others: {}, atLeast: 2 }],
  ),
  creaturePreset(
    'goblin-goon',
    'Goblin Goon',
    { colors: ['R'], types: ['Creature', 'Goblin', 'Mutant'], power: 6, toughness: 6 },
    ['cant-attack'],
    'Cannot attack a player unless its controller has more creatures than that player. The param names an opponent with at least as many.',
    (at, p) => [{ kind: 'cantAttack', creatures: self(at), defenders: { players: [str(p, 'notOutnumbered')] } }],
    [{ name: 'notOutnumbered', label: 'An opponent with at least as many creatures', type: 'opponent' }],
  ),
  changingTarget(
    effectPreset(
      'errantry',
      'Errantry',
      'aura',
      { colors: ['R'], types: ['Enchantment', 'Aura'] },
      ['alone'],
      'The enchanted creature gets +3/+0, written into its power, and can only attack alone.',
      [ENCHANTED],
      (_at, p) => [{ kind: 'attacksAlone', creatures: { ids: [str(p, 'creature')] } }],
    ),
    pumped(3, 0),
  ),
] as const satisfies readonly CardPreset[];
