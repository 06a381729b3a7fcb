/**
 * One writer of test/store/two-processes.test.ts, run as its own Node process from the test's build of
 * the app (buildApp bundles it beside the CLI): it saves `count` quizzes into one pack through the
 * service, starting at `startAt` (epoch ms) so that two writers race, and prints how many saves were
 * acknowledged. Arguments: DATA_DIR PREFIX COUNT START_AT QUIZ_FILE.
 */
import fs from 'node:fs';
import { createTrainerService } from '#main/api/service';
import { openAppStore } from '#main/core/open-app-store';
import { createInProcessRunner } from '#main/worker/runner';

const [dataDir = '', prefix = '', count = '0', startAt = '0', quizFile = ''] = process.argv.slice(2);
const opened = openAppStore(dataDir);
if (!opened.ok) {
  console.error(opened.error.join('\n'));
  process.exit(3);
}
const api = createTrainerService(opened.value, createInProcessRunner());
const quiz = JSON.parse(fs.readFileSync(quizFile, 'utf8')) as Record<string, unknown>;
while (Date.now() < Number(startAt)) await new Promise((resolve) => setTimeout(resolve, 5));
let acknowledged = 0;
for (let i = 0; i < Number(count); i++) {
  const r = await api.saveUserQuiz({ packId: 'shared', quiz: { ...quiz, id: `${prefix}-${i}` } });
  if (r.ok) acknowledged++;
  else console.error(JSON.stringify(r.error));
}
opened.value.close();
console.log(acknowledged);
