/**
 * What accuracy by step adds to every Progress load: the tallies of attempt_steps and the
 * count of attempts without a step, on 100,000 attempts of which 60,000 have a step recorded; and
 * stepPractice's query. Figures to read, not timed tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, bench, describe } from 'vitest';
import { openStore } from '#main/store/index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-steps-bench-'));
const file = path.join(dir, 'steps.sqlite');
const opened = openStore({ file });
if (!opened.ok) throw new Error(opened.error.message);
const store = opened.value;
{
  const db = new Database(file);
  db.transaction(() => {
    db.prepare(
      "INSERT INTO packs (id, title, description, author, version, builtin, json, imported_at) VALUES ('p', 'P', '', '', '1', 0, '{}', '2026-01-01T00:00:00.000Z')",
    ).run();
    const quiz = db.prepare("INSERT INTO quizzes (pack_id, id, position, title, type, tags, level, json) VALUES ('p', ?, ?, ?, 'legal-sets', '[]', 1, '{}')");
    for (let q = 0; q < 500; q++) quiz.run(`q${q}`, q, `Quiz ${q}`);
    const attempt = db.prepare("INSERT INTO attempts (pack_id, quiz_id, answer, correct, time_ms, created_at) VALUES ('p', ?, '{}', ?, 1000, ?)");
    const step = db.prepare('INSERT INTO attempt_steps (attempt_id, failed_step) VALUES (?, ?)');
    for (let i = 0; i < 100_000; i++) {
      const id = Number(attempt.run(`q${i % 500}`, i % 3 === 0 ? 1 : 0, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()).lastInsertRowid);
      if (i % 5 < 3) step.run(id, i % 3 === 0 ? 0 : [1, 2, 3, 7][i % 4]!);
    }
  })();
  db.close();
}
afterAll(() => {
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('accuracy by step over 100,000 attempts', () => {
  bench(
    'attemptSteps.tallies (every Progress load)',
    () => {
      if (!store.attemptSteps.tallies().ok) throw new Error('tallies failed');
    },
    { time: 1000 },
  );
  bench(
    'attemptSteps.quizzesMissedAt(3, 50) (Practice beside a step)',
    () => {
      if (!store.attemptSteps.quizzesMissedAt(3, 50).ok) throw new Error('quizzesMissedAt failed');
    },
    { time: 1000 },
  );
});
