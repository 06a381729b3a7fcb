/**
 * A run of generated puzzles (issue 18): Puzzles mode (one after another, a streak, the rating after
 * each answer) and Rush (3 or 5 minutes, the target rating rising with every puzzle, three misses end
 * it). The answer controls are the quiz screen's own (QuizSession), fed the served puzzle.
 */
import type { ApiError, LearnerQuiz, TrainerApi } from '#main/api/trainer-api';
import type { PuzzleDifficulty, PuzzleOutcome, PuzzleThemeChoice, ServedPuzzle } from '#main/api/puzzle-types';
import type { QuizAnswer } from '#shared/quiz/types';
import { makeQuiz } from '#shared/quiz/make-pack';
import { QuizSession } from '../quiz/quiz-session.svelte.ts';
import { encodeAnswer } from '../quiz/answer.ts';

export type RunMode = 'puzzles' | 'rush';
export type RunPhase = 'setup' | 'loading' | 'answering' | 'submitting' | 'feedback' | 'over' | 'error';

/** Rush starts easy and climbs this much per puzzle served. */
export const RUSH_START_RATING = 900;
export const RUSH_STEP = 60;
export const RUSH_MISSES = 3;

/** A deliberately wrong answer: "show the answer" counts as a miss (scoreAnswer scores a wrong-typed answer as wrong). */
export function giveUpAnswer(question: LearnerQuiz['question']): QuizAnswer {
  return question.type === 'choice' ? { type: 'number', value: -1 } : { type: 'choice', selected: [] };
}

export class PuzzleRun {
  mode = $state<RunMode>('puzzles');
  phase = $state<RunPhase>('setup');
  theme = $state<PuzzleThemeChoice>('mixed');
  difficulty = $state<PuzzleDifficulty>('same');
  minutes = $state<3 | 5>(3);
  served = $state.raw<ServedPuzzle | null>(null);
  outcome = $state.raw<PuzzleOutcome | null>(null);
  error = $state<ApiError | null>(null);
  streak = $state(0);
  solved = $state(0);
  answered = $state(0);
  misses = $state(0);
  missed = $state.raw<readonly PuzzleOutcome[]>([]);
  rating = $state<number | null>(null);
  deadline = $state(0);
  now = $state(Date.now());
  best = $state<number | null>(null);
  newBest = $state(false);
  savedNotice = $state('');
  readonly session: QuizSession;
  readonly #api: TrainerApi;

  constructor(api: TrainerApi) {
    this.#api = api;
    // The session loads "by reference"; here the reference is always the puzzle just served.
    const served = (): ServedPuzzle | null => this.served;
    const getQuiz: TrainerApi['getQuiz'] = async () => {
      const s = served();
      return s === null ? { ok: false, error: { code: 'not-found', message: 'no puzzle served' } } : { ok: true, value: s.quiz };
    };
    // The client is frozen: the override is defined on a new object whose prototype is the client.
    const view = Object.create(api, { getQuiz: { value: getQuiz } }) as TrainerApi;
    this.session = new QuizSession(view);
  }

  get remainingMs(): number {
    return Math.max(0, this.deadline - this.now);
  }

  async start(mode: RunMode): Promise<void> {
    this.mode = mode;
    this.streak = 0;
    this.solved = 0;
    this.answered = 0;
    this.misses = 0;
    this.missed = [];
    this.best = null;
    this.newBest = false;
    if (mode === 'rush') {
      this.now = Date.now();
      this.deadline = this.now + this.minutes * 60_000;
    }
    await this.next();
  }

  async next(): Promise<void> {
    if (this.phase === 'over') return;
    this.phase = 'loading';
    this.outcome = null;
    this.savedNotice = '';
    const input =
      this.mode === 'rush'
        ? { theme: this.theme, rating: RUSH_START_RATING + RUSH_STEP * this.answered }
        : { theme: this.theme, difficulty: this.difficulty };
    const r = await this.#api.nextPuzzle(input);
    if (!r.ok) {
      this.error = r.error;
      this.phase = 'error';
      return;
    }
    this.served = r.value;
    if (this.rating === null) this.rating = r.value.learner.rating;
    await this.session.load(r.value.quiz.packId, r.value.puzzleId);
    this.phase = 'answering';
  }

  async submit(giveUp = false): Promise<void> {
    const served = this.served;
    const quiz = this.session.quiz;
    if (this.phase !== 'answering' || served === null || quiz === null) return;
    let answer: QuizAnswer;
    if (giveUp) answer = giveUpAnswer(quiz.question);
    else {
      const encoded = encodeAnswer(quiz.question, {
        declarations: this.session.declarations,
        yesNo: this.session.yesNo,
        selected: this.session.selected,
        numberText: this.session.numberText,
      });
      if (!encoded.ok) {
        this.session.notice = encoded.message;
        return;
      }
      answer = encoded.answer;
    }
    this.phase = 'submitting';
    const r = await this.#api.submitPuzzle({ puzzleId: served.puzzleId, answer, timeMs: Math.round(this.session.elapsed()), mode: this.mode });
    if (!r.ok) {
      this.error = r.error;
      this.phase = 'error';
      return;
    }
    const o = r.value;
    this.outcome = o;
    this.answered++;
    this.rating = o.learner.after;
    if (o.correct) {
      this.solved++;
      this.streak++;
    } else {
      this.streak = 0;
      this.misses++;
      this.missed = [...this.missed, o];
    }
    this.phase = 'feedback';
    if (this.mode === 'rush') {
      if (this.misses >= RUSH_MISSES || this.remainingMs === 0) await this.finishRush();
      // A rush goes straight on after a right answer: speed is the point.
      else if (o.correct) await this.next();
    }
  }

  async finishRush(): Promise<void> {
    if (this.mode !== 'rush' || this.phase === 'over') return;
    this.phase = 'over';
    const r = await this.#api.finishRush({ minutes: this.minutes, score: this.solved, missed: this.missed.map((m) => m.puzzleId) });
    if (r.ok) {
      this.best = r.value.best;
      this.newBest = r.value.newBest;
    }
  }

  /** The clock of a rush: ends it when time is up. */
  tick(): void {
    // The clock stops at "Rush over": the time left stays where the rush ended.
    if (this.phase === 'over') return;
    this.now = Date.now();
    if (this.mode === 'rush' && this.deadline > 0 && this.remainingMs === 0 && this.phase !== 'setup') void this.finishRush();
  }

  /** Save the puzzle just missed (or any answered one) into the learner's own pack. */
  async saveToPack(outcome: PuzzleOutcome | null = this.outcome): Promise<void> {
    if (outcome === null) return;
    const r = await this.#api.saveUserQuiz({ quiz: makeQuiz(outcome.quiz) });
    // The pack's title, not its id: the learner never reads an internal id (the user pack's id is drawn per data folder).
    this.savedNotice = r.ok ? 'Saved to “My quizzes” in your library.' : `Not saved: ${r.error.message}`;
  }
}
