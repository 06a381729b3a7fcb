-- Schema 6: generated puzzles (docs/puzzles.md). Applied by src-main/store/migrations.ts in the same
-- transaction as every other pending migration; that code sets PRAGMA user_version, so this file must
-- not (nor BEGIN/COMMIT). The answers themselves are ordinary attempts (table attempts) on the quiz the
-- puzzle was saved as, so review and progress count them like any other quiz.

-- The learner's Glicko-2 rating: scope 'overall' and one row per theme.
CREATE TABLE puzzle_learner_ratings (
  scope      TEXT NOT NULL PRIMARY KEY CHECK (length(scope) > 0),
  rating     REAL NOT NULL,
  rd         REAL NOT NULL CHECK (rd > 0),
  vol        REAL NOT NULL CHECK (vol > 0),
  updated_at TEXT NOT NULL
) STRICT;

-- Each generated puzzle's Glicko-2 rating, starting from the generator's initial rating.
CREATE TABLE puzzle_ratings (
  puzzle_id TEXT    NOT NULL PRIMARY KEY CHECK (length(puzzle_id) > 0),
  theme     TEXT    NOT NULL,
  rating    REAL    NOT NULL,
  rd        REAL    NOT NULL CHECK (rd > 0),
  vol       REAL    NOT NULL CHECK (vol > 0),
  attempts  INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  solved    INTEGER NOT NULL DEFAULT 0 CHECK (solved >= 0 AND solved <= attempts)
) STRICT;

-- One row per answered puzzle: the ratings before and after (the history chart reads them).
CREATE TABLE puzzle_attempts (
  id             INTEGER NOT NULL PRIMARY KEY,
  puzzle_id      TEXT    NOT NULL,
  theme          TEXT    NOT NULL,
  mode           TEXT    NOT NULL CHECK (mode IN ('puzzles', 'rush')),
  solved         INTEGER NOT NULL CHECK (solved IN (0, 1)),
  learner_before REAL    NOT NULL,
  learner_after  REAL    NOT NULL,
  theme_before   REAL    NOT NULL,
  theme_after    REAL    NOT NULL,
  puzzle_before  REAL    NOT NULL,
  puzzle_after   REAL    NOT NULL,
  -- The attempts row of the same answer (no foreign key, as attempts outlive their quizzes).
  attempt_id     INTEGER,
  created_at     TEXT    NOT NULL
) STRICT;

CREATE INDEX puzzle_attempts_by_time ON puzzle_attempts (created_at);

-- A finished rush: its length, score and the puzzles missed (JSON array of puzzle ids).
CREATE TABLE rush_runs (
  id          INTEGER NOT NULL PRIMARY KEY,
  minutes     INTEGER NOT NULL CHECK (minutes IN (3, 5)),
  score       INTEGER NOT NULL CHECK (score >= 0),
  misses      INTEGER NOT NULL CHECK (misses >= 0),
  missed      TEXT    NOT NULL CHECK (json_valid(missed) AND json_type(missed) = 'array'),
  finished_at TEXT    NOT NULL
) STRICT;

CREATE INDEX rush_runs_by_minutes ON rush_runs (minutes, score);
