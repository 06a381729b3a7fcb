-- Schema 5: an exam in progress survives leaving the screen and reloading the app, as a paper exam
-- survives the candidate looking away (docs/review-and-exams.md "Resuming an exam"). Applied by src-main/store/migrations.ts
-- in the same transaction as every other pending migration; that code sets PRAGMA user_version, so this
-- file must not (nor BEGIN/COMMIT).

-- One row per exam that has been saved while being taken: where the learner is and every question's
-- answer so far. `slots` is a JSON array in the exam's drawn order, one object per question
-- ({"answer", "timeMs", "seen"}); it is read and written whole, like the exam's own quiz_refs. The
-- exam clock is not stored here: it is wall-clock time since exams.started_at (and the deadline in the
-- exam's config), so time away from the exam is counted as in a real exam.
-- `saved_at` lets a submission after the deadline still count the answers that were saved in time.
CREATE TABLE exam_progress (
  exam_id  TEXT    NOT NULL PRIMARY KEY REFERENCES exams (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  slots    TEXT    NOT NULL CHECK (json_valid(slots) AND json_type(slots) = 'array'),
  saved_at TEXT    NOT NULL
) STRICT;
