/** The `progress` object of a pack file: parsing, export with progress, import restoring it. */
import { describe, expect, test } from 'vitest';
import { parsePackProgress } from '#shared/quiz/pack-progress';
import { parseQuizPack } from '#shared/quiz/parse-pack';
import { reviewCard } from '#main/domain/review/scheduler';
import { failure, submitOpened, value } from '../api/helpers.ts';
import { validRawPack } from '../quiz/fixtures.ts';
import { DAY, MINUTE, openClockedHarness, RIGHT, T0, useFixtureHarness, WRONG } from '../review/harness.ts';

const card = reviewCard(undefined, 'good', T0, 0.9);
const attempt = { quizId: 'number', at: '2026-03-01T10:00:00.000Z', correct: true, timeMs: 1200, mode: 'rated', answer: { type: 'number', value: 3 } };
const review = { quizId: 'number', due: card.due, state: card };
const IDS = new Set(['number', 'choice']);

describe('parsePackProgress', () => {
  test('a valid object parses, times normalized', () => {
    const r = parsePackProgress({ attempts: [{ ...attempt, at: '2026-03-01T12:00:00+02:00' }], reviews: [review] }, IDS);
    expect(r).toEqual({ ok: true, value: { attempts: [{ ...attempt }], reviews: [review] } });
  });

  test.each<[string, unknown, string]>([
    ['not an object', [], 'progress'],
    ['an unknown field', { attempts: [], reviews: [], notes: 1 }, 'progress.notes'],
    ['attempts not a list', { attempts: {}, reviews: [] }, 'progress.attempts'],
    ['an attempt of a quiz not in the pack', { attempts: [{ ...attempt, quizId: 'nope' }], reviews: [] }, 'progress.attempts[0].quizId'],
    ['an attempt time that is not ISO', { attempts: [{ ...attempt, at: 'March 1st' }], reviews: [] }, 'progress.attempts[0].at'],
    ['a negative time taken', { attempts: [{ ...attempt, timeMs: -1 }], reviews: [] }, 'progress.attempts[0].timeMs'],
    ['an unknown mode', { attempts: [{ ...attempt, mode: 'cram' }], reviews: [] }, 'progress.attempts[0].mode'],
    ['an attempt without answer', { attempts: [(({ answer: _a, ...rest }) => rest)(attempt)], reviews: [] }, 'progress.attempts[0].answer'],
    ['a review with a bad card', { attempts: [], reviews: [{ ...review, state: { ...card, state: 9 } }] }, 'progress.reviews[0].state.state'],
    ['a review card that is not an object', { attempts: [], reviews: [{ ...review, state: 'due soon' }] }, 'progress.reviews[0].state'],
    ['two reviews of one quiz', { attempts: [], reviews: [review, review] }, 'progress.reviews[1].quizId'],
  ])('%s → error at %s', (_name, raw, path) => {
    const r = parsePackProgress(raw, IDS);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.map((e) => e.path)).toContain(path);
  });

  test('the pack parser accepts progress, and refuses a bad one with its path', () => {
    const withProgress = { ...validRawPack(), progress: { attempts: [attempt], reviews: [review] } };
    const ok = parseQuizPack(withProgress);
    expect(ok.ok && ok.value.progress?.attempts).toHaveLength(1);
    const bad = parseQuizPack({ ...validRawPack(), progress: { attempts: [{ ...attempt, quizId: 'zzz' }], reviews: [] } });
    expect(!bad.ok && bad.error.map((e) => [e.path, e.code])).toEqual([['progress.attempts[0].quizId', 'bad-id']]);
    const plain = parseQuizPack(validRawPack());
    expect(plain.ok && 'progress' in plain.value).toBe(false);
  });
});

describe('exportPack with progress and importPack', () => {
  const h = useFixtureHarness();

  const practise = async () => {
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'number', answer: RIGHT.number, timeMs: 5_000 }));
    h.advance(MINUTE);
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'choice', answer: WRONG.choice, timeMs: 9_000, mode: 'practice' }));
    h.advance(MINUTE);
  };

  test('without the flag the export is the pack alone, unchanged', async () => {
    await practise();
    const text = value(await h.api.exportPack({ packId: 'fixture' })).text;
    expect(JSON.parse(text)).not.toHaveProperty('progress');
  });

  test('a pack exported with progress restores attempts and review states on another machine, once', async () => {
    await practise();
    const text = value(await h.api.exportPack({ packId: 'fixture', withProgress: true })).text;
    const json = JSON.parse(text) as { progress: { attempts: unknown[]; reviews: { quizId: string }[] } };
    expect(json.progress.attempts).toHaveLength(2);
    expect(json.progress.reviews.map((r) => r.quizId)).toEqual(['number']);

    const other = openClockedHarness(new Date(T0.getTime() + DAY));
    try {
      value(await other.api.importPack({ text }));
      const strip = (xs: readonly { id: number }[]) => xs.map(({ id: _id, ...rest }) => rest);
      const mine = h.store.listAttemptRecords();
      const theirs = other.store.listAttemptRecords();
      if (!mine.ok || !theirs.ok) throw new Error('store');
      expect(strip(theirs.value).map((a) => ({ ...a, review: undefined }))).toEqual(strip(mine.value).map((a) => ({ ...a, review: undefined })));
      expect(other.store.getReviewState('fixture', 'number')).toEqual(h.store.getReviewState('fixture', 'number'));
      expect(value(await other.api.reviewQueue()).missed.map((q) => q.quizId)).toEqual(['choice']);
      // Importing the same file again adds nothing.
      value(await other.api.importPack({ text }));
      const again = other.store.listAttemptRecords();
      expect(again.ok && again.value.length).toBe(2);
      // And the pack itself is stored without the progress: its plain export is byte-identical.
      expect(value(await other.api.exportPack({ packId: 'fixture' })).text).toBe(value(await h.api.exportPack({ packId: 'fixture' })).text);
    } finally {
      other.close();
    }
  });

  test('an imported review state never rolls back a schedule reviewed later here', async () => {
    await practise();
    const text = value(await h.api.exportPack({ packId: 'fixture', withProgress: true })).text;
    h.set(new Date(T0.getTime() + 5 * DAY));
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'number', answer: RIGHT.number, timeMs: 5_000 }));
    const newer = h.store.getReviewState('fixture', 'number');
    value(await h.api.importPack({ text }));
    expect(h.store.getReviewState('fixture', 'number')).toEqual(newer);
  });

  test('a bad progress object makes the whole import fail, storing nothing', async () => {
    const other = openClockedHarness();
    try {
      const raw = { ...validRawPack(), progress: { attempts: [{ ...attempt, timeMs: 'slow' }], reviews: [] } };
      const e = failure(await other.api.importPack({ text: JSON.stringify(raw) }));
      expect(e).toMatchObject({ code: 'invalid-pack', issues: [{ path: 'progress.attempts[0].timeMs' }] });
      expect(value(await other.api.listPacks())).toEqual([]);
    } finally {
      other.close();
    }
  });
});
