/**
 * Creatures that make mana, and Hollow Warrior, which taps a creature to attack: with the board's
 * `resources`, their mana can pay attack costs only if they are untapped when costs are paid
 * (CR 508.1i, 508.1j; spec §4 "creature mana"). Several entries with the same `from` are one activation.
 * Checked against the printed Oracle text of each card.
 */
import { creaturePreset, num, self, str } from './builders.ts';
import type { CardPreset } from './preset-model.ts';

const DRUID_SUMMARY = 'Taps for {G}. Its mana pays attack costs only if it is untapped then: not attacking, not summoning sick.';
const elf = (id: string, name: string): CardPreset =>
  creaturePreset(id, name, { colors: ['G'], types: ['Creature', 'Elf', 'Druid'], power: 1, toughness: 1 }, ['mana'], DRUID_SUMMARY, () => [], [], {
    mana: () => ['G'],
  });

export const MANA_PRESETS = [
  elf('llanowar-elves', 'Llanowar Elves'),
  elf('elvish-mystic', 'Elvish Mystic'),
  elf('fyndhorn-elves', 'Fyndhorn Elves'),
  creaturePreset(
    'birds-of-paradise',
    'Birds of Paradise',
    { colors: ['G'], types: ['Creature', 'Bird'], power: 0, toughness: 1, keywords: ['flying'] },
    ['mana'],
    'A flier that taps for one mana of any color; if it attacks it is tapped and its mana is gone.',
    () => [],
    [],
    { mana: () => ['WUBRG'] },
  ),
  creaturePreset(
    'noble-hierarch',
    'Noble Hierarch',
    { colors: ['G'], types: ['Creature', 'Human', 'Druid'], power: 0, toughness: 1, keywords: ['exalted'] },
    ['mana'],
    'Taps for {G}, {W} or {U} (exalted does not touch attacking).',
    () => [],
    [],
    { mana: () => ['GWU'] },
  ),
  creaturePreset(
    'avacyns-pilgrim',
    "Avacyn's Pilgrim",
    { colors: ['G'], types: ['Creature', 'Human', 'Monk'], power: 1, toughness: 1 },
    ['mana'],
    'Taps for {W}, if it is untapped when attack costs are paid.',
    () => [],
    [],
    { mana: () => ['W'] },
  ),
  creaturePreset(
    'sylvan-caryatid',
    'Sylvan Caryatid',
    { colors: ['G'], types: ['Creature', 'Plant'], power: 0, toughness: 3, keywords: ['defender', 'hexproof'] },
    ['mana', 'defender'],
    'A defender that taps for one mana of any color: it never attacks, so its mana is there unless it is tapped or sick.',
    () => [],
    [],
    { mana: () => ['WUBRG'] },
  ),
  creaturePreset(
    'axebane-guardian',
    'Axebane Guardian',
    { colors: ['G'], types: ['Creature', 'Human', 'Druid'], power: 0, toughness: 3, keywords: ['defender'] },
    ['mana', 'defender'],
    'A defender that taps for X mana in any mix of colors, X being the defenders its controller has (a param, itself included).',
    () => [],
    [{ name: 'defenders', label: 'Creatures with defender its controller has', type: 'count', min: 1, max: 20, default: 1 }],
    { mana: (p) => Array.from({ length: num(p, 'defenders') }, () => 'WUBRG') },
  ),
  creaturePreset(
    'overgrown-battlement',
    'Overgrown Battlement',
    { colors: ['G'], types: ['Creature', 'Wall'], power: 0, toughness: 4, keywords: ['defender'] },
    ['mana', 'defender'],
    'A wall with defender that taps for {G} per defender its controller has (a param, itself included).',
    () => [],
    [{ name: 'defenders', label: 'Creatures with defender its controller has', type: 'count', min: 1, max: 20, default: 1 }],
    { mana: (p) => Array.from({ length: num(p, 'defenders') }, () => 'G') },
  ),
  creaturePreset(
    'vhal-candlekeep-researcher',
    'Vhal, Candlekeep Researcher',
    { colors: ['U'], types: ['Legendary', 'Creature', 'Human', 'Wizard'], power: 2, toughness: 3, keywords: ['vigilance'] },
    ['mana'],
    'Taps for {C} equal to its toughness (3). With vigilance it can attack and still tap to pay for its own attack.',
    () => [],
    [],
    { mana: () => ['{C}{C}{C}'] },
  ),
  creaturePreset(
    'deathrite-shaman',
    'Deathrite Shaman',
    { colors: ['B', 'G'], types: ['Creature', 'Elf', 'Shaman'], power: 1, toughness: 2 },
    ['mana'],
    'Its mana ability targets a land card in a graveyard, so it is not a mana ability (CR 605.1a) and cannot be used while attack costs are paid.',
  ),
  creaturePreset(
    'pili-pala',
    'Pili-Pala',
    { colors: [], types: ['Artifact', 'Creature', 'Scarecrow'], power: 1, toughness: 1, keywords: ['flying'] },
    ['mana'],
    'Its mana ability costs {2} and untapping it ({Q}) for one mana of any color: a tapped Pili-Pala turns two mana into one, so it never adds to what pays attack costs (only the color of that mana changes, which the board does not say).',
  ),
  creaturePreset(
    'skill-borrower',
    'Skill Borrower',
    { colors: ['U'], types: ['Artifact', 'Creature', 'Human', 'Wizard'], power: 1, toughness: 3 },
    ['mana'],
    'Has the activated abilities of the top card of its library when that is an artifact or creature. Params: whether that card has a {T} mana ability, and its color.',
    () => [],
    [
      { name: 'borrowsMana', label: 'The top card has "{T}: add one mana" (1) or not (0)', type: 'count', min: 0, max: 1, default: 0 },
      { name: 'color', label: 'Color of that mana', type: 'color', default: 'G' },
    ],
    { mana: (p) => (num(p, 'borrowsMana') === 1 ? [str(p, 'color')] : []) },
  ),
  creaturePreset(
    'hollow-warrior',
    'Hollow Warrior',
    { colors: [], types: ['Artifact', 'Creature', 'Golem', 'Warrior'], power: 4, toughness: 4 },
    ['cost'],
    'To attack, its controller taps an untapped creature they control that is not attacking; summoning sickness does not stop that creature being tapped.',
    (at) => [{ kind: 'attackCost', creatures: self(at), cost: { tapCreatures: { count: 1, filter: {} } } }],
  ),
] as const satisfies readonly CardPreset[];
