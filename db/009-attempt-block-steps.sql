-- Schema 9: the step of declaring blockers (CR 509.1a–509.1d) where an answer to a blocking quiz went
-- wrong, per attempt, so that progress says which step of 509.1 a learner misses, as it does for the
-- seven steps of declaring attackers (docs/review-and-exams.md "Accuracy by step"). Applied by
-- src-main/store/migrations.ts in the same transaction as every other pending migration; that code
-- sets PRAGMA user_version, so this file must not (nor BEGIN/COMMIT).

-- A table of its own rather than a column of attempts or new values in attempt_steps: blocking answers
-- made before this schema simply have no row, so they read as "not recorded" (never as right, never
-- under a step they did not fail at), and attempt_steps keeps meaning the attack steps 0–7 only. An
-- attempt has a row in at most one of the two tables: its quiz is on an attack board or a block board.
-- failed_step: 'none' when the answer went wrong at no step (it was right), else the step of 509.1
-- where it first went wrong ('509.1d' also holds 509.1e and 509.1f, paying the costs).
CREATE TABLE attempt_block_steps (
  attempt_id  INTEGER NOT NULL PRIMARY KEY REFERENCES attempts (id) ON DELETE CASCADE,
  failed_step TEXT NOT NULL CHECK (failed_step IN ('none', '509.1a', '509.1b', '509.1c', '509.1d'))
) STRICT;

-- The by-step counts group by step, and "Practice" beside a step reads the attempts of one step.
CREATE INDEX attempt_block_steps_by_step ON attempt_block_steps (failed_step, attempt_id);
