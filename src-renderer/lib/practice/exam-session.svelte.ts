/**
 * One exam being taken, a session class like QuizSession.
 * It holds the exam, the question on screen, every question's slot and the report, and saves the
 * slots in the store at every move, so that leaving the screen or reloading the app keeps the exam
 * resumable. The clock is wall-clock time since the start, read from the deadline the service set:
 * time away counts, as in a real exam. The pure rules are in exam-flow.ts.
 */
import type { ExamReport, StartExamInput, StartedExam, TrainerApi } from '#main/contract/trainer-api';
import type { ExamInProgress } from '#main/contract/exam-progress-types';
import { slotsToAnswers } from '#shared/quiz/exam-slots';
import { encodeAnswer } from '../quiz/answer.ts';
import { QuizSession } from '../quiz/quiz-session.svelte.ts';
import {
  afterQuestion,
  emptySlots,
  leaveQuestion,
  pauseQuestion,
  resumeTarget,
  showsWarning,
  timeLeft,
  timeSinceStart,
  unansweredCount,
  type ExamSlot,
} from './exam-flow.ts';

/** 'review': every question has been seen; the learner checks the list, may go back, then submits. */
export type ExamPhase = 'form' | 'loading' | 'running' | 'review' | 'submitting' | 'report' | 'error';

export interface ExamClocks {
  /** Wall-clock milliseconds (the exam clock, comparable with the service's ISO times). */
  readonly wall: () => number;
  /** Monotonic milliseconds (time on one question). */
  readonly monotonic: () => number;
}

const DEFAULT_CLOCKS: ExamClocks = { wall: () => Date.now(), monotonic: () => performance.now() };

export class ExamSession {
  phase = $state<ExamPhase>('form');
  errorText = $state('');
  exam = $state.raw<StartedExam | null>(null);
  index = $state(0);
  slots = $state.raw<readonly ExamSlot[]>([]);
  /** Set when "Submit exam" found unanswered questions: the second press submits (asked once). */
  confirmUnanswered = $state(false);
  nowMs = $state(0);
  report = $state.raw<ExamReport | null>(null);
  /** The question on screen, with its answer being built. */
  readonly question: QuizSession;

  #questionStart = 0;
  /** The Exam screen showing this session: a screen closing after another opened must not pause the clock. */
  #screen: object | undefined;
  /** The question's time is counting (false while the screen is left). */
  #onQuestion = false;
  readonly #api: TrainerApi;
  readonly #clocks: ExamClocks;

  constructor(api: TrainerApi, clocks: ExamClocks = DEFAULT_CLOCKS) {
    this.#api = api;
    this.#clocks = clocks;
    this.nowMs = clocks.wall();
    this.question = new QuizSession(api, clocks.monotonic);
  }

  get left(): number | null {
    return this.exam === null ? null : timeLeft(this.exam.deadline, this.nowMs);
  }

  get elapsed(): number {
    return this.exam === null ? 0 : timeSinceStart(this.exam.startedAt, this.nowMs);
  }

  get unanswered(): number {
    return unansweredCount(this.slots);
  }

  get warning(): boolean {
    return showsWarning(this.left);
  }

  get count(): number {
    return this.exam?.quizRefs.length ?? 0;
  }

  /** Back to the form (a new exam); an exam left open stays resumable from the store. */
  toForm(): void {
    this.#pause();
    this.phase = 'form';
    this.exam = null;
    this.report = null;
    this.slots = [];
  }

  /** Starts an exam; the error's text when the service refused it. */
  async start(input: StartExamInput, screen?: object): Promise<string> {
    this.#screen = screen;
    const r = await this.#api.startExam(input);
    if (!r.ok) return r.error.issues?.[0]?.message ?? r.error.message;
    this.#take({ ...r.value, position: 0, slots: emptySlots(r.value.quizRefs.length) });
    await this.#show(0);
    return '';
  }

  /**
   * Opens the exam at its address: the report once submitted, else the exam resumed where it was left
   * (submitted at once when its time ran out meanwhile). Nothing to do when it is the exam on screen.
   */
  async open(examId: string, screen?: object): Promise<void> {
    this.#screen = screen;
    this.nowMs = this.#clocks.wall();
    if (this.report?.examId === examId && this.phase === 'report') return;
    if (this.exam?.examId === examId && (this.phase === 'running' || this.phase === 'review')) {
      if (this.phase === 'running') this.#restartQuestionClock();
      if (this.left === 0) await this.finish(true);
      return;
    }
    this.phase = 'loading';
    const submitted = await this.#api.getExam({ examId });
    if (submitted.ok) {
      this.report = submitted.value;
      this.exam = null;
      this.phase = 'report';
      return;
    }
    if (submitted.error.code !== 'bad-input')
      return this.#fail(submitted.error.code === 'not-found' ? `There is no exam “${examId}”.` : submitted.error.message);
    const open = await this.#api.resumeExam({ examId });
    if (!open.ok) return this.#fail(open.error.message);
    this.#take(open.value);
    const target = resumeTarget(open.value.slots, open.value.position, this.left);
    if (target.phase === 'expired') await this.finish(true);
    else if (target.phase === 'review') this.phase = 'review';
    else await this.#show(target.index);
  }

  /** Next (with the answer on screen) or Skip; after the last question, the review list. */
  async next(skip: boolean): Promise<void> {
    const quiz = this.question.quiz;
    if (this.exam === null || this.phase !== 'running') return;
    let answer;
    if (!skip && quiz !== null) {
      const q = this.question;
      const encoded = encodeAnswer(
        quiz.question,
        { declarations: q.declarations, blocks: q.blockDraft?.entries ?? [], yesNo: q.yesNo, selected: q.selected, numberText: q.numberText },
        q.blockDraft !== null,
      );
      if (!encoded.ok) {
        q.notice = encoded.message;
        return;
      }
      answer = encoded.answer;
    }
    this.slots = leaveQuestion(this.slots, this.index, this.#spent(), answer);
    this.#onQuestion = false;
    this.confirmUnanswered = false;
    const after = afterQuestion(this.index, this.count);
    if (after.phase === 'review') {
      this.phase = 'review';
      void this.#save();
    } else {
      await this.#show(after.index);
    }
  }

  /** From the review list back to a question. */
  async goTo(index: number): Promise<void> {
    if (this.exam === null || index < 0 || index >= this.count) return;
    await this.#show(index);
  }

  /** Submitting asks once when questions are unanswered; the second press submits. */
  submitFromReview(): void {
    if (this.unanswered > 0 && !this.confirmUnanswered) {
      this.confirmUnanswered = true;
      return;
    }
    void this.finish(false);
  }

  async finish(timedOut: boolean): Promise<void> {
    const exam = this.exam;
    if (exam === null || (this.phase !== 'running' && this.phase !== 'review' && this.phase !== 'loading')) return;
    if (this.phase === 'running') this.slots = pauseQuestion(this.slots, this.index, this.#spent());
    this.#onQuestion = false;
    this.phase = 'submitting';
    const r = await this.#api.submitExam({ examId: exam.examId, answers: slotsToAnswers(exam.quizRefs, this.slots), timedOut });
    if (!r.ok) return this.#fail(`The exam could not be submitted: ${r.error.message}`);
    this.report = r.value;
    this.exam = null;
    this.phase = 'report';
  }

  /** The countdown's heartbeat; on time-out the exam submits itself with what was answered. */
  tick(): void {
    this.nowMs = this.#clocks.wall();
    if (this.left === 0 && (this.phase === 'running' || this.phase === 'review')) void this.finish(true);
  }

  /**
   * The screen is left (another screen, or the app closing): the question's time so far is saved.
   * `screen` is the screen leaving; when another screen has opened the session since, nothing happens.
   */
  async leave(screen?: object): Promise<void> {
    if (screen !== undefined && screen !== this.#screen) return;
    this.#screen = undefined;
    if (this.exam === null || (this.phase !== 'running' && this.phase !== 'review')) return;
    this.#pause();
    await this.#save();
  }

  #pause(): void {
    if (this.#onQuestion && this.phase === 'running') this.slots = pauseQuestion(this.slots, this.index, this.#spent());
    this.#onQuestion = false;
  }

  #take(exam: ExamInProgress): void {
    const { position: _position, slots, savedAt: _savedAt, ...started } = exam;
    this.exam = started;
    this.slots = slots;
    this.report = null;
    this.confirmUnanswered = false;
    this.nowMs = this.#clocks.wall();
  }

  async #show(index: number): Promise<void> {
    const ref = this.exam?.quizRefs[index];
    if (ref === undefined) return;
    this.index = index;
    this.phase = 'running';
    void this.#save();
    await this.question.load(ref.packId, ref.quizId);
    this.#restartQuestionClock();
  }

  #restartQuestionClock(): void {
    this.#questionStart = this.#clocks.monotonic();
    this.#onQuestion = true;
  }

  #spent(): number {
    return this.#onQuestion ? this.#clocks.monotonic() - this.#questionStart : 0;
  }

  async #save(): Promise<void> {
    const exam = this.exam;
    if (exam === null) return;
    // A save refused because the exam was submitted meanwhile (another window) changes nothing here.
    await this.#api.saveExamProgress({ examId: exam.examId, position: this.index, slots: this.slots });
  }

  #fail(text: string): void {
    this.errorText = text;
    this.phase = 'error';
  }
}

let shared: ExamSession | undefined;

/**
 * The app's one exam session: it outlives the Exam screen, so going to another screen and back (or the
 * screen being re-created for the exam's address) continues the same exam without reloading it.
 */
export const examSessionFor = (api: TrainerApi): ExamSession => (shared ??= new ExamSession(api));
