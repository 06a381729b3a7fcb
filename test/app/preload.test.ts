import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test, vi } from 'vitest';
import { CANCEL_CHANNEL, TRAINER_API_METHODS, ipcChannel } from '#main/contract/trainer-api';
import { makeBridge } from '#main/electron/preload/bridge';
import { resolveSourceImport } from '../support/source-imports.ts';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async (channel: string, arg: unknown) => ({ ok: true, value: { channel, arg } })) },
}));
vi.mock('electron', () => ({ ...electron, default: electron }));

describe('makeBridge', () => {
  test('has exactly one function per API method and cancel, and nothing else', () => {
    const bridge = makeBridge(async () => undefined) as unknown as Record<string, unknown>;
    expect(Object.keys(bridge)).toEqual([...TRAINER_API_METHODS, 'cancel']);
    expect(typeof bridge['cancel']).toBe('function');
    for (const method of TRAINER_API_METHODS) expect(typeof bridge[method]).toBe('function');
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  test.each(TRAINER_API_METHODS.map((method) => ({ method })))('$method sends its argument on trainer:$method', async ({ method }) => {
    const invoke = vi.fn(async (_channel: string, _arg: unknown) => 'answer');
    const bridge = makeBridge(invoke) as unknown as Record<string, (arg?: unknown) => Promise<unknown>>;
    const arg = { packId: 'p', quizId: 'q' };
    await expect(bridge[method]?.(arg)).resolves.toBe('answer');
    expect(invoke).toHaveBeenCalledExactlyOnceWith(ipcChannel(method), arg);
    expect(ipcChannel(method)).toBe(`trainer:${method}`);
  });

  test('a request id goes with its call, and cancel sends it on trainer:cancel', async () => {
    const invoke = vi.fn(async (..._args: unknown[]) => 'answer');
    const bridge = makeBridge(invoke);
    await bridge.legalOverview({ board: {} }, 'r1');
    await bridge.cancel('r1');
    expect(invoke.mock.calls).toEqual([
      ['trainer:legalOverview', { board: {} }, 'r1'],
      [CANCEL_CHANNEL, 'r1'],
    ]);
  });
});

describe('the preload script', () => {
  test('exposes `trainer` once, wired to ipcRenderer.invoke', async () => {
    await import('#main/electron/preload/index');
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as [string, Record<string, (arg?: unknown) => Promise<unknown>>];
    expect(name).toBe('trainer');
    expect(Object.keys(api)).toEqual([...TRAINER_API_METHODS, 'cancel']);
    await expect(api['listQuizzes']?.({ tags: ['goad'] })).resolves.toEqual({ ok: true, value: { channel: 'trainer:listQuizzes', arg: { tags: ['goad'] } } });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith('trainer:listQuizzes', { tags: ['goad'] });
  });

  // A sandboxed preload can require 'electron' only; the bundler inlines relative imports, but a
  // package or node: import would fail at run time. Check the source's import graph stays that small.
  test('imports only electron and value-free contract code', () => {
    const importsOf = (file: string): string[] =>
      [...fs.readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;']*?\sfrom\s+)?'([^']+)'/gm)]
        .filter((m) => m[1] === undefined)
        .map((m) => m[2] ?? '');
    expect(importsOf('../../src-main/electron/preload/index.ts')).toEqual(['electron', './bridge.ts']);
    const bridge = fileURLToPath(new URL('../../src-main/electron/preload/bridge.ts', import.meta.url));
    const contract = fileURLToPath(new URL('../../src-main/contract/trainer-api.ts', import.meta.url));
    expect(importsOf('../../src-main/electron/preload/bridge.ts').map((spec) => resolveSourceImport(bridge, spec))).toEqual([contract]);
    // The contract's value imports (its type imports vanish when bundled).
    expect(importsOf('../../src-main/contract/trainer-api.ts')).toEqual([]);
  });
});
