// Reads the expiry of an access token to renew it shortly before it runs out. Not a verification: the BFF verifies.
export function tokenExpiresAtMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * How long to wait before renewing a token proactively: a quarter of its remaining life before expiry, at most one
 * minute before (five-minute tokens renew after four minutes). Null for a token without a readable expiry.
 */
export function proactiveRefreshDelayMs(token: string, now = Date.now()): number | null {
  const expiresAt = tokenExpiresAtMs(token);
  if (expiresAt === null) return null;
  const remaining = expiresAt - now;
  return Math.max(0, remaining - Math.min(60_000, remaining / 4));
}
