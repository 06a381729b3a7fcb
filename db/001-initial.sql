-- Schema 1 of the Attack Trainer store. Applied by src-main/store/migrations.ts inside one transaction
-- together with every other pending migration; that code also sets PRAGMA user_version, so this file
-- must not (and must not BEGIN/COMMIT either). Every table is STRICT so a wrong type is an error, not a
-- silent coercion; JSON columns are checked with json_valid so a reader can always parse them.

-- A quiz pack as it was imported: the parsed-out columns serve listing, `json` is the source of truth
-- that `exportPack` gives back unchanged.
CREATE TABLE packs (
  id          TEXT    NOT NULL PRIMARY KEY CHECK (length(id) > 0),
  title       TEXT    NOT NULL,
  description TEXT    NOT NULL,
  author      TEXT    NOT NULL,
  version     TEXT    NOT NULL,
  builtin     INTEGER NOT NULL CHECK (builtin IN (0, 1)),
  json        TEXT    NOT NULL CHECK (json_valid(json)),
  imported_at TEXT    NOT NULL
) STRICT;

-- Quizzes belong to their pack: replacing or deleting a pack replaces or deletes its quizzes.
-- UNIQUE (pack_id, position) is also the index behind "ordered by pack, then position".
CREATE TABLE quizzes (
  pack_id  TEXT    NOT NULL REFERENCES packs (id) ON DELETE CASCADE,
  id       TEXT    NOT NULL CHECK (length(id) > 0),
  position INTEGER NOT NULL CHECK (position >= 0),
  title    TEXT    NOT NULL,
  type     TEXT    NOT NULL,
  tags     TEXT    NOT NULL CHECK (json_valid(tags) AND json_type(tags) = 'array'),
  level    INTEGER NOT NULL,
  json     TEXT    NOT NULL CHECK (json_valid(json)),
  PRIMARY KEY (pack_id, id),
  UNIQUE (pack_id, position)
) STRICT;

CREATE INDEX quizzes_by_level ON quizzes (level, pack_id, position);

-- The learner's history. (pack_id, quiz_id) is deliberately NOT a foreign key: refreshing the builtin
-- pack or re-importing a user pack deletes and re-inserts quiz rows, and ON DELETE CASCADE would wipe
-- the history with them, while a plain foreign key would make such a refresh fail as soon as a new
-- pack version drops a quiz. History must outlive the quiz rows; the store checks that the quiz exists
-- when an attempt is recorded, and readers join with LEFT JOIN.
CREATE TABLE attempts (
  id         INTEGER NOT NULL PRIMARY KEY,
  pack_id    TEXT    NOT NULL,
  quiz_id    TEXT    NOT NULL,
  answer     TEXT    NOT NULL CHECK (json_valid(answer)),
  correct    INTEGER NOT NULL CHECK (correct IN (0, 1)),
  time_ms    INTEGER NOT NULL CHECK (time_ms >= 0),
  created_at TEXT    NOT NULL
) STRICT;

CREATE INDEX attempts_by_quiz ON attempts (pack_id, quiz_id, created_at);
CREATE INDEX attempts_by_time ON attempts (created_at);

-- Spaced-repetition state per quiz (the scheduler's card as JSON). No foreign key, for the same reason
-- as attempts: a builtin refresh must not reset the learner's schedule.
CREATE TABLE review_state (
  pack_id TEXT NOT NULL,
  quiz_id TEXT NOT NULL,
  state   TEXT NOT NULL CHECK (json_valid(state)),
  due     TEXT NOT NULL,
  PRIMARY KEY (pack_id, quiz_id)
) STRICT;

CREATE INDEX review_state_by_due ON review_state (due);

CREATE TABLE settings (
  key   TEXT NOT NULL PRIMARY KEY CHECK (length(key) > 0),
  value TEXT NOT NULL CHECK (json_valid(value))
) STRICT;
