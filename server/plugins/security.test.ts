import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

describe('the security headers, worked out once', () => {
  it("are helmet's for our options: the CSP with our directives and the usual hardening headers", () => {
    const headers = new Map(securityHeaders());
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.has('strict-transport-security')).toBe(false);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
  });
});
