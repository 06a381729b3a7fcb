/**
 * The Content-Security-Policy of the renderer: one policy, the browser host's (src-main/host/security.ts),
 * for Electron too. Every resource comes from the app's own origin; inline styles are allowed because
 * Svelte sets `style` attributes at run time; no inline or evaluated script, no plugins, no <base>, no
 * framing, no form submission.
 */
import { CONTENT_SECURITY_POLICY } from '../host/security.ts';

export { CONTENT_SECURITY_POLICY };

/**
 * The policy as index.html's <meta> tag carries it: the same minus `frame-ancestors`, which browsers
 * ignore (with a console warning) in a meta element, as the CSP specification says. The header keeps it.
 */
export const META_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors '))
  .join('; ');

export const CSP_HEADER = 'Content-Security-Policy';

/**
 * The response's headers without any CSP header of its own, whatever its case: ours replaces it (a
 * second header would only be intersected with ours, but a weaker one must not even look valid).
 */
export const withoutContentSecurityPolicy = (
  headers: Readonly<Record<string, string | readonly string[]>> | undefined,
): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === CSP_HEADER.toLowerCase()) continue;
    out[name] = typeof value === 'string' ? [value] : [...value];
  }
  return out;
};
