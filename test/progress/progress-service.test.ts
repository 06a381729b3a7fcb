/** progress(), exportProgressCsv() and builtin-pack progress through the service. */
import { describe, expect, test } from 'vitest';
import { reviewCard } from '#main/domain/review/scheduler';
import { openHarness, submitOpened, value } from '../api/helpers.ts';
import { DAY, RIGHT, T0, useFixtureHarness, WRONG } from '../review/harness.ts';

/** A minimal RFC 4180 reader, to check the export parses back to the same fields. */
const readCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
};

const h = useFixtureHarness();

describe('progress()', () => {
  test('empty history', async () => {
    const p = value(await h.api.progress());
    expect(p.totals).toEqual({ attempts: 0, correct: 0 });
    expect(p.accuracyOverTime).toHaveLength(30);
    expect(p.accuracyOverTime.at(-1)?.date).toBe('2026-03-02');
    expect(p.streak).toEqual({ current: 0, longest: 0 });
  });

  test("counts every mode, by day, tag and step, in the learner's time zone", async () => {
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'number', answer: RIGHT.number, timeMs: 1000 }));
    h.advance(DAY);
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'choice', answer: WRONG.choice, timeMs: 1000, mode: 'practice' }));
    const exam = value(await h.api.startExam({ count: 1, levels: [2], passMark: 1 }));
    value(await h.api.submitExam({ examId: exam.examId, answers: [{ ...exam.quizRefs[0]!, answer: RIGHT.can, timeMs: 1000 }], timedOut: false }));
    const p = value(await h.api.progress({ days: 3 }));
    expect(p.totals).toEqual({ attempts: 3, correct: 2 });
    expect(p.accuracyOverTime).toEqual([
      { date: '2026-03-01', attempts: 0, correct: 0 },
      { date: '2026-03-02', attempts: 1, correct: 1 },
      { date: '2026-03-03', attempts: 2, correct: 1 },
    ]);
    expect(p.byTag).toEqual([
      { tag: 'costs', attempts: 1, correct: 1 },
      { tag: 'goad', attempts: 1, correct: 1 },
      { tag: 'timing', attempts: 1, correct: 0 },
      { tag: 'triggers', attempts: 1, correct: 1 },
    ]);
    expect(p.byStep.filter((s) => s.attempts > 0)).toEqual([
      { step: 'costs', attempts: 1, correct: 1 },
      { step: 'timing', attempts: 2, correct: 1 },
    ]);
    expect(p.streak).toEqual({ current: 2, longest: 2 });
    // Nine hours behind UTC, the first answer (09:00Z) falls on the evening before.
    const west = value(await h.api.progress({ days: 3, utcOffsetMinutes: -9 * 60 - 30 }));
    expect(west.accuracyOverTime.map((d) => [d.date, d.attempts])).toEqual([
      ['2026-02-28', 0],
      ['2026-03-01', 1],
      ['2026-03-02', 2],
    ]);
  });
});

describe('exportProgressCsv()', () => {
  test('a header, then one row per attempt oldest first, quoted where needed', async () => {
    expect(value(await h.api.exportProgressCsv()).text).toBe('time,pack,quiz,title,tags,correct,timeMs,mode\r\n');
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'choice', answer: RIGHT.choice, timeMs: 4200 }));
    h.advance(1000);
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'number', answer: WRONG.number, timeMs: 10, mode: 'practice' }));
    const text = value(await h.api.exportProgressCsv()).text;
    expect(readCsv(text)).toEqual([
      ['time', 'pack', 'quiz', 'title', 'tags', 'correct', 'timeMs', 'mode'],
      [T0.toISOString(), 'fixture', 'choice', 'When is the total cost fixed?', 'timing', 'true', '4200', 'rated'],
      [new Date(T0.getTime() + 1000).toISOString(), 'fixture', 'number', 'How many triggers?', 'triggers', 'false', '10', 'practice'],
    ]);
  });
});

describe('the builtin pack', () => {
  test('its progress moves between machines though the pack itself cannot be replaced', async () => {
    const a = openHarness();
    const b = openHarness();
    try {
      const card = reviewCard(undefined, 'good', T0, 0.9);
      const recorded = a.store.recordAttempt({
        packId: 'builtin',
        quizId: 'q01',
        answer: null,
        correct: true,
        timeMs: 9,
        at: T0,
        review: { rating: 'good', before: null, after: card, due: card.due },
      });
      expect(recorded.ok).toBe(true);
      const text = value(await a.api.exportPack({ packId: 'builtin', withProgress: true })).text;
      const r = value(await b.api.importPack({ text }));
      expect(r.packId).toBe('builtin');
      const attempts = b.store.listAttemptRecords();
      expect(attempts.ok && attempts.value.map((x) => [x.quizId, x.correct, x.timeMs, x.at])).toEqual([['q01', true, 9, T0.toISOString()]]);
      expect(b.store.getReviewState('builtin', 'q01')).toEqual({ ok: true, value: { state: card, due: card.due } });
    } finally {
      a.close();
      b.close();
    }
  });
});
