import { createPrivateKey, createPublicKey, type KeyObject, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Role } from '@fleetlog/security';
import { calculateJwkThumbprint, exportJWK, type JWK, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  organizationId: number;
  roles: readonly Role[] | readonly string[];
}

export interface SignedToken {
  token: string;
  expiresAtMs: number;
}

export interface TokenSignerOptions {
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

/** Signs access tokens with the Ed25519 private key (EdDSA) and publishes the public half as a JWKS. */
export class TokenSigner {
  private constructor(
    private readonly privateKey: KeyObject,
    private readonly publicJwk: JWK,
    private readonly options: TokenSignerOptions,
  ) {}

  static async fromPrivateKeyFile(path: string, options: TokenSignerOptions): Promise<TokenSigner> {
    return TokenSigner.fromPrivateKeyPem(readFileSync(path, 'utf8'), options);
  }

  static async fromPrivateKeyPem(pem: string, options: TokenSignerOptions): Promise<TokenSigner> {
    const privateKey = createPrivateKey(pem);
    if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('JWT private key must be an Ed25519 key');
    const jwk = await exportJWK(createPublicKey(privateKey));
    const kid = await calculateJwkThumbprint(jwk);
    return new TokenSigner(privateKey, { ...jwk, kid, alg: 'EdDSA', use: 'sig' }, options);
  }

  get keyId(): string {
    return this.publicJwk.kid!;
  }

  async sign(claims: TokenClaims, now: Date = new Date()): Promise<SignedToken> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + this.options.ttlSeconds;
    const token = await new SignJWT({ org: claims.organizationId, roles: [...claims.roles] })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: this.keyId })
      .setSubject(String(claims.userId))
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(this.privateKey);
    return { token, expiresAtMs: expiresAt * 1000 };
  }

  jwksJson(): string {
    return JSON.stringify({ keys: [this.publicJwk] });
  }
}
