/**
 * The blocking presets (block-board/1): each builds a board the block engine accepts, as an attacker
 * and as a blocker; each creature's keywords are its checked Oracle keywords; and a table of boards
 * built from presets against legal sets worked out by hand from docs/block-board-v1.md §2–§5.
 */
import { describe, expect, it } from 'vitest';
import {
  applyPreset,
  BLOCK_PRESETS,
  CARD_PRESETS,
  findPreset,
  makeBlockBoardDraft,
  makeBoardDraft,
  removeCreature,
  type BoardDraft,
  type PresetParams,
} from '#shared/cards/index';
import { blockKey, legalBlockSet, parseBlockBoard } from '#shared/engine/block/index';

type Step = readonly [presetId: string, id: string, params?: PresetParams, creature?: Record<string, unknown>];

function blockBoard(steps: readonly Step[], extra: Partial<BoardDraft> = {}): BoardDraft {
  let draft: BoardDraft = { ...makeBlockBoardDraft(['opp', 'you'], 'opp', 'you'), ...extra };
  for (const [presetId, id, params, creature] of steps) {
    const applied = applyPreset(draft, presetId, params ?? {}, { id, ...(creature === undefined ? {} : { creature }) });
    if (!applied.ok) throw new Error(`${presetId}: ${applied.error.map((e) => e.message).join('; ')}`);
    draft = applied.value.board;
  }
  return draft;
}

function legalKeys(draft: BoardDraft): string[] {
  const parsed = parseBlockBoard(draft);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => `${e.path}: ${e.message}`).join('\n'));
  const legal = legalBlockSet(parsed.value);
  if (!legal.ok) throw new Error(legal.error.message);
  return legal.value.legal.map(blockKey).sort();
}

const ATTACKS = { attacking: 'you' } as const;

describe('the blocking card library', () => {
  it('has at least 40 cards that change how creatures block, unique ids, a summary and a checked source each', () => {
    const cards = BLOCK_PRESETS.filter((p) => p.kind !== 'land');
    expect(cards.length).toBeGreaterThanOrEqual(40);
    const ids = BLOCK_PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of BLOCK_PRESETS) {
      expect(p.format, p.id).toBe('block-board/1');
      expect(p.summary.length, p.id).toBeGreaterThan(10);
      expect(p.source?.ref, p.id).toMatch(/^Card-Forge\/forge forge-gui\/res\/(cardsfolder|tokenscripts)\/.+\.txt$/);
      expect(findPreset(p.id, 'block-board/1')).toBe(p);
    }
  });

  it.each(BLOCK_PRESETS.filter((p) => p.creature !== undefined).map((p) => [p.id, p] as const))(
    "%s: its keywords are its source's Oracle keywords",
    (_id, preset) => {
      expect(preset.creature!.keywords).toEqual(preset.source!.keywords.map((k) => k.toLowerCase()));
    },
  );

  it('keeps the attack library as it was: every attack preset writes attack-board/1 and is found by default', () => {
    for (const p of CARD_PRESETS) {
      expect(p.format).toBe('attack-board/1');
      expect(findPreset(p.id)).toBe(p);
    }
    // Silent Arbiter exists once per format under one id.
    expect(findPreset('silent-arbiter')?.format).toBe('attack-board/1');
    expect(findPreset('silent-arbiter', 'block-board/1')?.format).toBe('block-board/1');
  });

  it('refuses a preset of the other format', () => {
    const onAttack = applyPreset(makeBoardDraft(['you', 'opp'], 'you'), findPreset('lure', 'block-board/1')!, {});
    expect(!onAttack.ok && onAttack.error.map((e) => e.code)).toEqual(['wrong-format']);
    const onBlock = applyPreset(makeBlockBoardDraft(['opp', 'you'], 'opp', 'you'), 'propaganda');
    expect(!onBlock.ok && onBlock.error.map((e) => e.code)).toEqual(['unknown-preset']);
  });

  it.each(BLOCK_PRESETS.map((p) => [p.id, p] as const))('%s gives boards the block engine accepts, as a blocker and as an attacker', (_id, preset) => {
    const base = blockBoard([
      ['giant-spider', 'blocker'],
      ['stalking-tiger', 'attacker', ATTACKS],
    ]);
    const refs = Object.fromEntries(
      preset.params.filter((s) => s.type === 'creatureRef').map((s) => [s.name, s.type === 'creatureRef' && s.side === 'blocking' ? 'blocker' : 'attacker']),
    );
    const roles: PresetParams[] = preset.kind === 'creature' ? [refs, { ...refs, ...ATTACKS }] : [refs];
    for (const params of roles) {
      const applied = applyPreset(base, preset, params);
      expect(applied.ok ? [] : applied.error).toEqual([]);
      if (!applied.ok) continue;
      const { board, added } = applied.value;
      expect(added.creatures.length + added.effects.length + (added.lands?.length ?? 0)).toBeGreaterThan(0);
      const parsed = parseBlockBoard(board);
      expect(parsed.ok ? [] : parsed.error).toEqual([]);
      if (parsed.ok) expect(legalBlockSet(parsed.value).ok).toBe(true);
      for (const e of added.effects) expect(e.source).toBe(preset.name);
      if (params.attacking !== undefined) expect(added.creatures[0]).toMatchObject({ controller: 'opp', attacking: 'you' });
    }
  });

  it("adds a mana creature's mana only when it is the defending player's creature", () => {
    const draft = { ...makeBlockBoardDraft(['opp', 'you'], 'opp', 'you'), resources: { mana: [] } };
    const mine = applyPreset(draft, 'llanowar-elves', {}, { id: 'elf' });
    expect(mine.ok && mine.value.board.resources).toEqual({ mana: [{ mana: 'G', from: 'elf' }] });
    const attacking = applyPreset(draft, 'llanowar-elves', ATTACKS, { id: 'elf' });
    expect(attacking.ok && attacking.value.board.resources).toEqual({ mana: [] });
    const theirs = applyPreset(draft, 'llanowar-elves', { controller: 'opp' }, { id: 'elf' });
    expect(theirs.ok && theirs.value.board.resources).toEqual({ mana: [] });
  });

  it('rejects an attack target that is the active player or nothing on the board', () => {
    const draft = makeBlockBoardDraft(['opp', 'you'], 'opp', 'you');
    for (const target of ['opp', 'nobody']) {
      const applied = applyPreset(draft, 'boggart-brute', { attacking: target });
      expect(!applied.ok && applied.error.map((e) => [e.code, e.param])).toEqual([['bad-param', 'attacking']]);
    }
  });
});

/** Three attacking Stalking Tigers, each under its own Lure (a blocking requirement, CR 509.1c). */
const THREE_LURED_TIGERS: readonly Step[] = [
  ['stalking-tiger', 't1', ATTACKS],
  ['stalking-tiger', 't2', ATTACKS],
  ['stalking-tiger', 't3', ATTACKS],
  ['lure', 'l1', { creature: 't1' }],
  ['lure', 'l2', { creature: 't2' }],
  ['lure', 'l3', { creature: 't3' }],
];

/** Grand Melee and War Cadence (X = 1) with a Giant Spider attacking; Llanowar Elves (with `elf` fields) and Serra Angel may block. */
const cadenceBoard = (elf?: Record<string, unknown>): readonly Step[] => [
  ['giant-spider', 'g', ATTACKS],
  ['grand-melee', 'melee'],
  ['war-cadence', 'cadence', { x: 1 }],
  ['llanowar-elves', 'elf', {}, elf],
  ['serra-angel', 'angel'],
];

/** [case, steps, legal declarations (sorted keys; '' is the empty declaration), extra draft fields]. */
type Row = readonly [string, readonly Step[], readonly string[], Partial<BoardDraft>?];

const ROWS: readonly Row[] = [
  // Menace (702.111b) with one creature able to block: no lure unit can be met, so nothing is forced.
  [
    'Lure on Boggart Brute, one blocker',
    [
      ['boggart-brute', 'brute', ATTACKS],
      ['lure', 'lure', { creature: 'brute' }],
      ['giant-spider', 'spider'],
    ],
    [''],
  ],
  // With two, both lure units are met only when both block the Brute, which menace allows.
  [
    'Lure on Boggart Brute, two blockers',
    [
      ['boggart-brute', 'brute', ATTACKS],
      ['lure', 'lure', { creature: 'brute' }],
      ['giant-spider', 'spider'],
      ['serra-angel', 'angel'],
    ],
    ['angel=brute,spider=brute'],
  ],
  // Palace Guard can block every lured attacker: all three units, only by blocking all three.
  ['Palace Guard and three Lures', [...THREE_LURED_TIGERS, ['palace-guard', 'guard']], ['guard=t1,guard=t2,guard=t3']],
  // Foriysian Brigade blocks two: any two of the three lured attackers meet two units, the most possible.
  ['Foriysian Brigade and three Lures', [...THREE_LURED_TIGERS, ['foriysian-brigade', 'b']], ['b=t1,b=t2', 'b=t1,b=t3', 'b=t2,b=t3']],
  // Grand Melee + War Cadence X = 1 with no resources written: every cost is payable (§1), so both block.
  ['War Cadence, Grand Melee, no resources', cadenceBoard(), ['', 'angel=g', 'angel=g,elf=g', 'elf=g']],
  // The same with only the Elves' own {G}: one blocker can be paid for (the Elves block and still tap, §5).
  ['War Cadence, Grand Melee, the Elves as the only mana', cadenceBoard(), ['', 'angel=g', 'elf=g'], { resources: { mana: [] } }],
  // Summoning-sick Elves can block but not tap for mana (302.6): nothing can be paid.
  ['War Cadence, Grand Melee, summoning-sick Elves', cadenceBoard({ sick: true }), [''], { resources: { mana: [] } }],
  // Provoke and a Lure on different attackers, one creature: either unit, not both.
  [
    'provoke against Lure',
    [
      ['giant-spider', 'spider'],
      ['deftblade-elite', 'elite', { ...ATTACKS, provoked: 'spider' }],
      ['prized-unicorn', 'unicorn', ATTACKS],
    ],
    ['spider=elite', 'spider=unicorn'],
  ],
  // Nacatl War-Pride under a Lure: two lure units against one "exactly one" unit — one blocker or both meet two.
  [
    'Nacatl War-Pride with a Lure, two blockers',
    [
      ['nacatl-war-pride', 'cat', ATTACKS],
      ['lure', 'lure', { creature: 'cat' }],
      ['giant-spider', 'a'],
      ['palace-guard', 'b'],
    ],
    ['a=cat', 'a=cat,b=cat', 'b=cat'],
  ],
  [
    'Silent Arbiter: one blocker at most',
    [
      ['silent-arbiter', 'arbiter'],
      ['stalking-tiger', 'tiger', ATTACKS],
      ['giant-spider', 'spider'],
    ],
    ['', 'arbiter=tiger', 'spider=tiger'],
  ],
  [
    "Bog Wraith and the defending player's Swamp",
    [
      ['bog-wraith', 'wraith', ATTACKS],
      ['swamp', 'sw'],
      ['giant-spider', 'spider'],
    ],
    [''],
  ],
  [
    "Bog Wraith and the attacking player's Swamp",
    [
      ['bog-wraith', 'wraith', ATTACKS],
      ['swamp', 'sw', { controller: 'opp' }],
      ['giant-spider', 'spider'],
    ],
    ['', 'spider=wraith'],
  ],
  [
    'Cloud Sprite blocks only fliers',
    [
      ['serra-angel', 'angel', ATTACKS],
      ['stalking-tiger', 'tiger', ATTACKS],
      ['cloud-sprite', 'sprite'],
    ],
    ['', 'sprite=angel'],
  ],
  [
    'Soltari Priest: only shadow blocks it',
    [
      ['soltari-priest', 'priest', ATTACKS],
      ['giant-spider', 'spider'],
      ['dauthi-slayer', 'dauthi'],
    ],
    ['', 'dauthi=priest'],
  ],
  [
    'Black Knight: white creatures cannot block it',
    [
      ['black-knight', 'knight', ATTACKS],
      ['palace-guard', 'guard'],
      ['giant-spider', 'spider'],
    ],
    ['', 'spider=knight'],
  ],
  [
    "Gaea's Protector must be blocked by at least one",
    [
      ['gaeas-protector', 'gp', ATTACKS],
      ['giant-spider', 'a'],
      ['palace-guard', 'b'],
    ],
    ['a=gp', 'a=gp,b=gp', 'b=gp'],
  ],
  [
    'Rakdos Cackler unleashed cannot block',
    [
      ['stalking-tiger', 'tiger', ATTACKS],
      ['rakdos-cackler', 'imp', { unleashed: 1 }],
    ],
    [''],
  ],
  [
    'Rakdos Cackler without its counter can',
    [
      ['stalking-tiger', 'tiger', ATTACKS],
      ['rakdos-cackler', 'imp'],
    ],
    ['', 'imp=tiger'],
  ],
  [
    'Archangel of Tithes attacking: blocks cost {1} each, none affordable',
    [
      ['archangel-of-tithes', 'angel', ATTACKS],
      ['giant-spider', 'spider'],
    ],
    [''],
    { resources: { mana: [] } },
  ],
  [
    'Pathrazer of Ulamog: three blockers or none',
    [
      ['pathrazer-of-ulamog', 'p', ATTACKS],
      ['giant-spider', 'a'],
      ['palace-guard', 'b'],
    ],
    [''],
  ],
  [
    'Mogg Flunkies cannot block alone',
    [
      ['stalking-tiger', 'tiger', ATTACKS],
      ['charging-rhino', 'rhino', ATTACKS],
      ['mogg-flunkies', 'f'],
      ['giant-spider', 's'],
    ],
    ['', 'f=rhino,s=tiger', 'f=tiger,s=rhino', 's=rhino', 's=tiger'],
  ],
];

describe('boards from blocking presets, legal sets worked out by hand', () => {
  it.each(ROWS.map((r) => [r[0], r] as const))('%s', (_name, [, steps, legal, extra]) => {
    expect(legalKeys(blockBoard(steps, extra ?? {}))).toEqual([...legal].sort());
  });
});

describe('removing a creature from a block draft', () => {
  it('drops the effects about it as an attacker or a blocker, keeps the rest', () => {
    const draft = blockBoard([
      ['boggart-brute', 'brute', ATTACKS],
      ['stalking-tiger', 'tiger', ATTACKS],
      ['lure', 'lure', { creature: 'brute' }],
      ['giant-spider', 'spider'],
      ['hunt-down', 'hunt', { creature: 'spider', attacker: 'tiger' }],
      ['grand-melee', 'melee'],
    ]);
    const withoutBrute = removeCreature(draft, 'brute');
    expect(withoutBrute.effects.map((e) => e.id)).toEqual(['tiger.1', 'hunt.1', 'melee.1']);
    expect(parseBlockBoard(withoutBrute).ok).toBe(true);
    const withoutTiger = removeCreature(draft, 'tiger');
    expect(withoutTiger.effects.map((e) => e.id)).toEqual(['lure.1', 'melee.1']);
    expect(legalKeys(withoutTiger)).toEqual(['']);
  });
});
