/**
 * The card library: every card of the article that restricts, requires or taxes attacking, written in
 * the effect vocabulary of spec §2. Board-state conditions the vocabulary cannot see (hand size, an
 * opponent's Island) are params the author answers (spec §1, "resolved by the author").
 */
import type { Color } from '../engine/vocabulary.ts';
import type { BoardDraft, CardPreset, DraftCreature, DraftEffect, JsonObject, ParamSpec, PresetPlacement, ResolvedParams } from './types.ts';

/** Effect ids are `<instance>.<n>` in order, so a creature's own effects are `<creatureId>.1`, `.2`, … */
function withIds(at: PresetPlacement, source: string, effects: readonly JsonObject[]): DraftEffect[] {
  return effects.map((e, i) => ({ id: `${at.instance}.${i + 1}`, source, ...e }) as DraftEffect);
}

interface CreatureStats {
  readonly colors: readonly Color[];
  readonly types: readonly string[];
  readonly power: number;
  readonly toughness: number;
}

const CONTROLLER: ParamSpec = { name: 'controller', label: 'Controller', type: 'player' };

function str(params: ResolvedParams, name: string): string {
  return String(params[name]);
}

function num(params: ResolvedParams, name: string): number {
  return Number(params[name]);
}

const self = (at: PresetPlacement): JsonObject => ({ ids: [at.self] });

/**
 * A creature card: the creature itself (controlled by the `controller` param, the active player by
 * default) plus the effects its own text creates.
 */
function creaturePreset(
  id: string,
  name: string,
  stats: CreatureStats,
  summary: string,
  effects: (at: PresetPlacement, p: ResolvedParams, board: BoardDraft) => readonly JsonObject[] = () => [],
  extraParams: readonly ParamSpec[] = [],
): CardPreset {
  return {
    id,
    name,
    kind: 'creature',
    summary,
    params: [CONTROLLER, ...extraParams],
    apply(board, params, at) {
      const creature: DraftCreature = {
        id: at.self,
        name,
        controller: str(params, 'controller'),
        colors: [...stats.colors],
        types: [...stats.types],
        power: stats.power,
        toughness: stats.toughness,
      };
      return { creatures: [creature], effects: withIds(at, name, effects(at, params, board)) };
    },
  };
}

/** A non-creature card, aura or ability: effects only. */
function effectPreset(
  id: string,
  name: string,
  kind: 'permanent' | 'aura' | 'ability',
  summary: string,
  params: readonly ParamSpec[],
  effects: (at: PresetPlacement, p: ResolvedParams, board: BoardDraft) => readonly JsonObject[],
  source: (p: ResolvedParams) => string = () => name,
): CardPreset {
  return {
    id,
    name,
    kind,
    summary,
    params,
    apply(board, params, at) {
      return { creatures: [], effects: withIds(at, source(params), effects(at, params, board)) };
    },
  };
}

const plain = (id: string, name: string, stats: CreatureStats, summary: string): CardPreset => creaturePreset(id, name, stats, summary);

const OWNER_OPPONENT = (label: string): ParamSpec => ({ name: 'controller', label, type: 'opponent' });
const ENCHANTED: ParamSpec = { name: 'creature', label: 'Enchanted creature', type: 'creatureRef' };

/** "Creatures can't attack P unless their controller pays C for each": one cost instance per attacker (spec §2). */
function taxOn(player: string, mana: string, planeswalkersToo: boolean): JsonObject {
  return {
    kind: 'attackCost',
    creatures: {},
    defenders: { players: [player], kinds: planeswalkersToo ? ['player', 'planeswalker'] : ['player'] },
    cost: { mana },
  };
}

/** "<Color> creatures can't attack unless their controller sacrifices a land for each": one instance per attacker. */
function landTaxOn(color: Color): JsonObject {
  return { kind: 'attackCost', creatures: { colors: [color] }, cost: { sacrifice: { count: 1, filter: { types: ['Land'] } } } };
}

export const CARD_PRESETS = [
  creaturePreset(
    'crazed-goblin',
    'Crazed Goblin',
    { colors: ['R'], types: ['Creature', 'Goblin', 'Warrior'], power: 1, toughness: 1 },
    'A one-mana Goblin that has to attack every combat.',
    (at) => [{ kind: 'mustAttack', creatures: self(at) }],
  ),
  creaturePreset(
    'avatar-of-slaughter',
    'Avatar of Slaughter',
    { colors: ['R'], types: ['Creature', 'Avatar'], power: 8, toughness: 8 },
    'Every creature on the battlefield has to attack each combat; the article counts one requirement per creature.',
    () => [{ kind: 'mustAttack', creatures: {} }],
  ),
  plain('bear-cub', 'Bear Cub', { colors: ['G'], types: ['Creature', 'Bear'], power: 2, toughness: 2 }, 'A 2/2 with nothing that touches attacking.'),
  plain('grizzly-bears', 'Grizzly Bears', { colors: ['G'], types: ['Creature', 'Bear'], power: 2, toughness: 2 }, 'A vanilla 2/2.'),
  plain('glory-seeker', 'Glory Seeker', { colors: ['W'], types: ['Creature', 'Human', 'Soldier'], power: 2, toughness: 2 }, 'A vanilla 2/2 soldier.'),
  plain(
    'the-gitrog-monster',
    'The Gitrog Monster',
    { colors: ['B', 'G'], types: ['Creature', 'Frog', 'Horror'], power: 6, toughness: 6 },
    'A black and green 6/6; nothing on it limits attacking, but its colors matter to Flooded Woodlands (green) and Reclamation (black).',
  ),
  creaturePreset(
    'wall-of-roots',
    'Wall of Roots',
    { colors: ['G'], types: ['Creature', 'Plant', 'Wall'], power: 0, toughness: 5 },
    'A wall with defender: it can never be declared as an attacker.',
    (at) => [{ kind: 'cantAttack', creatures: self(at) }],
  ),
  creaturePreset(
    'silent-arbiter',
    'Silent Arbiter',
    { colors: [], types: ['Artifact', 'Creature', 'Construct'], power: 1, toughness: 5 },
    'Caps every combat at a single attacking creature, whoever it attacks.',
    () => [{ kind: 'maxAttackers', count: 1 }],
  ),
  creaturePreset(
    'viashino-bey',
    'Viashino Bey',
    { colors: ['R'], types: ['Creature', 'Viashino'], power: 4, toughness: 3 },
    'Once the Bey attacks, every other creature its controller has must attack too: a conditional requirement.',
    (at, p) => [{ kind: 'conditional', if: { anyAttacks: self(at) }, then: [{ kind: 'mustAttack', creatures: { controller: str(p, 'controller') } }] }],
  ),
  creaturePreset(
    'ekundu-cyclops',
    'Ekundu Cyclops',
    { colors: ['R'], types: ['Creature', 'Cyclops'], power: 3, toughness: 4 },
    'As soon as any creature of its controller attacks, the Cyclops has to join in: a conditional requirement.',
    (at, p) => [{ kind: 'conditional', if: { anyAttacks: { controller: str(p, 'controller') } }, then: [{ kind: 'mustAttack', creatures: self(at) }] }],
  ),
  creaturePreset(
    'scarred-puma',
    'Scarred Puma',
    { colors: ['R'], types: ['Creature', 'Cat'], power: 2, toughness: 1 },
    'May attack only alongside at least one black or green attacker.',
    (at) => [{ kind: 'cantAttackUnless', creatures: self(at), others: { colors: ['B', 'G'] }, atLeast: 1 }],
  ),
  creaturePreset(
    'master-of-cruelties',
    'Master of Cruelties',
    { colors: ['B', 'R'], types: ['Creature', 'Demon'], power: 1, toughness: 4 },
    'If it attacks, nothing else may attack in the same combat.',
    (at) => [{ kind: 'attacksAlone', creatures: self(at) }],
  ),
  creaturePreset(
    'mogg-flunkies',
    'Mogg Flunkies',
    { colors: ['R'], types: ['Creature', 'Goblin'], power: 3, toughness: 3 },
    'Needs company: it may attack only when some other creature attacks too.',
    (at) => [{ kind: 'cantAttackAlone', creatures: self(at) }],
  ),
  creaturePreset(
    'juggernaut',
    'Juggernaut',
    { colors: [], types: ['Artifact', 'Creature', 'Juggernaut'], power: 5, toughness: 3 },
    'An artifact creature that must attack every combat.',
    (at) => [{ kind: 'mustAttack', creatures: self(at) }],
  ),
  creaturePreset(
    'ruhan-of-the-fomori',
    'Ruhan of the Fomori',
    { colors: ['W', 'U', 'R'], types: ['Creature', 'Giant', 'Warrior'], power: 7, toughness: 7 },
    'Each combat a random opponent is picked, and Ruhan must attack that player. The pick is a param.',
    (at, p) => [{ kind: 'mustAttack', creatures: self(at), defenders: { ids: [str(p, 'target')] } }],
    [{ name: 'target', label: 'The randomly chosen opponent', type: 'opponent' }],
  ),
  creaturePreset(
    'armored-galleon',
    'Armored Galleon',
    { colors: ['U'], types: ['Creature', 'Human', 'Pirate'], power: 5, toughness: 4 },
    'Can attack a player (or that player\'s planeswalkers) only if the player controls an Island. The param names an opponent without one.',
    (at, p) => [{ kind: 'cantAttack', creatures: self(at), defenders: { players: [str(p, 'noIsland')] } }],
    [{ name: 'noIsland', label: 'An opponent who controls no Island', type: 'opponent' }],
  ),
  creaturePreset(
    'qal-sisma-behemoth',
    'Qal Sisma Behemoth',
    { colors: ['R'], types: ['Creature', 'Ogre', 'Warrior'], power: 5, toughness: 5 },
    'Its controller has to pay {2} for it to attack (the printed cost; the param can change it); no payment, no attack.',
    (at, p) => [{ kind: 'attackCost', creatures: self(at), cost: { mana: str(p, 'cost') } }],
    [{ name: 'cost', label: 'Cost to attack', type: 'manaCost', default: '{2}' }],
  ),
  creaturePreset(
    'floodtide-serpent',
    'Floodtide Serpent',
    { colors: ['U'], types: ['Creature', 'Serpent'], power: 4, toughness: 4 },
    'To attack, its controller returns one of their enchantments to hand as a cost.',
    (at) => [{ kind: 'attackCost', creatures: self(at), cost: { returnToHand: { count: 1, filter: { types: ['Enchantment'] } } } }],
  ),
  creaturePreset(
    'leviathan',
    'Leviathan',
    { colors: ['U'], types: ['Creature', 'Leviathan'], power: 10, toughness: 10 },
    'Attacking costs two Islands, sacrificed.',
    (at) => [{ kind: 'attackCost', creatures: self(at), cost: { sacrifice: { count: 2, filter: { types: ['Island'] } } } }],
  ),
  creaturePreset(
    'exalted-dragon',
    'Exalted Dragon',
    { colors: ['W'], types: ['Creature', 'Dragon'], power: 5, toughness: 5 },
    'Attacking costs a land, sacrificed.',
    (at) => [{ kind: 'attackCost', creatures: self(at), cost: { sacrifice: { count: 1, filter: { types: ['Land'] } } } }],
  ),
  creaturePreset(
    'archon-of-absolution',
    'Archon of Absolution',
    { colors: ['W'], types: ['Creature', 'Archon'], power: 3, toughness: 2 },
    'Its controller and their planeswalkers can be attacked only by paying {1} per attacking creature.',
    (_at, p) => [taxOn(str(p, 'controller'), '{1}', true)],
  ),
  effectPreset(
    'crawlspace',
    'Crawlspace',
    'permanent',
    'At most two creatures may attack its controller in a combat (attacks on that player\'s planeswalkers do not count).',
    [OWNER_OPPONENT("Crawlspace's controller")],
    (_at, p) => [{ kind: 'maxAttackers', count: 2, defenders: { players: [str(p, 'controller')], kinds: ['player'] } }],
  ),
  effectPreset(
    'propaganda',
    'Propaganda',
    'permanent',
    'Attacking its controller costs {2} for each creature that does it.',
    [OWNER_OPPONENT("Propaganda's controller")],
    (_at, p) => [taxOn(str(p, 'controller'), '{2}', false)],
  ),
  effectPreset(
    'ghostly-prison',
    'Ghostly Prison',
    'permanent',
    'Like Propaganda: {2} per creature that attacks its controller.',
    [OWNER_OPPONENT("Ghostly Prison's controller")],
    (_at, p) => [taxOn(str(p, 'controller'), '{2}', false)],
  ),
  effectPreset(
    'norns-annex',
    "Norn's Annex",
    'permanent',
    'Attacking its controller or their planeswalkers costs {W/P} per creature: white mana or 2 life each.',
    [OWNER_OPPONENT("Norn's Annex's controller")],
    (_at, p) => [taxOn(str(p, 'controller'), '{W/P}', true)],
  ),
  effectPreset(
    'war-tax',
    'War Tax',
    'ability',
    'Once activated for X, every creature that attacks this turn costs its controller X. X may be 0, and even then it is a cost that need not be paid.',
    [{ name: 'x', label: 'X', type: 'number', min: 0, max: 99, default: 0 }],
    (_at, p) => [{ kind: 'attackCost', creatures: {}, cost: { mana: `{${num(p, 'x')}}` } }],
    (p) => `War Tax (X=${num(p, 'x')})`,
  ),
  effectPreset(
    'wars-toll',
    "War's Toll",
    'permanent',
    "If any creature of the attacking player attacks, all of that player's creatures must attack: a conditional requirement. Its controller is the opponent whose card it is.",
    [OWNER_OPPONENT("War's Toll's controller")],
    (_at, _p, board) => [
      {
        kind: 'conditional',
        if: { anyAttacks: { controller: board.activePlayer } },
        then: [{ kind: 'mustAttack', creatures: { controller: board.activePlayer } }],
      },
    ],
  ),
  effectPreset(
    'magnetic-web',
    'Magnetic Web',
    'permanent',
    'When one creature with a magnet counter attacks, every creature with a magnet counter has to attack: a conditional requirement. Put the counters on creatures with the counters field.',
    [],
    () => [{ kind: 'conditional', if: { anyAttacks: { counter: 'magnet' } }, then: [{ kind: 'mustAttack', creatures: { counter: 'magnet' } }] }],
  ),
  // Flooded Woodlands ({2}{U}{B}) taxes GREEN attackers and Reclamation ({2}{G}{W}) BLACK ones: one
  // cost on the card, split into one instance per attacker for the 508.1d comparison (spec §2).
  effectPreset(
    'flooded-woodlands',
    'Flooded Woodlands',
    'permanent',
    'A green creature may attack only if its controller sacrifices a land for it.',
    [],
    () => [landTaxOn('G')],
  ),
  effectPreset(
    'reclamation',
    'Reclamation',
    'permanent',
    'A black creature may attack only if its controller sacrifices a land for it.',
    [],
    () => [landTaxOn('B')],
  ),
  effectPreset(
    'ensnaring-bridge',
    'Ensnaring Bridge',
    'permanent',
    "Creatures whose power is above the number of cards in its controller's hand cannot attack. The hand size is a param, read when attackers are declared.",
    [{ name: 'handSize', label: "Cards in its controller's hand", type: 'count', min: 0, max: 99, default: 0 }],
    (_at, p) => [{ kind: 'cantAttack', creatures: { powerAtLeast: num(p, 'handSize') + 1 } }],
  ),
  effectPreset(
    'brainwash',
    'Brainwash',
    'aura',
    'The enchanted creature may attack only if its controller pays {3}.',
    [ENCHANTED],
    (_at, p) => [{ kind: 'attackCost', creatures: { ids: [str(p, 'creature')] }, cost: { mana: '{3}' } }],
  ),
  effectPreset(
    'bloodshed-fever',
    'Bloodshed Fever',
    'aura',
    'The enchanted creature must attack each combat.',
    [ENCHANTED],
    (_at, p) => [{ kind: 'mustAttack', creatures: { ids: [str(p, 'creature')] } }],
  ),
  effectPreset(
    'goad',
    'Goad',
    'ability',
    'A goaded creature (Disrupt Decorum, Kardur and friends) must attack, and must attack a player other than the one who goaded it.',
    [
      { name: 'creature', label: 'Goaded creature', type: 'creatureRef' },
      { name: 'by', label: 'Goaded by', type: 'opponent' },
    ],
    (_at, p) => [{ kind: 'goad', creatures: { ids: [str(p, 'creature')] }, by: str(p, 'by') }],
    (p) => `Goad (${str(p, 'by')})`,
  ),
] as const satisfies readonly CardPreset[];

export type CardPresetId = (typeof CARD_PRESETS)[number]['id'];

export function findPreset(id: string): CardPreset | undefined {
  return CARD_PRESETS.find((p) => p.id === id);
}
