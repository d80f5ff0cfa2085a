import { ErrorCode } from '@fleetlog/contracts';
import { thrownCode } from '@fleetlog/testing';

import { assertTokenUsable, generateResetToken, hashResetToken, type ResetTokenState } from './reset-token-rules';

const NOW = new Date('2025-03-01T12:00:00Z');

function aToken(overrides: Partial<ResetTokenState> = {}): ResetTokenState {
  return { expiresAt: new Date(NOW.getTime() + 60_000), usedAt: null, ...overrides };
}

describe(assertTokenUsable.name, () => {
  it('accepts an unused token before its expiry', () => {
    const token = aToken();
    expect(assertTokenUsable(token, NOW)).toBe(token);
  });
  it('refuses an unknown token with MISSING_TOKEN', () => {
    expect(thrownCode(() => assertTokenUsable(null, NOW))).toBe(ErrorCode.MISSING_TOKEN);
  });
  it('refuses a used token with TOKEN_USED', () => {
    expect(thrownCode(() => assertTokenUsable(aToken({ usedAt: NOW }), NOW))).toBe(ErrorCode.TOKEN_USED);
  });
  it('refuses a token at its expiry instant with TOKEN_EXPIRED', () => {
    expect(thrownCode(() => assertTokenUsable(aToken({ expiresAt: NOW }), NOW))).toBe(ErrorCode.TOKEN_EXPIRED);
  });
  it('reports TOKEN_USED before TOKEN_EXPIRED', () => {
    const token = aToken({ usedAt: NOW, expiresAt: new Date(NOW.getTime() - 1) });
    expect(thrownCode(() => assertTokenUsable(token, NOW))).toBe(ErrorCode.TOKEN_USED);
  });
});

describe(hashResetToken.name, () => {
  it('is a stable hex SHA-256 that differs from the token', () => {
    const token = generateResetToken();
    expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResetToken(token)).toBe(hashResetToken(token));
    expect(hashResetToken(token)).not.toContain(token);
  });
  it('generates distinct url-safe tokens', () => {
    const a = generateResetToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(generateResetToken());
  });
});
