import { describe, expect, test, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, CSP_HEADER, META_CONTENT_SECURITY_POLICY, withoutContentSecurityPolicy } from '#main/core/csp';
import { applySessionPolicy, type HeadersDetails, type PolicySession } from '#main/electron/session-policy';

/** The policy, written out once more so a change to the constant is a visible test change. */
const EXPECTED_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

describe('the policy', () => {
  test('is the one the issue specifies (shared with the browser host)', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_POLICY);
  });

  test('the meta-tag form is the same minus frame-ancestors, which a meta tag cannot carry', () => {
    expect(META_CONTENT_SECURITY_POLICY).toBe(EXPECTED_POLICY.replace(" frame-ancestors 'none';", ''));
    expect(META_CONTENT_SECURITY_POLICY).not.toContain('frame-ancestors');
  });

  test('allows no script source but the app itself', () => {
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
  });
});

describe('withoutContentSecurityPolicy', () => {
  const cases: { name: string; headers: Record<string, string | string[]> | undefined; expected: Record<string, string[]> }[] = [
    { name: 'no headers at all', headers: undefined, expected: {} },
    {
      name: 'other headers are kept, strings become lists',
      headers: { 'Content-Type': 'text/html', 'Set-Cookie': ['a=1', 'b=2'] },
      expected: { 'Content-Type': ['text/html'], 'Set-Cookie': ['a=1', 'b=2'] },
    },
    {
      name: "a response's own policy goes, whatever its case",
      headers: { 'content-security-policy': ["script-src 'unsafe-eval' *"], 'CONTENT-SECURITY-POLICY': '*', Server: 'x' },
      expected: { Server: ['x'] },
    },
  ];
  test.each(cases)('$name', ({ headers, expected }) => {
    expect(withoutContentSecurityPolicy(headers)).toEqual(expected);
  });
});

const fakeSession = () => {
  let headersListener: Parameters<PolicySession['webRequest']['onHeadersReceived']>[0] | undefined;
  let requestHandler: Parameters<PolicySession['setPermissionRequestHandler']>[0] | undefined;
  let checkHandler: Parameters<PolicySession['setPermissionCheckHandler']>[0] | undefined;
  const session: PolicySession = {
    webRequest: { onHeadersReceived: (listener) => (headersListener = listener) },
    setPermissionRequestHandler: (handler) => (requestHandler = handler),
    setPermissionCheckHandler: (handler) => (checkHandler = handler),
  };
  applySessionPolicy(session);
  if (headersListener === undefined || requestHandler === undefined || checkHandler === undefined) throw new Error('a handler is missing');
  return { headersListener, requestHandler, checkHandler };
};

describe('applySessionPolicy', () => {
  test.each<{ name: string; headers: Record<string, string[]> | undefined; expected: Record<string, string[]> }>([
    {
      name: 'a response without a policy',
      headers: { 'Content-Type': ['text/html'] },
      expected: { 'Content-Type': ['text/html'], [CSP_HEADER]: [EXPECTED_POLICY] },
    },
    { name: 'a response with its own, weaker policy', headers: { 'content-security-policy': ['*'] }, expected: { [CSP_HEADER]: [EXPECTED_POLICY] } },
    { name: 'a response without headers', headers: undefined, expected: { [CSP_HEADER]: [EXPECTED_POLICY] } },
  ])('$name gets exactly our CSP header', ({ headers, expected }) => {
    const { headersListener } = fakeSession();
    const callback = vi.fn();
    const details: HeadersDetails = headers === undefined ? {} : { responseHeaders: headers };
    headersListener(details, callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith({ responseHeaders: expected });
  });

  test.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown'])(
    'the permission request %s is denied',
    (permission) => {
      const { requestHandler } = fakeSession();
      const callback = vi.fn();
      requestHandler({}, permission, callback);
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    },
  );

  test.each(['media', 'geolocation', 'clipboard-sanitized-write', 'unknown'])('the permission check %s answers no', (permission) => {
    const { checkHandler } = fakeSession();
    expect(checkHandler({}, permission)).toBe(false);
  });
});
