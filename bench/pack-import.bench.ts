/**
 * A community bank in one pack (docs/volume.md; `npm run bench`, figures not timed tests): 5,000 quizzes
 * (copies of the built-in ones under new ids, about 13 MB of JSON) imported through the service with
 * the engine in its worker thread, as the app does it: parse, one engine check per engine-decided
 * quiz, one store transaction. Goal: < 5 s.
 */
import fs from 'node:fs';
import { afterAll, bench, describe } from 'vitest';
import { createTrainerService } from '#main/api/service';
import { openAppStore } from '#main/core/open-app-store';
import { createEngineRunner } from '#main/worker/runner';
import { QUIZ_PACK_LIMITS } from '#shared/quiz/pack-format';
import { buildWorker } from '../test/api/helpers.ts';
import { makeTempDir } from '../test/store/fixtures.ts';

const builtin = JSON.parse(fs.readFileSync(new URL('../quizzes/builtin.json', import.meta.url), 'utf8')) as { quizzes: { id: string; title: string }[] };
const quizzes = Array.from({ length: QUIZ_PACK_LIMITS.maxQuizzes }, (_, i) => {
  const model = builtin.quizzes[i % builtin.quizzes.length]!;
  return { ...model, id: `bank-${i + 1}`, title: `${model.title} (${i + 1})` };
});
const TEXT = JSON.stringify(
  { format: 'attack-quiz-pack/1', id: 'bank', title: 'Community bank', description: '', author: 'bench', version: '1', quizzes },
  null,
  2,
);

const temp = makeTempDir();
const opened = openAppStore(temp.dir);
if (!opened.ok) throw new Error(opened.error.join('\n'));
const store = opened.value;
const worker = buildWorker();
const runner = createEngineRunner({ workerUrl: worker.url, timeLimitMs: 10_000 });
const api = createTrainerService(store, runner);
afterAll(async () => {
  await runner.close();
  worker.cleanup();
  store.close();
  temp.cleanup();
});

describe(`one pack of ${QUIZ_PACK_LIMITS.maxQuizzes} quizzes (${(TEXT.length / 1e6).toFixed(1)} MB)`, () => {
  bench(
    'importPack through the service, engine checks in the worker (< 5 s)',
    async () => {
      const r = await api.importPack({ text: TEXT });
      if (!r.ok) throw new Error(r.error.message);
    },
    { iterations: 2, warmupIterations: 0, time: 0 },
  );
});
