/**
 * The volume fixture's data folder for the benches (docs/volume.md): built once by scripts/fixture-volume.js
 * into the OS temp folder, then reused while the generator's version
 * stays the same. The benches copy nothing and write nothing but the schema migration and what the
 * app stores on its first run (the library's search terms, read here once as the first library load
 * reads them), so every round measures a start as the learner's second and later ones are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTrainerService } from '#main/api/service';
import { openAppStore } from '#main/core/open-app-store';
import type { EngineRunner } from '#main/worker/runner';
import { buildVolumeFixture, FIXTURE_VERSION } from '../scripts/fixture-volume.js';

/** Names a fixture folder of one's own (the default is shared by every checkout on the machine, whose schemas may differ). */
export const VOLUME_DIR_ENV = 'ATTACK_TRAINER_VOLUME_DIR';

export const volumeDataDir = async (): Promise<string> => {
  const dir = process.env[VOLUME_DIR_ENV] ?? path.join(os.tmpdir(), `attack-trainer-volume-v${String(FIXTURE_VERSION)}`);
  if (!fs.existsSync(path.join(dir, 'attack-trainer.sqlite'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    await buildVolumeFixture({ dataDir: dir });
  }
  const opened = openAppStore(dir);
  if (!opened.ok) throw new Error(opened.error.join('\n'));
  const noEngine = { run: () => Promise.reject(new Error('no engine here')), close: () => Promise.resolve() } as unknown as EngineRunner;
  const first = await createTrainerService(opened.value, noEngine).libraryIndex();
  opened.value.close();
  if (!first.ok) throw new Error(first.error.message);
  return dir;
};
