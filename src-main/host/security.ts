/**
 * What keeps the browser host private to the person who started it. It listens on 127.0.0.1 only,
 * but any web page the user visits can still make the browser send requests there, so:
 *  - every API request must carry the per-run token, which only the page served with `?token=` knows
 *    (a cross-site page can neither read it nor, without a CORS preflight this host never grants,
 *    send the custom header);
 *  - the Host header must name this loopback host and port, which defeats DNS rebinding (a page of
 *    evil.example whose name is re-pointed at 127.0.0.1 still sends `Host: evil.example`);
 *  - an Origin, when the browser sends one, must be this host's own.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTENT_SECURITY_POLICY } from '#main/core/csp';

export const LOOPBACK = '127.0.0.1';

/** Sent with every response, API and static alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // The page's own URL holds the token: never hand it to anyone in a Referer.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** 24 random bytes, base64url: URL-safe as it is, and far beyond guessing. */
export const makeToken = (): string => randomBytes(24).toString('base64url');

/** Constant-time comparison, so response timing says nothing about how much of a guess was right. */
export const tokenMatches = (given: string | string[] | undefined, token: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(token, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `127.0.0.1:<port>` or `localhost:<port>`, nothing else (no other name, no missing port). */
export const hostAllowed = (host: string | undefined, port: number): boolean => {
  if (host === undefined) return false;
  const h = host.toLowerCase();
  return h === `${LOOPBACK}:${port}` || h === `localhost:${port}`;
};

export const originAllowed = (origin: string, port: number): boolean => {
  const o = origin.toLowerCase();
  return o === `http://${LOOPBACK}:${port}` || o === `http://localhost:${port}`;
};
