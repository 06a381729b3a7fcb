/** Exams: drawing quizzes with a seedable generator, deciding late answers, building the report. */
export { mulberry32, type Random } from '../quiz/rng.ts';
export { drawRandom, matchesCriteria, type ExamCriteria } from './draw.ts';
export { planExamItems, buildExamReport, DEADLINE_GRACE_MS, type ExamTiming, type PlannedItem, type ScoredItem, type ReportContext, type AnswerIssue } from './grade.ts';
