/**
 * Where an answered puzzle is kept: as a quiz of a "Generated puzzles" pack, so review (FSRS) and
 * progress treat it like any quiz. A full pack (QUIZ_PACK_LIMITS.maxQuizzes) is followed by
 * "Generated puzzles 2", and so on; the ids are reserved (reserved-ids.ts).
 */
import { parseQuiz, QUIZ_PACK_FORMAT, QUIZ_PACK_LIMITS } from '#shared/quiz/index';
import type { BlockPuzzle, Puzzle } from '#shared/generate/index';
import { toStoredPack } from '#main/store/stored-pack';
import type { QuizRef, TrainerApi } from '#main/contract/trainer-api';
import type { Store } from '#main/store/index';
import type { ApiResult } from '#main/contract/api-result';
import { apiOk, fromStoreError, invalidPack } from '../errors.ts';
import { isGeneratedPackId } from '../reserved-ids.ts';

export const GENERATED_PACK_ID = 'generated-puzzles';

/** The stored quiz of a puzzle (attack or blocking), saving it into a "Generated puzzles" pack with room the first time. */
export const storePuzzleQuiz = async (
  store: Store,
  saveUserQuiz: TrainerApi['saveUserQuiz'],
  p: Pick<Puzzle | BlockPuzzle, 'id' | 'quiz'>,
): Promise<ApiResult<QuizRef>> => {
  const packs = store.listPacks();
  if (!packs.ok) return fromStoreError(packs.error);
  const generated = packs.value.filter((x) => isGeneratedPackId(x.id)).sort((a, b) => a.id.length - b.id.length || a.id.localeCompare(b.id));
  for (const pack of generated) if (store.getQuiz(pack.id, p.id).ok) return apiOk({ packId: pack.id, quizId: p.id });
  const room = generated.find((x) => x.quizCount < QUIZ_PACK_LIMITS.maxQuizzes);
  if (room !== undefined) return saveUserQuiz({ packId: room.id, quiz: p.quiz });
  const packId = generated.length === 0 ? GENERATED_PACK_ID : `${GENERATED_PACK_ID}-${generated.length + 1}`;
  const parsed = parseQuiz(p.quiz);
  if (!parsed.ok) return invalidPack(parsed.error, 'the generated puzzle is not valid');
  const pack = {
    format: QUIZ_PACK_FORMAT,
    id: packId,
    title: generated.length === 0 ? 'Generated puzzles' : `Generated puzzles ${generated.length + 1}`,
    description: 'Puzzles from the generator that you answered: reviewed and counted like any quiz.',
    author: 'Attack Trainer puzzle generator',
    version: '1',
    quizzes: [parsed.value],
  } as const;
  const stored = store.importPack(toStoredPack(pack, false));
  if (!stored.ok) return fromStoreError(stored.error);
  return apiOk({ packId, quizId: p.id });
};
