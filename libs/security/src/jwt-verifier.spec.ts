import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Metadata } from '@grpc/grpc-js';
import { readFileSync } from 'node:fs';

import { exportSPKI, generateKeyPair, importPKCS8, type JWTPayload, SignJWT } from 'jose';

import { JwtVerifier } from './jwt-verifier';
import {
  principalFromMetadata,
  selectedOrganizationFromMetadata,
  showArchivedFromMetadata,
} from './metadata-principal';

const OPTIONS = { issuer: 'fleetlog-auth', audience: 'fleetlog' };

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

async function signToken(
  keys: KeyPair,
  claims: JWTPayload,
  overrides: { exp?: string; iss?: string; aud?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(String(claims.sub ?? '12'))
    .setIssuer(overrides.iss ?? OPTIONS.issuer)
    .setAudience(overrides.aud ?? OPTIONS.audience)
    .setIssuedAt()
    .setJti('jti-1')
    .setExpirationTime(overrides.exp ?? '15m')
    .sign(keys.privateKey);
}

describe(JwtVerifier.name, () => {
  let keys: KeyPair;
  let verifier: JwtVerifier;

  beforeAll(async () => {
    keys = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    verifier = await JwtVerifier.fromPublicKeyPem(await exportSPKI(keys.publicKey), OPTIONS);
  });

  it('verifies a token into a principal', async () => {
    const token = await signToken(keys, { sub: '12', org: 3, roles: ['ADMIN'] });
    await expect(verifier.verify(token)).resolves.toEqual({ userId: 12, organizationId: 3, roles: ['ADMIN'], token });
  });

  it.each([
    ['an expired token', { exp: '-1m' }],
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'other' }],
  ])('rejects %s as UNAUTHENTICATED', async (_name, overrides) => {
    const token = await signToken(keys, { sub: '12', org: 3, roles: ['ADMIN'] }, overrides);
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
  });

  it('rejects a token signed by another key', async () => {
    const otherKeys = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const token = await signToken(otherKeys, { sub: '12', org: 3, roles: ['ADMIN'] });
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(DomainError);
  });

  it('rejects unknown roles and malformed claims', async () => {
    const badRole = await signToken(keys, { sub: '12', org: 3, roles: ['KING'] });
    await expect(verifier.verify(badRole)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
    const badOrg = await signToken(keys, { sub: '12', org: '3', roles: ['ADMIN'] });
    await expect(verifier.verify(badOrg)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
    await expect(verifier.verify('not.a.jwt')).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
  });

  describe('verified-token cache', () => {
    afterEach(() => jest.useRealTimers());

    it('refuses a token verified earlier once it has expired', async () => {
      const token = await signToken(keys, { sub: '12', org: 3, roles: ['ADMIN'] }, { exp: '1m' });
      await expect(verifier.verify(token)).resolves.toMatchObject({ userId: 12 });
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'setInterval'] });
      jest.setSystemTime(Date.now() + 61_000);
      await expect(verifier.verify(token)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
    });

    it('answers a repeated token with an equal principal that callers cannot change for the next one', async () => {
      const token = await signToken(keys, { sub: '12', org: 3, roles: ['ADMIN'] });
      const first = await verifier.verify(token);
      first.roles.push('ROOT');
      await expect(verifier.verify(token)).resolves.toEqual({ userId: 12, organizationId: 3, roles: ['ADMIN'], token });
    });

    it('does not let a cached token vouch for another (tampered) one', async () => {
      const token = await signToken(keys, { sub: '12', org: 3, roles: ['ADMIN'] });
      await verifier.verify(token);
      const [header, , signature] = token.split('.');
      const payload = Buffer.from(JSON.stringify({ sub: '12', org: 3, roles: ['ROOT'] })).toString('base64url');
      await expect(verifier.verify(`${header}.${payload}.${signature}`)).rejects.toMatchObject({
        code: ErrorCode.UNAUTHENTICATED,
      });
    });
  });

  it('reads the local stack key pair (openssl Ed25519 PEM files)', async () => {
    const privateKeyFile = process.env.JWT_PRIVATE_KEY_FILE ?? '';
    const publicKeyFile = process.env.JWT_PUBLIC_KEY_FILE ?? '';
    const stackKeys = {
      privateKey: await importPKCS8(readFileSync(privateKeyFile, 'utf8'), 'EdDSA'),
    } as unknown as KeyPair;
    const fileVerifier = await JwtVerifier.fromPublicKeyFile(publicKeyFile, OPTIONS);
    const token = await signToken(stackKeys, { sub: '1', org: 1, roles: ['ROOT'] });
    await expect(fileVerifier.verify(token)).resolves.toMatchObject({ userId: 1, organizationId: 1, roles: ['ROOT'] });
  });

  describe(principalFromMetadata.name, () => {
    it('reads the bearer token', async () => {
      const token = await signToken(keys, { sub: '7', org: 1, roles: ['ROOT'] });
      const metadata = new Metadata();
      metadata.set('authorization', `Bearer ${token}`);
      await expect(principalFromMetadata(metadata, verifier)).resolves.toMatchObject({ userId: 7, roles: ['ROOT'] });
    });

    it('rejects a call without a token', async () => {
      await expect(principalFromMetadata(new Metadata(), verifier)).rejects.toMatchObject({
        code: ErrorCode.UNAUTHENTICATED,
      });
    });
  });

  it('reads the selected organisation and the archive switch', () => {
    const metadata = new Metadata();
    expect(selectedOrganizationFromMetadata(metadata)).toBeUndefined();
    expect(showArchivedFromMetadata(metadata)).toBe(false);
    metadata.set('x-organization-id', '42');
    metadata.set('x-show-archived', 'true');
    expect(selectedOrganizationFromMetadata(metadata)).toBe(42);
    expect(showArchivedFromMetadata(metadata)).toBe(true);
    metadata.set('x-organization-id', 'abc');
    expect(() => selectedOrganizationFromMetadata(metadata)).toThrow(DomainError);
  });
});
