-- Schema 10: two reads made cheap at a community's volume (docs/volume.md). Applied by
-- src-main/store/migrations.ts in the same transaction as every other pending migration; no
-- BEGIN/COMMIT, no user_version here.

-- The list of packs (every library arrival) from an index holding every column it shows, in its order.
-- A pack row keeps the whole pack file (json, 1.6 MB for 500 quizzes) before imported_at, so reading
-- imported_at from the table walked each pack's overflow pages: 12–33 ms of CPU for ten packs.
CREATE INDEX packs_listing ON packs (builtin DESC, title COLLATE NOCASE, id, description, author, version, imported_at);

-- The attempts summed per set of tags of their quiz as stored now (Progress's totals, tags and steps),
-- kept as a tally, so that Progress reads a few hundred rows instead of grouping every quiz's row of
-- quiz_attempt_stats by its quiz's tags (4–5 ms of its 11 ms at 100,000 attempts and 5,000 quizzes).

-- One row per set of tags, `tags` being the quizzes.tags text as stored ('' for the attempts of quizzes
-- no longer stored: history outlives its quizzes). A row may fall to 0 attempts when a quiz moves away;
-- readers skip those. Kept by the triggers below, in the same statement as the change, from the two
-- tables the sum depends on: quiz_attempt_stats (itself kept by db/003's triggers on every insert,
-- delete or update of an attempt) and quizzes (a pack imported, replaced or deleted moves its quizzes'
-- sums between sets of tags).
CREATE TABLE tag_set_tallies (
  tags     TEXT    NOT NULL PRIMARY KEY,
  attempts INTEGER NOT NULL CHECK (attempts >= 0),
  correct  INTEGER NOT NULL CHECK (correct >= 0 AND correct <= attempts)
) STRICT;

INSERT INTO tag_set_tallies (tags, attempts, correct)
SELECT coalesce(q.tags, ''), sum(p.attempts), sum(p.correct)
FROM quiz_attempt_stats p LEFT JOIN quizzes q ON q.pack_id = p.pack_id AND q.id = p.quiz_id
GROUP BY coalesce(q.tags, '');

-- A quiz's sums arrive, leave or change: added to (or taken from) its quiz's current set of tags.
CREATE TRIGGER quiz_stats_tag_sets_insert AFTER INSERT ON quiz_attempt_stats BEGIN
  INSERT INTO tag_set_tallies (tags, attempts, correct)
  VALUES (coalesce((SELECT tags FROM quizzes WHERE pack_id = NEW.pack_id AND id = NEW.quiz_id), ''), NEW.attempts, NEW.correct)
  ON CONFLICT (tags) DO UPDATE SET attempts = attempts + excluded.attempts, correct = correct + excluded.correct;
END;

CREATE TRIGGER quiz_stats_tag_sets_delete AFTER DELETE ON quiz_attempt_stats BEGIN
  UPDATE tag_set_tallies SET attempts = attempts - OLD.attempts, correct = correct - OLD.correct
  WHERE tags = coalesce((SELECT tags FROM quizzes WHERE pack_id = OLD.pack_id AND id = OLD.quiz_id), '');
END;

CREATE TRIGGER quiz_stats_tag_sets_update AFTER UPDATE OF pack_id, quiz_id, attempts, correct ON quiz_attempt_stats BEGIN
  UPDATE tag_set_tallies SET attempts = attempts - OLD.attempts, correct = correct - OLD.correct
  WHERE tags = coalesce((SELECT tags FROM quizzes WHERE pack_id = OLD.pack_id AND id = OLD.quiz_id), '');
  INSERT INTO tag_set_tallies (tags, attempts, correct)
  VALUES (coalesce((SELECT tags FROM quizzes WHERE pack_id = NEW.pack_id AND id = NEW.quiz_id), ''), NEW.attempts, NEW.correct)
  ON CONFLICT (tags) DO UPDATE SET attempts = attempts + excluded.attempts, correct = correct + excluded.correct;
END;

-- A quiz stored (a pack imported again, or a quiz back after its pack was deleted): its history, if
-- any, moves from the quizzes no longer stored to its tags.
CREATE TRIGGER quizzes_tag_sets_insert AFTER INSERT ON quizzes BEGIN
  UPDATE tag_set_tallies SET
    attempts = attempts - (SELECT attempts FROM quiz_attempt_stats WHERE pack_id = NEW.pack_id AND quiz_id = NEW.id),
    correct = correct - (SELECT correct FROM quiz_attempt_stats WHERE pack_id = NEW.pack_id AND quiz_id = NEW.id)
  WHERE tags = '' AND EXISTS (SELECT 1 FROM quiz_attempt_stats WHERE pack_id = NEW.pack_id AND quiz_id = NEW.id);
  INSERT INTO tag_set_tallies (tags, attempts, correct)
  SELECT NEW.tags, attempts, correct FROM quiz_attempt_stats WHERE pack_id = NEW.pack_id AND quiz_id = NEW.id
  ON CONFLICT (tags) DO UPDATE SET attempts = attempts + excluded.attempts, correct = correct + excluded.correct;
END;

-- A quiz removed (its pack deleted or replaced): its history moves to the quizzes no longer stored.
CREATE TRIGGER quizzes_tag_sets_delete AFTER DELETE ON quizzes BEGIN
  UPDATE tag_set_tallies SET
    attempts = attempts - (SELECT attempts FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.id),
    correct = correct - (SELECT correct FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.id)
  WHERE tags = OLD.tags AND EXISTS (SELECT 1 FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.id);
  INSERT INTO tag_set_tallies (tags, attempts, correct)
  SELECT '', attempts, correct FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.id
  ON CONFLICT (tags) DO UPDATE SET attempts = attempts + excluded.attempts, correct = correct + excluded.correct;
END;

-- A quiz renamed or retagged in place (the app replaces rows, a hand edit might not): removed under
-- its old key and tags, then stored under its new ones, as the two triggers above do.
CREATE TRIGGER quizzes_tag_sets_update AFTER UPDATE OF pack_id, id, tags ON quizzes BEGIN
  UPDATE tag_set_tallies SET
    attempts = attempts - (SELECT attempts FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.id),
    correct = correct - (SELECT correct FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.id)
  WHERE tags = OLD.tags AND EXISTS (SELECT 1 FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.id);
  INSERT INTO tag_set_tallies (tags, attempts, correct)
  SELECT '', attempts, correct FROM quiz_attempt_stats WHERE pack_id = OLD.pack_id AND quiz_id = OLD.id
  ON CONFLICT (tags) DO UPDATE SET attempts = attempts + excluded.attempts, correct = correct + excluded.correct;
  UPDATE tag_set_tallies SET
    attempts = attempts - (SELECT attempts FROM quiz_attempt_stats WHERE pack_id = NEW.pack_id AND quiz_id = NEW.id),
    correct = correct - (SELECT correct FROM quiz_attempt_stats WHERE pack_id = NEW.pack_id AND quiz_id = NEW.id)
  WHERE tags = '' AND EXISTS (SELECT 1 FROM quiz_attempt_stats WHERE pack_id = NEW.pack_id AND quiz_id = NEW.id);
  INSERT INTO tag_set_tallies (tags, attempts, correct)
  SELECT NEW.tags, attempts, correct FROM quiz_attempt_stats WHERE pack_id = NEW.pack_id AND quiz_id = NEW.id
  ON CONFLICT (tags) DO UPDATE SET attempts = attempts + excluded.attempts, correct = correct + excluded.correct;
END;
