/**
 * The built-in pack (quizzes/builtin.json), found by walking up from this module as the store finds
 * db/: the source lives in src-main/core/, the bundles in out/cli/ and out/main/, and a packaged
 * app keeps quizzes/ beside out/ (electron-builder.yml). Parsed with the pack parser at every start
 * and given to store.seedBuiltin, which writes only when the pack changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { err, ok, type Result } from '#shared/engine/result';
import { formatIssue } from '#shared/json/format-issue';
import { toStoredPack } from '#main/store/stored-pack';
import { parseQuizPackText } from '#shared/quiz/index';
import type { SeedOutcome, Store, StoredPackInput } from '#main/store/index';

export const BUILTIN_PACK_FILE = path.join('quizzes', 'builtin.json');

/** The builtin pack file above `from`, or undefined when no ancestor has quizzes/builtin.json. */
export const findBuiltinPack = (from: string | URL = import.meta.url): string | undefined => {
  let dir = path.dirname(from instanceof URL || from.startsWith('file:') ? fileURLToPath(from) : path.resolve(from));
  for (;;) {
    const candidate = path.join(dir, BUILTIN_PACK_FILE);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
};

/** The pack as the store keeps it, or one line per problem (`file: path: message`). */
export const loadBuiltinPack = (file: string | undefined = findBuiltinPack()): Result<StoredPackInput, string[]> => {
  if (file === undefined) return err([`cannot find ${BUILTIN_PACK_FILE} above ${fileURLToPath(import.meta.url)}`]);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return err([`cannot read the built-in pack ${file}: ${e instanceof Error ? e.message : String(e)}`]);
  }
  const parsed = parseQuizPackText(text);
  if (!parsed.ok) return err(parsed.error.map((e) => `${file}: ${formatIssue(e)}`));
  return ok(toStoredPack(parsed.value, true));
};

export const seedBuiltinPack = (store: Store, file?: string): Result<SeedOutcome, string[]> => {
  const pack = loadBuiltinPack(file ?? findBuiltinPack());
  if (!pack.ok) return pack;
  const seeded = store.seedBuiltin(pack.value);
  return seeded.ok ? seeded : err([`cannot store the built-in pack: ${seeded.error.message}`]);
};
