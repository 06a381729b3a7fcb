/**
 * The Content-Security-Policy of the renderer: one policy for both hosts, the Electron main process
 * (src-main/electron/session-policy.ts) and the browser host (src-main/host/security.ts), so it sits in a
 * layer below both (docs/architecture.md). Every resource comes from the app's own origin; inline
 * styles are allowed because Svelte sets `style` attributes at run time; no inline or evaluated
 * script, no plugins, no <base>, no framing, no form submission.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

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
export const withoutContentSecurityPolicy = (headers: Readonly<Record<string, string | readonly string[]>> | undefined): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === CSP_HEADER.toLowerCase()) continue;
    out[name] = typeof value === 'string' ? [value] : [...value];
  }
  return out;
};
