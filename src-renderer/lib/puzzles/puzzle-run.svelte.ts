/**
 * A run of generated puzzles: Puzzles mode (one after another, a streak, the rating after
 * each answer) and Rush (3 or 5 minutes, the target rating rising with every puzzle, three misses end
 * it). The answer controls are the quiz screen's own (QuizSession), fed the served puzzle.
 */
import { SvelteMap } from 'svelte/reactivity';
import type { ApiError, LearnerQuiz, TrainerApi } from '#main/contract/trainer-api';
import type {
  PuzzleDifficulty,
  PuzzleOutcome,
  PuzzleRunSummary,
  PuzzleScreenTheme,
  RushResult,
  ServedPuzzle,
  UnratedReason,
} from '#main/contract/puzzle-types';
import type { BlockPuzzleOutcome, ServedBlockPuzzle } from '#main/contract/block-types';
import { THEMES } from '#shared/generate/puzzle-kinds';
import { BlockEntry } from '../block/block-entry.svelte.ts';
import type { QuizAnswer } from '#shared/quiz/pack-model';
import { makeQuiz } from '#shared/quiz/make-pack';
import { QuizSession } from '../quiz/quiz-session.svelte.ts';
import { encodeAnswer } from '../quiz/answer.ts';

export type RunMode = 'puzzles' | 'rush';
export type RunPhase = 'setup' | 'loading' | 'answering' | 'submitting' | 'feedback' | 'over' | 'error';

/** Three misses end a rush (the service counts them; this is for the screen's "misses of 3"). */
export const RUSH_MISSES = 3;

/** Why a puzzle answer left the ratings alone, in words. */
export function unratedText(reason: UnratedReason): string {
  switch (reason) {
    case 'retry':
      return 'Practice: you had already answered this puzzle, so your rating did not change.';
    case 'already-rated':
      return 'Practice: this puzzle was rated the first time you answered it, so your rating did not change.';
    case 'rush':
      return 'A rush keeps its own score: your puzzle rating did not change.';
  }
}

/** A deliberately wrong answer: "show the answer" counts as a miss (scoreAnswer scores a wrong-typed answer as wrong). */
export function giveUpAnswer(question: LearnerQuiz['question']): QuizAnswer {
  return question.type === 'choice' ? { type: 'number', value: -1 } : { type: 'choice', selected: [] };
}

/**
 * Whether the next puzzle is a blocking one: always for the blocking theme, and in mixed themes (and a
 * rush, which runs on the mixed choice) one draw in as many as there are themes, blocking included.
 */
export function drawsBlocking(theme: PuzzleScreenTheme, random: number): boolean {
  return theme === 'blocking' || (theme === 'mixed' && random < 1 / (THEMES.length + 1));
}

/** A blocking puzzle missed in a rush, for the summary. */
export interface MissedBlock {
  readonly served: ServedBlockPuzzle;
  readonly outcome: BlockPuzzleOutcome;
}

export class PuzzleRun {
  mode = $state<RunMode>('puzzles');
  phase = $state<RunPhase>('setup');
  theme = $state<PuzzleScreenTheme>('mixed');
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
  /** The rush being run (the service counts it), and its result once finished. */
  rushId = $state<string | null>(null);
  rushResult = $state.raw<RushResult | null>(null);
  /** The run of puzzles being run (Puzzles mode; the service sums it up), and the summary at its end (both modes). */
  runId = $state<string | null>(null);
  summary = $state.raw<PuzzleRunSummary | null>(null);
  /** A missed puzzle opened again from the summary: practice, and back to the summary after it. */
  retrying = $state(false);
  /** Every puzzle served in this run, so a missed one can be opened again. */
  readonly #servedById = new SvelteMap<string, ServedPuzzle | ServedBlockPuzzle>();
  savedNotice = $state('');
  /** The blocking puzzle on screen (instead of a quiz), its answer being entered, and its outcome. */
  block = $state.raw<ServedBlockPuzzle | null>(null);
  blockOutcome = $state.raw<BlockPuzzleOutcome | null>(null);
  missedBlocks = $state.raw<readonly MissedBlock[]>([]);
  readonly blockEntry = new BlockEntry();
  #blockShownAt = 0;
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
    this.missedBlocks = [];
    this.best = null;
    this.newBest = false;
    this.rushId = null;
    this.rushResult = null;
    this.runId = null;
    this.summary = null;
    this.retrying = false;
    this.#servedById.clear();
    this.phase = 'loading';
    if (mode === 'puzzles') {
      const started = await this.#api.startPuzzleRun();
      if (!started.ok) {
        this.error = started.error;
        this.phase = 'error';
        return;
      }
      this.runId = started.value.runId;
    }
    if (mode === 'rush') {
      const started = await this.#api.startRush({ minutes: this.minutes });
      if (!started.ok) {
        this.error = started.error;
        this.phase = 'error';
        return;
      }
      this.rushId = started.value.rushId;
      // The service's clock decides which answers count; the screen counts down the same length.
      this.now = Date.now();
      this.deadline = this.now + this.minutes * 60_000;
    }
    await this.next();
  }

  async next(): Promise<void> {
    if (this.retrying) {
      // A puzzle opened again from the summary goes back to the summary.
      this.retrying = false;
      this.phase = 'over';
      return;
    }
    if (this.phase === 'over') return;
    this.phase = 'loading';
    this.outcome = null;
    this.block = null;
    this.blockOutcome = null;
    this.savedNotice = '';
    if (drawsBlocking(this.theme, Math.random())) {
      await this.#nextBlock();
      return;
    }
    const theme = this.theme === 'blocking' ? 'mixed' : this.theme;
    const input = this.mode === 'rush' && this.rushId !== null ? { theme, rushId: this.rushId } : { theme, difficulty: this.difficulty, ...this.#runPart() };
    const r = await this.#api.nextPuzzle(input);
    if (!r.ok) {
      this.error = r.error;
      this.phase = 'error';
      return;
    }
    this.#servedById.set(r.value.puzzleId, r.value);
    await this.#show(r.value);
  }

  /** The run this puzzle is asked for, in Puzzles mode. */
  #runPart(): { runId?: string } {
    return this.runId === null ? {} : { runId: this.runId };
  }

  async #show(served: ServedPuzzle): Promise<void> {
    this.served = served;
    if (this.rating === null) this.rating = served.learner.rating;
    await this.session.load(served.quiz.packId, served.puzzleId);
    this.phase = 'answering';
  }

  #showBlock(served: ServedBlockPuzzle): void {
    this.block = served;
    if (this.rating === null) this.rating = served.learner.rating;
    this.blockEntry.reset(served.board);
    this.#blockShownAt = performance.now();
    this.phase = 'answering';
  }

  /** Opens a missed puzzle again from the summary, as practice (the service rates no second answer). */
  async retry(puzzleId: string): Promise<void> {
    const served = this.#servedById.get(puzzleId);
    if (served === undefined || this.phase !== 'over') return;
    this.retrying = true;
    this.outcome = null;
    this.blockOutcome = null;
    this.savedNotice = '';
    if ('board' in served) {
      this.#showBlock(served);
    } else if ('quiz' in served) {
      this.block = null;
      this.phase = 'loading';
      await this.#show(served);
    }
  }

  /** Whether a missed puzzle can be opened again here (it was served in this run). */
  canRetry(puzzleId: string): boolean {
    return this.#servedById.has(puzzleId);
  }

  async #nextBlock(): Promise<void> {
    const r = await this.#api.nextBlockPuzzle(
      this.mode === 'rush' && this.rushId !== null ? { rushId: this.rushId } : { difficulty: this.difficulty, ...this.#runPart() },
    );
    if (!r.ok) {
      this.error = r.error;
      this.phase = 'error';
      return;
    }
    this.#servedById.set(r.value.puzzleId, r.value);
    this.#showBlock(r.value);
  }

  /** The answer to a blocking puzzle: the declarations listed (none when the learner asks for the answer). */
  async #submitBlock(served: ServedBlockPuzzle, giveUp: boolean): Promise<void> {
    const declarations = giveUp ? [] : this.blockEntry.listed;
    if (!giveUp && declarations.length === 0) {
      this.blockEntry.notice = 'List at least one declaration (press a to add the one shown), or show the answer.';
      return;
    }
    this.phase = 'submitting';
    const timeMs = Math.round(performance.now() - this.#blockShownAt);
    const r = await this.#api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations, timeMs });
    if (!r.ok) {
      this.error = r.error;
      this.phase = 'error';
      return;
    }
    this.blockOutcome = r.value;
    if (!r.value.correct && !this.retrying) this.missedBlocks = [...this.missedBlocks, { served, outcome: r.value }];
    await this.#counted(r.value);
  }

  async submit(giveUp = false): Promise<void> {
    if (this.phase === 'answering' && this.block !== null) return this.#submitBlock(this.block, giveUp);
    const served = this.served;
    const quiz = this.session.quiz;
    if (this.phase !== 'answering' || served === null || quiz === null) return;
    let answer: QuizAnswer;
    if (giveUp) answer = giveUpAnswer(quiz.question);
    else {
      const encoded = encodeAnswer(quiz.question, {
        declarations: this.session.declarations,
        blocks: [],
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
    const r = await this.#api.submitPuzzle({ puzzleId: served.puzzleId, answer, timeMs: Math.round(this.session.elapsed()) });
    if (!r.ok) {
      this.error = r.error;
      this.phase = 'error';
      return;
    }
    const o = r.value;
    this.outcome = o;
    if (!o.correct && !this.retrying) this.missed = [...this.missed, o];
    await this.#counted(o);
  }

  /** Streak, score and misses after an answer of either kind; a rush goes on or ends. */
  async #counted(o: Pick<PuzzleOutcome, 'correct' | 'learner' | 'rush'>): Promise<void> {
    if (this.retrying) {
      // Practice after the run: the run's figures are the service's and stay as they were.
      this.phase = 'feedback';
      return;
    }
    this.answered++;
    this.rating = o.learner.after;
    if (o.correct) {
      this.solved++;
      this.streak++;
    } else {
      this.streak = 0;
      this.misses++;
    }
    if (o.rush !== undefined) {
      // The service's count is the rush's: an answer after the clock does not count there.
      this.solved = o.rush.score;
      this.misses = o.rush.misses;
    }
    this.phase = 'feedback';
    if (this.mode === 'rush') {
      if (o.rush?.over === true || this.misses >= RUSH_MISSES || this.remainingMs === 0) await this.finishRush();
      // A rush goes straight on after a right answer: speed is the point.
      else if (o.correct) await this.next();
    }
  }

  async finishRush(): Promise<void> {
    if (this.mode !== 'rush' || this.phase === 'over' || this.retrying) return;
    this.phase = 'over';
    if (this.rushId === null) return;
    const r = await this.#api.finishRush({ rushId: this.rushId });
    if (r.ok) {
      this.rushResult = r.value;
      this.summary = r.value.summary;
      this.solved = r.value.score;
      this.best = r.value.best;
      this.newBest = r.value.newBest;
    }
  }

  /** Ends a run of puzzles: the service sums it up (what it graded, never the screen's counters). */
  async finishRun(): Promise<void> {
    if (this.mode !== 'puzzles' || this.phase === 'over' || this.phase === 'setup') return;
    this.phase = 'over';
    if (this.runId === null) return;
    const r = await this.#api.finishPuzzleRun({ runId: this.runId });
    if (r.ok) this.summary = r.value;
    else {
      this.error = r.error;
      this.phase = 'error';
    }
  }

  /** The clock of a rush: ends it when time is up. */
  tick(): void {
    // The clock stops at "Rush over": the time left stays where the rush ended.
    if (this.phase === 'over' || this.retrying) return;
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
