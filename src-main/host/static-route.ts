/**
 * The static route of the browser host: GET/HEAD of the built renderer's files (static-files.ts), and a
 * page that says how to build the renderer when it is missing.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { pipeline } from 'node:stream';
import { send, sendText } from './http-io.ts';
import { SECURITY_HEADERS } from './security.ts';
import { contentType, resolveStaticFile } from './static-files.ts';

const pageNotBuilt = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8"><title>Attack Trainer</title></head>',
  '<body><h1>Attack Trainer</h1><p>The user interface is not built yet (out/renderer/index.html is missing).',
  'Run <code>npm run build</code>, then start the host again.</p></body></html>',
  '',
].join('\n');

export function serveStatic(rendererDir: string | undefined, req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
  const file = rendererDir === undefined ? undefined : resolveStaticFile(rendererDir, pathname);
  if (file === undefined) {
    if (pathname === '/' && (rendererDir === undefined || !fs.existsSync(rendererDir))) {
      return send(res, 503, 'text/html; charset=utf-8', pageNotBuilt);
    }
    return sendText(res, 404, 'not found');
  }
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    return sendText(res, 404, 'not found');
  }
  res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': contentType(file), 'Content-Length': String(size), 'Cache-Control': 'no-cache' });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline, not pipe: when the client goes away (or the read fails) it destroys both ends, so the
  // file is closed. With pipe() an abandoned download kept its handle open forever, and any web page
  // could exhaust the process's file limit with no-cors fetches.
  pipeline(fs.createReadStream(file), res, () => undefined);
}
