/**
 * Session-wide protections: the CSP header on every response, and no permission ever granted (the app
 * needs no camera, microphone, notifications, geolocation, clipboard-read, …). Electron's default is to
 * grant every permission request, hence the explicit handlers (security checklist, item 5).
 */
import { CONTENT_SECURITY_POLICY, withoutContentSecurityPolicy } from '#main/core/csp';

export interface HeadersDetails {
  readonly responseHeaders?: Record<string, string[]>;
}

/** The part of Electron's Session used here (kept narrow so tests need no Electron). */
export interface PolicySession {
  readonly webRequest: {
    onHeadersReceived(listener: (details: HeadersDetails, callback: (response: { responseHeaders: Record<string, string[]> }) => void) => void): void;
  };
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

export const applySessionPolicy = (session: PolicySession): void => {
  session.webRequest.onHeadersReceived((details, callback) => {
    // Written as the header literal electronegativity recognises (CSP_JS_CHECK).
    callback({
      responseHeaders: {
        ...withoutContentSecurityPolicy(details.responseHeaders),
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
};
