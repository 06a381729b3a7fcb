/**
 * The quiz list as the home screen shows it: the packs in the store's order (builtin first, then by
 * title), each with its quizzes in pack order. Pure, so it is tested without Svelte.
 */
import type { ApiError, TrainerApi } from '../../src-main/api/trainer-api.ts';
import type { PackInfo as PackSummary, QuizInfo as QuizSummary } from '../../src-main/api/trainer-api.ts';

export interface QuizGroup {
  readonly packId: string;
  readonly title: string;
  readonly builtin: boolean;
  readonly quizzes: readonly QuizSummary[];
}

/**
 * Groups `quizzes` under `packs`. A quiz whose pack is missing from `packs` (a pack imported between
 * the two calls) still shows, under a group named by its pack id after the known packs: losing a quiz
 * from the list would be worse than an untitled heading.
 */
export const groupQuizzesByPack = (packs: readonly PackSummary[], quizzes: readonly QuizSummary[]): QuizGroup[] => {
  const byPack = new Map<string, QuizSummary[]>();
  for (const quiz of quizzes) {
    const list = byPack.get(quiz.packId);
    if (list === undefined) byPack.set(quiz.packId, [quiz]);
    else list.push(quiz);
  }
  const groups: QuizGroup[] = packs.map((pack) => ({
    packId: pack.id,
    title: pack.title,
    builtin: pack.builtin,
    quizzes: byPack.get(pack.id) ?? [],
  }));
  const known = new Set(packs.map((pack) => pack.id));
  for (const [packId, list] of byPack) {
    if (!known.has(packId)) groups.push({ packId, title: packId, builtin: false, quizzes: list });
  }
  return groups;
};

export type QuizListLoad = { readonly ok: true; readonly groups: QuizGroup[] } | { readonly ok: false; readonly error: ApiError };

/** Both lists in one go; the first failure (packs before quizzes) is the one reported. */
export const loadQuizList = async (api: TrainerApi): Promise<QuizListLoad> => {
  const [packs, quizzes] = await Promise.all([api.listPacks(), api.listQuizzes()]);
  if (!packs.ok) return { ok: false, error: packs.error };
  if (!quizzes.ok) return { ok: false, error: quizzes.error };
  return { ok: true, groups: groupQuizzesByPack(packs.value, quizzes.value) };
};
