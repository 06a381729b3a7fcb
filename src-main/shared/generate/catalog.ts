/**
 * The card presets sorted by what they teach, found by applying each preset to a sample board and
 * reading the effect kinds it produces. Nothing here lists preset ids by hand, so presets added later
 * (the library is growing) join the generator's pool on their own.
 */
import { CARD_PRESETS } from '#shared/cards/presets';
import { applyPreset, makeBoardDraft } from '#shared/cards/draft';
import type { BoardDraft, CardPreset, DraftEffect, JsonObject, JsonValue, PresetOutput } from '#shared/cards/preset-model';
import { RESTRICTION_KINDS } from '#shared/engine/board-format';

export const CARD_ROLES = ['restriction', 'requirement', 'conditional', 'goad', 'cost', 'player-specific', 'defender-kinds', 'vanilla'] as const;
export type CardRole = (typeof CARD_ROLES)[number];

export interface CatalogEntry {
  readonly preset: CardPreset;
  readonly roles: ReadonlySet<CardRole>;
  /** Counter names the card's selectors look for (Magnetic Web: `magnet`). */
  readonly counters: readonly string[];
  /** Needs a creature already on the board (auras, goad). */
  readonly needsCreature: boolean;
  /** A creature card whose effects protect its controller: it belongs on an opponent's side (Archon of Absolution). */
  readonly opponentSide: boolean;
}

const RESTRICTIONS: ReadonlySet<string> = new Set(RESTRICTION_KINDS);
const ANY_COUNTER = 'shield';

function walk(v: JsonValue | undefined, visit: (key: string, value: JsonValue) => void): void {
  if (Array.isArray(v)) for (const x of v as readonly JsonValue[]) walk(x, visit);
  else if (typeof v === 'object' && v !== null) {
    for (const [k, x] of Object.entries(v)) {
      visit(k, x);
      walk(x, visit);
    }
  }
}

function rolesOf(added: PresetOutput, active: string): { roles: Set<CardRole>; counters: string[]; protectsController: boolean } {
  const effects = added.effects;
  const roles = new Set<CardRole>();
  const counters: string[] = [];
  let protectsController = false;
  for (const e of effects) {
    if (RESTRICTIONS.has(e.kind)) roles.add('restriction');
    if (e.kind === 'mustAttack' || e.kind === 'atLeastOneAttacks') roles.add('requirement');
    if (e.kind === 'conditional') roles.add('conditional');
    if (e.kind === 'goad') roles.add('goad');
    if (e.kind === 'attackCost') roles.add('cost');
    walk(e, (key, value) => {
      if (key === 'counter' && typeof value === 'string') counters.push(value);
      if (key === 'counters' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const name = (value as JsonObject).name;
        // "Any counter" (Kulrath Knight, Nils): a shield counter, which changes nothing else about the
        // creature. Named +1/+1 or -1/-1 counters are left out: the board's printed P/T would not move.
        if (name === undefined) counters.push(ANY_COUNTER);
        else if (typeof name === 'string' && !/^[+-]\d+\/[+-]\d+$/.test(name)) counters.push(name);
      }
      if (key === 'kinds') roles.add('defender-kinds');
      if (key === 'players' || key === 'notPlayers') roles.add('player-specific');
      if (key === 'players' && Array.isArray(value) && value.includes(active)) protectsController = true;
    });
  }
  // Arcades adds no effect but switches the defenders' off: not a filler, its text must be read.
  if (effects.length === 0 && (added.removesEffects?.length ?? 0) === 0 && (added.defenders?.length ?? 0) === 0) roles.add('vanilla');
  return { roles, counters, protectsController };
}

/**
 * Summaries that ask the board's author to change the board by hand (Hellraiser Goblin's haste,
 * Shiny Impetus's and Errantry's power, Incite's color, Agitator Ant's counters): the preset does not
 * write that change, the generator cannot make it, and a board without it would get a wrong answer
 * (a sick creature with haste, a recolored creature under Elephant Grass, counters under Kulrath Knight).
 */
const AUTHOR_EDITS = /yourself|recolor|may put .*counters/i;

/**
 * A card that writes a change onto a creature it did not add, other than lifting defender (Arcades):
 * a pump (Bloodthirsty Blade, Shiny Impetus, Errantry), a color (Incite), counters (Agitator Ant) or
 * a keyword (Hellraiser Goblin's haste). The prompt states each creature's printed card, so a board
 * whose creature differs from its card would read as two independent facts; such cards stay out.
 */
function changesOtherCreatures(board: BoardDraft, added: PresetOutput): boolean {
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return (added.updatesCreatures ?? []).some((u) => {
    const before = board.creatures.find((c) => c.id === u.id);
    if (before === undefined) return false;
    const gained = (u.keywords ?? []).some((k) => !(before.keywords ?? []).includes(k));
    return gained || u.power !== before.power || u.toughness !== before.toughness || !same(u.colors, before.colors) || !same(u.counters, before.counters);
  });
}

/**
 * Cards whose boards the generator does not build: mana from creatures and tap costs (their boards
 * are judged by the engine's exact enumeration, which explains no declaration, so no tempting
 * declaration could be shown failing). Cards that add a defender (Gideon Jura) or switch the defender
 * restrictions off (Arcades) are used: the preset writes the whole change onto the board, the engine
 * reads that board like any other, and the prompt names the planeswalker and prints Arcades's text.
 */
function generatorCanUse(preset: CardPreset, board: BoardDraft, added: PresetOutput): boolean {
  if (preset.tags.includes('mana') || AUTHOR_EDITS.test(preset.summary) || changesOtherCreatures(board, added)) return false;
  if ((added.mana?.length ?? 0) > 0) return false;
  let tapsCreatures = false;
  walk(added.effects as unknown as JsonValue, (key) => {
    if (key === 'tapCreatures') tapsCreatures = true;
  });
  return !tapsCreatures;
}

function classify(preset: CardPreset): CatalogEntry | undefined {
  // A wall of the active player's on the sample board, so a card that lifts defender (Arcades) shows it.
  const empty = makeBoardDraft(['you', 'alice', 'bob'], 'you');
  const wall = { id: 'sample-wall', name: 'Sample Wall', controller: 'you', keywords: ['defender'] };
  const wallEffect = { id: 'sample-wall.1', source: 'Sample Wall', kind: 'cantAttack', creatures: { ids: ['sample-wall'] } } as DraftEffect;
  const sample = { ...empty, creatures: [wall], effects: [wallEffect] };
  const withCreature = { ...sample, creatures: [wall, { id: 'sample', name: 'Sample', controller: 'you' }] };
  const needsCreature = preset.params.some((p) => p.type === 'creatureRef');
  const params = Object.fromEntries(preset.params.filter((p) => p.type === 'creatureRef').map((p) => [p.name, 'sample']));
  const applied = applyPreset(needsCreature ? withCreature : sample, preset, params);
  if (!applied.ok || !generatorCanUse(preset, needsCreature ? withCreature : sample, applied.value.added)) return undefined;
  const { roles, counters, protectsController } = rolesOf(applied.value.added, 'you');
  return {
    preset,
    roles,
    counters: [...new Set(counters)],
    needsCreature,
    opponentSide: preset.kind === 'creature' && protectsController,
  };
}

export const CATALOG: readonly CatalogEntry[] = CARD_PRESETS.flatMap((p) => {
  const entry = classify(p);
  return entry === undefined ? [] : [entry];
});

/** Creature cards with nothing that touches attacking: the fillers that make a board a board. */
export function vanillaCreatures(): readonly CatalogEntry[] {
  return CATALOG.filter((e) => e.preset.kind === 'creature' && e.roles.has('vanilla'));
}
