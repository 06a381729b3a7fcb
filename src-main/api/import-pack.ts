/**
 * importPack with an explicit answer to an id collision. Packs are keyed by their id,
 * and every copy of the sandbox used to export the same id, so importing a friend's pack silently
 * replaced your own. Now an import whose id is already taken is refused with `conflict` unless the
 * caller chose: `replace` (the old behaviour, asked for) or `as-new` (keep both: the file is stored
 * under the first free id `<id>-2`, `<id>-3`, …, titled as the caller chooses). A file identical to
 * the pack stored under its id is no conflict (`unchanged`: only its progress is merged). The result
 * says what was done. The collision check and the write are one transaction, so no other process can take the
 * id in between.
 */
import type { Quiz, QuizPack } from '#shared/quiz/index';
import { parseQuizPackText, type QuizWarning } from '#shared/quiz/index';
import { ID_PATTERN } from '#shared/quiz/pack-format';
import { packProgressOf, type PackProgress } from '#main/domain/progress/index';
import type { PackProgressInput, Store } from '#main/store/index';
import { apiErr, apiOk, fromStoreError, invalidPack } from './errors.ts';
import { toStoredPack } from '#main/store/stored-pack';
import type { ImportPackInput, ImportResult } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { pluralWord } from '#shared/text/learner-text';
import { isReservedPackId, reservedPackIdMessage } from './reserved-ids.ts';

export interface ImportDeps {
  readonly store: Store;
  readonly checkQuizzes: (quizzes: readonly Quiz[]) => Promise<ApiResult<QuizWarning[]>>;
  readonly toProgressInput: (packId: string, progress: PackProgress) => PackProgressInput;
  readonly atomically: <T>(fn: () => ApiResult<T>) => ApiResult<T>;
}

/** The first of `<id>-2`, `<id>-3`, … that no pack holds (shortened to stay a valid id). */
export const freePackId = (id: string, taken: (candidate: string) => boolean): string => {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${id.slice(0, 100 - suffix.length)}${suffix}`;
    if (ID_PATTERN.test(candidate) && !taken(candidate)) return candidate;
  }
};

/** The id `as-new` stores a file under: the first free one, never one the app owns (`generated-puzzles` → `generated-puzzles-copy`). */
const newPackId = (id: string, stored: (candidate: string) => boolean): string => {
  const taken = (candidate: string): boolean => isReservedPackId(candidate) || stored(candidate);
  // `generated-puzzles-2`, `-3`, … are all the app's: such an id gets another stem first.
  const stem = isReservedPackId(`${id}-2`) ? `${id.slice(0, 95)}-copy` : id;
  return stem !== id && !taken(stem) ? stem : freePackId(stem, taken);
};

export const conflictMessage = (packId: string, title: string, quizCount: number): string =>
  `a pack with the id "${packId}" is already in the library ("${title}", ${quizCount} ${pluralWord(quizCount, 'quiz', 'quizzes')}); ` +
  'choose to replace it, or to keep both (the file is imported under a new id)';

export const importPackText = async (deps: ImportDeps, { text, onConflict, title }: ImportPackInput): Promise<ApiResult<ImportResult>> => {
  const { store } = deps;
  const parsed = parseQuizPackText(text);
  if (!parsed.ok) return invalidPack(parsed.error);
  const file: QuizPack = parsed.value;
  const progress = packProgressOf(file);
  const first = store.getPack(file.id);
  // A builtin pack cannot be replaced, but the learner's history of it can move between machines:
  // its progress is restored onto the stored builtin quizzes, and the file's quizzes are ignored.
  if (progress !== undefined && first.ok && first.value.builtin && onConflict !== 'as-new') {
    const quizzesTitle = first.value.title;
    return deps.atomically(() => {
      const quizzes = store.listQuizzes({ packId: file.id });
      if (!quizzes.ok) return fromStoreError(quizzes.error);
      const ids = new Set(quizzes.value.map((q) => q.id));
      const kept = { attempts: progress.attempts.filter((a) => ids.has(a.quizId)), reviews: progress.reviews.filter((r) => ids.has(r.quizId)) };
      const restored = store.restoreProgress(file.id, deps.toProgressInput(file.id, kept));
      if (!restored.ok) return fromStoreError(restored.error);
      return apiOk({ packId: file.id, quizCount: ids.size, warnings: [], outcome: 'progress-restored' as const, title: quizzesTitle });
    });
  }
  // The app's own packs are never replaced by, nor created from, a file: it can only come in under a new id.
  if (isReservedPackId(file.id) && onConflict !== 'as-new') {
    return apiErr('readonly', `${reservedPackIdMessage(file.id)}, which an imported file cannot replace or create; import the file as a new pack instead`);
  }
  // The engine checks run before the transaction (they await the worker); they do not depend on the id.
  const warnings = await deps.checkQuizzes(file.quizzes);
  if (!warnings.ok) return warnings;
  return deps.atomically((): ApiResult<ImportResult> => {
    const existing = store.getPack(file.id);
    if (!existing.ok && existing.error.code !== 'not-found') return fromStoreError(existing.error);
    const clash = existing.ok ? existing.value : undefined;
    let pack = file;
    let outcome: ImportResult['outcome'] = 'added';
    const sameAsStored = clash !== undefined && !clash.builtin && clash.json === toStoredPack(file, false).json;
    if (sameAsStored && onConflict !== 'as-new') {
      // The very pack already stored (a backup, or the same file twice): nothing of it can be lost, so
      // nothing to ask; only its progress, if any, is merged.
      outcome = 'unchanged';
    } else if (clash !== undefined) {
      if (onConflict === 'as-new') {
        const id = newPackId(file.id, (candidate) => store.getPack(candidate).ok);
        pack = { ...file, id, title: title ?? `${file.title} (${id.slice(id.lastIndexOf('-') + 1)})` };
        outcome = 'added-as-new';
      } else if (onConflict === 'replace' && !clash.builtin) {
        outcome = 'replaced';
      } else if (clash.builtin) {
        return apiErr('readonly', `the pack id "${file.id}" belongs to a built-in pack, which cannot be replaced; import the file as a new pack instead`);
      } else {
        return {
          ok: false,
          error: {
            code: 'conflict',
            message: conflictMessage(clash.id, clash.title, clash.quizCount),
            conflict: { packId: clash.id, title: clash.title, quizCount: clash.quizCount },
          },
        };
      }
    } else if (onConflict === 'as-new' && isReservedPackId(file.id)) {
      const id = newPackId(file.id, (candidate) => store.getPack(candidate).ok);
      pack = { ...file, id, title: title ?? `${file.title} (copy)` };
      outcome = 'added-as-new';
    } else if (title !== undefined) {
      pack = { ...file, title };
    }
    const input = toStoredPack(pack, false);
    const stored = store.importPack(progress === undefined ? input : { ...input, progress: deps.toProgressInput(pack.id, progress) });
    if (!stored.ok) return fromStoreError(stored.error);
    return apiOk({ packId: pack.id, quizCount: pack.quizzes.length, warnings: warnings.value, outcome, title: pack.title });
  });
};
