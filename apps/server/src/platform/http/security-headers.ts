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
 * Hardening headers: JSON API responses get the set OWASP recommends for REST APIs; pages and
 * their assets get the full browser set (what hono/secure-headers sends, with our CSP). They
 * are written on Node's response before the app runs (see http-server.ts).
 */
export function securityHeaders(options: { production: boolean }): { api: HeaderList; page: HeaderList } {
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
