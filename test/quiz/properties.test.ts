import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeQuizPack, parseQuizPack, parseQuizPackText, EXPLANATION_STEPS } from '#shared/quiz/index';
import { arbBoard, arbDeclaration, type RawBoard } from '../support/arbitraries.ts';

// ---------------------------------------------------------------------------------------------------
// Valid raw packs

const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '');
const TAGS = ['restrictions', 'requirements', 'costs', 'conditional', 'payment', 'timing', 'multiplayer', 'goad'];

const arbSteps = fc
  .subarray([...EXPLANATION_STEPS], { minLength: 0 })
  .chain((keys) => fc.tuple(...keys.map(() => text)).map((texts) => Object.fromEntries(keys.map((k, i) => [k, texts[i]!]))));

const arbExplanation = fc.record({ short: text, steps: arbSteps }, { requiredKeys: ['short'] });

function keyOf(d: { attacks: Record<string, string> }): string {
  return Object.entries(d.attacks)
    .map(([c, t]) => `${c}=${t}`)
    .sort()
    .join(',');
}

// Built once: constructing a regex arbitrary is costly, and arbQuestion runs once per generated quiz.
const arbOptions = fc.uniqueArray(fc.record({ id: fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/), text }), { minLength: 2, maxLength: 5, selector: (o) => o.id });

function arbQuestion(board: RawBoard): fc.Arbitrary<unknown> {
  const creatureIds = board.creatures.map((c) => c.id);
  // Defender ids on the board: each opponent (spec §1) and every planeswalker or battle.
  const defenders = [...board.players.filter((p) => p !== board.activePlayer), ...(board.defenders ?? []).map((d) => d.id)];
  return fc.oneof(
    fc
      .array(arbDeclaration(board), { maxLength: 4 })
      .map((ds) => ({ type: 'legal-sets', answer: ds.filter((d, i) => ds.findIndex((e) => keyOf(e) === keyOf(d)) === i) })),
    fc
      .record(
        { creature: fc.constantFrom(...creatureIds), defender: fc.constantFrom(...defenders), answer: fc.boolean() },
        { requiredKeys: ['creature', 'answer'] },
      )
      .map((q) => ({ type: 'can-attack', ...q })),
    arbOptions
      .chain((options) =>
        fc.record({
          type: fc.constant('choice'),
          options: fc.constant(options),
          multiple: fc.boolean(),
          correctPick: fc.subarray(
            options.map((o) => o.id),
            { minLength: 1 },
          ),
        }),
      )
      .map(({ correctPick, ...q }) => ({ ...q, correct: q.multiple ? correctPick : correctPick.slice(0, 1) })),
    fc
      .record(
        { answer: fc.double({ noNaN: true, noDefaultInfinity: true }), tolerance: fc.double({ min: 0, max: 10, noNaN: true }) },
        { requiredKeys: ['answer'] },
      )
      .map((q) => ({ type: 'number', ...q })),
  );
}

// Generating a board is the slow part (~10 ms each); the pack properties are about the pack's own
// structure, so quizzes draw from a pool of boards sampled once per run (fresh boards each run).
const BOARDS = fc.sample(arbBoard({ maxCreatures: 3, maxEffects: 3 }), 60);

const arbQuiz = (i: number) =>
  fc.constantFrom(...BOARDS).chain((board) =>
    fc.record({
      id: fc.constant(`q${i}`),
      title: text,
      prompt: text,
      board: fc.constant(board),
      question: arbQuestion(board),
      explanation: arbExplanation,
      tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
      level: fc.constantFrom(1, 2, 3),
      source: text,
      interpretation: fc.boolean(),
    }),
  );

const arbRawPack = fc.integer({ min: 1, max: 3 }).chain((n) =>
  fc.record({
    format: fc.constant('attack-quiz-pack/1'),
    id: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,20}$/),
    title: text,
    description: fc.string({ maxLength: 20 }),
    author: text,
    version: text,
    quizzes: fc.tuple(...Array.from({ length: n }, (_, i) => arbQuiz(i))),
  }),
);

// ---------------------------------------------------------------------------------------------------
// Mutations

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Seg = string | number;

/** Every location in a JSON tree (the root is []). */
function locations(v: Json, at: Seg[] = [], out: Seg[][] = []): Seg[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => locations(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) locations(x, [...at, k], out);
  return out;
}

function get(v: unknown, path: readonly Seg[]): { found: boolean; value?: unknown } {
  let cur: unknown = v;
  for (const s of path) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, s)) return { found: false };
    cur = (cur as Record<string | number, unknown>)[s];
  }
  return { found: true, value: cur };
}

const MUTATIONS = ['delete', 'replace', 'add-field', 'duplicate', 'stringify'] as const;

function mutate(doc: Json, at: readonly Seg[], kind: (typeof MUTATIONS)[number], value: Json): void {
  const parentPath = at.slice(0, -1);
  const last = at[at.length - 1];
  const target = get(doc, at).value;
  const parent = get(doc, parentPath).value as Record<string | number, Json> | Json[] | undefined;
  switch (kind) {
    case 'delete':
      if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
      else if (parent && typeof parent === 'object' && last !== undefined) delete (parent as Record<string, Json>)[last];
      break;
    case 'replace':
      if (parent && last !== undefined) (parent as Record<string | number, Json>)[last] = value;
      break;
    case 'add-field':
      if (target && typeof target === 'object' && !Array.isArray(target)) (target as Record<string, Json>).zzExtra = value;
      break;
    case 'duplicate':
      if (Array.isArray(target) && target.length > 0) target.push(structuredClone(target[0]!));
      break;
    case 'stringify':
      if (parent && last !== undefined) (parent as Record<string | number, Json>)[last] = JSON.stringify(target ?? null);
      break;
  }
}

/** `quizzes[0].board.effects[2].kind` → ['quizzes', 0, 'board', 'effects', 2, 'kind']. */
function segments(path: string): Seg[] {
  const out: Seg[] = [];
  const re = /(?:^|\.)([A-Za-z0-9_$-]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < path.length && (m = re.exec(path)) !== null) {
    out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]!) as string)));
  }
  if (re.lastIndex !== path.length) throw new Error(`path "${path}" is not in the documented notation`);
  return out;
}

describe('quiz pack properties', () => {
  it('random valid packs survive makeQuizPack → JSON text → parse unchanged', () => {
    fc.assert(
      fc.property(arbRawPack, (raw) => {
        const first = parseQuizPack(raw);
        expect(first.ok ? [] : first.error).toEqual([]);
        if (!first.ok) return;
        const exported = JSON.stringify(makeQuizPack(first.value), null, 2);
        const again = parseQuizPackText(exported);
        expect(again.ok).toBe(true);
        if (!again.ok) return;
        expect(again.value).toEqual(first.value);
        // Byte-stable: exporting the re-imported pack gives the same text.
        expect(JSON.stringify(makeQuizPack(again.value), null, 2)).toBe(exported);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('randomly mutated packs never throw: valid (and still lossless) or rejected with paths into the document', () => {
    fc.assert(
      fc.property(arbRawPack, fc.nat(), fc.constantFrom(...MUTATIONS), fc.jsonValue({ maxDepth: 2 }), (raw, pick, kind, value) => {
        const doc = structuredClone(raw) as unknown as Json;
        const locs = locations(doc);
        mutate(doc, locs[pick % locs.length]!, kind, value as Json);
        const r = parseQuizPack(doc);
        if (r.ok) {
          const again = parseQuizPack(JSON.parse(JSON.stringify(makeQuizPack(r.value))));
          expect(again.ok && again.value).toEqual(r.value);
          return;
        }
        expect(r.error.length).toBeGreaterThan(0);
        for (const e of r.error) {
          // Every segment but the last exists in the mutated document (the last may be a missing field).
          const segs = segments(e.path);
          expect(get(doc, segs.slice(0, -1)).found, `${e.path} (${e.code}: ${e.message})`).toBe(true);
          expect(e.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('arbitrary JSON values never throw the parser', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const r = parseQuizPack(v);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('arbitrary text never throws the text parser', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.json({ maxDepth: 3 })), (t) => {
        const r = parseQuizPackText(t);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.every((e) => typeof e.path === 'string')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
