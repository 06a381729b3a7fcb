/**
 * The object the preload exposes as `window.trainer`: one function per TrainerApi method, each sending
 * its single argument on that method's own channel, and `cancel`, which sends a request id on the one
 * cancel channel. Nothing else crosses the bridge: no ipcRenderer, no generic invoke(channel), so page
 * script can reach exactly the API and no other main-process code.
 */
import type { TrainerApiMethod } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { CANCEL_CHANNEL, TRAINER_API_METHODS, ipcChannel } from '#main/contract/trainer-api';

export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/**
 * What the page sees. An AbortSignal cannot cross the context bridge, so a cancellable call is named by
 * a request id the page chooses (its second argument), and `cancel(requestId)` stops it.
 */
export type TrainerBridge = { readonly [M in TrainerApiMethod]: (arg?: unknown, requestId?: string) => Promise<ApiResult<unknown>> } & {
  readonly cancel: (requestId: string) => Promise<unknown>;
};

export const makeBridge = (invoke: Invoke): TrainerBridge => {
  const bridge: Record<string, (arg?: unknown, requestId?: string) => Promise<unknown>> = {};
  for (const method of TRAINER_API_METHODS) {
    const channel = ipcChannel(method);
    bridge[method] = (arg?: unknown, requestId?: string) => (requestId === undefined ? invoke(channel, arg) : invoke(channel, arg, requestId));
  }
  bridge['cancel'] = (requestId?: unknown) => invoke(CANCEL_CHANNEL, requestId);
  // The record holds exactly the methods of TRAINER_API_METHODS and cancel.
  return Object.freeze(bridge) as unknown as TrainerBridge;
};
