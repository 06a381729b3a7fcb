/**
 * Random block-board/1 boards over the whole vocabulary (§2 keywords, every §3 effect kind, costs with
 * and without resources, creature mana) for the property tests: up to 4 blockers and 3 attackers, so
 * that the brute force stays quick.
 */
import fc from 'fast-check';

const ATTACKER_KEYWORDS = [
  'flying',
  'menace',
  'shadow',
  'horsemanship',
  'fear',
  'intimidate',
  'skulk',
  'swampwalk',
  'islandwalk',
  'nonbasic landwalk',
  'legendary landwalk',
  'protection from white',
  'protection from black',
  'protection from artifacts',
  'protection from monocolored',
  'protection from multicolored',
  'protection from everything',
  'vigilance',
];
const BLOCKER_KEYWORDS = ['flying', 'reach', 'shadow', 'horsemanship', 'decayed', 'unleash', 'defender', 'haste'];
const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

const colors = fc.subarray([...COLORS], { maxLength: 2 });
const attackerIds = ['a1', 'a2', 'a3', 'a4'];
/** Card names, so that a text showing an id instead of a name is caught. */
const NAMES: Record<string, string> = {
  a1: 'Serra Angel',
  a2: 'Boggart Brute',
  a3: 'Bog Wraith',
  a4: 'Goblin Piker',
  b1: 'Grizzly Bears',
  b2: 'Llanowar Elves',
  b3: 'Giant Spider',
  b4: 'Hill Giant',
  b5: 'Wind Drake',
  b6: 'Wall of Wood',
};
const blockerIds = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'];

const creatureSel = (ids: readonly string[]) =>
  fc.oneof(
    fc.constant({}),
    fc.subarray([...ids], { minLength: 1 }).map((x) => ({ ids: x })),
    fc.constantFrom('flying', 'menace', 'reach', 'shadow').map((k) => ({ keywords: [k] })),
    fc.constantFrom('flying', 'reach').map((k) => ({ notKeywords: [k] })),
    fc.integer({ min: 1, max: 4 }).map((n) => ({ powerAtLeast: n })),
    fc.constantFrom(...COLORS).map((c) => ({ colors: [c] })),
  );

const cost = fc.oneof(
  fc.constant({ mana: '{1}' }),
  fc.constant({ mana: '{G}' }),
  fc.constant({ mana: '{0}' }),
  fc.constant({ mana: '{W/P}' }),
  fc.constant({ life: 2 }),
  fc.constant({ sacrifice: { count: 1, filter: { types: ['Land'] } } }),
);

const effect = fc.oneof(
  fc.record({ kind: fc.constant('cantBlock'), creatures: creatureSel(blockerIds), attackers: creatureSel(attackerIds) }, { requiredKeys: ['kind'] }),
  fc.record({ kind: fc.constant('cantBlockAlone'), creatures: creatureSel(blockerIds) }),
  fc.record(
    { kind: fc.constant('maxBlockers'), count: fc.integer({ min: 0, max: 3 }), creatures: creatureSel(blockerIds) },
    { requiredKeys: ['kind', 'count'] },
  ),
  fc.record({ kind: fc.constant('blockedByAtLeast'), attackers: creatureSel(attackerIds), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('blockedByAtMost'), attackers: creatureSel(attackerIds), count: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant('canBlockAdditional'),
    creatures: creatureSel(blockerIds),
    count: fc.oneof(fc.integer({ min: 1, max: 2 }), fc.constant('any' as const)),
  }),
  fc.record({ kind: fc.constant('mustBlock'), creatures: creatureSel(blockerIds) }),
  fc.record({ kind: fc.constant('mustBlockAttacker'), creatures: creatureSel(blockerIds), attackers: creatureSel(attackerIds) }),
  fc.record({ kind: fc.constant('lure'), attackers: creatureSel(attackerIds) }),
  fc.record({ kind: fc.constant('mustBeBlocked'), attackers: creatureSel(attackerIds) }),
  fc.record({ kind: fc.constant('mustBeBlockedExactly'), attackers: creatureSel(attackerIds), count: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('blockCost'), creatures: creatureSel(blockerIds), cost }),
);

const attacker = (id: string) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(NAMES[id]!),
    controller: fc.constant('opp'),
    colors,
    types: fc.constantFrom(['Creature'], ['Artifact', 'Creature']),
    power: fc.integer({ min: 0, max: 4 }),
    keywords: fc.subarray(ATTACKER_KEYWORDS, { maxLength: 2 }),
    tapped: fc.boolean(),
    attacking: fc.constantFrom('you', 'you', 'you', 'jace', 'siege', 'bob'),
  });

const blocker = (id: string) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(NAMES[id]!),
    controller: fc.constantFrom('you', 'you', 'you', 'you', 'bob'),
    colors,
    types: fc.constantFrom(['Creature'], ['Creature'], ['Artifact', 'Creature'], ['Creature', 'Battle']),
    power: fc.integer({ min: 0, max: 4 }),
    keywords: fc.subarray(BLOCKER_KEYWORDS, { maxLength: 2 }),
    tapped: fc.constantFrom(false, false, false, true),
    sick: fc.boolean(),
    counters: fc.constantFrom({}, { '+1/+1': 1 }),
  });

const land = fc.record({
  id: fc.constantFrom('l1', 'l2'),
  name: fc.constant('Land'),
  controller: fc.constantFrom('you', 'opp'),
  types: fc.constantFrom(['Basic', 'Land', 'Swamp'], ['Basic', 'Land', 'Island'], ['Land'], ['Legendary', 'Land']),
});

/** Boards of 1 … maxAttackers attackers and 1 … maxBlockers creatures of the defending side (at most 4 × 6). */
export const arbitraryBlockBoardOf = (maxAttackers: number, maxBlockers: number) =>
  fc
    .record({
      nAttackers: fc.integer({ min: 1, max: maxAttackers }),
      nBlockers: fc.integer({ min: 1, max: maxBlockers }),
      attackers: fc.tuple(...attackerIds.map(attacker)),
      blockers: fc.tuple(...blockerIds.map(blocker)),
      lands: fc.uniqueArray(land, { maxLength: 2, selector: (l) => l.id }),
      effects: fc.array(effect, { maxLength: 4 }),
      resources: fc.option(
        fc.record({
          mana: fc.array(
            fc.oneof(
              fc.constantFrom('G', 'W', 'C', 'RG'),
              fc.constantFrom('b1', 'b2').map((from) => ({ mana: 'G', from })),
            ),
            { maxLength: 3 },
          ),
          life: fc.integer({ min: 0, max: 4 }),
          permanents: fc.constantFrom([], [{ id: 'p1', name: 'Forest', types: ['Land'] }]),
        }),
        { nil: undefined },
      ),
    })
    .map((r) => {
      const creatures = [...r.attackers.slice(0, r.nAttackers), ...r.blockers.slice(0, r.nBlockers)];
      const present = new Set(creatures.map((c) => c.id));
      // Selectors and creature mana may only name creatures on the board (§1.2).
      const fix = (sel: Record<string, unknown> | undefined) => {
        if (sel === undefined || !Array.isArray(sel.ids)) return sel;
        const ids = (sel.ids as string[]).filter((x) => present.has(x));
        return ids.length > 0 ? { ...sel, ids } : {};
      };
      const effects = r.effects.map((e) => {
        const out: Record<string, unknown> = { ...e };
        if ('creatures' in e) out.creatures = fix(e.creatures as Record<string, unknown>);
        if ('attackers' in e) out.attackers = fix(e.attackers as Record<string, unknown>);
        return out;
      });
      const resources =
        r.resources === undefined
          ? undefined
          : {
              ...r.resources,
              mana: r.resources.mana.filter(
                (m) => typeof m === 'string' || (present.has(m.from) && creatures.find((c) => c.id === m.from)!.controller === 'you'),
              ),
            };
      return {
        format: 'block-board/1',
        players: ['opp', 'you', 'bob'],
        activePlayer: 'opp',
        defendingPlayer: 'you',
        defenders: [
          { id: 'jace', kind: 'planeswalker', player: 'you', name: 'Jace Beleren' },
          { id: 'siege', kind: 'battle', player: 'you', name: 'Invasion of Tarkir' },
        ],
        lands: r.lands,
        creatures,
        effects,
        ...(resources === undefined ? {} : { resources }),
      };
    });

export const arbitraryBlockBoard = arbitraryBlockBoardOf(3, 4);

/** Ids that sort oddly (§6 keys compare code units; `#`, `+` and space sort before `,`). */
const ODD_IDS = ['x', 'x#', 'x!y', 'x+', 'xa', 'x y', 'A', 'b-2', '#', 'é'];

/** The same boards with every creature renamed to one of ODD_IDS (selectors and mana follow). */
export const arbitraryOddIdBoard = fc.tuple(arbitraryBlockBoard, fc.shuffledSubarray(ODD_IDS, { minLength: 7, maxLength: 7 })).map(([board, names]) => {
  const rename = new Map([...attackerIds.slice(0, 3), ...blockerIds.slice(0, 4)].map((id, i) => [id, names[i]!]));
  const to = (id: string) => rename.get(id) ?? id;
  const sel = (s: unknown) => (s !== null && typeof s === 'object' && 'ids' in s ? { ...s, ids: (s as { ids: string[] }).ids.map(to) } : s);
  return {
    ...board,
    creatures: board.creatures.map((c) => ({ ...c, id: to(c.id) })),
    effects: board.effects.map((e) => ({
      ...e,
      ...('creatures' in e ? { creatures: sel(e.creatures) } : {}),
      ...('attackers' in e ? { attackers: sel(e.attackers) } : {}),
    })),
    ...(board.resources === undefined
      ? {}
      : { resources: { ...board.resources, mana: board.resources.mana.map((m) => (typeof m === 'string' ? m : { ...m, from: to(m.from) })) } }),
  };
});
