-- Schema 6: the step of declaring attackers where an answer went wrong, per attempt, so that progress
-- says which step a learner misses rather than only how often (docs/review-and-exams.md "Accuracy by step"). Applied by
-- src-main/store/migrations.ts in the same transaction as every other pending migration; that code sets
-- PRAGMA user_version, so this file must not (nor BEGIN/COMMIT).

-- A separate table rather than a column of attempts: attempts made before this schema (and answers to
-- authored questions, which the engine cannot check step by step) simply have no row, so they read as
-- "not recorded" and are never counted under a step they did not fail at.
-- failed_step: 0 when the answer went wrong at no step (it was right), else the article's step 1–7
-- where it first went wrong (docs/review-and-exams.md explains how the step is found).
CREATE TABLE attempt_steps (
  attempt_id  INTEGER NOT NULL PRIMARY KEY REFERENCES attempts (id) ON DELETE CASCADE,
  failed_step INTEGER NOT NULL CHECK (failed_step BETWEEN 0 AND 7)
) STRICT;

-- Accuracy by step counts rows per step, and "Practice" beside a step reads the attempts of one step:
-- both read this index rather than the table.
CREATE INDEX attempt_steps_by_step ON attempt_steps (failed_step, attempt_id);
