/**
 * The app's own URL, and the one test of "is this URL the app?" that the navigation guard and the IPC
 * sender check share. The packaged app loads out/renderer/index.html from disk (file:); during
 * development electron-vite serves the renderer and passes its address in ELECTRON_RENDERER_URL.
 */
import { pathToFileURL } from 'node:url';

export const RENDERER_URL_ENV = 'ELECTRON_RENDERER_URL';

export interface AppUrlSource {
  /** Absolute path of out/renderer/index.html. */
  readonly indexHtml: string;
  /** Whether Electron runs the packaged app (app.isPackaged): the dev server is never trusted then. */
  readonly packaged: boolean;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The URL the main window loads. Only an http(s) dev-server URL is taken from the environment. */
export const resolveAppUrl = ({ indexHtml, packaged, env = process.env }: AppUrlSource): URL => {
  const dev = env[RENDERER_URL_ENV];
  if (!packaged && dev !== undefined && dev !== '') {
    const url = parseUrl(dev);
    if (url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  }
  return pathToFileURL(indexHtml);
};

const parseUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/**
 * Whether `candidate` is a page of the app. For file: the very same file (query and fragment may
 * differ; any other file on disk may not), for the dev server the same origin. Unparsable → false.
 */
export const isAppUrl = (candidate: string, appUrl: URL): boolean => {
  const url = parseUrl(candidate);
  if (url === undefined) return false;
  if (appUrl.protocol === 'file:') {
    return url.protocol === 'file:' && url.host === appUrl.host && url.pathname === appUrl.pathname;
  }
  return url.origin === appUrl.origin;
};
