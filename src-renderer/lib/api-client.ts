/**
 * The renderer's one way to reach the app: a TrainerApi that talks to whichever host runs the page.
 * In Electron the preload has put the bridge on `window.trainer`; in the browser host there is no
 * bridge and every method is POST /api/<method> on the page's own origin, with the per-run token in the
 * x-trainer-token header. The token arrives in the start address (?token=…) and is moved at once into
 * the tab's sessionStorage and out of the address bar and history (issue 14 §11), so it is not left on
 * screen, in the history list or in a bookmark; a reload of the tab finds it in sessionStorage.
 * Both hosts run the same UI.
 * Transport failures become ApiResult errors too, so components handle exactly one kind of failure.
 */
import type { ApiResult, TrainerApi, TrainerApiMethod } from '../../src-main/api/trainer-api.ts';
import { TOKEN_HEADER, TRAINER_API_METHODS, httpRoute } from '../../src-main/api/trainer-api.ts';

export interface HttpRequest {
  readonly method: 'POST';
  readonly headers: Record<string, string>;
  /** Absent when the method is called without an argument (the host then passes none on). */
  readonly body?: string;
  readonly cache: 'no-store';
  readonly credentials: 'same-origin';
  readonly redirect: 'error';
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

type Method = (arg?: unknown) => Promise<ApiResult<unknown>>;

const transportError = (method: TrainerApiMethod, message: string): ApiResult<never> => ({
  ok: false,
  error: { code: 'internal', message: `${method}: ${message}` },
});

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The bridge the preload exposes: an object with a function for every API method. */
export const isBridge = (value: unknown): value is TrainerApi =>
  typeof value === 'object' &&
  value !== null &&
  TRAINER_API_METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');

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

const bridgeClient = (bridge: TrainerApi): TrainerApi =>
  fromMethods((method) => async (arg) => {
    try {
      return await (bridge[method] as Method)(arg);
    } catch (e) {
      // ipcRenderer.invoke rejects when the channel has no handler or the argument cannot be cloned.
      return transportError(method, messageOf(e));
    }
  });

const httpClient = (scope: ClientScope): TrainerApi => {
  const token = takeToken(scope);
  return fromMethods((method) => async (arg) => {
    if (scope.fetch === undefined) return transportError(method, 'no bridge and no fetch in this page');
    const headers: Record<string, string> = {};
    if (token !== undefined) headers[TOKEN_HEADER] = token;
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
    };
    try {
      // Called as a method of the scope: a detached `fetch` throws "Illegal invocation" in browsers.
      const response = await scope.fetch(httpRoute(method), request);
      const result: unknown = await response.json().catch(() => undefined);
      return isApiResult(result) ? result : transportError(method, `unexpected response from the host (HTTP ${response.status})`);
    } catch (e) {
      return transportError(method, `cannot reach the host: ${messageOf(e)}`);
    }
  });
};

/** The client for this page: the Electron bridge when there is one, else HTTP to the page's origin. */
export const createApiClient = (scope: ClientScope = globalThis as unknown as ClientScope): TrainerApi =>
  isBridge(scope.trainer) ? bridgeClient(scope.trainer) : httpClient(scope);
