/**
 * The library screen's state: packs and quizzes, each quiz's status, and the filters. Kept by the App
 * for the page's life, so returning from a quiz shows the list at once (then refreshes the statuses
 * the answer changed) and can put focus back on the quiz just left.
 */
import type { ApiError, ImportConflictChoice, ImportOutcome, ImportProgress, TrainerApi } from '#main/contract/trainer-api';
import { groupsOfIndex, withSearchTerms, type QuizGroup } from './quiz-groups.ts';
import { NO_LIST_TOPS } from './library-rows.ts';
import { makeStatusMap, NO_PROGRESS, sameStatuses, type StatusMap } from './library-progress.ts';
import {
  DEFAULT_FILTERS,
  filterLibrary,
  LIBRARY_FILTERS_KEY,
  makeLibraryFilters,
  parseLibraryFilters,
  reconcileFilters,
  tagsOf,
  typesOf,
  type LibraryFilters,
  type LibraryGroup,
} from './library-filters.ts';
import { pluralWord } from '#shared/text/learner-text';
import { importFailureLines } from './library-import-text.ts';

export type LibraryLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** How often the library asks how far an import is: often enough to see the count move, rarely enough to cost nothing. */
const IMPORT_POLL_MS = 250;

/** Typing in Search saves once the typing pauses, not on every key. */
const SAVE_DELAY_MS = 400;

export class LibraryState {
  status: LibraryLoadStatus = $state('idle');
  error: ApiError | undefined = $state();
  /** Progress failed to load: the list still shows, every quiz as new, and the screen says why. */
  progressError: ApiError | undefined = $state();
  saveError: ApiError | undefined = $state();
  // Replaced whole, never mutated in place: no deep proxies needed.
  groups: readonly QuizGroup[] = $state.raw([]);
  statuses: StatusMap = $state.raw(NO_PROGRESS);
  filters: LibraryFilters = $state.raw(DEFAULT_FILTERS);
  /** The quiz key (pack/quiz) last shown, to focus on return to the list. */
  lastOpened: string | undefined = $state();
  /** The page's scroll position when the library was left, restored on return (not reactive: read once). */
  scrollY = 0;
  /**
   * Each pack list's top on the page as last measured (not reactive: read once). A return draws the rows
   * in view at once from these, rather than drawing the lists empty and their rows after measuring.
   */
  listTops: ReadonlyMap<string, number> = NO_LIST_TOPS;
  /** The file being imported, while it is (a pack of thousands of quizzes takes seconds: the screen says so). */
  importing: { readonly fileName: string; readonly megabytes: string } | undefined = $state.raw();
  /** How far the import's engine checks are ("Checking quiz 12 of 40"), read from the host while it runs. */
  importChecks: ImportProgress | undefined = $state.raw();
  /** The outcome of the last pack import: what was imported, or every error with its JSON path. */
  importOutcome: { readonly ok: boolean; readonly lines: readonly string[] } | undefined = $state.raw();
  /** A pack file whose id is already in the library, waiting for the learner's choice. */
  pendingConflict: { readonly fileName: string; readonly text: string; readonly existing: NonNullable<ApiError['conflict']> } | undefined = $state.raw();
  /** The outcome of the last pack export or deletion, in a sentence. */
  packOutcome: { readonly ok: boolean; readonly text: string } | undefined = $state.raw();

  tags: string[] = $derived(tagsOf(this.groups));
  types: string[] = $derived(typesOf(this.groups));
  visible: LibraryGroup[] = $derived(filterLibrary(this.groups, this.statuses, this.filters));
  quizCount: number = $derived(this.groups.reduce((n, g) => n + g.quizzes.length, 0));
  visibleCount: number = $derived(this.visible.reduce((n, g) => n + g.quizzes.length, 0));

  readonly #api: TrainerApi;
  #generation = 0;
  #filtersRead = false;
  #firstLoad: Promise<void> | undefined;
  #saveTimer: ReturnType<typeof setTimeout> | undefined;
  #importAbort: AbortController | undefined;

  constructor(api: TrainerApi) {
    this.#api = api;
  }

  /**
   * Imports a pack file's text (transactional: a bad pack changes nothing), then refreshes the list.
   * When its id is already in the library nothing is imported: `pendingConflict` holds the file until
   * the learner chooses to replace that pack, keep both, or cancel: an import never overwrites silently.
   */
  async importPackText(fileName: string, text: string, choice?: { readonly onConflict: ImportConflictChoice; readonly title?: string }): Promise<void> {
    this.importOutcome = undefined;
    this.pendingConflict = undefined;
    this.importing = { fileName, megabytes: (text.length / 1_000_000).toFixed(1) };
    const abort = new AbortController();
    this.#importAbort = abort;
    let r: Awaited<ReturnType<TrainerApi['importPack']>>;
    const stopWatching = this.#watchImport(abort);
    try {
      r = await this.#api.importPack({ text, ...choice }, { signal: abort.signal });
    } finally {
      stopWatching();
      this.importing = undefined;
      this.importChecks = undefined;
      this.#importAbort = undefined;
    }
    if (!r.ok && r.error.code === 'cancelled') {
      this.importOutcome = { ok: true, lines: [`The import of ${fileName} was cancelled: nothing was imported.`] };
      return;
    }
    if (!r.ok) {
      if (r.error.code === 'conflict' && r.error.conflict !== undefined) {
        this.importOutcome = undefined;
        this.pendingConflict = { fileName, text, existing: r.error.conflict };
        return;
      }
      this.importOutcome = { ok: false, lines: importFailureLines(fileName, r.error) };
      return;
    }
    const { title, quizCount, warnings, outcome } = r.value;
    const quizzes = `${quizCount} ${pluralWord(quizCount, 'quiz', 'quizzes')}`;
    const what: Record<ImportOutcome, string> = {
      added: `Imported ${fileName}: pack “${title}” with ${quizzes}.`,
      replaced: `Imported ${fileName}: it replaced the pack “${title}” (now ${quizzes}).`,
      'added-as-new': `Imported ${fileName} as a new pack “${title}” with ${quizzes}; the pack already in your library is unchanged.`,
      unchanged: `${fileName} holds the pack “${title}” exactly as it already is in your library; nothing changed but any progress it carried.`,
      'progress-restored': `Imported ${fileName}: your progress in the built-in pack was restored.`,
    };
    this.importOutcome = { ok: true, lines: [what[outcome], ...warnings.map((w) => `Warning — ${w.path}: ${w.message}`)] };
    await this.load();
  }

  /** Asks the host how far the import's checks are, every IMPORT_POLL_MS until the import answers. */
  #watchImport(abort: AbortController): () => void {
    let stopped = false;
    const timer = setInterval(() => {
      void this.#api.importProgress().then((r) => {
        if (!stopped && this.#importAbort === abort && r.ok) this.importChecks = r.value ?? undefined;
      });
    }, IMPORT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }

  /** Stops the import in progress (its engine checks end); nothing of it is stored. */
  cancelImport(): void {
    this.#importAbort?.abort();
  }

  /**
   * A pack file from the file picker. Its bytes must be UTF-8: a lenient decode would
   * turn bad bytes into U+FFFD and import a silently altered pack, so the file is refused instead.
   */
  async importPackBytes(fileName: string, bytes: ArrayBuffer): Promise<void> {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      this.pendingConflict = undefined;
      this.importOutcome = { ok: false, lines: [`${fileName} was not imported: the file is not UTF-8 text (quiz pack files are UTF-8 JSON).`] };
      return;
    }
    await this.importPackText(fileName, text);
  }

  /** The learner's answer to a pending id collision: cancel leaves the library as it was. */
  async resolveConflict(choice: ImportConflictChoice | 'cancel', title?: string): Promise<void> {
    const pending = this.pendingConflict;
    if (pending === undefined) return;
    if (choice === 'cancel') {
      this.pendingConflict = undefined;
      this.importOutcome = { ok: true, lines: [`${pending.fileName} was not imported.`] };
      return;
    }
    await this.importPackText(pending.fileName, pending.text, {
      onConflict: choice,
      ...(title === undefined || title.trim() === '' ? {} : { title: title.trim() }),
    });
  }

  /** A user pack's file text (attack-quiz-pack/1), for a download; undefined when it failed (packOutcome says why). */
  async exportPackText(packId: string, title: string): Promise<string | undefined> {
    const r = await this.#api.exportPack({ packId });
    if (r.ok) return r.value.text;
    this.packOutcome = { ok: false, text: `Pack “${title}” could not be exported: ${r.error.message}` };
    return undefined;
  }

  /** Deletes a user pack with its quizzes (the API refuses built-in packs), then refreshes the list; true when deleted. */
  async deletePack(packId: string, title: string): Promise<boolean> {
    const count = this.groups.find((g) => g.packId === packId)?.quizzes.length;
    const r = await this.#api.deletePack({ packId });
    if (!r.ok) {
      this.packOutcome = { ok: false, text: `Pack “${title}” could not be deleted: ${r.error.message}` };
      return false;
    }
    const what = count === undefined ? '' : ` and its ${count} ${pluralWord(count, 'quiz', 'quizzes')}`;
    this.packOutcome = { ok: true, text: `Deleted pack “${title}”${what}.` };
    await this.load();
    return true;
  }

  /**
   * The first load, started once: the App starts it as the page opens (before any screen is drawn) and
   * the library screen waits for the same one. After a failure it starts again.
   */
  ensureLoaded(): Promise<void> {
    if (this.#firstLoad === undefined || this.status === 'error') this.#firstLoad = this.load();
    return this.#firstLoad;
  }

  /**
   * Loads (or refreshes) the lists and statuses (the library index) and the search terms, asked side
   * by side. The first load draws the list as soon as the index is in, without waiting for the terms
   * (at volume most of the library's bytes): the screen drawn first needs none unless a search is set,
   * and then it waits for them so that a remembered search never shows fewer quizzes than it finds. A
   * refresh keeps the list on screen and replaces it once both are in. The remembered filters are read
   * on the first load only: later loads must not undo what the learner changed since.
   */
  async load(): Promise<void> {
    const generation = ++this.#generation;
    // A refresh keeps the current list on screen; only the first load shows "Loading".
    const first = this.status !== 'ready';
    if (first) this.status = 'loading';
    const readFilters = !this.#filtersRead;
    const terms = this.#api.librarySearchTerms();
    const [index, setting] = await Promise.all([
      this.#api.libraryIndex(),
      readFilters ? this.#api.getSetting({ key: LIBRARY_FILTERS_KEY }) : Promise.resolve(undefined),
    ]);
    if (generation !== this.#generation) return;
    if (!index.ok) {
      this.error = index.error;
      this.status = 'error';
      return;
    }
    let filters = this.filters;
    // An unreadable setting is not worth an error on screen: the filters start cleared.
    if (setting?.ok === true) filters = parseLibraryFilters(setting.value);
    let groups = groupsOfIndex(index.value.packs);
    const drawNow = first && filters.search.trim() === '';
    if (!drawNow) {
      const read = await terms;
      if (generation !== this.#generation) return;
      if (read.ok) groups = withSearchTerms(groups, read.value);
    }
    this.error = undefined;
    this.progressError = undefined;
    this.groups = groups;
    this.#setStatuses(makeStatusMap(index.value.statuses));
    if (setting !== undefined) this.#filtersRead = true;
    this.filters = reconcileFilters(filters, tagsOf(groups), typesOf(groups));
    this.status = 'ready';
    if (drawNow) {
      // Unless a later load replaced the list meanwhile (it brings its own terms); a return from a quiz
      // (refreshProgress) leaves the list, so it does not count.
      const read = await terms;
      if (this.groups === groups && read.ok) this.groups = withSearchTerms(groups, read.value);
    }
  }

  /**
   * Back from a quiz: only the statuses can have changed (an answer was recorded, or a review fell
   * due), so only they are read again, and the list is refiltered only if one of them did change.
   */
  async refreshProgress(): Promise<void> {
    const generation = ++this.#generation;
    const progress = await this.#api.libraryStatuses();
    if (generation !== this.#generation || this.status !== 'ready') return;
    if (progress.ok) this.#setStatuses(makeStatusMap(progress.value));
    this.progressError = progress.ok ? undefined : progress.error;
  }

  #setStatuses(next: StatusMap): void {
    if (!sameStatuses(this.statuses, next)) this.statuses = next;
  }

  /** Changes some filters and remembers them (search text after a pause in typing). */
  setFilters(change: Partial<LibraryFilters>): void {
    this.filters = { ...this.filters, ...change };
    clearTimeout(this.#saveTimer);
    const onlySearch = Object.keys(change).every((k) => k === 'search');
    if (onlySearch) this.#saveTimer = setTimeout(() => void this.#save(), SAVE_DELAY_MS);
    else void this.#save();
  }

  clearFilters(): void {
    this.setFilters(DEFAULT_FILTERS);
  }

  /** Writes a pending search change now (the screen calls it when it goes away). */
  flush(): void {
    if (this.#saveTimer === undefined) return;
    clearTimeout(this.#saveTimer);
    void this.#save();
  }

  async #save(): Promise<void> {
    this.#saveTimer = undefined;
    const r = await this.#api.setSetting({ key: LIBRARY_FILTERS_KEY, value: makeLibraryFilters(this.filters) });
    this.saveError = r.ok ? undefined : r.error;
  }
}
