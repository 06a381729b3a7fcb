/**
 * The built renderer (out/renderer/) as static files: only regular files inside the folder, looked up
 * after decoding and refusing any `..`, dot-file or backslash segment, and checked again after
 * resolving symlinks. No directory listing; `/` is index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentType = (file: string): string => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** out/renderer above this module (source or compiled), or undefined when the renderer is not built. */
export const findRendererDir = (from: string | URL = import.meta.url): string | undefined => {
  let dir = path.dirname(from instanceof URL || from.startsWith('file:') ? fileURLToPath(from) : path.resolve(from));
  for (;;) {
    const candidate = path.join(dir, 'out', 'renderer');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
};

const isInside = (root: string, file: string): boolean => file.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);

/**
 * The file a URL path names inside `root`, or undefined (→ 404) for anything else: a bad escape, a
 * `..`, `.` or dot-file segment, a backslash or NUL, a directory, a missing file, or a symlink that
 * leads out of `root`.
 */
export const resolveStaticFile = (root: string, pathname: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded === '/' ? ['index.html'] : decoded.slice(1).split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return undefined;
  const realRoot = (() => {
    try {
      return fs.realpathSync(root);
    } catch {
      return undefined;
    }
  })();
  if (realRoot === undefined) return undefined;
  const file = path.join(realRoot, ...segments);
  if (!isInside(realRoot, file)) return undefined;
  try {
    const real = fs.realpathSync(file);
    if (!isInside(realRoot, real) || !fs.statSync(real).isFile()) return undefined;
    return real;
  } catch {
    return undefined;
  }
};
