/** Exams: drawing quizzes with a seedable generator, deciding late answers, building the report. */
export { mulberry32 } from '../quiz/rng.ts';
export { drawRandom, matchesCriteria } from './draw.ts';
export { planExamItems, buildExamReport, type ExamTiming, type ScoredItem } from './grade.ts';
