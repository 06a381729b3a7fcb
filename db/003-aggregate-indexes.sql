-- Schema 3: what the progress, review, stats and library aggregates and the CSV export read, so that
-- none of them reads every attempt row with its JSON answer (at 100,000 attempts that took seconds). Applied by src-main/store/migrations.ts in the same transaction
-- as every other pending migration; no BEGIN/COMMIT, no user_version here.

-- One row per quiz with attempts (existing or not: history outlives quiz rows), kept by the triggers
-- below in the same statement as the attempt, so it is never out of step with the attempts table:
-- library statuses, the review queue, stats and progress by tag read a few thousand rows, not 100,000.
-- The latest attempt is the one with the highest id (ids grow with time, as listProgress always took it).
CREATE TABLE quiz_attempt_stats (
  pack_id      TEXT    NOT NULL,
  quiz_id      TEXT    NOT NULL,
  attempts     INTEGER NOT NULL CHECK (attempts > 0),
  correct      INTEGER NOT NULL CHECK (correct >= 0),
  last_id      INTEGER NOT NULL,
  last_correct INTEGER NOT NULL CHECK (last_correct IN (0, 1)),
  last_at      TEXT    NOT NULL,
  PRIMARY KEY (pack_id, quiz_id)
) STRICT;

-- The quiz's row recomputed from its attempts (an index range of attempts_by_quiz_outcome); used after
-- a delete or an update, which the app never does to history but a hand-edited database might.
CREATE INDEX attempts_by_quiz_outcome ON attempts (pack_id, quiz_id, correct, created_at);

INSERT INTO quiz_attempt_stats (pack_id, quiz_id, attempts, correct, last_id, last_correct, last_at)
SELECT pack_id, quiz_id, count(*), sum(correct), max(id), correct, created_at FROM attempts GROUP BY pack_id, quiz_id;

CREATE TRIGGER attempts_tally_insert AFTER INSERT ON attempts BEGIN
  INSERT INTO quiz_attempt_stats (pack_id, quiz_id, attempts, correct, last_id, last_correct, last_at)
  VALUES (NEW.pack_id, NEW.quiz_id, 1, NEW.correct, NEW.id, NEW.correct, NEW.created_at)
  ON CONFLICT (pack_id, quiz_id) DO UPDATE SET
    attempts = attempts + 1,
    correct = correct + excluded.correct,
    last_correct = CASE WHEN excluded.last_id > last_id THEN excluded.last_correct ELSE last_correct END,
    last_at = CASE WHEN excluded.last_id > last_id THEN excluded.last_at ELSE last_at END,
    last_id = max(last_id, excluded.last_id);
END;

CREATE TRIGGER attempts_tally_delete AFTER DELETE ON attempts BEGIN
  DELETE FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.quiz_id;
  INSERT INTO quiz_attempt_stats (pack_id, quiz_id, attempts, correct, last_id, last_correct, last_at)
  SELECT pack_id, quiz_id, count(*), sum(correct), max(id), correct, created_at FROM attempts
  WHERE pack_id = OLD.pack_id AND quiz_id = OLD.quiz_id GROUP BY pack_id, quiz_id;
END;

CREATE TRIGGER attempts_tally_update AFTER UPDATE OF id, pack_id, quiz_id, correct, created_at ON attempts BEGIN
  DELETE FROM quiz_attempt_stats WHERE (pack_id = OLD.pack_id AND quiz_id = OLD.quiz_id) OR (pack_id = NEW.pack_id AND quiz_id = NEW.quiz_id);
  INSERT INTO quiz_attempt_stats (pack_id, quiz_id, attempts, correct, last_id, last_correct, last_at)
  SELECT pack_id, quiz_id, count(*), sum(correct), max(id), correct, created_at FROM attempts
  WHERE (pack_id = OLD.pack_id AND quiz_id = OLD.quiz_id) OR (pack_id = NEW.pack_id AND quiz_id = NEW.quiz_id)
  GROUP BY pack_id, quiz_id;
END;

-- In time order with every column the CSV export writes and the day tallies count: progress by day in
-- the learner's time zone is one range count per day, and the export one scan, neither touching the
-- table. Its first column serves every range on created_at, so schema 1's attempts_by_time is redundant.
CREATE INDEX attempts_by_time_covering ON attempts (created_at, id, pack_id, quiz_id, correct, time_ms, mode);
DROP INDEX attempts_by_time;
