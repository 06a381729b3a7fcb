/** Where the app keeps its database when no file is given: --data-dir, else the environment, else the platform's data folder. */
import path from 'node:path';
import os from 'node:os';

const DATA_DIR_FLAG = '--data-dir';
export const DATA_DIR_ENV = 'ATTACK_TRAINER_DATA';
export const DATABASE_FILE_NAME = 'attack-trainer.sqlite';

export interface DataDirSource {
  /** The value given to `--data-dir`, if any (see `dataDirFlag`). */
  readonly flag?: string | undefined;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly platform?: NodeJS.Platform;
  readonly home?: string;
}

/**
 * The data folder: the flag, else $ATTACK_TRAINER_DATA, else the platform's per-user application-data
 * folder. Paths are joined with the rules of the *target* platform (path.win32 for Windows) so the
 * answer does not depend on the machine computing it. An empty flag or variable counts as unset.
 */
export const resolveDataDir = ({ flag, env = process.env, platform = process.platform, home = os.homedir() }: DataDirSource = {}): string => {
  if (flag !== undefined && flag !== '') return flag;
  const fromEnv = env[DATA_DIR_ENV];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  switch (platform) {
    case 'win32': {
      const appData = env['APPDATA'];
      const base = appData !== undefined && appData !== '' ? appData : path.win32.join(home, 'AppData', 'Roaming');
      return path.win32.join(base, 'Attack Trainer');
    }
    case 'darwin':
      return path.posix.join(home, 'Library', 'Application Support', 'Attack Trainer');
    default: {
      // The XDG base-directory spec says a relative $XDG_DATA_HOME is invalid and must be ignored.
      const xdg = env['XDG_DATA_HOME'];
      const base = xdg !== undefined && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(home, '.local', 'share');
      return path.posix.join(base, 'attack-trainer');
    }
  }
};

/** The value of `--data-dir X` or `--data-dir=X` in argv (the last one wins), or undefined. */
export const dataDirFlag = (argv: readonly string[]): string | undefined => {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === DATA_DIR_FLAG) {
      const next = argv[i + 1];
      if (next !== undefined) {
        value = next;
        i++;
      }
    } else if (arg?.startsWith(`${DATA_DIR_FLAG}=`)) {
      value = arg.slice(DATA_DIR_FLAG.length + 1);
    }
  }
  return value;
};
