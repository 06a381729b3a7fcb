/**
 * Requirements (CR 508.1d): "attacks each combat if able", "attacks you if able", goad (CR 701.15) and
 * the "at least one creature" of Trove of Temptation. The engine then maximizes the requirements
 * obeyed without breaking a restriction and without a cost nobody must pay (CR 508.1d, spec §3).
 * Checked against the printed Oracle text of each card.
 */
import { changingTarget, creaturePreset, effectPreset, ENCHANTED, pumped, self, str } from './builders.ts';
import type { BoardDraft, CardPreset, DraftCreature, JsonObject, ParamSpec, PresetPlacement } from './preset-model.ts';

const CASTER: ParamSpec = { name: 'controller', label: 'Its controller (an opponent)', type: 'opponent' };
const GOADER: ParamSpec = { name: 'by', label: 'Goaded by', type: 'opponent' };

const othersThan = (board: BoardDraft, player: string): string[] => board.players.filter((p) => p !== player);

/** "Creatures your opponents control attack each combat if able", from `player`'s side. */
const opponentsMustAttack = (board: BoardDraft, player: string): JsonObject[] =>
  othersThan(board, player).map((pl) => ({ kind: 'mustAttack', creatures: { controller: pl } }));

/** Goad every creature not controlled by `by` (Disrupt Decorum; Kardur's identical requirements). */
const goadAllOf = (board: BoardDraft, by: string): JsonObject[] => othersThan(board, by).map((pl) => ({ kind: 'goad', creatures: { controller: pl }, by }));

const mustAttackSelf = (at: PresetPlacement): JsonObject[] => [{ kind: 'mustAttack', creatures: self(at) }];

/**
 * Hellraiser Goblin: "Creatures you control have haste and attack each combat if able." Haste is a
 * keyword the board reads (spec §1), so the Goblin itself and its controller's creatures already on
 * the board are written with it, and `grants` writes it on each creature its controller gets later.
 */
const hellraiserBase = creaturePreset(
  'hellraiser-goblin',
  'Hellraiser Goblin',
  { colors: ['R'], types: ['Creature', 'Goblin', 'Berserker'], power: 2, toughness: 2 },
  ['must-attack'],
  "Its controller's creatures, itself included, have haste and must attack each combat (creatures added after it get haste too).",
  (_at, p) => [{ kind: 'mustAttack', creatures: { controller: str(p, 'controller') } }],
  [],
  { creature: () => ({ keywords: ['haste'] }) },
);
const withHaste = (c: DraftCreature): DraftCreature => ((c.keywords ?? []).includes('haste') ? c : { ...c, keywords: [...(c.keywords ?? []), 'haste'] });
const hellraiser: CardPreset = {
  ...hellraiserBase,
  grants: (c, effect) => {
    const creatures = effect.creatures;
    const covered = typeof creatures === 'object' && creatures !== null && !Array.isArray(creatures) ? (creatures as JsonObject).controller : undefined;
    return effect.kind === 'mustAttack' && c.controller === covered ? withHaste(c) : c;
  },
  apply(board, params, at) {
    const out = hellraiserBase.apply(board, params, at);
    const controller = str(params, 'controller');
    const hasty = board.creatures.filter((c) => c.controller === controller && !(c.keywords ?? []).includes('haste')).map(withHaste);
    return hasty.length > 0 ? { ...out, updatesCreatures: hasty } : out;
  },
};

export const REQUIREMENT_PRESETS = [
  creaturePreset(
    'valley-dasher',
    'Valley Dasher',
    { colors: ['R'], types: ['Creature', 'Human', 'Berserker'], power: 2, toughness: 2, keywords: ['haste'] },
    ['must-attack'],
    'Has haste and attacks each combat if able: even the turn it arrives.',
    mustAttackSelf,
  ),
  creaturePreset(
    'berserkers-of-blood-ridge',
    'Berserkers of Blood Ridge',
    { colors: ['R'], types: ['Creature', 'Human', 'Berserker'], power: 4, toughness: 4 },
    ['must-attack'],
    'A 4/4 that attacks each combat if able.',
    mustAttackSelf,
  ),
  creaturePreset(
    'goblin-brigand',
    'Goblin Brigand',
    { colors: ['R'], types: ['Creature', 'Goblin', 'Warrior'], power: 2, toughness: 2 },
    ['must-attack'],
    'A 2/2 Goblin that attacks each combat if able.',
    mustAttackSelf,
  ),
  creaturePreset(
    'goblin-rabblemaster',
    'Goblin Rabblemaster',
    { colors: ['R'], types: ['Creature', 'Goblin', 'Warrior'], power: 2, toughness: 2 },
    ['must-attack'],
    'Every other Goblin its controller has must attack each combat; the Rabblemaster itself may stay home.',
    (at, p) => [{ kind: 'mustAttack', creatures: { controller: str(p, 'controller'), types: ['Goblin'], except: [at.self] } }],
  ),
  hellraiser,
  creaturePreset(
    'goblin-diplomats',
    'Goblin Diplomats',
    { colors: ['R'], types: ['Creature', 'Goblin'], power: 2, toughness: 1 },
    ['must-attack'],
    'Tapped to activate: every creature must attack this turn. The Diplomats arrive tapped, so they stay home.',
    () => [{ kind: 'mustAttack', creatures: {} }],
    [],
    { creature: () => ({ tapped: true }) },
  ),
  effectPreset(
    'goblin-assault',
    'Goblin Assault',
    'permanent',
    { colors: ['R'], types: ['Enchantment'] },
    ['must-attack'],
    'Every Goblin on the battlefield must attack each combat.',
    [],
    () => [{ kind: 'mustAttack', creatures: { types: ['Goblin'] } }],
  ),
  effectPreset(
    'grand-melee',
    'Grand Melee',
    'permanent',
    { colors: ['R'], types: ['Enchantment'] },
    ['must-attack'],
    'All creatures must attack each combat.',
    [],
    () => [{ kind: 'mustAttack', creatures: {} }],
  ),
  creaturePreset(
    'fumiko-the-lowblood',
    'Fumiko the Lowblood',
    { colors: ['R'], types: ['Legendary', 'Creature', 'Human', 'Samurai'], power: 3, toughness: 2, keywords: ['bushido'] },
    ['must-attack'],
    "The creatures of its controller's opponents must attack each combat.",
    (_at, p, board) => opponentsMustAttack(board, str(p, 'controller')),
    [CASTER],
  ),
  effectPreset(
    'bident-of-thassa',
    'Bident of Thassa',
    'ability',
    { colors: ['U'], types: ['Legendary', 'Enchantment', 'Artifact'] },
    ['must-attack'],
    "Once activated, the creatures of its controller's opponents must attack this turn.",
    [CASTER],
    (_at, p, board) => opponentsMustAttack(board, str(p, 'controller')),
  ),
  effectPreset(
    'curse-of-the-nightly-hunt',
    'Curse of the Nightly Hunt',
    'aura',
    { colors: ['R'], types: ['Enchantment', 'Aura', 'Curse'] },
    ['must-attack'],
    "The enchanted player's creatures must attack each combat.",
    [{ name: 'cursed', label: 'Enchanted player', type: 'player' }],
    (_at, p) => [{ kind: 'mustAttack', creatures: { controller: str(p, 'cursed') } }],
  ),
  changingTarget(
    effectPreset(
      'incite',
      'Incite',
      'ability',
      { colors: ['R'], types: ['Instant'] },
      ['must-attack'],
      'The target creature becomes red (only red: its other colors go) until end of turn and must attack this turn.',
      [{ name: 'creature', label: 'Target creature', type: 'creatureRef' }],
      (_at, p) => [{ kind: 'mustAttack', creatures: { ids: [str(p, 'creature')] } }],
    ),
    (c) => ({ ...c, colors: ['R'] }),
  ),
  creaturePreset(
    'alluring-siren',
    'Alluring Siren',
    { colors: ['U'], types: ['Creature', 'Siren'], power: 1, toughness: 1 },
    ['must-attack'],
    "Tapped on an opponent's creature: that creature must attack the Siren's controller this turn (that player, not their planeswalkers).",
    (_at, p) => [{ kind: 'mustAttack', creatures: { ids: [str(p, 'creature')] }, defenders: { ids: [str(p, 'controller')] } }],
    [CASTER, { name: 'creature', label: 'Target creature', type: 'creatureRef' }],
    { creature: () => ({ tapped: true }) },
  ),
  effectPreset(
    'taunt',
    'Taunt',
    'ability',
    { colors: ['U'], types: ['Sorcery'] },
    ['must-attack'],
    "During the target player's next turn, that player's creatures must attack the caster (the player, not the caster's planeswalkers).",
    [CASTER],
    (_at, p, board) => [{ kind: 'mustAttack', creatures: { controller: board.activePlayer }, defenders: { ids: [str(p, 'controller')] } }],
  ),
  effectPreset(
    'trove-of-temptation',
    'Trove of Temptation',
    'permanent',
    { colors: ['R'], types: ['Enchantment'] },
    ['must-attack'],
    'Each opponent of its controller must attack that player or their planeswalkers with at least one creature each combat: one requirement, whichever creature meets it.',
    [CASTER],
    (_at, p, board) => [
      {
        kind: 'atLeastOneAttacks',
        creatures: { controller: board.activePlayer },
        defenders: { players: [str(p, 'controller')], kinds: ['player', 'planeswalker'] },
      },
    ],
  ),
  {
    id: 'gideon-jura',
    name: 'Gideon Jura',
    kind: 'permanent',
    format: 'attack-board/1',
    summary: "Gideon's +2 on an opponent: during that player's next turn, their creatures must attack Gideon. Adds Gideon as a planeswalker to attack.",
    colors: ['W'],
    types: ['Legendary', 'Planeswalker', 'Gideon'],
    tags: ['must-attack'],
    params: [CASTER],
    apply(board, params, at) {
      const gideon: JsonObject = { id: at.self, kind: 'planeswalker', player: str(params, 'controller'), name: 'Gideon Jura' };
      return {
        creatures: [],
        defenders: [gideon],
        effects: [
          { id: `${at.instance}.1`, source: 'Gideon Jura', kind: 'mustAttack', creatures: { controller: board.activePlayer }, defenders: { ids: [at.self] } },
        ],
      };
    },
  },
  effectPreset(
    'disrupt-decorum',
    'Disrupt Decorum',
    'ability',
    { colors: ['R'], types: ['Sorcery'] },
    ['goad', 'must-attack'],
    "Goads every creature its caster doesn't control: each must attack, and must attack a player other than the caster if it can.",
    [CASTER],
    (_at, p, board) => goadAllOf(board, str(p, 'controller')),
  ),
  creaturePreset(
    'kardur-doomscourge',
    'Kardur, Doomscourge',
    { colors: ['B', 'R'], types: ['Legendary', 'Creature', 'Demon', 'Berserker'], power: 4, toughness: 3 },
    ['goad', 'must-attack'],
    "When it enters, until its controller's next turn, every opposing creature must attack, and must attack a player other than Kardur's controller if able: the same requirements as goad.",
    (_at, p, board) => goadAllOf(board, str(p, 'controller')),
    [CASTER],
  ),
  creaturePreset(
    'vengeful-ancestor',
    'Vengeful Ancestor',
    { colors: ['R'], types: ['Creature', 'Spirit', 'Dragon'], power: 3, toughness: 4, keywords: ['flying'] },
    ['goad', 'must-attack'],
    'When it enters or attacks, it goads a target creature.',
    (_at, p) => [{ kind: 'goad', creatures: { ids: [str(p, 'creature')] }, by: str(p, 'controller') }],
    [CASTER, { name: 'creature', label: 'Goaded creature', type: 'creatureRef' }],
  ),
  changingTarget(
    effectPreset(
      'bloodthirsty-blade',
      'Bloodthirsty Blade',
      'permanent',
      { colors: [], types: ['Artifact', 'Equipment'] },
      ['goad', 'must-attack'],
      "The equipped creature (one an opponent of the Blade's controller controls) gets +2/+0, written into its power, and is goaded by the Blade's controller for as long as it wears the Blade.",
      [{ name: 'creature', label: 'Equipped creature', type: 'creatureRef' }, GOADER],
      (_at, p) => [{ kind: 'goad', creatures: { ids: [str(p, 'creature')] }, by: str(p, 'by') }],
    ),
    pumped(2, 0),
  ),
  changingTarget(
    effectPreset(
      'shiny-impetus',
      'Shiny Impetus',
      'aura',
      { colors: ['R'], types: ['Enchantment', 'Aura'] },
      ['goad', 'must-attack'],
      "The enchanted creature gets +2/+2, written into its power and toughness, and is goaded by the aura's controller.",
      [ENCHANTED, GOADER],
      (_at, p) => [{ kind: 'goad', creatures: { ids: [str(p, 'creature')] }, by: str(p, 'by') }],
    ),
    pumped(2, 2),
  ),
  changingTarget(
    creaturePreset(
      'agitator-ant',
      'Agitator Ant',
      { colors: ['R'], types: ['Creature', 'Insect'], power: 2, toughness: 2 },
      ['goad', 'must-attack'],
      "At its controller's end step each player may put two +1/+1 counters on a creature they control; those creatures are goaded. The param names one of them: its two counters and +2/+2 are written onto it.",
      (_at, p) => [{ kind: 'goad', creatures: { ids: [str(p, 'creature')] }, by: str(p, 'controller') }],
      [CASTER, { name: 'creature', label: 'A creature that took the counters', type: 'creatureRef' }],
    ),
    (c) => ({ ...pumped(2, 2)(c), counters: { ...c.counters, '+1/+1': (c.counters?.['+1/+1'] ?? 0) + 2 } }),
  ),
] as const satisfies readonly CardPreset[];
