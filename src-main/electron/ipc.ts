/**
 * The IPC side of TrainerApi: one `ipcMain.handle` channel per method of TRAINER_API_METHODS, nothing
 * else (no generic "invoke any method" channel). Each handler checks the sender before anything else
 * and hands the payload to the service unchanged: the service validates every input itself.
 */
import { createCancelRegistry, type CancelRegistry } from '#main/api/cancel-registry';
import type { CallOptions, TrainerApi, TrainerApiMethod } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { CANCEL_CHANNEL, TRAINER_API_METHODS, ipcChannel } from '#main/contract/trainer-api';
import type { SenderEvent } from './sender.ts';

/** The part of Electron's ipcMain used here. */
export interface IpcRegistrar {
  handle(channel: string, listener: (event: SenderEvent, arg?: unknown, requestId?: unknown) => Promise<unknown>): void;
}

export const UNKNOWN_SENDER: ApiResult<never> = Object.freeze({
  ok: false,
  error: Object.freeze({ code: 'bad-input', message: 'unknown sender' }),
});

/** A service that throws broke its own contract; the renderer still gets a value, not a rejection. */
const internalError = (method: TrainerApiMethod, e: unknown): ApiResult<never> => ({
  ok: false,
  error: { code: 'internal', message: `${method} failed: ${e instanceof Error ? e.message : String(e)}` },
});

const callMethod = (service: TrainerApi, method: TrainerApiMethod, arg: unknown, options?: CallOptions): Promise<ApiResult<unknown>> => {
  // Every method takes at most one argument; its type is the service's to check (zod), not ours.
  const fn = service[method] as (arg: unknown, options?: CallOptions) => Promise<ApiResult<unknown>>;
  return options === undefined ? fn.call(service, arg) : fn.call(service, arg, options);
};

/** Registers the handlers; returns the channels, in TRAINER_API_METHODS order. */
export const registerTrainerHandlers = (
  ipc: IpcRegistrar,
  service: TrainerApi,
  isTrusted: (event: SenderEvent) => boolean,
  calls: CancelRegistry = createCancelRegistry(),
): string[] =>
  TRAINER_API_METHODS.map((method) => {
    const channel = ipcChannel(method);
    ipc.handle(channel, async (event, arg, requestId) => {
      if (!isTrusted(event)) return UNKNOWN_SENDER;
      // A request id the page chose names the call for a later cancel message; anything else is ignored.
      const handle = calls.begin(requestId);
      try {
        return await callMethod(service, method, arg, handle.signal === undefined ? undefined : { signal: handle.signal });
      } catch (e) {
        return internalError(method, e);
      } finally {
        handle.end();
      }
    });
    return channel;
  });

/** The cancel channel: its one argument is the request id of a call in flight (CANCEL_CHANNEL). */
export const registerCancelHandler = (ipc: IpcRegistrar, calls: CancelRegistry, isTrusted: (event: SenderEvent) => boolean): string => {
  ipc.handle(CANCEL_CHANNEL, (event, requestId) => {
    if (!isTrusted(event)) return Promise.resolve(UNKNOWN_SENDER);
    return Promise.resolve({ ok: true, value: { cancelled: calls.cancel(requestId) } });
  });
  return CANCEL_CHANNEL;
};
