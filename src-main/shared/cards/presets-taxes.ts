/**
 * Taxes: "creatures can't attack you unless their controller pays … for each" (CR 508.1d, 508.1h, 508.1j).
 * Each is one cost instance per attacking creature (spec §2), so paying for some attackers and not
 * others is a choice the engine explores. Checked against the printed Oracle text of each card.
 */
import { creaturePreset, effectPreset, num, OWNER_OPPONENT, str, taxOn } from './builders.ts';
import type { CardPreset, JsonObject } from './preset-model.ts';

/** Nils's X is the number of counters on the attacking creature: one tax per count, up to `upTo`. */
function nilsTaxes(player: string, upTo: number): JsonObject[] {
  const out: JsonObject[] = [];
  for (let n = 1; n <= upTo; n++) out.push(taxOn(player, `{${n}}`, true, { counters: { atLeast: n, atMost: n } }));
  return out;
}

export const TAX_PRESETS = [
  effectPreset(
    'sphere-of-safety',
    'Sphere of Safety',
    'permanent',
    { colors: ['W'], types: ['Enchantment'] },
    ['tax'],
    'Attacking its controller or their planeswalkers costs {X} per creature, X being the enchantments that player controls (the Sphere counts itself).',
    [OWNER_OPPONENT("Sphere of Safety's controller"), { name: 'x', label: 'Enchantments its controller controls', type: 'count', min: 1, max: 20, default: 1 }],
    (_at, p) => [taxOn(str(p, 'controller'), `{${num(p, 'x')}}`, true)],
    (p) => `Sphere of Safety (X=${num(p, 'x')})`,
  ),
  creaturePreset(
    'windborn-muse',
    'Windborn Muse',
    { colors: ['W'], types: ['Creature', 'Spirit'], power: 2, toughness: 3, keywords: ['flying'] },
    ['tax'],
    'A flying Spirit: attacking its controller costs {2} per creature (attacks on their planeswalkers are free).',
    (_at, p) => [taxOn(str(p, 'controller'), '{2}', false)],
    [OWNER_OPPONENT("Windborn Muse's controller")],
  ),
  creaturePreset(
    'baird-steward-of-argive',
    'Baird, Steward of Argive',
    { colors: ['W'], types: ['Legendary', 'Creature', 'Human', 'Soldier'], power: 2, toughness: 4, keywords: ['vigilance'] },
    ['tax'],
    'Attacking its controller or their planeswalkers costs {1} per creature.',
    (_at, p) => [taxOn(str(p, 'controller'), '{1}', true)],
    [OWNER_OPPONENT("Baird's controller")],
  ),
  effectPreset(
    'collective-restraint',
    'Collective Restraint',
    'permanent',
    { colors: ['U'], types: ['Enchantment'] },
    ['tax'],
    'Domain tax: attacking its controller costs {X} per creature, X being the basic land types among their lands (a param).',
    [
      OWNER_OPPONENT("Collective Restraint's controller"),
      { name: 'x', label: 'Basic land types its controller has', type: 'count', min: 0, max: 5, default: 3 },
    ],
    (_at, p) => [taxOn(str(p, 'controller'), `{${num(p, 'x')}}`, false)],
    (p) => `Collective Restraint (X=${num(p, 'x')})`,
  ),
  creaturePreset(
    'archangel-of-tithes',
    'Archangel of Tithes',
    { colors: ['W'], types: ['Creature', 'Angel'], power: 3, toughness: 5, keywords: ['flying'] },
    ['tax'],
    'While it is untapped, attacking its controller or their planeswalkers costs {1} per creature. Set the param to 0 for a tapped Archangel: no tax.',
    (_at, p) => (num(p, 'untapped') === 1 ? [taxOn(str(p, 'controller'), '{1}', true)] : []),
    [OWNER_OPPONENT("Archangel of Tithes's controller"), { name: 'untapped', label: 'Untapped (1) or tapped (0)', type: 'count', min: 0, max: 1, default: 1 }],
    { creature: (p) => (num(p, 'untapped') === 1 ? {} : { tapped: true }) },
  ),
  creaturePreset(
    'nils-discipline-enforcer',
    'Nils, Discipline Enforcer',
    { colors: ['W'], types: ['Legendary', 'Creature', 'Human', 'Cleric'], power: 2, toughness: 2 },
    ['tax'],
    "A creature with counters on it pays {X} to attack Nils's controller or their planeswalkers, X being its number of counters; a creature without counters attacks free.",
    (_at, p) => nilsTaxes(str(p, 'controller'), num(p, 'upTo')),
    [OWNER_OPPONENT("Nils's controller"), { name: 'upTo', label: 'Most counters on one creature', type: 'count', min: 1, max: 20, default: 6 }],
  ),
  effectPreset(
    'koskun-falls',
    'Koskun Falls',
    'permanent',
    { colors: ['B'], types: ['World', 'Enchantment'] },
    ['tax'],
    'Attacking its controller costs {2} per creature (its upkeep tap does not touch attacking).',
    [OWNER_OPPONENT("Koskun Falls's controller")],
    (_at, p) => [taxOn(str(p, 'controller'), '{2}', false)],
  ),
  effectPreset(
    'elephant-grass',
    'Elephant Grass',
    'permanent',
    { colors: ['G'], types: ['Enchantment'] },
    ['tax', 'cant-attack'],
    'Black creatures cannot attack its controller at all; nonblack ones pay {2} each to do it.',
    [OWNER_OPPONENT("Elephant Grass's controller")],
    (_at, p) => [
      { kind: 'cantAttack', creatures: { colors: ['B'] }, defenders: { players: [str(p, 'controller')], kinds: ['player'] } },
      taxOn(str(p, 'controller'), '{2}', false, { notColors: ['B'] }),
    ],
  ),
] as const satisfies readonly CardPreset[];
