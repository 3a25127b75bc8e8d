import { describe, expect, it } from 'vitest';
import { extendPolicy, SITE_FRAME_ORIGINS, sitePolicyAdditions } from './content-policy';

const PORTAL_POLICY =
  "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'nonce-def';style-src-attr 'none';" +
  "img-src 'self' data: blob:;connect-src 'self';object-src 'none';frame-ancestors 'none'";

/** A policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('site pages’ content policy', () => {
  it('allows the embeds’ frames and owners’ https pictures and videos, nothing else, when the land has no analytics', () => {
    const policy = directives(extendPolicy(PORTAL_POLICY, sitePolicyAdditions({ analytics: emptyIds })));
    expect(policy['frame-src']).toEqual(["'self'", ...SITE_FRAME_ORIGINS]);
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy['media-src']).toEqual(["'self'", 'https:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('adds exactly the tag manager’s origin for a land with a tag-manager id', () => {
    const policy = directives(
      extendPolicy(
        PORTAL_POLICY,
        sitePolicyAdditions({ analytics: { ...emptyIds, googleTagManagerId: 'GTM-AB12CD' } }),
      ),
    );
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(JSON.stringify(policy)).not.toContain('facebook');
  });

  it('adds the pixel’s script and report origins for a land with a pixel id', () => {
    const policy = directives(
      extendPolicy(PORTAL_POLICY, sitePolicyAdditions({ analytics: { ...emptyIds, metaPixelId: '123456789012' } })),
    );
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://connect.facebook.net']);
    expect(policy['img-src']).toContain('https://www.facebook.com');
    expect(policy['connect-src']).toEqual(["'self'", 'https://www.facebook.com', 'https://connect.facebook.net']);
    expect(JSON.stringify(policy)).not.toContain('googletagmanager');
  });

  it('replaces a directive’s none and adds each source once', () => {
    const policy = extendPolicy("object-src 'none';img-src 'self'", {
      'object-src': ['x.test'],
      'img-src': ["'self'"],
    });
    expect(policy).toBe("object-src x.test;img-src 'self'");
  });
});

const emptyIds = { googleTagManagerId: null, metaPixelId: null };
