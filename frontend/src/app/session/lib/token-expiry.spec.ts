import { describe, expect, it } from 'vitest';

import { proactiveRefreshDelayMs, tokenExpiresAtMs } from './token-expiry';

const jwt = (claims: object) =>
  `eyJhbGciOiJFZERTQSJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('token expiry', () => {
  it('reads exp from a JWT payload (base64url)', () => {
    expect(tokenExpiresAtMs(jwt({ exp: 1_800_000_000, roles: ['ADMIN'], name: 'Åsa ~?>' }))).toBe(1_800_000_000_000);
    expect(tokenExpiresAtMs('not-a-jwt')).toBeNull();
    expect(tokenExpiresAtMs(jwt({ sub: '1' }))).toBeNull();
  });

  it('renews a five-minute token one minute early, a short one at three quarters, an expired one now', () => {
    const now = 1_700_000_000_000;
    expect(proactiveRefreshDelayMs(jwt({ exp: now / 1000 + 300 }), now)).toBe(240_000);
    expect(proactiveRefreshDelayMs(jwt({ exp: now / 1000 + 8 }), now)).toBe(6_000);
    expect(proactiveRefreshDelayMs(jwt({ exp: now / 1000 - 5 }), now)).toBe(0);
  });
});
