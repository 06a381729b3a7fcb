/**
 * The IPC side of TrainerApi: one `ipcMain.handle` channel per method of TRAINER_API_METHODS, nothing
 * else (no generic "invoke any method" channel). Each handler checks the sender before anything else
 * and hands the payload, unchanged, to the core's dispatch (api/dispatch.ts), as the browser host does:
 * the service validates every input itself, and the call's request id makes it cancellable.
 */
import type { CallDispatch } from '#main/api/dispatch';
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

/** Registers the handlers; returns the channels, in TRAINER_API_METHODS order. */
export const registerTrainerHandlers = (ipc: IpcRegistrar, calls: CallDispatch, isTrusted: (event: SenderEvent) => boolean): string[] =>
  TRAINER_API_METHODS.map((method) => {
    const channel = ipcChannel(method);
    ipc.handle(channel, async (event, arg, requestId) => {
      if (!isTrusted(event)) return UNKNOWN_SENDER;
      // A request id the page chose names the call for a later cancel message; anything else is ignored.
      return calls.call(method, arg, { requestId });
    });
    return channel;
  });

/** The cancel channel: its one argument is the request id of a call in flight (CANCEL_CHANNEL). */
export const registerCancelHandler = (ipc: IpcRegistrar, calls: CallDispatch, isTrusted: (event: SenderEvent) => boolean): string => {
  ipc.handle(CANCEL_CHANNEL, (event, requestId) => {
    if (!isTrusted(event)) return Promise.resolve(UNKNOWN_SENDER);
    return Promise.resolve({ ok: true, value: { cancelled: calls.cancel(requestId) } });
  });
  return CANCEL_CHANNEL;
};
