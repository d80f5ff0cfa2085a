import { generateKeyPairSync } from 'node:crypto';

import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';

import { TokenSigner } from './token-signer';

function aKeyPair() {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

describe(TokenSigner.name, () => {
  const options = { issuer: 'fleetlog-auth', audience: 'fleetlog', ttlSeconds: 3600 };

  it('signs the documented claims and is verifiable with its own JWKS', async () => {
    const signer = await TokenSigner.fromPrivateKeyPem(aKeyPair(), options);
    const now = new Date('2030-01-01T00:00:00Z');
    const { token, expiresAtMs } = await signer.sign({ userId: 42, organizationId: 7, roles: ['ADMIN'] }, now);

    const jwks = createLocalJWKSet(JSON.parse(signer.jwksJson()));
    const { payload } = await jwtVerify(token, jwks, {
      issuer: 'fleetlog-auth',
      audience: 'fleetlog',
      currentDate: new Date(now.getTime() + 1000),
    });
    expect(payload).toMatchObject({ sub: '42', org: 7, roles: ['ADMIN'], iss: 'fleetlog-auth', aud: 'fleetlog' });
    expect(typeof payload.jti).toBe('string');
    expect(payload.exp).toBe(now.getTime() / 1000 + 3600);
    expect(expiresAtMs).toBe(now.getTime() + 3600_000);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA', kid: signer.keyId });
  });

  it('refuses a token signed by another key', async () => {
    const signer = await TokenSigner.fromPrivateKeyPem(aKeyPair(), options);
    const other = await TokenSigner.fromPrivateKeyPem(aKeyPair(), options);
    const { token } = await other.sign({ userId: 1, organizationId: 1, roles: ['DRIVER'] });
    await expect(jwtVerify(token, createLocalJWKSet(JSON.parse(signer.jwksJson())))).rejects.toThrow();
  });

  it('refuses a key that is not Ed25519', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await expect(TokenSigner.fromPrivateKeyPem(pem, options)).rejects.toThrow(/Ed25519/);
  });
});
