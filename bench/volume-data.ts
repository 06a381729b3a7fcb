/**
 * The volume fixture's data folder for the benches (issue 15): built once by scripts/fixture-volume.js
 * (which needs `npm run build:node`) into the OS temp folder, then reused while the generator's version
 * stays the same. The benches copy nothing and write nothing but the schema migration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildVolumeFixture, FIXTURE_VERSION } from '../scripts/fixture-volume.js';

export const volumeDataDir = async (): Promise<string> => {
  const dir = path.join(os.tmpdir(), `attack-trainer-volume-v${String(FIXTURE_VERSION)}`);
  if (!fs.existsSync(path.join(dir, 'attack-trainer.sqlite'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    await buildVolumeFixture({ dataDir: dir });
  }
  return dir;
};
