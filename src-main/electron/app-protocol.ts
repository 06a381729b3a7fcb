/**
 * The renderer's own scheme, app://, from which the window loads out/renderer instead of file://. A
 * file:// page shares its origin with every file on the disk and may be granted more than a web page;
 * an app:// page has an origin of its own (a standard, secure scheme: 'self' in the CSP, fetch and
 * storage behave as on https), and the handler answers only for files inside out/renderer. With no
 * file:// page left, the GrantFileProtocolExtraPrivileges fuse is off (scripts/fuses.cjs).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_SECURITY_POLICY, CSP_HEADER } from '#main/core/csp';

export const APP_SCHEME = 'app';
export const APP_HOST = 'attack-trainer';
/** The page the main window loads. */
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * What protocol.registerSchemesAsPrivileged is given before `ready`: standard (an origin, relative
 * URLs), secure (as https) and fetch-able. Not `bypassCSP`: the policy applies to the app's pages.
 */
export const APP_SCHEME_PRIVILEGES = { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } } as const;

/**
 * The file under `rendererDir` an app:// URL names, or undefined when it names none: another scheme or
 * host, a path that is not valid percent-encoding, holds a NUL or a backslash, or leads out of the
 * folder once decoded and resolved (`..`, `%2e%2e`, `%2f`). The root is index.html.
 */
export const appFileOf = (requestUrl: string, rendererDir: string): string | undefined => {
  let url: URL;
  let pathname: string;
  try {
    url = new URL(requestUrl);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return undefined;
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, pathname === '/' ? 'index.html' : `.${pathname}`);
  const inside = path.relative(root, file);
  if (inside === '' || inside.split(path.sep)[0] === '..' || path.isAbsolute(inside)) return undefined;
  return file;
};

/** The part of Electron's protocol module the handler needs (kept narrow so tests need no Electron). */
export interface SchemeHandlers {
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
}

/**
 * Answers app:// requests with the files of `rendererDir`, read through `fetchFile` (Electron's
 * net.fetch on the file's file: URL, which knows asar archives and content types), with the app's CSP
 * header; anything else is a 404.
 */
export const serveAppScheme = (protocol: SchemeHandlers, rendererDir: string, fetchFile: (fileUrl: string) => Promise<Response>): void => {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = appFileOf(request.url, rendererDir);
    if (file === undefined) return new Response('Not found', { status: 404 });
    const response = await fetchFile(pathToFileURL(file).href);
    const headers = new Headers(response.headers);
    headers.set(CSP_HEADER, CONTENT_SECURITY_POLICY);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
};
