/**
 * The volume fixture's data folder for the benches (docs/volume.md): built once by scripts/fixture-volume.js
 * into the OS temp folder, then reused while the generator's version
 * stays the same. The benches copy nothing and write nothing but the schema migration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildVolumeFixture, FIXTURE_VERSION } from '../scripts/fixture-volume.js';

/** Names a fixture folder of one's own (the default is shared by every checkout on the machine, whose schemas may differ). */
export const VOLUME_DIR_ENV = 'ATTACK_TRAINER_VOLUME_DIR';

export const volumeDataDir = async (): Promise<string> => {
  const dir = process.env[VOLUME_DIR_ENV] ?? path.join(os.tmpdir(), `attack-trainer-volume-v${String(FIXTURE_VERSION)}`);
  if (!fs.existsSync(path.join(dir, 'attack-trainer.sqlite'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    await buildVolumeFixture({ dataDir: dir });
  }
  return dir;
};
