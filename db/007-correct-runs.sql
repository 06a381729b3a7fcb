-- Schema 7: the learner's runs of right answers (progress's "in a row": the run still going and the
-- longest) as a stored tally, so that Progress does not read every attempt in time order to find
-- them (70 ms at 100,000 attempts). Applied by src-main/store/migrations.ts in the same transaction as
-- every other pending migration; no BEGIN/COMMIT, no user_version here.

-- One row. last_at/last_id name the latest attempt counted, in the order the runs are read (created_at,
-- then id). An attempt inserted after it extends or ends the run in the same statement (the trigger
-- below); anything else — an attempt inserted before it (an imported history), a delete or an update
-- of an attempt, which the app never does but a hand edit might — marks the tally stale, and the next
-- reader recounts it from the attempts once (store/aggregates.ts, correctRuns) and stores it again.
CREATE TABLE correct_runs (
  id      INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
  current INTEGER NOT NULL CHECK (current >= 0),
  longest INTEGER NOT NULL CHECK (longest >= current),
  last_at TEXT,
  last_id INTEGER,
  stale   INTEGER NOT NULL CHECK (stale IN (0, 1))
) STRICT;

-- Counted by the first reader: the migration stays as quick as creating a table.
INSERT INTO correct_runs (id, current, longest, last_at, last_id, stale) VALUES (1, 0, 0, NULL, NULL, 1);

CREATE TRIGGER attempts_runs_insert AFTER INSERT ON attempts BEGIN
  -- Before the latest attempt counted: the runs change somewhere in the middle; recounted on reading.
  UPDATE correct_runs SET stale = 1
  WHERE id = 1 AND stale = 0 AND last_id IS NOT NULL AND (NEW.created_at < last_at OR (NEW.created_at = last_at AND NEW.id < last_id));
  -- After it: the run still going grows by a right answer and ends at a wrong one. Every right-hand
  -- side reads the row as it was before this update (SQLite's UPDATE).
  UPDATE correct_runs SET
    current = CASE WHEN NEW.correct = 1 THEN current + 1 ELSE 0 END,
    longest = max(longest, CASE WHEN NEW.correct = 1 THEN current + 1 ELSE 0 END),
    last_at = NEW.created_at,
    last_id = NEW.id
  WHERE id = 1 AND stale = 0;
END;

CREATE TRIGGER attempts_runs_delete AFTER DELETE ON attempts BEGIN
  UPDATE correct_runs SET stale = 1 WHERE id = 1;
END;

CREATE TRIGGER attempts_runs_update AFTER UPDATE OF id, correct, created_at ON attempts BEGIN
  UPDATE correct_runs SET stale = 1 WHERE id = 1;
END;
