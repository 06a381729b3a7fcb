/**
 * The engine calls of a stored quiz's screen, routed through the quiz's own record in the service:
 * the worked example (and the hint before the answer) is quizCheck, which records the hint, and the
 * attack tree is quizTree, which opens only once the answer is submitted. The stepper and the tree view
 * keep calling `check` and `tree`; on a quiz screen those are these.
 */
import type { BoardInput, CallOptions, CheckInput, TrainerApi } from '#main/contract/trainer-api';
import type { QuizRef } from '#shared/quiz/types';

export function quizScopedApi(api: TrainerApi, ref: QuizRef): TrainerApi {
  const check: TrainerApi['check'] = (input: CheckInput, options?: CallOptions) => api.quizCheck({ ...ref, declaration: input.declaration }, options);
  // The board is the stored quiz's: the argument's board is not sent.
  const tree: TrainerApi['tree'] = (_input: BoardInput, options?: CallOptions) => api.quizTree(ref, options);
  // The client is frozen: the overrides are defined on a new object whose prototype is the client.
  return Object.create(api, { check: { value: check }, tree: { value: tree } }) as TrainerApi;
}
