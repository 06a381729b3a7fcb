/**
 * How a host calls the service: one method by name with the page's one argument, cancellable per call
 * (a later cancel message naming the call's request id, and any signal the host adds, such as the HTTP
 * client going away). Electron's IPC handlers and the browser host's routes both go through it, so a
 * call is cancellable the same way in both, down to every engine job it starts (scoring included).
 */
import type { CallOptions, TrainerApi, TrainerApiMethod } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { createCancelRegistry } from './cancel-registry.ts';

export interface CallHow {
  /** The id the page gave the call (a later cancel names it); anything that is not a request id is ignored. */
  readonly requestId?: unknown;
  /** A host's own reason to stop the call (the client went away). */
  readonly signal?: AbortSignal;
}

export interface CallDispatch {
  /** The method's answer; never rejects (a method that throws broke its contract: `internal`). */
  call(method: TrainerApiMethod, arg: unknown, how?: CallHow): Promise<ApiResult<unknown>>;
  /** Aborts the call in flight with that request id; true when there was one. */
  cancel(requestId: unknown): boolean;
}

const internalError = (method: TrainerApiMethod, e: unknown): ApiResult<never> => ({
  ok: false,
  error: { code: 'internal', message: `${method} failed: ${e instanceof Error ? e.message : String(e)}` },
});

const signalOf = (a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined =>
  a === undefined ? b : b === undefined ? a : AbortSignal.any([a, b]);

export function createDispatch(service: TrainerApi): CallDispatch {
  const calls = createCancelRegistry();
  return {
    async call(method, arg, how = {}) {
      const handle = calls.begin(how.requestId);
      const signal = signalOf(handle.signal, how.signal);
      // Every method takes at most one argument; its type is the service's to check (zod), not ours.
      const fn = service[method] as (arg: unknown, options?: CallOptions) => Promise<ApiResult<unknown>>;
      try {
        return await (signal === undefined ? fn.call(service, arg) : fn.call(service, arg, { signal }));
      } catch (e) {
        return internalError(method, e);
      } finally {
        handle.end();
      }
    },
    cancel: (requestId) => calls.cancel(requestId),
  };
}
