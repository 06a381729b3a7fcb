/** Exams: drawing quizzes with a seedable generator, deciding late answers, building the report. */
export { mulberry32 } from '#shared/quiz/rng';
export { drawRandom, matchesCriteria } from './draw.ts';
export { planExamItems, buildExamReport, type ExamTiming, type ScoredItem } from './grade.ts';
