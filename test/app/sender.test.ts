import { describe, expect, test } from 'vitest';
import { isTrustedSender, type FrameRef } from '#main/electron/sender';

const APP = 'file:///app/out/renderer/index.html';
const isAppUrl = (url: string): boolean => url === APP;
const MAIN: FrameRef = { url: APP, processId: 4, routingId: 1 };

describe('isTrustedSender', () => {
  const cases: { name: string; sender: FrameRef | null; main: FrameRef | undefined; trusted: boolean }[] = [
    { name: 'the main frame itself', sender: MAIN, main: MAIN, trusted: true },
    { name: 'another wrapper of the same frame', sender: { ...MAIN }, main: MAIN, trusted: true },
    { name: 'a subframe of the main window (same process, other routing id)', sender: { ...MAIN, routingId: 2 }, main: MAIN, trusted: false },
    { name: 'a frame of another renderer process', sender: { ...MAIN, processId: 5 }, main: MAIN, trusted: false },
    { name: 'the main frame showing a foreign page', sender: { ...MAIN, url: 'https://evil.example/' }, main: MAIN, trusted: false },
    { name: 'the main frame showing another local file', sender: { ...MAIN, url: 'file:///tmp/x.html' }, main: MAIN, trusted: false },
    { name: 'a frame that is gone (senderFrame null)', sender: null, main: MAIN, trusted: false },
    { name: 'no main window (closed)', sender: MAIN, main: undefined, trusted: false },
  ];
  test.each(cases)('$name → $trusted', ({ sender, main, trusted }) => {
    expect(isTrustedSender({ senderFrame: sender }, main, isAppUrl)).toBe(trusted);
  });
});
