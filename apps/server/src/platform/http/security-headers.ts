const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine sets style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * Hardening headers: JSON API responses get the set OWASP recommends for REST APIs; pages get
 * the full browser set (what hono/secure-headers sends, with our CSP); the built assets only what
 * applies to a subresource (a browser reads CSP, frame and referrer policies from the document).
 * They are written on Node's response before the app runs (see http-server.ts).
 */
export function securityHeaders(options: { production: boolean }): { api: HeaderList; page: HeaderList; asset: HeaderList } {
  const hsts: HeaderList = options.production ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] : [];
  return {
    api: [
      ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Referrer-Policy', 'no-referrer'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ...hsts,
    ],
    // The built scripts, stylesheets and images under /assets: the document headers (CSP, frame and
    // referrer policies…) mean nothing on them, and a first visit fetches a few dozen of them.
    asset: [['Cross-Origin-Resource-Policy', 'same-origin'], ['X-Content-Type-Options', 'nosniff'], ...hsts],
    page: [
      ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Origin-Agent-Cluster', '?1'],
      ['Referrer-Policy', 'no-referrer'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ...hsts,
    ],
  };
}
