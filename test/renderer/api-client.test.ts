import { afterEach, describe, expect, test, vi } from 'vitest';
import { TOKEN_HEADER, TRAINER_API_METHODS, httpRoute, type TrainerApi } from '#main/contract/trainer-api';
import {
  createApiClient,
  isBridge,
  tokenFrom,
  TOKEN_STORAGE_KEY,
  withoutToken,
  type ClientScope,
  type HttpRequest,
  type HttpResponse,
} from '../../src-renderer/lib/api-client.ts';

const fakeBridge = () => {
  const calls: { method: string; arg: unknown }[] = [];
  const bridge = Object.fromEntries(
    TRAINER_API_METHODS.map((method) => [
      method,
      async (arg?: unknown) => {
        calls.push({ method, arg });
        return { ok: true, value: `bridge:${method}` };
      },
    ]),
  ) as unknown as TrainerApi;
  return { bridge, calls };
};

const jsonResponse = (status: number, body: unknown): HttpResponse => ({ status, json: async () => body });

const httpScope = (
  search: string,
  respond: (url: string, init: HttpRequest) => Promise<HttpResponse> = async () => jsonResponse(200, { ok: true, value: 'http' }),
) => {
  const fetch = vi.fn(respond);
  const scope: ClientScope = { location: { search }, fetch };
  return { scope, fetch };
};

const asMethods = (api: TrainerApi) => api as unknown as Record<string, (arg?: unknown) => Promise<unknown>>;

describe('choosing the transport', () => {
  test('uses window.trainer when the preload put it there (Electron)', async () => {
    const { bridge, calls } = fakeBridge();
    const { scope, fetch } = httpScope('?token=t');
    const api = createApiClient({ ...scope, trainer: bridge });
    await expect(api.listQuizzes({ packId: 'builtin' })).resolves.toEqual({ ok: true, value: 'bridge:listQuizzes' });
    expect(calls).toEqual([{ method: 'listQuizzes', arg: { packId: 'builtin' } }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('uses HTTP when there is no bridge (browser host)', async () => {
    const { scope, fetch } = httpScope('?token=t');
    await expect(createApiClient(scope).listPacks()).resolves.toEqual({ ok: true, value: 'http' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test.each([
    { name: 'a bridge missing a method', trainer: { ...fakeBridge().bridge, stats: undefined } },
    { name: 'a bridge whose method is not a function', trainer: { ...fakeBridge().bridge, legal: 'nope' } },
    { name: 'null', trainer: null },
    { name: 'a string', trainer: 'trainer' },
  ])('falls back to HTTP for $name', async ({ trainer }) => {
    expect(isBridge(trainer)).toBe(false);
    const { scope, fetch } = httpScope('?token=t');
    await createApiClient({ ...scope, trainer }).stats();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('the client has exactly the API methods, whichever the transport', () => {
    expect(Object.keys(createApiClient({ trainer: fakeBridge().bridge }))).toEqual([...TRAINER_API_METHODS]);
    expect(Object.keys(createApiClient(httpScope('').scope))).toEqual([...TRAINER_API_METHODS]);
  });

  test('a rejected bridge call becomes an ApiResult error', async () => {
    const bridge = { ...fakeBridge().bridge, stats: async () => Promise.reject(new Error("No handler registered for 'trainer:stats'")) };
    await expect(createApiClient({ trainer: bridge }).stats()).resolves.toEqual({
      ok: false,
      error: { code: 'internal', message: "stats: No handler registered for 'trainer:stats'" },
    });
  });
});

describe('HTTP requests', () => {
  test.each(TRAINER_API_METHODS.map((method) => ({ method })))('$method: POST to its route with the token and the JSON body', async ({ method }) => {
    const { scope, fetch } = httpScope('?token=abc_DEF-123&other=1');
    const arg = { packId: 'builtin', quizId: 'q1', nested: [1, 'two', null] };
    await asMethods(createApiClient(scope))[method]?.(arg);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(httpRoute(method));
    expect(url).toBe(`/api/${method}`);
    expect(init).toEqual({
      method: 'POST',
      headers: { [TOKEN_HEADER]: 'abc_DEF-123', 'content-type': 'application/json' },
      body: JSON.stringify(arg),
      cache: 'no-store',
      credentials: 'same-origin',
      redirect: 'error',
    });
  });

  test('a call without an argument sends no body (the host passes no argument on)', async () => {
    const { scope, fetch } = httpScope('?token=t');
    await createApiClient(scope).listPacks();
    const init = fetch.mock.calls[0]?.[1];
    expect(init).not.toHaveProperty('body');
    expect(init?.headers).toEqual({ [TOKEN_HEADER]: 't' });
  });

  test('without ?token= no token header is sent (the host then refuses with its own ApiResult)', async () => {
    const refusal = { ok: false, error: { code: 'bad-input', message: 'missing or wrong x-trainer-token header' } };
    const { scope, fetch } = httpScope('', async () => jsonResponse(401, refusal));
    await expect(createApiClient(scope).stats()).resolves.toEqual(refusal);
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({});
  });

  test('an ApiResult error from the host is passed on as it is', async () => {
    const error = { ok: false, error: { code: 'invalid-board', message: 'bad', issues: [{ path: 'creatures[0]', message: 'x' }] } };
    const { scope } = httpScope('?token=t', async () => jsonResponse(200, error));
    await expect(createApiClient(scope).legal({ board: {} })).resolves.toEqual(error);
  });

  test.each([
    {
      name: 'a body that is not an ApiResult',
      response: jsonResponse(502, { message: 'bad gateway' }),
      message: 'legal: unexpected response from the host (HTTP 502)',
    },
    { name: 'a success without a value', response: jsonResponse(200, { ok: true }), message: 'legal: unexpected response from the host (HTTP 200)' },
    {
      name: 'an error without a code',
      response: jsonResponse(500, { ok: false, error: { message: 'x' } }),
      message: 'legal: unexpected response from the host (HTTP 500)',
    },
    {
      name: 'a body that is not JSON',
      response: { status: 500, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) },
      message: 'legal: unexpected response from the host (HTTP 500)',
    },
  ])('$name becomes an internal error', async ({ response, message }) => {
    const { scope } = httpScope('?token=t', async () => response);
    await expect(createApiClient(scope).legal({ board: {} })).resolves.toEqual({ ok: false, error: { code: 'internal', message } });
  });

  test('a network failure becomes an internal error', async () => {
    const { scope } = httpScope('?token=t', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createApiClient(scope).stats()).resolves.toEqual({
      ok: false,
      error: { code: 'internal', message: 'stats: cannot reach the host: Failed to fetch' },
    });
  });

  test('fetch is called as a method of the page scope (a detached fetch throws in browsers)', async () => {
    const seen: unknown[] = [];
    const scope: ClientScope = {
      location: { search: '?token=t' },
      fetch(this: unknown) {
        seen.push(this);
        return Promise.resolve(jsonResponse(200, { ok: true, value: 1 }));
      },
    };
    await createApiClient(scope).stats();
    expect(seen).toEqual([scope]);
  });
});

describe('the default scope is the page (globalThis)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('window.trainer present: the bridge', async () => {
    const { bridge, calls } = fakeBridge();
    const fetch = vi.fn();
    vi.stubGlobal('trainer', bridge);
    vi.stubGlobal('fetch', fetch);
    await createApiClient().stats();
    expect(calls).toEqual([{ method: 'stats', arg: undefined }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('window.trainer absent: fetch with the token from location.search', async () => {
    const fetch = vi.fn(async (_url: string, _init: HttpRequest) => jsonResponse(200, { ok: true, value: [] }));
    vi.stubGlobal('location', { search: '?token=from-the-page' });
    vi.stubGlobal('fetch', fetch);
    await expect(createApiClient().listPacks()).resolves.toEqual({ ok: true, value: [] });
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/listPacks', expect.objectContaining({ method: 'POST', headers: { [TOKEN_HEADER]: 'from-the-page' } }));
  });
});

describe('tokenFrom', () => {
  test.each([
    { search: '?token=abc', token: 'abc' },
    { search: 'token=abc', token: 'abc' },
    { search: '?a=1&token=x%2By', token: 'x+y' },
    { search: '?token=', token: '' },
    { search: '', token: undefined },
    { search: '?tokens=abc', token: undefined },
  ])('$search → $token', ({ search, token }) => {
    expect(tokenFrom(search)).toBe(token);
  });
});

describe('cancellation', () => {
  const pendingBridge = () => {
    const calls: unknown[][] = [];
    const resolvers: ((v: unknown) => void)[] = [];
    const bridge = {
      ...fakeBridge().bridge,
      legalOverview: (...args: unknown[]) => {
        calls.push(['legalOverview', ...args]);
        return new Promise((resolve) => resolvers.push(resolve));
      },
      cancel: async (requestId: string) => {
        calls.push(['cancel', requestId]);
        return { ok: true, value: { cancelled: true } };
      },
    };
    return { bridge, calls, resolvers };
  };

  test('bridge: an aborted call answers cancelled at once and sends cancel with its request id', async () => {
    const { bridge, calls } = pendingBridge();
    const api = createApiClient({ trainer: bridge });
    const controller = new AbortController();
    const call = api.legalOverview({ board: {} }, { signal: controller.signal });
    controller.abort();
    await expect(call).resolves.toEqual({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } });
    const requestId = calls[0]?.[2];
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(calls).toEqual([
      ['legalOverview', { board: {} }, requestId],
      ['cancel', requestId],
    ]);
  });

  test('bridge: each cancellable call gets its own id; a call without a signal sends none', async () => {
    const { bridge, calls, resolvers } = pendingBridge();
    const api = createApiClient({ trainer: bridge });
    void api.legalOverview({ board: 1 }, { signal: new AbortController().signal });
    void api.legalOverview({ board: 2 }, { signal: new AbortController().signal });
    void api.legalOverview({ board: 3 });
    expect(calls.map((c) => c.length)).toEqual([3, 3, 2]);
    expect(calls[0]?.[2]).not.toBe(calls[1]?.[2]);
    for (const r of resolvers) r({ ok: true, value: null });
  });

  test('an already aborted signal answers cancelled without calling the host', async () => {
    const { bridge, calls } = pendingBridge();
    const { scope, fetch } = httpScope('?token=t');
    await expect(createApiClient({ trainer: bridge }).legalOverview({ board: {} }, { signal: AbortSignal.abort() })).resolves.toMatchObject({
      error: { code: 'cancelled' },
    });
    await expect(createApiClient(scope).legalOverview({ board: {} }, { signal: AbortSignal.abort() })).resolves.toMatchObject({ error: { code: 'cancelled' } });
    expect(calls).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('HTTP: the call carries its request id and signal; aborting answers cancelled and POSTs it to /api/cancel', async () => {
    const { scope, fetch } = httpScope('?token=t', (url, init) =>
      url === '/api/cancel'
        ? Promise.resolve(jsonResponse(200, { ok: true, value: { cancelled: true } }))
        : new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const call = createApiClient(scope).legalOverview({ board: {} }, { signal: controller.signal });
    controller.abort();
    await expect(call).resolves.toEqual({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } });
    const [first, second] = fetch.mock.calls;
    const requestId = first?.[1].headers['x-trainer-request'];
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(first?.[1].signal).toBe(controller.signal);
    expect(second?.[0]).toBe('/api/cancel');
    expect(second?.[1]).toMatchObject({ method: 'POST', headers: { [TOKEN_HEADER]: 't' }, body: JSON.stringify({ requestId }) });
  });
});

describe('the token leaves the address bar', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
  };

  test('taken from ?token=, stored for the tab, and the address replaced without it (hash route kept)', async () => {
    const sessionStorage = storage();
    const replaceState = vi.fn();
    const fetch = vi.fn(async (_url: string, _init: HttpRequest) => jsonResponse(200, { ok: true, value: [] }));
    const scope: ClientScope = {
      location: { search: '?token=tok-1&x=2', href: 'http://127.0.0.1:5000/?token=tok-1&x=2#/quiz/p/q' },
      history: { state: { n: 1 }, replaceState },
      sessionStorage,
      fetch,
    };
    const api = createApiClient(scope);
    expect(replaceState).toHaveBeenCalledExactlyOnceWith({ n: 1 }, '', '/?x=2#/quiz/p/q');
    expect(sessionStorage.items.get(TOKEN_STORAGE_KEY)).toBe('tok-1');
    await api.listPacks();
    expect(fetch.mock.calls[0]![1].headers[TOKEN_HEADER]).toBe('tok-1');
  });

  test('a reload without the token in the address uses the stored one, and touches no history', async () => {
    const sessionStorage = storage();
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok-2');
    const replaceState = vi.fn();
    const fetch = vi.fn(async (_url: string, _init: HttpRequest) => jsonResponse(200, { ok: true, value: [] }));
    await createApiClient({
      location: { search: '', href: 'http://127.0.0.1:5000/#/' },
      history: { state: null, replaceState },
      sessionStorage,
      fetch,
    }).listPacks();
    expect(fetch.mock.calls[0]![1].headers[TOKEN_HEADER]).toBe('tok-2');
    expect(replaceState).not.toHaveBeenCalled();
  });

  test.each([
    ['http://127.0.0.1:1/?token=a', '/'],
    ['http://127.0.0.1:1/?token=a#/library', '/#/library'],
    ['http://127.0.0.1:1/index.html?b=1&token=a', '/index.html?b=1'],
  ])('withoutToken(%s) → %s', (href, expected) => {
    expect(withoutToken(href)).toBe(expected);
  });
});
