import { describe, expect, test } from 'vitest';
import { dataDirFlag, resolveDataDir, type DataDirSource } from '#main/store/data-dir';

const HOME = { posix: '/home/ana', mac: '/Users/ana', win: 'C:\\Users\\ana' };

const cases: { name: string; source: DataDirSource; dir: string }[] = [
  {
    name: 'the flag wins over everything',
    source: { flag: '/tmp/x', env: { ATTACK_TRAINER_DATA: '/env' }, platform: 'linux', home: HOME.posix },
    dir: '/tmp/x',
  },
  { name: 'the flag wins on Windows too', source: { flag: 'D:\\data', env: { APPDATA: 'C:\\AppData' }, platform: 'win32', home: HOME.win }, dir: 'D:\\data' },
  {
    name: 'the env variable comes next',
    source: { env: { ATTACK_TRAINER_DATA: '/env', XDG_DATA_HOME: '/xdg' }, platform: 'linux', home: HOME.posix },
    dir: '/env',
  },
  { name: 'an empty flag counts as unset', source: { flag: '', env: { ATTACK_TRAINER_DATA: '/env' }, platform: 'darwin', home: HOME.mac }, dir: '/env' },
  {
    name: 'an empty variable counts as unset',
    source: { env: { ATTACK_TRAINER_DATA: '' }, platform: 'linux', home: HOME.posix },
    dir: '/home/ana/.local/share/attack-trainer',
  },
  { name: 'Linux with XDG_DATA_HOME', source: { env: { XDG_DATA_HOME: '/data/xdg' }, platform: 'linux', home: HOME.posix }, dir: '/data/xdg/attack-trainer' },
  { name: 'Linux without XDG_DATA_HOME', source: { env: {}, platform: 'linux', home: HOME.posix }, dir: '/home/ana/.local/share/attack-trainer' },
  {
    name: 'Linux ignores a relative XDG_DATA_HOME (XDG spec)',
    source: { env: { XDG_DATA_HOME: 'rel/dir' }, platform: 'linux', home: HOME.posix },
    dir: '/home/ana/.local/share/attack-trainer',
  },
  { name: 'other Unixes follow XDG', source: { env: {}, platform: 'freebsd', home: HOME.posix }, dir: '/home/ana/.local/share/attack-trainer' },
  {
    name: 'macOS',
    source: { env: { XDG_DATA_HOME: '/ignored' }, platform: 'darwin', home: HOME.mac },
    dir: '/Users/ana/Library/Application Support/Attack Trainer',
  },
  {
    name: 'Windows with APPDATA',
    source: { env: { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, platform: 'win32', home: HOME.win },
    dir: 'C:\\Users\\ana\\AppData\\Roaming\\Attack Trainer',
  },
  { name: 'Windows without APPDATA', source: { env: {}, platform: 'win32', home: HOME.win }, dir: 'C:\\Users\\ana\\AppData\\Roaming\\Attack Trainer' },
];

describe('resolveDataDir', () => {
  test.each(cases)('$name', ({ source, dir }) => {
    expect(resolveDataDir(source)).toBe(dir);
  });

  test('defaults to this process: the env variable is honoured', () => {
    const saved = process.env['ATTACK_TRAINER_DATA'];
    process.env['ATTACK_TRAINER_DATA'] = '/from/process/env';
    try {
      expect(resolveDataDir()).toBe('/from/process/env');
    } finally {
      if (saved === undefined) delete process.env['ATTACK_TRAINER_DATA'];
      else process.env['ATTACK_TRAINER_DATA'] = saved;
    }
  });
});

describe('dataDirFlag', () => {
  test.each([
    { argv: ['node', 'app'], value: undefined },
    { argv: ['node', 'app', '--data-dir', '/a'], value: '/a' },
    { argv: ['node', 'app', '--data-dir=/b c'], value: '/b c' },
    { argv: ['--data-dir', '/a', '--data-dir=/b'], value: '/b' },
    { argv: ['app', '--data-dir'], value: undefined },
    { argv: ['app', '--data-directory=/x'], value: undefined },
  ])('$argv → $value', ({ argv, value }) => {
    expect(dataDirFlag(argv)).toBe(value);
  });
});
