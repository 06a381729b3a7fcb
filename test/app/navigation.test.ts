import { describe, expect, test, vi } from 'vitest';
import { guardNavigation, type GuardableContents, type NavigationEvent } from '#main/electron/navigation';

type Listener = (event: NavigationEvent) => void;

/** Records what guardNavigation installs, and lets a test fire the events. */
const fakeContents = () => {
  const listeners = new Map<string, Listener[]>();
  let openHandler: (() => { action: 'deny' }) | undefined;
  const contents: GuardableContents = {
    on: (event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  const fire = (event: string, url: string): boolean => {
    const preventDefault = vi.fn();
    for (const listener of listeners.get(event) ?? []) listener({ url, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, listeners, fire, openHandler: () => openHandler };
};

const APP = 'file:///app/out/renderer/index.html';
const isAllowed = (url: string): boolean => url.startsWith(APP);

describe('guardNavigation', () => {
  test.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])('%s: foreign targets are cancelled, the app itself is not', (event) => {
    const { contents, fire } = fakeContents();
    guardNavigation(contents, isAllowed);
    expect(fire(event, 'https://evil.example/')).toBe(true);
    expect(fire(event, 'file:///etc/passwd')).toBe(true);
    expect(fire(event, 'javascript:alert(1)')).toBe(true);
    expect(fire(event, APP)).toBe(false);
    expect(fire(event, `${APP}#/reload`)).toBe(false);
  });

  test('window.open and target=_blank are denied', () => {
    const { contents, openHandler } = fakeContents();
    guardNavigation(contents, isAllowed);
    const handler = openHandler();
    expect(handler).toBeDefined();
    expect(handler?.()).toEqual({ action: 'deny' });
  });

  test('a <webview> is never attached', () => {
    const { contents, fire } = fakeContents();
    guardNavigation(contents, isAllowed);
    expect(fire('will-attach-webview', APP)).toBe(true);
  });

  test('installs exactly these listeners, once each', () => {
    const { contents, listeners } = fakeContents();
    guardNavigation(contents, isAllowed);
    expect([...listeners.keys()].sort()).toEqual(['will-attach-webview', 'will-frame-navigate', 'will-navigate', 'will-redirect']);
    for (const list of listeners.values()) expect(list).toHaveLength(1);
  });
});
