/**
 * The app:// scheme the window loads the renderer from: a URL names a file inside out/renderer or
 * nothing (no way out of the folder, however encoded), and every answer carries the app's CSP.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APP_INDEX_URL, APP_SCHEME_PRIVILEGES, appFileOf, serveAppScheme } from '#main/electron/app-protocol';
import { CONTENT_SECURITY_POLICY } from '#main/core/csp';

const RENDERER = path.resolve('/opt/Attack Trainer/resources/app.asar/out/renderer');

describe('appFileOf: the file an app:// URL names', () => {
  const cases: { name: string; url: string; file: string | undefined }[] = [
    { name: 'the index', url: APP_INDEX_URL, file: path.join(RENDERER, 'index.html') },
    { name: 'the root is the index', url: 'app://attack-trainer/', file: path.join(RENDERER, 'index.html') },
    {
      name: 'an asset, query and fragment ignored',
      url: 'app://attack-trainer/assets/index-abc.js?v=1#x',
      file: path.join(RENDERER, 'assets', 'index-abc.js'),
    },
    { name: 'a percent-encoded space', url: 'app://attack-trainer/assets/a%20b.css', file: path.join(RENDERER, 'assets', 'a b.css') },
    { name: 'dot segments inside the folder', url: 'app://attack-trainer/assets/../index.html', file: path.join(RENDERER, 'index.html') },
    // The URL parser resolves dot segments, and stops at the root: such a URL names a file of the folder.
    { name: 'dot segments stop at the root', url: 'app://attack-trainer/../../package.json', file: path.join(RENDERER, 'package.json') },
    { name: 'encoded dots stop at the root too', url: 'app://attack-trainer/%2e%2e/%2e%2e/package.json', file: path.join(RENDERER, 'package.json') },
    { name: 'an encoded slash', url: 'app://attack-trainer/..%2f..%2fpackage.json', file: undefined },
    { name: 'an encoded backslash', url: 'app://attack-trainer/..%5c..%5cpackage.json', file: undefined },
    { name: 'a NUL', url: 'app://attack-trainer/index.html%00.png', file: undefined },
    { name: 'broken percent-encoding', url: 'app://attack-trainer/%E0%A4%A', file: undefined },
    { name: 'an absolute path smuggled in', url: 'app://attack-trainer//etc/passwd', file: path.join(RENDERER, 'etc', 'passwd') },
    { name: 'another host', url: 'app://evil/index.html', file: undefined },
    { name: 'another scheme', url: 'file:///opt/Attack%20Trainer/resources/app.asar/out/renderer/index.html', file: undefined },
    { name: 'not a URL', url: 'index.html', file: undefined },
  ];
  test.each(cases)('$name', ({ url, file }) => {
    expect(appFileOf(url, RENDERER)).toBe(file);
  });

  test('whatever the URL, an answer is inside the folder', () => {
    const tricky = ['..', '%2e%2e', '%252e%252e', '.%2e', '%2e.', '....', '..;', '%c0%ae%c0%ae'];
    for (const a of tricky) {
      for (const b of tricky) {
        const file = appFileOf(`app://attack-trainer/${a}/${b}/x`, RENDERER);
        if (file !== undefined) expect(path.relative(RENDERER, file).split(path.sep)[0]).not.toBe('..');
      }
    }
  });
});

test('the scheme is standard and secure, and does not bypass the CSP', () => {
  expect(APP_SCHEME_PRIVILEGES).toEqual({ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } });
});

describe('serveAppScheme', () => {
  let dir = '';
  let handler: ((request: Request) => Promise<Response>) | undefined;
  const fetched: string[] = [];
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-scheme-'));
    fs.mkdirSync(path.join(dir, 'renderer'));
    fs.writeFileSync(path.join(dir, 'renderer', 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'not for the page');
    // Electron's net.fetch stands in as a reader of file: URLs.
    const fetchFile = async (fileUrl: string): Promise<Response> => {
      fetched.push(fileUrl);
      return new Response(fs.readFileSync(fileURLToPath(fileUrl)), {
        headers: { 'content-type': 'text/html', 'content-security-policy': '*' },
      });
    };
    serveAppScheme({ handle: (scheme, h) => scheme === 'app' && (handler = h) }, path.join(dir, 'renderer'), fetchFile);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('serves a file of the folder with the app CSP in place of any other', async () => {
    const response = await handler!(new Request(APP_INDEX_URL));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><title>app</title>');
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  test('a URL out of the folder is a 404 and reads nothing', async () => {
    const before = fetched.length;
    const response = await handler!(new Request('app://attack-trainer/..%2fsecret.txt'));
    expect(response.status).toBe(404);
    expect(fetched.length).toBe(before);
  });
});
