/**
 * The browser host's HTTP plumbing: answers with the security headers, request bodies read as bounded
 * UTF-8 (docs/security.md, "Browser host").
 */
import type http from 'node:http';
import type { ApiResult } from '#main/contract/api-result';
import { SECURITY_HEADERS } from './security.ts';

/**
 * Request bodies above this are refused (413): a quiz pack is at most 20 MB of JSON (QUIZ_PACK_LIMITS),
 * sent as a JSON string whose escaping (quotes, newlines) adds up to a few percent on real packs.
 */
export const MAX_BODY_BYTES = 24 * 1024 * 1024;
/** A refused body is drained this far (so the client can read the 413), then the connection is cut. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export const send = (res: http.ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void => {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(body);
};

export const sendText = (res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void =>
  send(res, status, 'text/plain; charset=utf-8', `${text}\n`, extra);

export const sendJson = (res: http.ServerResponse, status: number, value: ApiResult<unknown>, extra: Record<string, string> = {}): void =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value), extra);

export const apiFailure = (code: 'bad-input' | 'not-found' | 'storage', message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

type Body = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'too-large' | 'not-utf8' | 'gone' };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The whole body as UTF-8 (invalid UTF-8 is refused, as share codes refuse it), or why not. */
export const readBody = (req: http.IncomingMessage): Promise<Body> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return resolve({ ok: false, reason: 'too-large' });
      try {
        resolve({ ok: true, text: utf8.decode(Buffer.concat(chunks)) });
      } catch {
        resolve({ ok: false, reason: 'not-utf8' });
      }
    });
    req.on('error', () => resolve({ ok: false, reason: 'gone' }));
    req.on('close', () => resolve({ ok: false, reason: size > MAX_BODY_BYTES ? 'too-large' : 'gone' }));
  });

const tooLargeMessage = `the request body is larger than ${MAX_BODY_BYTES} bytes`;

/**
 * Every request's body is bounded, whoever sent it: a refused, unauthenticated request's body is not
 * read to its end, however long. A declared length over the limit is answered
 * 413 at once; a body that grows past it is answered 413 as soon as it does (unless an answer went out
 * already); the rest is drained and discarded, and a client that keeps sending past MAX_DRAIN_BYTES is
 * cut off.
 */
export const boundBody = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
  const declared = Number(req.headers['content-length'] ?? '0');
  const refuse = (): void => {
    // No `Connection: close` here: closing while the client is still sending makes the kernel reset the
    // connection, and the client can lose the 413 it was sent. The rest is drained (up to MAX_DRAIN_BYTES).
    if (!res.headersSent) sendJson(res, 413, apiFailure('bad-input', tooLargeMessage));
  };
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) refuse();
    if (size > MAX_DRAIN_BYTES) req.destroy();
  });
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    refuse();
    return false;
  }
  return true;
};

/** A body that could not be read: too large (413), not UTF-8 (400), or the client went away (nothing). */
export const answerUnreadBody = (res: http.ServerResponse, reason: Exclude<Body, { ok: true }>['reason']): void => {
  if (res.headersSent) return;
  if (reason === 'too-large') sendJson(res, 413, apiFailure('bad-input', tooLargeMessage), { Connection: 'close' });
  else if (reason === 'not-utf8') sendJson(res, 400, apiFailure('bad-input', 'the request body is not valid UTF-8 text'));
};
