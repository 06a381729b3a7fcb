/**
 * The IPC side of TrainerApi: one `ipcMain.handle` channel per method of TRAINER_API_METHODS, nothing
 * else (no generic "invoke any method" channel). Each handler checks the sender before anything else
 * and hands the payload to the service unchanged: the service validates every input itself.
 */
import type { ApiResult, TrainerApi, TrainerApiMethod } from '../api/trainer-api.ts';
import { TRAINER_API_METHODS, ipcChannel } from '../api/trainer-api.ts';
import type { SenderEvent } from './sender.ts';

/** The part of Electron's ipcMain used here. */
export interface IpcRegistrar {
  handle(channel: string, listener: (event: SenderEvent, arg?: unknown) => Promise<unknown>): void;
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

const callMethod = (service: TrainerApi, method: TrainerApiMethod, arg: unknown): Promise<ApiResult<unknown>> =>
  // Every method takes at most one argument; its type is the service's to check (zod), not ours.
  (service[method] as (arg: unknown) => Promise<ApiResult<unknown>>).call(service, arg);

/** Registers the handlers; returns the channels, in TRAINER_API_METHODS order. */
export const registerTrainerHandlers = (
  ipc: IpcRegistrar,
  service: TrainerApi,
  isTrusted: (event: SenderEvent) => boolean,
): string[] =>
  TRAINER_API_METHODS.map((method) => {
    const channel = ipcChannel(method);
    ipc.handle(channel, async (event, arg) => {
      if (!isTrusted(event)) return UNKNOWN_SENDER;
      try {
        return await callMethod(service, method, arg);
      } catch (e) {
        return internalError(method, e);
      }
    });
    return channel;
  });
