/**
 * The TrainerApi over HTTP: `POST /api/<method>` (JSON body = the method's one argument, JSON response =
 * its ApiResult) and `POST /api/cancel`. Each call goes to the process's one service through the core's
 * dispatch (api/dispatch.ts), as Electron's IPC calls do: cancellable by a cancel message naming its
 * request id, and by the client going away.
 */
import type http from 'node:http';
import type { Core } from '#main/core/create-core';
import { CANCEL_ROUTE, REQUEST_ID_HEADER, TOKEN_HEADER, TRAINER_API_METHODS, httpRoute, isRequestId, type TrainerApiMethod } from '#main/contract/trainer-api';
import { answerUnreadBody, apiFailure, readBody, sendJson } from './http-io.ts';
import { tokenMatches } from './security.ts';

export const API_PREFIX = '/api';

const isApiMethod = (name: string): name is TrainerApiMethod => (TRAINER_API_METHODS as readonly string[]).includes(name);

/** POST /api/cancel `{"requestId": "…"}`: aborts that call; answers whether one was in flight. */
async function serveCancel(core: Core, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const body = await readBody(req);
  if (!body.ok) return answerUnreadBody(res, body.reason);
  let requestId: unknown;
  try {
    requestId = (JSON.parse(body.text) as { requestId?: unknown } | null)?.requestId;
  } catch {
    return sendJson(res, 400, apiFailure('bad-input', 'the request body is not valid JSON'));
  }
  if (!isRequestId(requestId)) {
    const issue = { path: 'requestId', message: 'must be 1 to 64 letters, digits, "_" or "-"' };
    return sendJson(res, 400, { ok: false, error: { code: 'bad-input', message: `${issue.path}: ${issue.message}`, issues: [issue] } });
  }
  sendJson(res, 200, { ok: true, value: { cancelled: core.calls.cancel(requestId) } });
}

/** The route of every `/api…` request; the core's dispatch gates the calls that may write behind the start-up check. */
export function createApiRoute(core: Core, token: string): (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<void> {
  return async (req, res, pathname) => {
    if (req.method !== 'POST') {
      return sendJson(res, 405, apiFailure('bad-input', 'the API takes POST requests only'), { Allow: 'POST' });
    }
    if (!tokenMatches(req.headers[TOKEN_HEADER], token)) {
      return sendJson(res, 401, apiFailure('bad-input', `missing or wrong ${TOKEN_HEADER} header`));
    }
    if (pathname === CANCEL_ROUTE) return serveCancel(core, req, res);
    const name = pathname.slice(API_PREFIX.length + 1);
    if (!isApiMethod(name) || pathname !== httpRoute(name)) {
      return sendJson(res, 404, apiFailure('not-found', `no API method ${JSON.stringify(name)}`));
    }
    const body = await readBody(req);
    if (!body.ok) return answerUnreadBody(res, body.reason);
    let argument: unknown;
    if (body.text.trim() !== '') {
      try {
        argument = JSON.parse(body.text) as unknown;
      } catch {
        return sendJson(res, 400, apiFailure('bad-input', 'the request body is not valid JSON'));
      }
    }
    // A client that goes away cancels its engine work (a search may take up to the time limit), and
    // so does a cancel message naming this call's request id (serveCancel).
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const result = await core.calls.call(name, argument, { requestId: req.headers[REQUEST_ID_HEADER], signal: gone.signal });
    if (!res.destroyed) sendJson(res, 200, result);
  };
}
