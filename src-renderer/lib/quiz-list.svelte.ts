/** The home screen's shared state: the quiz list, loaded through the one API client. */
import type { ApiError, TrainerApi } from '../../src-main/api/trainer-api.ts';
import { loadQuizList, type QuizGroup } from './quiz-groups.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export class QuizListState {
  status: LoadStatus = $state('idle');
  error: ApiError | undefined = $state();
  // Replaced whole on every load, never mutated in place: no deep proxy needed.
  groups: readonly QuizGroup[] = $state.raw([]);
  quizCount: number = $derived(this.groups.reduce((n, group) => n + group.quizzes.length, 0));

  readonly #api: TrainerApi;
  /** Only the latest load may write: a slow earlier answer must not overwrite a newer one. */
  #generation = 0;

  constructor(api: TrainerApi) {
    this.#api = api;
  }

  async load(): Promise<void> {
    const generation = ++this.#generation;
    this.status = 'loading';
    this.error = undefined;
    const result = await loadQuizList(this.#api);
    if (generation !== this.#generation) return;
    if (result.ok) {
      this.groups = result.groups;
      this.status = 'ready';
    } else {
      this.error = result.error;
      this.status = 'error';
    }
  }
}
