import { describe, expect, test, vi } from 'vitest';
import { createDispatch } from '#main/api/dispatch';
import { CANCEL_CHANNEL, TRAINER_API_METHODS, ipcChannel, type CallOptions, type TrainerApi } from '#main/contract/trainer-api';
import { UNKNOWN_SENDER, registerCancelHandler, registerTrainerHandlers, type IpcRegistrar } from '#main/electron/ipc';
import type { SenderEvent } from '#main/electron/sender';

type Handler = (event: SenderEvent, arg?: unknown, requestId?: unknown) => Promise<unknown>;

/** A service whose every method records its argument and answers with its own name. */
const fakeService = () => {
  const calls: { method: string; args: unknown[] }[] = [];
  const service = Object.fromEntries(
    TRAINER_API_METHODS.map((method) => [
      method,
      vi.fn(async (...args: unknown[]) => {
        calls.push({ method, args });
        return { ok: true, value: method };
      }),
    ]),
  ) as unknown as TrainerApi;
  return { service, calls };
};

const register = (trusted: boolean) => {
  const handlers = new Map<string, Handler>();
  const ipc: IpcRegistrar = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
  };
  const { service, calls } = fakeService();
  const isTrusted = vi.fn(() => trusted);
  const channels = registerTrainerHandlers(ipc, createDispatch(service), isTrusted);
  return { handlers, channels, calls, isTrusted };
};

const EVENT: SenderEvent = { senderFrame: { url: 'file:///app/index.html', processId: 1, routingId: 1 } };

describe('registerTrainerHandlers', () => {
  test('one channel per API method, and nothing else', () => {
    const { handlers, channels } = register(true);
    const expected = TRAINER_API_METHODS.map((m) => `trainer:${m}`);
    expect(channels).toEqual(expected);
    expect([...handlers.keys()]).toEqual(expected);
    expect(handlers.size).toBe(TRAINER_API_METHODS.length);
  });

  test.each(TRAINER_API_METHODS.map((method) => ({ method })))('$method: its channel calls exactly that method with the payload', async ({ method }) => {
    const { handlers, calls } = register(true);
    const payload = { some: ['json', 1, null], nested: { method } };
    const result = await handlers.get(ipcChannel(method))?.(EVENT, payload);
    expect(result).toEqual({ ok: true, value: method });
    // Passed through untouched (the same object): validation is the service's job.
    expect(calls).toEqual([{ method, args: [payload] }]);
    expect(calls[0]?.args[0]).toBe(payload);
  });

  test('a call without an argument reaches the service as undefined', async () => {
    const { handlers, calls } = register(true);
    await handlers.get(ipcChannel('listPacks'))?.(EVENT);
    expect(calls).toEqual([{ method: 'listPacks', args: [undefined] }]);
  });

  test.each(TRAINER_API_METHODS.map((method) => ({ method })))('$method: an untrusted sender is refused and the service never called', async ({ method }) => {
    const { handlers, calls, isTrusted } = register(false);
    const result = await handlers.get(ipcChannel(method))?.(EVENT, { packId: 'builtin' });
    expect(result).toEqual({ ok: false, error: { code: 'bad-input', message: 'unknown sender' } });
    expect(result).toBe(UNKNOWN_SENDER);
    expect(isTrusted).toHaveBeenCalledWith(EVENT);
    expect(calls).toEqual([]);
  });

  test('a service that throws still answers with a value (internal), not a rejection', async () => {
    const handlers = new Map<string, Handler>();
    const service = {
      ...fakeService().service,
      stats: () => {
        throw new Error('disk on fire');
      },
    } as TrainerApi;
    registerTrainerHandlers({ handle: (c, l) => handlers.set(c, l) }, createDispatch(service), () => true);
    await expect(handlers.get(ipcChannel('stats'))?.(EVENT)).resolves.toEqual({
      ok: false,
      error: { code: 'internal', message: 'stats failed: disk on fire' },
    });
  });
});

describe('the cancel channel', () => {
  /** A service whose legalOverview waits until its call's signal aborts, then answers cancelled. */
  const waitingService = () => {
    const seen: (AbortSignal | undefined)[] = [];
    const service = {
      ...fakeService().service,
      legalOverview: (_arg: unknown, options?: CallOptions) => {
        seen.push(options?.signal);
        return new Promise((resolve) => {
          options?.signal?.addEventListener('abort', () => resolve({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } }));
        });
      },
    } as unknown as TrainerApi;
    return { service, seen };
  };

  const setUp = (trusted: boolean) => {
    const handlers = new Map<string, Handler>();
    const ipc: IpcRegistrar = { handle: (c, l) => handlers.set(c, l) };
    const { service, seen } = waitingService();
    const calls = createDispatch(service);
    registerTrainerHandlers(ipc, calls, () => trusted);
    expect(registerCancelHandler(ipc, calls, () => trusted)).toBe(CANCEL_CHANNEL);
    return { handlers, seen };
  };

  test("a cancel message with a call's request id aborts that call, which answers cancelled", async () => {
    const { handlers, seen } = setUp(true);
    const pending = handlers.get(ipcChannel('legalOverview'))?.(EVENT, { board: {} }, 'edit-1');
    expect(seen[0]?.aborted).toBe(false);
    await expect(handlers.get(CANCEL_CHANNEL)?.(EVENT, 'edit-1')).resolves.toEqual({ ok: true, value: { cancelled: true } });
    expect(seen[0]?.aborted).toBe(true);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
    // Answered: the id is forgotten, a second cancel finds nothing.
    await expect(handlers.get(CANCEL_CHANNEL)?.(EVENT, 'edit-1')).resolves.toEqual({ ok: true, value: { cancelled: false } });
  });

  test.each([
    ['an id that is not a string', 42],
    ['an id with a slash', 'a/b'],
    ['an id of 65 characters', 'x'.repeat(65)],
  ])('a call named by %s is not cancellable, and the cancel is refused quietly', async (_name, id) => {
    const { handlers, seen } = setUp(true);
    void handlers.get(ipcChannel('legalOverview'))?.(EVENT, { board: {} }, id);
    expect(seen[0]).toBeUndefined();
    await expect(handlers.get(CANCEL_CHANNEL)?.(EVENT, id)).resolves.toEqual({ ok: true, value: { cancelled: false } });
  });

  test('an untrusted sender cannot cancel', async () => {
    const { handlers } = setUp(false);
    await expect(handlers.get(CANCEL_CHANNEL)?.(EVENT, 'edit-1')).resolves.toBe(UNKNOWN_SENDER);
  });
});
