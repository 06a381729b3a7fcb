-- Schema 8: what a host's first answers and Progress read at a community's volume (5,000 quizzes,
-- 100,000 attempts), so that neither parses the packs' JSON nor reads the quiz rows. Applied by
-- src-main/store/migrations.ts in the same transaction as every other pending migration; no
-- BEGIN/COMMIT, no user_version here.

-- Progress sums the attempts per set of tags: quiz_attempt_stats joined to each quiz's tags. This index
-- answers the join without reading the quiz rows, whose JSON makes up most of the table.
CREATE INDEX quizzes_tags ON quizzes (pack_id, id, tags);

-- The top bar's count of reviews due (countDue, a host's first answer) reads the review states due and
-- looks each quiz up: with the quiz's key in the index, no review state row (its scheduler JSON) is
-- read. It serves every other read by due time too, so the index on due alone goes.
CREATE INDEX review_state_due_quiz ON review_state (due, pack_id, quiz_id);
DROP INDEX review_state_by_due;

-- The library's search terms of a pack (the cards on each board, the rules each explanation cites),
-- derived from the pack's JSON by the service (src-main/api/quiz-search.ts) and stored so that a start
-- does not parse 26 MB of pack JSON again. `terms` is a JSON array of [quizId, cards, rules]. Derived
-- data only: a change of the pack's row removes it (the trigger below, and the cascade on delete), and
-- the next reader derives it again. Empty after this migration: the first library load fills it.
CREATE TABLE pack_search_terms (
  pack_id TEXT NOT NULL PRIMARY KEY REFERENCES packs (id) ON DELETE CASCADE,
  terms   TEXT NOT NULL CHECK (json_valid(terms) AND json_type(terms) = 'array')
) STRICT;

-- Every write of a pack's quizzes rewrites its row (store/pack-store.ts writePack), and so does a hand
-- edit of its JSON: the stored terms are then out of date.
CREATE TRIGGER packs_search_terms_update AFTER UPDATE ON packs BEGIN
  DELETE FROM pack_search_terms WHERE pack_id = OLD.id OR pack_id = NEW.id;
END;
