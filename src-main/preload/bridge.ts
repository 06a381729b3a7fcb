/**
 * The object the preload exposes as `window.trainer`: one function per TrainerApi method, each sending
 * its single argument on that method's own channel. Nothing else crosses the bridge: no ipcRenderer,
 * no generic invoke(channel), so page script can reach exactly the API and no other main-process code.
 */
import type { TrainerApi } from '../api/trainer-api.ts';
import { TRAINER_API_METHODS, ipcChannel } from '../api/trainer-api.ts';

export type Invoke = (channel: string, arg: unknown) => Promise<unknown>;

export const makeBridge = (invoke: Invoke): TrainerApi => {
  const bridge: Record<string, (arg?: unknown) => Promise<unknown>> = {};
  for (const method of TRAINER_API_METHODS) {
    const channel = ipcChannel(method);
    bridge[method] = (arg?: unknown) => invoke(channel, arg);
  }
  // The record holds exactly the methods of TRAINER_API_METHODS, which `satisfies` ties to TrainerApi.
  return Object.freeze(bridge) as unknown as TrainerApi;
};
