/** Which half of combat a quiz is about: its board's format decides (attack-board/1 or block-board/1). */
import type { BlockQuiz, Quiz } from './pack-model.ts';

export const isBlockQuiz = (quiz: Quiz): quiz is BlockQuiz => quiz.board.format === 'block-board/1';
