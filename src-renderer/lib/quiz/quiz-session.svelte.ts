/**
 * One learner's go at one quiz: loading it, the answer being built, submitting it (with the time
 * taken from load to submit), the result and the engine's explanation of each declaration in the diff.
 * The pure parts (encoding, duplicates, result shaping) live in answer.ts and result-view.ts.
 */
import type { ApiError, LearnerQuiz, QuizRef, ReviewRating, SubmitResult, TrainerApi } from '#main/contract/trainer-api';
import type { Board, Declaration } from '#shared/engine/index';
import { declarationKey, parseBoard } from '#shared/engine/index';
import { MAX_EXPLAINED_DECLARATIONS } from '#main/contract/limits';
import { BlockDraft } from './block-draft.svelte.ts';
import { makeOptionSeed, shuffleOptions } from '#shared/quiz/shuffle-options';
import { addDeclaration, assignmentToDeclaration, emptyAssignment, encodeAnswer, NO_ATTACK, toggleChoice, type Assignment } from './answer.ts';
import { declarationText, defendersByPlayer } from './board-view.ts';
import {
  creatureGroups,
  expandAssignment,
  groupCounts,
  groupedText,
  MAX_EXPANSION,
  nextSplit,
  withGroupCounts,
  type CreatureGroup,
} from './creature-groups.ts';
import { shapeResult, type ResultView } from './result-view.ts';
import { checkStateOf, exampleDeclaration, type CheckState } from './example-declaration.ts';
import { blockCheckStateOf, exampleBlockDeclaration, type BlockCheckState } from './block-example.ts';
import { blockKey, parseBlockBoard, type BlockDeclaration } from '#shared/engine/block/index';

export type SessionStatus = 'loading' | 'error' | 'answering' | 'submitting' | 'answered';

export type { CheckState };

export interface AnswerEntry {
  /** The first of `declarations` in canonical order (spec §5): what the list shows and Edit restores. */
  readonly representative: Declaration;
  readonly declarations: readonly Declaration[];
}

export class QuizSession {
  status = $state<SessionStatus>('loading');
  error = $state<ApiError | null>(null);
  quiz = $state.raw<LearnerQuiz | null>(null);
  board = $state.raw<Board | null>(null);
  /** A block board's answer (legal sets as {"blocks": …}); null on an attack board. */
  blockDraft = $state.raw<BlockDraft | null>(null);

  // The answer being built.
  assignment = $state<Record<string, string>>({});
  /**
   * The answer's rows: single creatures and groups of interchangeable ones (creature-groups.ts).
   * Memoized by board, not a $derived: an exam's session lives outside any component, and a $derived
   * read there kept the previous question's rows on the next legal-sets question (seen in the exam).
   */
  get groups(): readonly CreatureGroup[] {
    const board = this.board;
    if (board !== this.#groupsBoard) {
      this.#groupsBoard = board;
      this.#groups = board === null ? [] : creatureGroups(board);
    }
    return this.#groups;
  }
  #groupsBoard: Board | null = null;
  #groups: readonly CreatureGroup[] = [];
  /** The learner's list: one entry per row of "Your declarations", each standing for one or more declarations. */
  entries = $state.raw<readonly AnswerEntry[]>([]);
  yesNo = $state<boolean | null>(null);
  selected = $state.raw<readonly string[]>([]);
  numberText = $state('');
  /** Feedback on the last action (a refused duplicate, an answer not yet complete). */
  notice = $state('');

  /**
   * The seed of this attempt's option order (choice questions): new on every load and "Try again", so
   * options cannot be answered by position, and shown with the options so a reported order can be
   * reproduced with shuffleOptions(options, seed).
   */
  optionSeed = $state(0);

  /**
   * Steps of the worked example the learner revealed as a hint before answering (0: no hint). The hint
   * is fetched with quizCheck, which the service records: the answer is then graded as a miss there.
   */
  hintSteps = $state(0);

  /** Practice answers are recorded but leave the review schedule alone (spaced repetition). */
  practice = $state(false);
  /** The scheduler's rating of the last answer and the next due time; the learner may override the rating. */
  rating = $state<ReviewRating | null>(null);
  due = $state<string | null>(null);

  submitError = $state<ApiError | null>(null);
  result = $state.raw<SubmitResult | null>(null);
  view = $state.raw<ResultView | null>(null);
  /** Explanations of the missed and illegal declarations, by declaration key. */
  checks = $state<Record<string, CheckState>>({});
  /** The same on a block quiz, by block declaration key (blockKey). */
  blockChecks = $state<Record<string, BlockCheckState>>({});

  #startedAt = 0;
  #generation = 0;
  readonly #api: TrainerApi;
  readonly #now: () => number;
  readonly #random: () => number;

  constructor(api: TrainerApi, now: () => number = () => performance.now(), random: () => number = Math.random) {
    this.#api = api;
    this.#now = now;
    this.#random = random;
  }

  /** A choice question's options in this attempt's order (empty for other questions). */
  get choiceOptions(): readonly { readonly id: string; readonly text: string }[] {
    const q = this.quiz?.question;
    return q?.type === 'choice' ? shuffleOptions(q.options, this.optionSeed) : [];
  }

  /** The declaration the selects currently show. */
  get current(): Declaration {
    return assignmentToDeclaration(this.assignment);
  }

  get currentText(): string {
    return this.board === null ? '' : this.entryText(this.current);
  }

  /** Every declaration of the answer, for scoring: the entries expanded. */
  get declarations(): readonly Declaration[] {
    return this.entries.flatMap((e) => e.declarations);
  }

  /** A declaration in the answer's words: groups as "Glory Seeker ×2 → opponent". */
  entryText(d: Declaration): string {
    if (this.board === null) return '';
    return this.groups.some((g) => g.ids.length > 1) ? groupedText(this.board, this.groups, d) : declarationText(this.board, d);
  }

  clearDeclarations(): void {
    this.entries = [];
  }

  async load(packId: string, quizId: string): Promise<void> {
    const gen = ++this.#generation;
    this.status = 'loading';
    this.error = null;
    this.quiz = null;
    this.board = null;
    this.blockDraft = null;
    this.#clearAnswer();
    const r = await this.#api.getQuiz({ packId, quizId });
    if (gen !== this.#generation) return;
    if (!r.ok) {
      this.error = r.error;
      this.status = 'error';
      return;
    }
    // The API's board is already parsed, but it crossed a process boundary as JSON: parsing the
    // authored board again here gives a typed Board with defaults filled in, or a clear error.
    if (r.value.boardJson['format'] === 'block-board/1') return this.#loadBlocks(r.value);
    const parsed = parseBoard(r.value.boardJson);
    if (!parsed.ok) {
      this.error = { code: 'invalid-board', message: parsed.error.map((e) => `${e.path}: ${e.message}`).join('; ') };
      this.status = 'error';
      return;
    }
    this.quiz = r.value;
    this.board = parsed.value;
    this.assignment = { ...emptyAssignment(parsed.value) };
    this.optionSeed = makeOptionSeed(this.#random);
    this.status = 'answering';
    this.#startedAt = this.#now();
  }

  /** A quiz on a block board: its own answer state (block-draft.svelte.ts), the rest as for attacks. */
  #loadBlocks(quiz: LearnerQuiz): void {
    const parsed = parseBlockBoard(quiz.boardJson);
    if (!parsed.ok) {
      this.error = { code: 'invalid-board', message: parsed.error.map((e) => `${e.path}: ${e.message}`).join('; ') };
      this.status = 'error';
      return;
    }
    this.quiz = quiz;
    this.blockDraft = new BlockDraft(parsed.value);
    this.optionSeed = makeOptionSeed(this.#random);
    this.status = 'answering';
    this.#startedAt = this.#now();
  }

  /** Digit N on a legal-sets question: row N takes its next choice, as a click on its numbered button does. */
  pickRow(index: number): void {
    if (this.blockDraft !== null) return this.blockDraft.pick(index);
    const row = this.groups[index];
    if (row === undefined || this.board === null) return;
    const defenders = defendersByPlayer(this.board).flatMap((g) => g.defenders.map((d) => d.id));
    if (row.ids.length > 1) this.cycleGroup(row, defenders);
    else this.cycle(row.ids[0]!, [NO_ATTACK, ...defenders]);
  }

  #clearAnswer(): void {
    if (this.blockDraft !== null) this.blockDraft = new BlockDraft(this.blockDraft.board);
    this.assignment = this.board === null ? {} : { ...emptyAssignment(this.board) };
    this.entries = [];
    this.yesNo = null;
    this.selected = [];
    this.numberText = '';
    this.hintSteps = 0;
    this.notice = '';
    this.submitError = null;
    this.result = null;
    this.view = null;
    this.checks = {};
    this.blockChecks = {};
  }

  /** "Try again": a fresh answer and a fresh clock, same quiz. */
  reset(): void {
    this.#generation++;
    this.#clearAnswer();
    this.optionSeed = makeOptionSeed(this.#random);
    if (this.quiz !== null) this.status = 'answering';
    this.#startedAt = this.#now();
  }

  assign(creatureId: string, defenderId: string): void {
    this.assignment[creatureId] = defenderId;
  }

  addCurrent(): void {
    if (this.board === null) return;
    const x = expandAssignment(this.groups, this.assignment);
    if (!x.ok) {
      this.notice = `That split stands for ${x.size} declarations, more than one answer may list (${MAX_EXPANSION}).`;
      return;
    }
    const text = this.entryText(x.representative);
    const r = addDeclaration(
      this.entries.map((e) => e.representative),
      x.representative,
    );
    if (r.ok) {
      this.entries = [...this.entries, { representative: x.representative, declarations: x.declarations }];
      this.notice = `Added: ${text}${x.declarations.length > 1 ? ` (${x.declarations.length} declarations)` : ''}.`;
    } else {
      this.notice = `Already in your declarations (number ${r.index + 1}): ${text}.`;
    }
  }

  /** The creature attacks the next of `values` (its menu's order: No attack, then each defender), wrapping round. */
  cycle(creatureId: string, values: readonly string[]): void {
    if (values.length === 0) return;
    const at = values.indexOf(this.assignment[creatureId] ?? values[0]!);
    const next = values[(at + 1) % values.length]!;
    this.assignment[creatureId] = next;
    if (this.board !== null) this.notice = `Now: ${declarationText(this.board, this.current)}.`;
  }

  /** A group of identical creatures takes its next split over `defenders` ("Glory Seeker ×3: 2 attack"). */
  cycleGroup(group: CreatureGroup, defenders: readonly string[]): void {
    const counts = nextSplit(groupCounts(group, this.assignment, defenders), group.ids.length);
    this.assignment = withGroupCounts(this.assignment, group, defenders, counts);
    if (this.board !== null) this.notice = `Now: ${this.currentText}.`;
  }

  /** `count` of the group attack defenders[index]; the others keep theirs as far as the group allows. */
  setGroupCount(group: CreatureGroup, defenders: readonly string[], index: number, count: number): void {
    const counts = groupCounts(group, this.assignment, defenders);
    const others = counts.reduce((x, k, i) => (i === index ? x : x + k), 0);
    counts[index] = Math.max(0, Math.min(Number.isFinite(count) ? Math.trunc(count) : 0, group.ids.length - others));
    this.assignment = withGroupCounts(this.assignment, group, defenders, counts);
  }

  /** Takes a declaration of the list back into the menus to change it (it is added again with `a`). */
  edit(index: number): void {
    const e = this.entries[index];
    if (e === undefined || this.board === null) return;
    this.assignment = { ...emptyAssignment(this.board), ...e.representative.attacks };
    this.entries = this.entries.filter((_, i) => i !== index);
    this.notice = `Editing: ${this.entryText(e.representative)}. Change the menus, then add it again.`;
  }

  remove(index: number): void {
    const e = this.entries[index];
    this.entries = this.entries.filter((_, i) => i !== index);
    if (e !== undefined && this.board !== null) this.notice = `Removed: ${this.entryText(e.representative)}.`;
  }

  /** Reveals one more step of the worked example (at most the seven), before the answer only. */
  revealHintStep(): void {
    if (this.status !== 'answering') return;
    this.hintSteps = Math.min(7, this.hintSteps + 1);
  }

  get hinted(): boolean {
    return this.hintSteps > 0;
  }

  toggle(optionId: string): void {
    if (this.quiz?.question.type !== 'choice') return;
    this.selected = toggleChoice(this.selected, optionId, this.quiz.question.multiple);
  }

  setAssignment(a: Assignment): void {
    this.assignment = { ...a };
  }

  async submit(): Promise<void> {
    const quiz = this.quiz;
    const board = this.board ?? this.blockDraft?.board ?? null;
    if (quiz === null || board === null || this.status !== 'answering') return;
    const encoded = encodeAnswer(
      quiz.question,
      {
        declarations: this.declarations,
        blocks: this.blockDraft?.entries ?? [],
        yesNo: this.yesNo,
        selected: this.selected,
        numberText: this.numberText,
      },
      this.blockDraft !== null,
    );
    if (!encoded.ok) {
      this.notice = encoded.message;
      return;
    }
    const gen = this.#generation;
    const timeMs = Math.max(0, Math.round(this.#now() - this.#startedAt));
    this.status = 'submitting';
    this.notice = '';
    this.submitError = null;
    const mode = this.practice ? 'practice' : 'rated';
    const r = await this.#api.submitAnswer({ packId: quiz.packId, quizId: quiz.id, answer: encoded.answer, timeMs, mode });
    if (gen !== this.#generation) return;
    if (!r.ok) {
      this.submitError = r.error;
      this.status = 'answering';
      return;
    }
    this.result = r.value;
    this.rating = r.value.rating ?? null;
    this.due = r.value.due ?? null;
    const options = quiz.question.type === 'choice' ? quiz.question.options : [];
    this.view = shapeResult(board, r.value.score, this.blockDraft?.entries ?? this.declarations, options);
    this.status = 'answered';
    this.#explainDiff(gen, { packId: quiz.packId, quizId: quiz.id });
  }

  /** Override the scheduler's rating of the answer just given (re-schedules from before it). */
  async rate(rating: ReviewRating): Promise<void> {
    const attemptId = this.result?.attemptId;
    if (attemptId === undefined || this.rating === null || rating === this.rating) return;
    const r = await this.#api.rateAttempt({ attemptId, rating });
    if (!r.ok) {
      this.notice = `The rating could not be changed: ${r.error.message}`;
      return;
    }
    this.rating = r.value.rating;
    this.due = r.value.due;
    this.notice = `Rated ${r.value.rating}.`;
  }

  /**
   * Ask the engine why each missed declaration is legal and each included one is not: one call for all
   * of them (quizExplain), in batches of MAX_EXPLAINED_DECLARATIONS on a very large answer. On a block
   * quiz the same call explains block declarations by the steps of CR 509.1.
   */
  #explainDiff(gen: number, ref: QuizRef): void {
    const view = this.view;
    if (view?.type !== 'legal-sets' && view?.type !== 'legal-blocks') return;
    const wanted: readonly (Declaration | BlockDeclaration)[] = [...view.missed, ...view.illegal].map((x) => x.declaration);
    // Each declaration's state in the record of its kind: loading, then the engine's answer.
    const set = (d: Declaration | BlockDeclaration, one: Parameters<typeof checkStateOf>[0] | 'loading'): void => {
      if ('blocks' in d) this.blockChecks[blockKey(d)] = one === 'loading' ? { status: one } : blockCheckStateOf(one);
      else this.checks[declarationKey(d)] = one === 'loading' ? { status: one } : checkStateOf(one);
    };
    for (const d of wanted) set(d, 'loading');
    for (let start = 0; start < wanted.length; start += MAX_EXPLAINED_DECLARATIONS) {
      const declarations = wanted.slice(start, start + MAX_EXPLAINED_DECLARATIONS);
      void this.#api.quizExplain({ ...ref, declarations }).then((r) => {
        if (gen !== this.#generation) return;
        declarations.forEach((d, i) => set(d, r.ok ? r.value[i] : r));
      });
    }
  }

  /** The declaration a block quiz's worked example starts from, once answered (block-example.ts). */
  get exampleBlockDeclaration(): BlockDeclaration {
    return exampleBlockDeclaration(this.view?.type === 'legal-blocks' ? this.view : null, this.status === 'answered' ? this.quiz : null);
  }

  /** The declaration the worked example starts from: the one being assigned, or the first legal one once answered. */
  get exampleDeclaration(): Declaration {
    return exampleDeclaration(this.view, this.status === 'answered' ? this.quiz : null, this.board) ?? this.current;
  }

  /** Ms since load (for tests and display). */
  elapsed(): number {
    return this.#now() - this.#startedAt;
  }
}
