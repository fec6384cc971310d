/**
 * The security headers of every answer. In AWS the distribution's response headers policy adds them
 * (`edge-distribution.ts`, the same values as CloudFront's managed SecurityHeadersPolicy); the local server adds
 * the same, so a page or client sees the same headers on `npm start` as behind CloudFront.
 */
export const SECURITY_HEADER_SETTINGS = {
  strictTransportSecurityMaxAgeSeconds: 31_536_000,
  frameOption: 'SAMEORIGIN',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': `max-age=${SECURITY_HEADER_SETTINGS.strictTransportSecurityMaxAgeSeconds}`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': SECURITY_HEADER_SETTINGS.frameOption,
  'Referrer-Policy': SECURITY_HEADER_SETTINGS.referrerPolicy,
  'X-XSS-Protection': '1; mode=block',
};
