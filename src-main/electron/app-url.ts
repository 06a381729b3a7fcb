/**
 * The app's own URL, and the one test of "is this URL the app?" that the navigation guard and the IPC
 * sender check share. The app loads its renderer from app://attack-trainer/ (app-protocol.ts); during
 * development electron-vite serves the renderer and passes its address in ELECTRON_RENDERER_URL.
 * A file: URL is never the app.
 */
import { APP_HOST, APP_INDEX_URL, APP_SCHEME } from './app-protocol.ts';

export const RENDERER_URL_ENV = 'ELECTRON_RENDERER_URL';

export interface AppUrlSource {
  /** Whether Electron runs the packaged app (app.isPackaged): the dev server is never trusted then. */
  readonly packaged: boolean;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The URL the main window loads. Only an http(s) dev-server URL is taken from the environment. */
export const resolveAppUrl = ({ packaged, env = process.env }: AppUrlSource): URL => {
  const dev = env[RENDERER_URL_ENV];
  if (!packaged && dev !== undefined && dev !== '') {
    const url = parseUrl(dev);
    if (url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  }
  return new URL(APP_INDEX_URL);
};

const parseUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/**
 * Whether `candidate` is a page of the app: for app:// any page of the app's host (query and fragment
 * may differ; the scheme's handler serves only out/renderer), for the dev server the same origin.
 * Unparsable → false.
 */
export const isAppUrl = (candidate: string, appUrl: URL): boolean => {
  const url = parseUrl(candidate);
  if (url === undefined) return false;
  if (appUrl.protocol === `${APP_SCHEME}:`) {
    return url.protocol === appUrl.protocol && url.host === APP_HOST && url.username === '' && url.password === '' && url.port === '';
  }
  return url.origin === appUrl.origin;
};
