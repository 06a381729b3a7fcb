/**
 * The renderer's one way to reach the app: a TrainerApi that talks to whichever host runs the page.
 * In Electron the preload has put the bridge on `window.trainer`; in the browser host there is no
 * bridge and every method is POST /api/<method> on the page's own origin, with the per-run token in the
 * x-trainer-token header. The token arrives in the start address (?token=…) and is moved at once into
 * the tab's sessionStorage and out of the address bar and history, so it is not left on
 * screen, in the history list or in a bookmark; a reload of the tab finds it in sessionStorage.
 * Both hosts run the same UI.
 * Transport failures become ApiResult errors too, so components handle exactly one kind of failure.
 *
 * A call given `{signal}` is cancellable: it is named by a request id, and aborting the signal answers
 * `cancelled` at once and sends the host a cancel message with that id (the bridge's `cancel`, or POST
 * /api/cancel), which stops the engine job if it is queued or running. So a new sandbox edit does not
 * wait for the engine to finish the previous one.
 */
import type { ApiResult, CallOptions, TrainerApi, TrainerApiMethod } from '#main/contract/trainer-api';
import { CANCEL_ROUTE, REQUEST_ID_HEADER, TOKEN_HEADER, TRAINER_API_METHODS, httpRoute } from '#main/contract/trainer-api';

export interface HttpRequest {
  readonly method: 'POST';
  readonly headers: Record<string, string>;
  /** Absent when the method is called without an argument (the host then passes none on). */
  readonly body?: string;
  readonly cache: 'no-store';
  readonly credentials: 'same-origin';
  readonly redirect: 'error';
  /** Present for a cancellable call: aborting it drops the response. */
  readonly signal?: AbortSignal;
}

export interface HttpResponse {
  readonly status: number;
  json(): Promise<unknown>;
}

/** What the client reads from the page's global scope (globalThis in the page; a plain object in tests). */
export interface ClientScope {
  readonly trainer?: unknown;
  readonly location?: { readonly search: string; readonly href?: string };
  readonly history?: { readonly state: unknown; replaceState(state: unknown, unused: string, url: string): void };
  readonly sessionStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  fetch?(url: string, init: HttpRequest): Promise<HttpResponse>;
}

type Method = (arg?: unknown, options?: CallOptions) => Promise<ApiResult<unknown>>;

/** What a cancellable bridge adds (src-main/electron/preload/bridge.ts): a request id per call, and cancel. */
type BridgeMethod = (arg?: unknown, requestId?: string) => Promise<ApiResult<unknown>>;
interface CancellableBridge {
  readonly cancel?: (requestId: string) => Promise<unknown>;
}

const CANCELLED: ApiResult<never> = Object.freeze({ ok: false, error: Object.freeze({ code: 'cancelled', message: 'the request was cancelled' }) });

/** Ids unique within the page's life; the prefix keeps two pages (two tabs) apart. */
const requestIds = (): (() => string) => {
  const prefix = Math.floor(Math.random() * 2 ** 48).toString(36);
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
};

/**
 * `answer`, or CANCELLED as soon as `signal` aborts (then `onAbort` tells the host). The late answer
 * of an aborted call is dropped.
 */
const untilAborted = async (signal: AbortSignal, answer: Promise<ApiResult<unknown>>, onAbort: () => void): Promise<ApiResult<unknown>> => {
  let listener: (() => void) | undefined;
  const aborted = new Promise<ApiResult<unknown>>((resolve) => {
    listener = () => {
      onAbort();
      resolve(CANCELLED);
    };
    signal.addEventListener('abort', listener, { once: true });
  });
  try {
    return await Promise.race([answer, aborted]);
  } finally {
    if (listener !== undefined) signal.removeEventListener('abort', listener);
  }
};

const transportError = (method: TrainerApiMethod, message: string): ApiResult<never> => ({
  ok: false,
  error: { code: 'internal', message: `${method}: ${message}` },
});

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The bridge the preload exposes: an object with a function for every API method. */
export const isBridge = (value: unknown): value is TrainerApi =>
  typeof value === 'object' && value !== null && TRAINER_API_METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');

/** A body is trusted only when it has the ApiResult shape; anything else is the host failing. */
const isApiResult = (value: unknown): value is ApiResult<unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  if (v.ok === true) return 'value' in v;
  return v.ok === false && typeof v.error === 'object' && v.error !== null && typeof v.error.code === 'string' && typeof v.error.message === 'string';
};

export const tokenFrom = (search: string): string | undefined => new URLSearchParams(search).get('token') ?? undefined;

export const TOKEN_STORAGE_KEY = 'attack-trainer.token';

/** The address without its `token` parameter: path, the other parameters, and the hash route. */
export const withoutToken = (href: string): string => {
  const url = new URL(href);
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * The token of this tab: taken from the address when it is there (stored, then removed from the
 * address and its history entry), else the one stored by an earlier load of the tab.
 */
export const takeToken = (scope: ClientScope): string | undefined => {
  const fromAddress = tokenFrom(scope.location?.search ?? '');
  if (fromAddress === undefined) {
    try {
      return scope.sessionStorage?.getItem(TOKEN_STORAGE_KEY) ?? undefined;
    } catch {
      return undefined; // storage disabled: the address had no token either
    }
  }
  try {
    scope.sessionStorage?.setItem(TOKEN_STORAGE_KEY, fromAddress);
  } catch {
    // Without storage a reload needs the start address again; the token still leaves the address bar.
  }
  const href = scope.location?.href;
  if (href !== undefined && scope.history !== undefined) scope.history.replaceState(scope.history.state, '', withoutToken(href));
  return fromAddress;
};

const fromMethods = (make: (method: TrainerApiMethod) => Method): TrainerApi => {
  const api: Record<string, Method> = {};
  for (const method of TRAINER_API_METHODS) api[method] = make(method);
  // One function per name of TRAINER_API_METHODS, which the contract ties to TrainerApi (`satisfies`).
  return Object.freeze(api) as unknown as TrainerApi;
};

const bridgeClient = (bridge: TrainerApi & CancellableBridge): TrainerApi => {
  const nextId = requestIds();
  return fromMethods((method) => async (arg, options) => {
    const call = async (requestId?: string): Promise<ApiResult<unknown>> => {
      try {
        const fn = bridge[method] as BridgeMethod;
        return await (requestId === undefined ? fn(arg) : fn(arg, requestId));
      } catch (e) {
        // ipcRenderer.invoke rejects when the channel has no handler or the argument cannot be cloned.
        return transportError(method, messageOf(e));
      }
    };
    const signal = options?.signal;
    const cancel = bridge.cancel;
    if (signal === undefined || cancel === undefined) return call();
    if (signal.aborted) return CANCELLED;
    const requestId = nextId();
    return untilAborted(signal, call(requestId), () => void cancel(requestId).catch(() => undefined));
  });
};

const httpClient = (scope: ClientScope): TrainerApi => {
  const token = takeToken(scope);
  const nextId = requestIds();
  /** Fire and forget: the call has answered `cancelled` already; this stops the host's work. */
  const sendCancel = (requestId: string): void => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== undefined) headers[TOKEN_HEADER] = token;
    const request: HttpRequest = {
      method: 'POST',
      headers,
      body: JSON.stringify({ requestId }),
      cache: 'no-store',
      credentials: 'same-origin',
      redirect: 'error',
    };
    scope.fetch?.(CANCEL_ROUTE, request).catch(() => undefined);
  };
  return fromMethods((method) => async (arg, options) => {
    if (scope.fetch === undefined) return transportError(method, 'no bridge and no fetch in this page');
    const signal = options?.signal;
    if (signal?.aborted === true) return CANCELLED;
    const headers: Record<string, string> = {};
    if (token !== undefined) headers[TOKEN_HEADER] = token;
    const requestId = signal === undefined ? undefined : nextId();
    if (requestId !== undefined) headers[REQUEST_ID_HEADER] = requestId;
    let body: string | undefined;
    if (arg !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(arg);
    }
    const request: HttpRequest = {
      method: 'POST',
      headers,
      ...(body === undefined ? {} : { body }),
      cache: 'no-store',
      credentials: 'same-origin',
      redirect: 'error',
      ...(signal === undefined ? {} : { signal }),
    };
    const answer = (async (): Promise<ApiResult<unknown>> => {
      try {
        // Called as a method of the scope: a detached `fetch` throws "Illegal invocation" in browsers.
        const response = await scope.fetch!(httpRoute(method), request);
        const result: unknown = await response.json().catch(() => undefined);
        return isApiResult(result) ? result : transportError(method, `unexpected response from the host (HTTP ${response.status})`);
      } catch (e) {
        return signal?.aborted === true ? CANCELLED : transportError(method, `cannot reach the host: ${messageOf(e)}`);
      }
    })();
    if (signal === undefined || requestId === undefined) return answer;
    return untilAborted(signal, answer, () => sendCancel(requestId));
  });
};

/** The client for this page: the Electron bridge when there is one, else HTTP to the page's origin. */
export const createApiClient = (scope: ClientScope = globalThis as unknown as ClientScope): TrainerApi =>
  isBridge(scope.trainer) ? bridgeClient(scope.trainer as TrainerApi & CancellableBridge) : httpClient(scope);
