/** Which better-sqlite3 module the Electron main process loads, and the packaged app's unpacked paths. */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { nativeBindingFlag, PACKAGED_NATIVE_BINDING, resolveNativeBinding, unpackedPath } from '#main/electron/native-binding';

describe('nativeBindingFlag', () => {
  test.each([
    {
      name: 'the = form',
      argv: ['/usr/bin/electron', '/app', '--native-binding=/app/native/electron/better_sqlite3.node'],
      found: '/app/native/electron/better_sqlite3.node',
    },
    { name: 'the spaced form', argv: ['/usr/bin/electron', '/app', '--native-binding', '/x/m.node', '--data-dir', 'd'], found: '/x/m.node' },
    { name: 'absent', argv: ['/usr/bin/electron', '/app', '--data-dir', 'd'], found: undefined },
    { name: 'empty after =', argv: ['/usr/bin/electron', '/app', '--native-binding='], found: undefined },
    { name: 'last, with no value', argv: ['/usr/bin/electron', '/app', '--native-binding'], found: undefined },
    { name: 'a longer flag is not it', argv: ['/usr/bin/electron', '--native-bindings=/x'], found: undefined },
  ])('$name', ({ argv, found }) => {
    expect(nativeBindingFlag(argv)).toBe(found);
  });
});

describe('resolveNativeBinding', () => {
  const argv = ['/usr/bin/electron', '/app', '--native-binding=/dev/build.node'];

  test('in development: the module npm start built and passed', () => {
    expect(resolveNativeBinding({ argv, packaged: false, resourcesPath: '/opt/app/resources' })).toBe('/dev/build.node');
  });

  test('in development without the flag: none (better-sqlite3 falls back to npm build)', () => {
    expect(resolveNativeBinding({ argv: ['/usr/bin/electron', '/app'], packaged: false, resourcesPath: '/r' })).toBeUndefined();
  });

  test('packaged: always its own copy in resources/native, whatever the command line says', () => {
    expect(resolveNativeBinding({ argv, packaged: true, resourcesPath: '/opt/app/resources' })).toBe(path.join('/opt/app/resources', PACKAGED_NATIVE_BINDING));
    expect(PACKAGED_NATIVE_BINDING).toBe(path.join('native', 'better_sqlite3.node'));
  });
});

describe('unpackedPath', () => {
  test.each([
    {
      from: '/opt/Attack Trainer/resources/app.asar/out/main/engine-worker.js',
      to: '/opt/Attack Trainer/resources/app.asar.unpacked/out/main/engine-worker.js',
    },
    {
      from: 'C:\\Program Files\\Attack Trainer\\resources\\app.asar\\out\\main\\engine-worker.js',
      to: 'C:\\Program Files\\Attack Trainer\\resources\\app.asar.unpacked\\out\\main\\engine-worker.js',
    },
    { from: '/work/app/out/main/engine-worker.js', to: '/work/app/out/main/engine-worker.js' },
    { from: '/work/my.asarfiles/out/main/engine-worker.js', to: '/work/my.asarfiles/out/main/engine-worker.js' },
  ])('$from', ({ from, to }) => {
    expect(unpackedPath(from)).toBe(to);
  });
});
