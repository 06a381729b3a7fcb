/**
 * Navigation limits for every web contents the app creates (Electron security checklist, items 13–15):
 * no navigation away from the app, no new windows, no <webview>. The app is a single page, so nothing
 * it shows ever needs to leave it; an external link is simply inert.
 */

/** The part of an Electron navigation event the guard reads. */
export interface NavigationEvent {
  readonly url: string;
  preventDefault(): void;
}

/** The part of Electron's WebContents the guard uses (kept narrow so tests need no Electron). */
export interface GuardableContents {
  on(event: 'will-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-frame-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: () => { action: 'deny' }): void;
}

export const denyWindowOpen = (): { action: 'deny' } => ({ action: 'deny' });

/**
 * Installs the limits on `contents`. `isAllowed` says whether a URL is the app itself (a reload, or
 * the dev server's own pages); every other target is cancelled, for the top frame and subframes alike,
 * and so is a redirect that would lead elsewhere.
 */
export const guardNavigation = (contents: GuardableContents, isAllowed: (url: string) => boolean): void => {
  const blockForeign = (event: NavigationEvent): void => {
    if (!isAllowed(event.url)) event.preventDefault();
  };
  contents.on('will-navigate', blockForeign);
  contents.on('will-frame-navigate', blockForeign);
  contents.on('will-redirect', blockForeign);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(denyWindowOpen);
};
