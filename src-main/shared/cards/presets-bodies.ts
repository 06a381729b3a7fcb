/**
 * Creatures with no attack text whose printed keywords, colors or types matter to other cards: fliers
 * for Moat, haste for the turn they arrive, vigilance for mana, islandwalk for Stormtide Leviathan,
 * artifacts for Akron Legionnaire, black for Reclamation and Elephant Grass. Checked against Oracle text.
 */
import { plain } from './builders.ts';
import type { CardPreset } from './preset-model.ts';

export const BODY_PRESETS = [
  plain(
    'wind-drake',
    'Wind Drake',
    { colors: ['U'], types: ['Creature', 'Drake'], power: 2, toughness: 2, keywords: ['flying'] },
    'A 2/2 flier: Moat and Magus of the Moat let it attack.',
  ),
  plain('storm-crow', 'Storm Crow', { colors: ['U'], types: ['Creature', 'Bird'], power: 1, toughness: 2, keywords: ['flying'] }, 'A 1/2 flier.'),
  plain(
    'serra-angel',
    'Serra Angel',
    { colors: ['W'], types: ['Creature', 'Angel'], power: 4, toughness: 4, keywords: ['flying', 'vigilance'] },
    'A 4/4 flier with vigilance: attacking does not tap it.',
  ),
  plain(
    'vampire-nighthawk',
    'Vampire Nighthawk',
    { colors: ['B'], types: ['Creature', 'Vampire', 'Shaman'], power: 2, toughness: 3, keywords: ['flying', 'deathtouch', 'lifelink'] },
    'A black flier: Reclamation and Elephant Grass care about its color.',
  ),
  plain(
    'ornithopter',
    'Ornithopter',
    { colors: [], types: ['Artifact', 'Creature', 'Thopter'], power: 0, toughness: 2, keywords: ['flying'] },
    'A colorless artifact flier with 0 power.',
  ),
  plain(
    'memnite',
    'Memnite',
    { colors: [], types: ['Artifact', 'Creature', 'Construct'], power: 1, toughness: 1 },
    'A colorless artifact 1/1: Akron Legionnaire lets artifact creatures attack.',
  ),
  plain(
    'raging-goblin',
    'Raging Goblin',
    { colors: ['R'], types: ['Creature', 'Goblin', 'Berserker'], power: 1, toughness: 1, keywords: ['haste'] },
    'Haste: it can attack the turn it arrives.',
  ),
  plain(
    'goblin-guide',
    'Goblin Guide',
    { colors: ['R'], types: ['Creature', 'Goblin', 'Scout'], power: 2, toughness: 2, keywords: ['haste'] },
    'A hasty 2/2 Goblin; its attack trigger does not change who may attack.',
  ),
  plain(
    'segovian-leviathan',
    'Segovian Leviathan',
    { colors: ['U'], types: ['Creature', 'Leviathan'], power: 3, toughness: 3, keywords: ['islandwalk'] },
    'Islandwalk: Stormtide Leviathan lets it attack.',
  ),
  plain('walking-corpse', 'Walking Corpse', { colors: ['B'], types: ['Creature', 'Zombie'], power: 2, toughness: 2 }, 'A vanilla black 2/2.'),
  plain('savannah-lions', 'Savannah Lions', { colors: ['W'], types: ['Creature', 'Cat'], power: 2, toughness: 1 }, 'A vanilla white 2/1.'),
  plain(
    'hill-giant',
    'Hill Giant',
    { colors: ['R'], types: ['Creature', 'Giant'], power: 3, toughness: 3 },
    'A vanilla red 3/3: power 3 matters to Reverence and Ensnaring Bridge.',
  ),
  plain('craw-wurm', 'Craw Wurm', { colors: ['G'], types: ['Creature', 'Wurm'], power: 6, toughness: 4 }, 'A vanilla green 6/4.'),
] as const satisfies readonly CardPreset[];
