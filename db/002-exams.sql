-- Schema 2: spaced repetition records and exams (docs/review-and-exams.md). Applied by
-- src-main/store/migrations.ts in the same transaction as every other pending migration; that code sets
-- PRAGMA user_version, so this file must not (nor BEGIN/COMMIT).

-- How an attempt was made: 'rated' (answered in a review, scheduled by ts-fsrs), 'practice' (recorded,
-- schedule left alone) or 'exam'. Attempts written before schema 2 were plain answers the app then
-- scheduled nothing for; they read as 'rated', the mode answers have had by default ever since.
ALTER TABLE attempts ADD COLUMN mode TEXT NOT NULL DEFAULT 'rated' CHECK (mode IN ('rated', 'practice', 'exam'));

-- The attempt's review record, NULL when the attempt did not move the schedule: {"rating", "before",
-- "after"} with the ts-fsrs card before the attempt (null for a quiz never scheduled) and after it. The
-- card before is kept so that re-rating the attempt (rateAttempt) re-schedules from exactly that state.
ALTER TABLE attempts ADD COLUMN review TEXT CHECK (review IS NULL OR (json_valid(review) AND json_type(review) = 'object'));

-- An exam: the quizzes drawn when it started, then its report once submitted. Quiz references are JSON
-- rather than rows of a join table: an exam is read and written whole, and must outlive its quizzes
-- (the report holds each quiz as it was asked).
CREATE TABLE exams (
  id          TEXT NOT NULL PRIMARY KEY CHECK (length(id) > 0),
  started_at  TEXT NOT NULL,
  config      TEXT NOT NULL CHECK (json_valid(config) AND json_type(config) = 'object'),
  quiz_refs   TEXT NOT NULL CHECK (json_valid(quiz_refs) AND json_type(quiz_refs) = 'array'),
  report      TEXT CHECK (report IS NULL OR json_valid(report)),
  finished_at TEXT,
  CHECK ((report IS NULL) = (finished_at IS NULL))
) STRICT;

CREATE INDEX exams_by_start ON exams (started_at);
