/**
 * The prompt check: a generated prompt must be true as written. Its board part is exactly the facts'
 * sentences (so nothing else can slip in: no parameter dump, no empty card text), and every fact is
 * derived again from the board alone: each creature as the board holds it, each count, each chosen
 * player, each value of X read off the effects the card wrote. Every card that affects attacking
 * has its text in the prompt and is placed (who controls it, who cast it, what it enchants).
 */
import { CARD_PRESETS } from '#shared/cards/presets';
import type { BoardDraft, CardPreset, DraftCreature, DraftEffect, JsonObject, JsonValue } from '#shared/cards/preset-model';
import { colorsMatter, creatureFact } from './describe.ts';
import { factsText, type CreatureRef, type PromptFact } from './facts.ts';
import { isEnchantmentPermanent } from './reconcile.ts';

const PRESETS_BY_NAME: ReadonlyMap<string, CardPreset> = new Map(CARD_PRESETS.map((p) => [p.name, p]));

/** "Sphere of Safety (X=2)" is Sphere of Safety's effect. */
const cardOfSource = (source: string): string => source.replace(/\s*\([^)]*\)\s*$/, '');

type Fact<K extends PromptFact['kind']> = Extract<PromptFact, { kind: K }>;

interface Ctx {
  readonly board: BoardDraft;
  readonly facts: readonly PromptFact[];
  readonly problems: string[];
}

/** JSON with object keys sorted: the board's canonical form orders keys, the facts keep the draft's order. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'undefined';
}
const same = (a: unknown, b: unknown): boolean => stable(a) === stable(b);
const of = <K extends PromptFact['kind']>(ctx: Ctx, kind: K): Fact<K>[] => ctx.facts.filter((f): f is Fact<K> => f.kind === kind);
const effectsOf = (ctx: Ctx, card: string): DraftEffect[] => ctx.board.effects.filter((e) => cardOfSource(e.source) === card);
const creatureNamed = (ctx: Ctx, card: string): DraftCreature | undefined => ctx.board.creatures.find((c) => c.name === card);
const opponents = (board: BoardDraft): string[] => board.players.filter((p) => p !== board.activePlayer);
const sel = (e: JsonObject, key: string): JsonObject => (e[key] ?? {}) as JsonObject;
const manaOf = (e: JsonObject): JsonValue | undefined => sel(e, 'cost').mana;

/** Who the prompt says controls (or cast, or used) the card. */
function statedController(ctx: Ctx, card: string): string | undefined {
  for (const f of ctx.facts) {
    if (f.kind === 'controls' && (f.permanents.some((p) => p.card === card) || f.creatures.some((c) => c.name === card))) return f.player;
    if (f.kind === 'cast' && f.card === card) return f.caster;
    if ((f.kind === 'goaded' || f.kind === 'targeted' || f.kind === 'landfall-goad') && f.card === card) return f.by;
    if (f.kind === 'defender' && f.name === card) return f.player;
  }
  return undefined;
}

function checkRef(ctx: Ctx, ref: CreatureRef, card: string): void {
  const c = ctx.board.creatures.find((x) => x.id === ref.id);
  if (c === undefined || c.name !== ref.name || c.controller !== ref.controller)
    ctx.problems.push(`${card}: the creature it names is not ${ref.name} of ${ref.controller} on the board`);
  else if (!effectsOf(ctx, card).some((e) => same(sel(e, 'creatures').ids, [ref.id]))) ctx.problems.push(`${card}: no effect of it applies to ${ref.name}`);
}

/** Every creature listed once, under its controller, as the board holds it. */
function checkCreatures(ctx: Ctx): void {
  const show = colorsMatter(ctx.board);
  const listed = of(ctx, 'controls').flatMap((f) => f.creatures.map((c) => ({ player: f.player, c })));
  for (const c of ctx.board.creatures) {
    const found = listed.filter((l) => l.c.id === c.id);
    if (found.length !== 1) ctx.problems.push(`${c.name} is listed ${found.length} times`);
    else if (found[0]!.player !== c.controller || !same(found[0]!.c, creatureFact(c, show))) ctx.problems.push(`${c.name} is not listed as the board holds it`);
  }
  if (listed.length !== ctx.board.creatures.length) ctx.problems.push('the prompt lists a creature the board does not have');
}

function checkScene(ctx: Ctx): void {
  const { board } = ctx;
  const game = of(ctx, 'game');
  if (
    board.players.length > 2 !== (game.length === 1) ||
    (game[0] !== undefined &&
      (!same(game[0].players, board.players) ||
        game[0].multiple !== (board.attackMultiplePlayers !== false) ||
        game[0].defendingPlayer !== (board.attackMultiplePlayers ? undefined : board.defendingPlayer)))
  ) {
    ctx.problems.push('the players and the one-opponent option are not stated as the board has them');
  }
  const defenders = (board.defenders ?? []).map((d) => ({ kind: 'defender', player: d.player, name: d.name, battle: d.kind === 'battle' }));
  if (!same(defenders, of(ctx, 'defender'))) ctx.problems.push('the planeswalkers and battles are not stated as the board has them');
  const res = board.resources;
  const expected =
    res === undefined
      ? []
      : [
          {
            kind: 'resources',
            mana: ((res.mana as readonly JsonValue[] | undefined) ?? []).map((m) => String(m).split('').join('/')),
            life: Number(res.life ?? 0),
            permanents: ((res.permanents as readonly JsonObject[] | undefined) ?? []).map((p) => String(p.name)),
          },
        ];
  if (!same(expected, of(ctx, 'resources'))) ctx.problems.push('the resources are not stated as the board has them');
}

/** Every card whose effects are on the board has its text and its place (controller, caster, goader). */
function checkCards(ctx: Ctx): void {
  const onBoard = new Set([...ctx.board.effects.map((e) => cardOfSource(e.source)), ...ctx.board.creatures.map((c) => c.name)]);
  const texts = of(ctx, 'text');
  for (const t of texts) {
    if (t.text.trim() === '') ctx.problems.push(`${t.card}: empty card text`);
    if (!onBoard.has(t.card)) ctx.problems.push(`${t.card}: its text is printed but the card is not on the board`);
  }
  for (const f of of(ctx, 'controls')) {
    for (const p of f.permanents)
      if (!ctx.board.effects.some((e) => cardOfSource(e.source) === p.card)) ctx.problems.push(`${p.card}: listed, but nothing of it is on the board`);
  }
  for (const card of new Set(ctx.board.effects.map((e) => cardOfSource(e.source)))) {
    if (!texts.some((t) => t.card === card)) ctx.problems.push(`${card}: the prompt does not give its text`);
    if (statedController(ctx, card) === undefined) ctx.problems.push(`${card}: the prompt does not say who controls or cast it`);
  }
}

/** Players an effect protects or acts for: the goader, the players it may not (or must) attack. */
function effectPlayers(ctx: Ctx, e: JsonObject): string[] {
  const d = sel(e, 'defenders');
  const ids = [...((d.players as readonly string[] | undefined) ?? []), ...((d.ids as readonly string[] | undefined) ?? [])];
  return [...(typeof e.by === 'string' ? [e.by] : []), ...ids.filter((x) => ctx.board.players.includes(x))];
}

/** The param kinds whose player is not the card's controller (checked by their own facts). */
const OTHER_PLAYER_PARAMS = new Set(['noIsland', 'notPoisoned', 'notOutnumbered', 'target', 'nearest', 'by', 'cursed']);

/** A card that protects or acts for a player does so for the player the prompt says controls it. */
function checkControllers(ctx: Ctx): void {
  for (const card of new Set(ctx.board.effects.map((e) => cardOfSource(e.source)))) {
    const preset = PRESETS_BY_NAME.get(card);
    if (preset === undefined || preset.params.some((s) => OTHER_PLAYER_PARAMS.has(s.name))) continue;
    const owner = statedController(ctx, card);
    const named = new Set(effectsOf(ctx, card).flatMap((e) => effectPlayers(ctx, e)));
    if (owner !== undefined && [...named].some((p) => p !== owner))
      ctx.problems.push(`${card}: the prompt says ${owner} controls it, its effects act for ${[...named].join(', ')}`);
  }
}

/** The players a family of cards names through one param (no Island, not poisoned) against the facts for each opponent. */
function checkWorld(ctx: Ctx, param: string, facts: readonly { player: string; yes: boolean }[], what: string): void {
  const cards = [...new Set(ctx.board.effects.map((e) => cardOfSource(e.source)))].filter((c) => PRESETS_BY_NAME.get(c)?.params.some((s) => s.name === param));
  if (cards.length === 0) {
    if (facts.length > 0) ctx.problems.push(`${what} is stated but no card on the board reads it`);
    return;
  }
  const without = facts.filter((f) => !f.yes).map((f) => f.player);
  if (!same([...facts.map((f) => f.player)].sort(), opponents(ctx.board).sort())) ctx.problems.push(`${what} is not stated for each opponent`);
  for (const card of cards) {
    const named = effectsOf(ctx, card).flatMap((e) => (sel(e, 'defenders').players as readonly string[] | undefined) ?? []);
    if (!same([...new Set(named)].sort(), [...without].sort()))
      ctx.problems.push(`${card}: it forbids attacking ${named.join(', ')}, the prompt says ${what} holds for ${without.join(', ')}`);
  }
}

function checkCounts(ctx: Ctx): void {
  const you = ctx.board.activePlayer;
  for (const f of of(ctx, 'enchantments')) {
    const listed = of(ctx, 'controls')
      .filter((c) => c.player === f.player)
      .flatMap((c) => c.permanents.map((p) => p.card));
    const enchantments = listed.filter((n) => isEnchantmentPermanent(PRESETS_BY_NAME.get(n)?.types ?? []));
    if (!same(enchantments, f.names))
      ctx.problems.push(`${f.card}: the prompt lists ${enchantments.length} enchantments for ${f.player}, it counts ${f.names.length}`);
    if (statedController(ctx, f.card) !== f.player) ctx.problems.push(`${f.card}: counts the enchantments of a player who does not control it`);
    for (const e of effectsOf(ctx, f.card))
      if (manaOf(e) !== `{${f.names.length}}`) ctx.problems.push(`${f.card}: the board's X is ${String(manaOf(e))}, the prompt's ${f.names.length}`);
  }
  for (const f of [...of(ctx, 'land-types').map((x) => ({ card: x.card, n: x.count })), ...of(ctx, 'activated-x').map((x) => ({ card: x.card, n: x.x }))]) {
    for (const e of effectsOf(ctx, f.card))
      if (manaOf(e) !== `{${f.n}}`) ctx.problems.push(`${f.card}: the board's X is ${String(manaOf(e))}, the prompt's ${f.n}`);
  }
  for (const f of of(ctx, 'hand')) {
    if (!effectsOf(ctx, f.card).every((e) => sel(e, 'creatures').powerAtLeast === f.count + 1))
      ctx.problems.push(`${f.card}: the hand size is not the board's`);
    if (statedController(ctx, f.card) !== f.player) ctx.problems.push(`${f.card}: the hand stated is not its controller's`);
  }
  for (const f of of(ctx, 'empty-hand')) {
    const bars = effectsOf(ctx, f.card).length > 0;
    const zero = of(ctx, 'hand').filter((h) => h.count === 0);
    const contradicts = of(ctx, 'hand').some((h) => h.player === f.player && h.count !== 0);
    if (bars !== (f.player === undefined) || (zero.length > 0 && f.player === undefined) || contradicts)
      ctx.problems.push(`${f.card}: the hands stated do not match its restriction`);
  }
  const islands = of(ctx, 'island').filter((f) => f.has).length;
  const ownIslands = ((ctx.board.resources?.permanents as readonly JsonObject[] | undefined) ?? []).filter((p) =>
    (p.types as readonly string[] | undefined)?.includes('Island'),
  ).length;
  for (const f of of(ctx, 'islands')) {
    if (effectsOf(ctx, f.card).length > 0 !== f.count < 5) ctx.problems.push(`${f.card}: ${f.count} Islands and the board's restriction disagree`);
    if (f.count < islands + ownIslands) ctx.problems.push(`${f.card}: ${f.count} Islands, but the prompt names ${islands + ownIslands}`);
  }
  for (const f of of(ctx, 'forests')) {
    const c = creatureNamed(ctx, f.card);
    if (c?.power !== f.count || c.toughness !== f.count || c.controller !== f.player)
      ctx.problems.push(`${f.card}: its Forests are not its power and toughness`);
  }
  for (const f of of(ctx, 'entered-counters')) {
    const c = creatureNamed(ctx, f.card);
    const cost = effectsOf(ctx, f.card).map(manaOf);
    if (c?.counters?.['+1/+1'] !== f.count || c.power !== f.count || !same(cost, [`{${f.count}}`]))
      ctx.problems.push(`${f.card}: its counters, power and cost disagree`);
  }
  for (const f of of(ctx, 'gate')) {
    const lifted = effectsOf(ctx, f.card).length === 0;
    const arcades = ctx.board.creatures.some((c) => c.name === 'Arcades, the Strategist' && c.controller === f.player);
    if (lifted !== (f.has || arcades)) ctx.problems.push(`${f.card}: the Gate stated and the board's defender restriction disagree`);
    const gate = ((ctx.board.resources?.permanents as readonly JsonObject[] | undefined) ?? []).some((p) =>
      (p.types as readonly string[] | undefined)?.includes('Gate'),
    );
    if (f.has && f.player === you && ctx.board.resources !== undefined && !gate) ctx.problems.push(`${f.card}: your Gate is not among your lands`);
  }
  for (const f of of(ctx, 'other-ally')) {
    const ally = ctx.board.creatures.some((c) => c.name !== f.card && c.controller === f.player && (c.types ?? []).includes('Ally'));
    if (ally !== f.has || effectsOf(ctx, f.card).length > 0 === f.has) ctx.problems.push(`${f.card}: the other Ally stated is not the board's`);
  }
}

function checkChoices(ctx: Ctx): void {
  for (const f of of(ctx, 'color')) {
    if (!effectsOf(ctx, f.card).every((e) => same(sel(e, 'creatures').colors, [f.color]))) ctx.problems.push(`${f.card}: the color stated is not the board's`);
  }
  for (const f of of(ctx, 'random-opponent')) {
    if (!effectsOf(ctx, f.card).every((e) => same(sel(e, 'defenders').ids, [f.player])))
      ctx.problems.push(`${f.card}: the opponent stated is not the one it must attack`);
  }
  for (const f of of(ctx, 'nearest')) {
    if (!effectsOf(ctx, f.card).some((e) => same(sel(e, 'defenders').notPlayers, [f.player])))
      ctx.problems.push(`${f.card}: the nearest opponent stated is not the board's`);
  }
  for (const f of of(ctx, 'landfall-goad')) {
    const ok = effectsOf(ctx, f.card).every((e) => e.kind === 'goad' && e.by === f.by && same(e.creatures, { controller: f.target }));
    if (!ok || creatureNamed(ctx, f.card)?.controller !== f.by) ctx.problems.push(`${f.card}: the goad stated is not the board's`);
  }
  for (const f of of(ctx, 'goaded')) {
    checkRef(ctx, f.creature, f.card);
    if (!effectsOf(ctx, f.card).every((e) => e.by === f.by)) ctx.problems.push(`${f.card}: the goading player is not the board's`);
  }
  for (const f of of(ctx, 'targeted')) checkRef(ctx, f.creature, f.card);
  for (const f of of(ctx, 'returned')) checkRef(ctx, f.creature, f.card);
  for (const f of of(ctx, 'cast')) {
    if (f.target !== undefined) checkRef(ctx, f.target, f.card);
    if (f.targetPlayer !== undefined && !effectsOf(ctx, f.card).every((e) => sel(e, 'creatures').controller === f.targetPlayer))
      ctx.problems.push(`${f.card}: the targeted player is not the board's`);
    // A sorcery is cast only in its caster's own main phase (CR 307.1): never "this turn" of the attacker's turn.
    if (f.sorcery !== (PRESETS_BY_NAME.get(f.card)?.types.includes('Sorcery') ?? false)) ctx.problems.push(`${f.card}: cast at a time its type does not allow`);
  }
  for (const f of of(ctx, 'controls')) {
    for (const p of f.permanents) {
      if (p.equips !== undefined) checkRef(ctx, p.equips, p.card);
      if (p.enchants !== undefined && 'id' in p.enchants) checkRef(ctx, p.enchants, p.card);
      if (
        p.enchants !== undefined &&
        !('id' in p.enchants) &&
        !effectsOf(ctx, p.card).every((e) => sel(e, 'creatures').controller === (p.enchants as { player: string }).player)
      ) {
        ctx.problems.push(`${p.card}: the enchanted player is not the board's`);
      }
    }
  }
  checkWorld(
    ctx,
    'noIsland',
    of(ctx, 'island').map((f) => ({ player: f.player, yes: f.has })),
    'controlling an Island',
  );
  checkWorld(
    ctx,
    'notPoisoned',
    of(ctx, 'poison').map((f) => ({ player: f.player, yes: f.poisoned })),
    'being poisoned',
  );
}

/** Cards whose condition is read off the listed board itself: no sentence states it, the board must bear it out. */
function checkBoardConditions(ctx: Ctx): void {
  const { board } = ctx;
  const count = (p: string): number => board.creatures.filter((c) => c.controller === p).length;
  for (const goon of board.creatures.filter((c) => c.name === 'Goblin Goon')) {
    const named = effectsOf(ctx, goon.name).flatMap((e) => (sel(e, 'defenders').players as readonly string[] | undefined) ?? []);
    const expected = board.players.filter((p) => p !== goon.controller && count(p) >= count(goon.controller));
    if (!same([...new Set(named)].sort(), expected.sort()))
      ctx.problems.push(`Goblin Goon: it may not attack ${named.join(', ')}, but the creatures listed say ${expected.join(', ')}`);
  }
  const nils = effectsOf(ctx, 'Nils, Discipline Enforcer').map((e) => Number(sel(sel(e, 'creatures'), 'counters').atLeast));
  if (nils.length > 0) {
    const most = Math.max(
      1,
      ...board.creatures.filter((c) => c.controller === board.activePlayer).map((c) => Object.values(c.counters ?? {}).reduce((a, b) => a + b, 0)),
    );
    if (
      !same(
        nils,
        Array.from({ length: most }, (_, i) => i + 1),
      )
    )
      ctx.problems.push(`Nils, Discipline Enforcer: taxes for ${nils.join(', ')} counters, the most on a creature is ${most}`);
  }
  const archangel = creatureNamed(ctx, 'Archangel of Tithes');
  if (archangel !== undefined && effectsOf(ctx, archangel.name).length > 0 === (archangel.tapped === true))
    ctx.problems.push('Archangel of Tithes: its tax and its tapped state disagree');
}

/** Words a judge never reads in a prompt: parameter dumps, author notes, engine values. */
const GARBLE: readonly (readonly [RegExp, string])[] = [
  [/\(1\) or not \(0\)|\(1\) or tapped \(0\)/, 'a 1/0 parameter'],
  [/ is [01]\./, 'a value stated as "is 0" or "is 1"'],
  [/\bparams?\b|\bfield\b/i, 'an author note'],
  [/: {2}|: \.|:\s+$/, 'an empty card text'],
  [/\bundefined\b|\bNaN\b|\[object/, 'an engine value'],
];

export function checkPromptFacts(board: BoardDraft, facts: readonly PromptFact[], prompt: string): string[] {
  const problems: string[] = [];
  const text = factsText(facts);
  if (!prompt.startsWith(`${text} `) && prompt !== text) problems.push('the prompt is not written from its facts');
  // The whole prompt, question included: nothing after the facts may smuggle a dump in either.
  for (const [re, what] of GARBLE) if (re.test(`${prompt.trim()} `)) problems.push(`the prompt has ${what}: ${re.exec(prompt)?.[0] ?? ''}`);
  const ids = [...board.creatures.map((c) => c.id), ...board.effects.map((e) => e.id), ...(board.defenders ?? []).map((d) => String(d.id))];
  for (const id of ids) if (/[-.\d]/.test(id) && prompt.includes(id)) problems.push(`the prompt shows the id ${id}`);
  const ctx: Ctx = { board, facts, problems };
  checkScene(ctx);
  checkCreatures(ctx);
  checkCards(ctx);
  checkControllers(ctx);
  checkCounts(ctx);
  checkChoices(ctx);
  checkBoardConditions(ctx);
  return problems;
}
