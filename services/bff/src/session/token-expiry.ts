/**
 * Expiry of an access token that the guard has already verified, in epoch milliseconds. Reading the payload
 * again is cheaper than carrying the claim through the Principal type, which the services share.
 */
export function tokenExpiryMs(token: string): number {
  const payload = token.split('.')[1] ?? '';
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}
