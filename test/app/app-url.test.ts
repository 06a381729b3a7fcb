import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { RENDERER_URL_ENV, isAppUrl, resolveAppUrl } from '#main/electron/app-url';

const INDEX = '/opt/Attack Trainer/resources/app.asar/out/renderer/index.html';
const FILE_URL = pathToFileURL(INDEX);

describe('resolveAppUrl', () => {
  const cases: { name: string; packaged: boolean; env: Record<string, string | undefined>; url: string }[] = [
    { name: 'packaged: the built file', packaged: true, env: {}, url: FILE_URL.href },
    { name: 'packaged: the dev server variable is ignored', packaged: true, env: { [RENDERER_URL_ENV]: 'http://localhost:5173' }, url: FILE_URL.href },
    { name: 'development without a dev server: the built file', packaged: false, env: {}, url: FILE_URL.href },
    { name: 'development with a dev server', packaged: false, env: { [RENDERER_URL_ENV]: 'http://localhost:5173/' }, url: 'http://localhost:5173/' },
    { name: 'an empty variable counts as unset', packaged: false, env: { [RENDERER_URL_ENV]: '' }, url: FILE_URL.href },
    { name: 'a non-http dev URL is not trusted', packaged: false, env: { [RENDERER_URL_ENV]: 'javascript:alert(1)' }, url: FILE_URL.href },
    { name: 'an unparsable dev URL is not trusted', packaged: false, env: { [RENDERER_URL_ENV]: 'not a url' }, url: FILE_URL.href },
  ];
  test.each(cases)('$name', ({ packaged, env, url }) => {
    expect(resolveAppUrl({ indexHtml: INDEX, packaged, env }).href).toBe(url);
  });
});

describe('isAppUrl', () => {
  const dev = new URL('http://localhost:5173/');
  const cases: { name: string; app: URL; candidate: string; expected: boolean }[] = [
    { name: 'file: the index itself', app: FILE_URL, candidate: FILE_URL.href, expected: true },
    { name: 'file: with a fragment', app: FILE_URL, candidate: `${FILE_URL.href}#/quiz/1`, expected: true },
    { name: 'file: with a query', app: FILE_URL, candidate: `${FILE_URL.href}?x=1`, expected: true },
    { name: 'file: another file in the same folder', app: FILE_URL, candidate: pathToFileURL('/opt/Attack Trainer/resources/app.asar/out/renderer/other.html').href, expected: false },
    { name: 'file: a file elsewhere on disk', app: FILE_URL, candidate: 'file:///etc/passwd', expected: false },
    { name: 'file: a dotted path that normalises elsewhere', app: FILE_URL, candidate: `${FILE_URL.href}/../../../../etc/passwd`, expected: false },
    { name: 'file: a UNC host', app: FILE_URL, candidate: `file://evil${FILE_URL.pathname}`, expected: false },
    { name: 'file: a web page', app: FILE_URL, candidate: 'https://example.com/', expected: false },
    { name: 'dev: a page of the dev server', app: dev, candidate: 'http://localhost:5173/index.html?x#y', expected: true },
    { name: 'dev: another port', app: dev, candidate: 'http://localhost:5174/', expected: false },
    { name: 'dev: another host', app: dev, candidate: 'http://127.0.0.1:5173/', expected: false },
    { name: 'dev: https instead of http', app: dev, candidate: 'https://localhost:5173/', expected: false },
    { name: 'dev: a userinfo trick', app: dev, candidate: 'http://localhost:5173@evil.example/', expected: false },
    { name: 'garbage', app: FILE_URL, candidate: '::not a url::', expected: false },
    { name: 'empty', app: dev, candidate: '', expected: false },
    { name: 'about:blank', app: dev, candidate: 'about:blank', expected: false },
  ];
  test.each(cases)('$name', ({ app, candidate, expected }) => {
    expect(isAppUrl(candidate, app)).toBe(expected);
  });
});
