/** index.html: the CSP meta tag, no outside resources, and nothing inline the policy would block. */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { META_CONTENT_SECURITY_POLICY } from '#main/core/csp';

const html = fs.readFileSync(new URL('../../src-renderer/index.html', import.meta.url), 'utf8');
const attribute = (tag: string, name: string): string | undefined => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (name: string): string[] => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);

describe('src-renderer/index.html', () => {
  test('carries the shared policy in a CSP meta tag, first thing in <head> after the charset', () => {
    const metas = tags('meta').filter((tag) => attribute(tag, 'http-equiv') === 'Content-Security-Policy');
    expect(metas).toHaveLength(1);
    expect(attribute(metas[0] ?? '', 'content')).toBe(META_CONTENT_SECURITY_POLICY);
    // Before any script or stylesheet, so it governs all of them.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  test('sends no Referer (the browser host URL carries its token)', () => {
    expect(tags('meta').some((tag) => attribute(tag, 'name') === 'referrer' && attribute(tag, 'content') === 'no-referrer')).toBe(true);
  });

  test('loads nothing from outside the app', () => {
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  test('has no inline script (script-src is self only)', () => {
    for (const script of [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]) {
      expect(script[1]).toContain('src=');
      expect(script[2]?.trim()).toBe('');
    }
  });
});
