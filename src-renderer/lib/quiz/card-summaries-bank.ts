/**
 * Summaries of the cards the question bank's later quizzes put on their boards (every card preset,
 * and the cards of the exam topics: creatures put onto the battlefield attacking, enlist and exert,
 * several combats), in our own words like CARD_SUMMARIES: what a judge recalls about each card when
 * attackers are declared.
 */
export const BANK_CARD_SUMMARIES: Readonly<Record<string, string>> = {
  // Creatures put onto the battlefield attacking, optional costs, extra combats
  'Hero of Bladehold':
    'A 3/4 with battle cry; whenever it attacks, two 1/1 Soldier tokens enter tapped and attacking, never declared, so no cost or restriction touches them.',
  'Geist of Saint Traft': 'A 2/2 with hexproof; whenever it attacks, a 4/4 flying Angel token enters tapped and attacking, and is exiled at end of combat.',
  'Soldier token': 'A 1/1 white Soldier token.',
  'Goblin token': 'A 1/1 red Goblin token with haste.',
  'Coalition Skyknight':
    'A 2/2 flier with enlist: as it attacks you may tap a non-attacking creature that has haste or was yours since the turn began, adding its power.',
  Glorybringer: 'A 4/4 flying, hasty Dragon; you may exert it as it attacks (an optional cost), and then it will not untap during your next untap step.',
  'Combat Celebrant':
    'A 4/1: once a turn you may exert it as it attacks (an optional cost) to untap your other creatures and add a combat phase after this one.',
  // Taxes
  'Sphere of Safety': 'Each creature attacking its controller or their planeswalkers costs {X}, X being the enchantments that player controls.',
  'Windborn Muse': 'A flying 2/3: each creature attacking its controller costs {2} (their planeswalkers are not covered).',
  'Baird, Steward of Argive': 'A 2/4 with vigilance: each creature attacking its controller or their planeswalkers costs {1}.',
  'Collective Restraint': 'Each creature attacking its controller costs {X}, X being the basic land types among that player’s lands.',
  'Archangel of Tithes':
    'A flying 3/5: while it is untapped, each creature attacking its controller or their planeswalkers costs {1}; while it attacks, blockers cost {1}.',
  'Nils, Discipline Enforcer':
    'A 2/2: a creature with counters on it can attack Nils’s controller or their planeswalkers only by paying {X}, X being its counters.',
  'Koskun Falls': 'Each creature attacking its controller costs {2}; its upkeep tap does not touch attacking.',
  'Elephant Grass': 'Black creatures cannot attack its controller; each nonblack creature attacking that player costs {2}.',
  // Restrictions
  Moat: 'Creatures without flying cannot attack.',
  'Magus of the Moat': 'A 0/3: creatures without flying cannot attack, its controller’s included.',
  'Stormtide Leviathan': 'An 8/8 with islandwalk that makes every permanent an Island; creatures without flying or islandwalk cannot attack.',
  "Teferi's Moat": 'Creatures of the chosen color without flying cannot attack its controller.',
  Peacekeeper: 'A 1/1: while it stays on the battlefield no creature can attack.',
  'Kulrath Knight': 'A flying 3/3 with wither: creatures its controller’s opponents control with counters on them cannot attack or block.',
  'Mystic Barrier': 'Each player may attack only the nearest opponent in the last chosen direction, and that player’s planeswalkers.',
  'Pramikon, Sky Rampart':
    'A flying 1/5 with defender: each player may attack only the nearest opponent in the chosen direction, and that player’s planeswalkers.',
  'Caverns of Despair': 'No more than two creatures can attack each combat, and no more than two can block.',
  // Multiplayer options of the rules (CR 803), shown where a board names one as an effect's source.
  'Attack left option':
    'A multiplayer option: each player may attack only the opponent seated immediately to their left, that player’s planeswalkers and the battles that player protects.',
  'Attack right option':
    'A multiplayer option: each player may attack only the opponent seated immediately to their right, that player’s planeswalkers and the battles that player protects.',
  'Akron Legionnaire': 'An 8/4: its controller’s creatures cannot attack, except artifact creatures and creatures named Akron Legionnaire.',
  'Blazing Archon': 'A flying 5/6: creatures cannot attack its controller (their planeswalkers still can be attacked).',
  Reverence: 'Creatures with power 2 or less cannot attack its controller.',
  'Chronomantic Escape': 'Until its caster’s next turn, creatures cannot attack that player.',
  'Harbor Serpent': 'A 5/5 with islandwalk that cannot attack unless there are five or more Islands on the battlefield.',
  'Sea Monster': 'A 6/6 that can attack only a player who controls an Island (or that player’s planeswalkers).',
  'Sea Serpent': 'A 5/5 that can attack only a player who controls an Island; it is sacrificed when you control no Islands.',
  'Island Fish Jasconius':
    'A 6/8 that does not untap normally and can attack only a player who controls an Island; it is sacrificed when you control no Islands.',
  'Chained Throatseeker': 'A 5/5 with infect that can attack only a player who is poisoned (or that player’s planeswalkers).',
  'Lupine Prototype': 'An artifact 5/5 that cannot attack or block unless some player has no cards in hand.',
  'Slumbering Dragon':
    'A flying 3/3 that cannot attack or block with fewer than five +1/+1 counters; it gets one whenever a creature attacks its controller or their planeswalkers.',
  'Goblin Goon': 'A 6/6 that can attack only a player who controls fewer creatures than you (or that player’s planeswalkers).',
  // Requirements
  'Berserkers of Blood Ridge': 'A 4/4 that attacks each combat if able.',
  'Bloodrock Cyclops': 'A 3/3 that attacks each combat if able.',
  'Goblin Brigand': 'A 2/2 Goblin that attacks each combat if able.',
  'Goblin Rabblemaster': 'Your other Goblins attack each combat if able; at the beginning of combat on your turn it makes a 1/1 Goblin token with haste.',
  'Hellraiser Goblin': 'Creatures you control, itself included, have haste and attack each combat if able.',
  'Goblin Diplomats': 'A 2/1 that taps to make each creature attack this turn if able.',
  'Goblin Assault': 'Goblins attack each combat if able; its controller gets a hasty 1/1 Goblin token each upkeep.',
  'Grand Melee': 'All creatures attack each combat if able, and block each combat if able.',
  'Fumiko the Lowblood': 'A 3/2: creatures its controller’s opponents control attack each combat if able.',
  'Bident of Thassa': 'Once activated, creatures its controller’s opponents control attack this turn if able.',
  'Curse of the Nightly Hunt': 'Aura on a player: creatures that player controls attack each combat if able.',
  Incite: 'Instant: the target creature becomes red and attacks this turn if able.',
  'Boiling Blood': 'Instant: the target creature attacks this turn if able (in every combat of the turn).',
  "Siren's Call":
    'Instant for an opponent’s turn: that player’s creatures attack this turn if able; non-Walls that did not attack are destroyed at the end step.',
  'Nettling Imp':
    'A 1/1 that taps during an opponent’s turn to make a non-Wall creature attack this turn if able; if it does not, it is destroyed at the end step.',
  'Maddening Imp':
    'A flying 1/1 that taps during an opponent’s turn: their non-Wall creatures attack this turn if able, and those that did not are destroyed at the end step.',
  'Zurgo Helmsmasher': 'A 7/2 with haste that attacks each combat if able and is indestructible during its controller’s turn.',
  'Reckless Brute': 'A 3/1 with haste that attacks each combat if able.',
  'Impetuous Sunchaser': 'A flying 1/1 with haste that attacks each combat if able.',
  'Volatile Rig': 'An artifact 4/4 with trample that attacks each combat if able.',
  'Reckless Cohort': 'A 2/2 Ally that attacks each combat if able unless you control another Ally.',
  // Goad
  'Kardur, Doomscourge':
    'When it enters, until its controller’s next turn, opposing creatures attack each combat if able and attack a player other than that controller if able.',
  'Baeloth Barrityl, Entertainer': 'A 2/5: opposing creatures with power less than its own are goaded.',
  'Geode Rager': 'A 4/3 with first strike; landfall: it goads each creature a target player controls.',
  'Bloodthirsty Blade': 'Equipment for an opponent’s creature: the equipped creature gets +2/+0 and is goaded.',
  'Shiny Impetus': 'Aura: the enchanted creature gets +2/+2 and is goaded.',
  'Agitator Ant': 'At its controller’s end step each player may put two +1/+1 counters on a creature they control; each such creature is goaded.',
  // Attacking alone or with company
  'Jackal Familiar': 'A 2/2 that cannot attack or block alone.',
  'Loyal Pegasus': 'A flying 2/1 that cannot attack or block alone.',
  'Ember Beast': 'A 3/4 that cannot attack or block alone.',
  'Bonded Construct': 'An artifact 2/1 that cannot attack alone.',
  Errantry: 'Aura: the enchanted creature gets +3/+0 and can only attack alone.',
  // Defenders
  'Wall of Omens': 'A 0/4 wall with defender that draws a card when it enters.',
  'Wall of Blossoms': 'A 0/4 wall with defender that draws a card when it enters.',
  'Wall of Stone': 'A 0/8 wall with defender.',
  'Wall of Denial': 'A 0/8 wall with defender, flying and shroud: flying does not let it attack.',
  'Wall of Air': 'A 1/5 wall with defender and flying.',
  'Wall of Swords': 'A 3/5 wall with defender and flying.',
  'Wall of Wood': 'A 0/3 wall with defender.',
  'Wall of Frost': 'A 0/7 wall with defender; a creature it blocks does not untap during its controller’s next untap step.',
  'Wall of Spears': 'An artifact 2/3 wall with defender and first strike.',
  'Tree of Redemption': 'A 0/13 Plant with defender that can swap your life total with its toughness.',
  'Roc Egg': 'A 0/3 Bird with defender; when it dies you get a 3/3 flying Bird.',
  'Ogre Jailbreaker': 'A 4/4 with defender that can attack as though it had none while you control a Gate.',
  'Arcades, the Strategist': 'A flying 3/5 with vigilance: its controller’s creatures with defender can attack and deal damage equal to their toughness.',
  // Auras
  Pacifism: 'Aura: the enchanted creature cannot attack or block.',
  Arrest: 'Aura: the enchanted creature cannot attack or block, and its activated abilities cannot be activated.',
  "Faith's Fetters": 'Aura: the enchanted permanent cannot attack or block, and only its mana abilities can be activated.',
  'Forced Worship': 'Aura: the enchanted creature cannot attack.',
  'Cage of Hands': 'Aura: the enchanted creature cannot attack or block.',
  'Luminous Bonds': 'Aura: the enchanted creature cannot attack or block.',
  'Oppressive Rays': 'Aura: the enchanted creature can attack or block only if its controller pays {3}; its abilities cost {3} more.',
  // Mana creatures
  'Elvish Mystic': 'A 1/1 that taps for {G}, if it is untapped when attack costs are paid.',
  'Fyndhorn Elves': 'A 1/1 that taps for {G}, if it is untapped when attack costs are paid.',
  'Birds of Paradise': 'A flying 0/1 that taps for one mana of any color; once it attacks, that mana is gone.',
  'Noble Hierarch': 'A 0/1 with exalted that taps for {G}, {W} or {U}.',
  "Avacyn's Pilgrim": 'A 1/1 that taps for {W}.',
  'Sylvan Caryatid': 'A 0/3 with defender and hexproof that taps for one mana of any color.',
  'Axebane Guardian': 'A 0/3 with defender that taps for X mana in any colors, X being the creatures with defender you control.',
  'Overgrown Battlement': 'A 0/4 wall with defender that taps for {G} for each creature with defender you control.',
  'Phyrexian Marauder': 'An artifact 0/0 that enters with X +1/+1 counters and can attack only if you pay {1} per +1/+1 counter on it.',
  // Plain bodies
  'Wind Drake': 'A flying 2/2.',
  'Storm Crow': 'A flying 1/2.',
  'Serra Angel': 'A flying 4/4 with vigilance: attacking does not tap it, but a tapped Serra Angel still cannot attack.',
  'Vampire Nighthawk': 'A black flying 2/3 with deathtouch and lifelink.',
  Ornithopter: 'An artifact 0/2 with flying.',
  Memnite: 'An artifact 1/1 with no abilities.',
  'Goblin Guide': 'A 2/2 Goblin with haste; its attack trigger changes nothing about who may attack.',
  'Segovian Leviathan': 'A 3/3 with islandwalk.',
  'Walking Corpse': 'A plain black 2/2.',
  'Savannah Lions': 'A plain white 2/1.',
  'Hill Giant': 'A plain red 3/3.',
  'Craw Wurm': 'A plain green 6/4.',
};
