#!/usr/bin/env node
// @ts-check
/**
 * `npm run fixture:volume [-- --data-dir DIR] [--packs N] [--quizzes N] [--attempts N] [--now ISO]`:
 * a data folder at a judge community's volume (docs/volume.md): the built-in pack, ten user packs of 500
 * quizzes each and 100,000 attempts with their review schedule, written through the real store. The npm
 * script runs it from the Node build (out/cli/fixture-volume.js); the benches import it from source
 * through vitest, and the e2e volume test loads the built copy. Each pack and its
 * history go in through store.importPack in one transaction, the same path a pack file with progress
 * takes, so every check of the store applies and the whole run takes seconds, not an hour of fsyncs.
 *
 * Deterministic: the same arguments give the same quizzes, answers and outcomes (a seeded PRNG); only
 * the times depend on --now (default: the current time), so "due" and "today" stay meaningful.
 * The e2e volume test and the volume benches call `buildVolumeFixture` through this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBuiltinPack, seedBuiltinPack } from '#main/core/load-builtin';
import { reviewCard } from '#main/domain/review/index';
import { openStore } from '#main/store/index';
import { toStoredPack } from '#main/store/stored-pack';
import { makeQuiz, parseQuizPack } from '#shared/quiz/index';
import { packageRoot } from './lib/root.js';

export const VOLUME_DEFAULTS = { packs: 10, quizzesPerPack: 500, attempts: 100_000 };
/** Bump when the generated content changes, so cached folders (bench/volume-data.ts) are rebuilt. */
export const FIXTURE_VERSION = 1;

/** mulberry32: small, seedable, the same on every machine. */
const prng = (/** @type {number} */ seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const THEMES = ['Ravnica', 'Kamigawa', 'Dominaria', 'Zendikar', 'Innistrad', 'Theros', 'Eldraine', 'Ikoria', 'Kaldheim', 'Tarkir', 'Alara', 'Lorwyn'];

/**
 * @param {{ dataDir: string, packs?: number, quizzesPerPack?: number, attempts?: number, now?: Date, log?: (line: string) => void }} options
 * @returns {Promise<{ quizzes: number, attempts: number, file: string, ms: number }>}
 */
export async function buildVolumeFixture(options) {
  const started = Date.now();
  const packCount = options.packs ?? VOLUME_DEFAULTS.packs;
  const perPack = options.quizzesPerPack ?? VOLUME_DEFAULTS.quizzesPerPack;
  const attemptCount = options.attempts ?? VOLUME_DEFAULTS.attempts;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});

  fs.mkdirSync(options.dataDir, { recursive: true });
  const opened = openStore({ dataDir: options.dataDir });
  if (!opened.ok) throw new Error(`cannot open the store: ${opened.error.message}`);
  const store = opened.value;
  try {
    const seeded = seedBuiltinPack(store);
    if (!seeded.ok) throw new Error(seeded.error.join('\n'));
    const builtin = loadBuiltinPack();
    if (!builtin.ok) throw new Error(builtin.error.join('\n'));
    const models = builtin.value.quizzes.map((/** @type {{ json: string }} */ q) => JSON.parse(q.json));
    const random = prng(15);
    const perPackAttempts = Math.floor(attemptCount / packCount);
    const spanMs = 365 * 86_400_000;
    let total = 0;
    for (let p = 0; p < packCount; p++) {
      const theme = THEMES[p % THEMES.length];
      const packId = `volume-${String(p + 1).padStart(2, '0')}`;
      const quizzes = Array.from({ length: perPack }, (_, i) => {
        const model = models[(i + p * 7) % models.length];
        return { ...model, id: `${packId}-q${String(i + 1).padStart(3, '0')}`, title: `${model.title} — ${theme} drill ${i + 1}` };
      });
      const parsed = parseQuizPack({
        format: 'attack-quiz-pack/1',
        id: packId,
        title: `${theme} judge drills`,
        description: `Volume fixture pack ${p + 1}: variations of the built-in quizzes.`,
        author: 'fixture:volume',
        version: String(FIXTURE_VERSION),
        quizzes,
      });
      if (!parsed.ok) throw new Error(`pack ${packId}: ${parsed.error[0]?.path} ${parsed.error[0]?.message}`);
      const ids = parsed.value.quizzes.map((/** @type {{ id: string }} */ q) => q.id);
      // Each quiz's answer key, to record a right answer as what the learner gave.
      const answers = parsed.value.quizzes.map(
        (/** @type {unknown} */ q) => /** @type {{ question: { type: string, answer?: any, correct?: string[] } }} */ (makeQuiz(q)).question,
      );
      const n = p === packCount - 1 ? attemptCount - perPackAttempts * (packCount - 1) : perPackAttempts;
      /** @type {{ quizId: string, at: string, correct: boolean, timeMs: number, mode: string, answer: unknown }[]} */
      const attempts = [];
      /** @type {Map<number, { at: Date, correct: boolean }>} */
      const lastRated = new Map();
      for (let k = 0; k < n; k++) {
        // Skewed towards the first quizzes of a pack (learners start at the top) and towards recent days.
        const index = Math.min(perPack - 1, Math.floor(perPack * random() ** 1.6));
        const at = new Date(now.getTime() - Math.floor(spanMs * random() ** 2) - 60_000);
        const correct = random() < 0.68;
        const roll = random();
        const mode = roll < 0.7 ? 'rated' : roll < 0.95 ? 'practice' : 'exam';
        const key = answers[index];
        const answer =
          key.type === 'choice'
            ? { type: 'choice', selected: correct ? key.correct : [] }
            : key.type === 'legal-sets'
              ? { type: 'legal-sets', declarations: correct ? key.answer : [] }
              : key.type === 'can-attack'
                ? { type: 'can-attack', value: correct ? key.answer : !key.answer }
                : { type: 'number', value: correct ? key.answer : -1 };
        attempts.push({ quizId: ids[index], at: at.toISOString(), correct, timeMs: 4_000 + Math.floor(random() * 90_000), mode, answer });
        const previous = lastRated.get(index);
        if (mode !== 'practice' && (previous === undefined || previous.at < at)) lastRated.set(index, { at, correct });
      }
      attempts.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      // The schedule after each quiz's latest rated answer (one card per quiz, as the service keeps it).
      const reviews = [...lastRated].map(([index, last]) => {
        const card = reviewCard(undefined, last.correct ? 'good' : 'again', last.at, 0.9);
        return { quizId: ids[index], due: card.due, state: card };
      });
      const stored = store.importPack({ ...toStoredPack(parsed.value, false), progress: { attempts, reviews } });
      if (!stored.ok) throw new Error(`pack ${packId}: ${stored.error.message}`);
      total += attempts.length;
      log(`${packId}: ${ids.length} quizzes, ${attempts.length} attempts`);
    }
    return { quizzes: packCount * perPack + builtin.value.quizzes.length, attempts: total, file: store.file, ms: Date.now() - started };
  } finally {
    store.close();
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string', default: path.join(packageRoot(import.meta.url), 'volume-data') },
      packs: { type: 'string' },
      quizzes: { type: 'string' },
      attempts: { type: 'string' },
      now: { type: 'string' },
    },
  });
  const dataDir = path.resolve(/** @type {string} */ (values['data-dir']));
  const number = (/** @type {string | undefined} */ v) => (v === undefined ? undefined : Number(v));
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    process.stderr.write(`${dataDir} is not empty: give --data-dir a new folder\n`);
    process.exit(2);
  }
  const result = await buildVolumeFixture({
    dataDir,
    ...(values.packs === undefined ? {} : { packs: number(values.packs) }),
    ...(values.quizzes === undefined ? {} : { quizzesPerPack: number(values.quizzes) }),
    ...(values.attempts === undefined ? {} : { attempts: number(values.attempts) }),
    ...(values.now === undefined ? {} : { now: new Date(values.now) }),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const mb = (fs.statSync(result.file).size / 1e6).toFixed(1);
  process.stdout.write(`${result.quizzes} quizzes, ${result.attempts} attempts in ${result.file} (${mb} MB) in ${(result.ms / 1000).toFixed(1)} s\n`);
  process.stdout.write(`serve it: node bin/attack-trainer.js serve --data-dir ${dataDir}\n`);
}
