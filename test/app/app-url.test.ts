import { describe, expect, test } from 'vitest';
import { APP_INDEX_URL } from '#main/electron/app-protocol';
import { RENDERER_URL_ENV, isAppUrl, resolveAppUrl } from '#main/electron/app-url';

const APP_URL = new URL(APP_INDEX_URL);

describe('resolveAppUrl', () => {
  const cases: { name: string; packaged: boolean; env: Record<string, string | undefined>; url: string }[] = [
    { name: 'packaged: the app scheme', packaged: true, env: {}, url: APP_INDEX_URL },
    {
      name: 'packaged: the dev server variable is ignored',
      packaged: true,
      env: { [RENDERER_URL_ENV]: 'http://localhost:5173' },
      url: APP_INDEX_URL,
    },
    { name: 'development without a dev server: the app scheme', packaged: false, env: {}, url: APP_INDEX_URL },
    {
      name: 'development with a dev server',
      packaged: false,
      env: { [RENDERER_URL_ENV]: 'http://localhost:5173/' },
      url: 'http://localhost:5173/',
    },
    { name: 'an empty variable counts as unset', packaged: false, env: { [RENDERER_URL_ENV]: '' }, url: APP_INDEX_URL },
    { name: 'a non-http dev URL is not trusted', packaged: false, env: { [RENDERER_URL_ENV]: 'javascript:alert(1)' }, url: APP_INDEX_URL },
    { name: 'a file dev URL is not trusted', packaged: false, env: { [RENDERER_URL_ENV]: 'file:///tmp/index.html' }, url: APP_INDEX_URL },
    { name: 'an unparsable dev URL is not trusted', packaged: false, env: { [RENDERER_URL_ENV]: 'not a url' }, url: APP_INDEX_URL },
  ];
  test.each(cases)('$name', ({ packaged, env, url }) => {
    expect(resolveAppUrl({ packaged, env }).href).toBe(url);
  });
});

describe('isAppUrl: only app:// (or the dev server in development) is the app', () => {
  const dev = new URL('http://localhost:5173/');
  const cases: { name: string; app: URL; candidate: string; expected: boolean }[] = [
    { name: 'app: the index itself', app: APP_URL, candidate: APP_INDEX_URL, expected: true },
    { name: 'app: with a fragment', app: APP_URL, candidate: `${APP_INDEX_URL}#/quiz/1`, expected: true },
    { name: 'app: with a query', app: APP_URL, candidate: `${APP_INDEX_URL}?x=1`, expected: true },
    { name: 'app: the root', app: APP_URL, candidate: 'app://attack-trainer/', expected: true },
    { name: 'app: another host', app: APP_URL, candidate: 'app://evil/index.html', expected: false },
    { name: 'app: a userinfo trick', app: APP_URL, candidate: 'app://attack-trainer@evil/index.html', expected: false },
    { name: 'app: a port', app: APP_URL, candidate: 'app://attack-trainer:80/index.html', expected: false },
    {
      name: 'file: the built index on disk',
      app: APP_URL,
      candidate: 'file:///opt/Attack%20Trainer/resources/app.asar/out/renderer/index.html',
      expected: false,
    },
    { name: 'file: a file elsewhere on disk', app: APP_URL, candidate: 'file:///etc/passwd', expected: false },
    { name: 'app: a web page', app: APP_URL, candidate: 'https://example.com/', expected: false },
    { name: 'app: a look-alike scheme', app: APP_URL, candidate: 'apps://attack-trainer/index.html', expected: false },
    { name: 'dev: a page of the dev server', app: dev, candidate: 'http://localhost:5173/index.html?x#y', expected: true },
    { name: 'dev: another port', app: dev, candidate: 'http://localhost:5174/', expected: false },
    { name: 'dev: another host', app: dev, candidate: 'http://127.0.0.1:5173/', expected: false },
    { name: 'dev: https instead of http', app: dev, candidate: 'https://localhost:5173/', expected: false },
    { name: 'dev: a userinfo trick', app: dev, candidate: 'http://localhost:5173@evil.example/', expected: false },
    { name: 'dev: the app scheme', app: dev, candidate: APP_INDEX_URL, expected: false },
    { name: 'garbage', app: APP_URL, candidate: '::not a url::', expected: false },
    { name: 'empty', app: dev, candidate: '', expected: false },
    { name: 'about:blank', app: APP_URL, candidate: 'about:blank', expected: false },
  ];
  test.each(cases)('$name', ({ app, candidate, expected }) => {
    expect(isAppUrl(candidate, app)).toBe(expected);
  });
});
