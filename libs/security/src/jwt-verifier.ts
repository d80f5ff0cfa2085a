import { readFile } from 'node:fs/promises';

import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { errors as JoseErrors, importSPKI, type JWTPayload, jwtVerify } from 'jose';

import { isRole, type Principal } from './principal';

export interface JwtVerifyOptions {
  issuer: string;
  audience: string;
}

// Type accepted by jwtVerify for a key (a CryptoKey or a KeyObject, depending on the runtime).
type VerificationKey = Awaited<ReturnType<typeof importSPKI>>;

// Verified tokens kept so that a token is checked once, not on every hop of every request (an Ed25519 verification
// was 6-14% of a service's CPU under load). Bounded; the oldest entry goes first.
const VERIFIED_CACHE_SIZE = 10_000;

/** Verifies the EdDSA access tokens auth signs, locally in every service, into a Principal. */
export class JwtVerifier {
  private readonly verified = new Map<string, { principal: Principal; expiresAtMs: number }>();

  private constructor(
    private readonly key: VerificationKey,
    private readonly options: JwtVerifyOptions,
  ) {}

  static async fromPublicKeyFile(path: string, options: JwtVerifyOptions): Promise<JwtVerifier> {
    return JwtVerifier.fromPublicKeyPem(await readFile(path, 'utf8'), options);
  }

  static async fromPublicKeyPem(pem: string, options: JwtVerifyOptions): Promise<JwtVerifier> {
    return new JwtVerifier(await importSPKI(pem, 'EdDSA'), options);
  }

  async verify(token: string): Promise<Principal> {
    const cached = this.verified.get(token);
    if (cached !== undefined) {
      // Same expiry rule as jwtVerify (no clock tolerance); an expired entry is verified again and so refused.
      if (Date.now() < cached.expiresAtMs) return { ...cached.principal, roles: [...cached.principal.roles] };
      this.verified.delete(token);
    }
    const principal = await this.verifyUncached(token);
    return { ...principal, roles: [...principal.roles] };
  }

  private async verifyUncached(token: string): Promise<Principal> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ['EdDSA', 'Ed25519'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      throw new DomainError(ErrorCode.UNAUTHENTICATED, reasonFor(error));
    }
    const principal = principalFromClaims(payload, token);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
    // requiredClaims makes exp present; it is in seconds.
    this.verified.set(token, { principal, expiresAtMs: (payload.exp as number) * 1000 });
    return principal;
  }
}

function principalFromClaims(payload: JWTPayload, token: string): Principal {
  const userId = Number(payload.sub);
  const organizationId = payload.org;
  const roles = payload.roles;
  if (
    !Number.isSafeInteger(userId) ||
    typeof organizationId !== 'number' ||
    !Number.isSafeInteger(organizationId) ||
    !Array.isArray(roles) ||
    !roles.every(isRole)
  ) {
    throw new DomainError(ErrorCode.UNAUTHENTICATED, 'Access token has malformed claims');
  }
  return { userId, organizationId, roles, token };
}

// Messages say what was wrong with the token, never echo it.
function reasonFor(error: unknown): string {
  if (error instanceof JoseErrors.JWTExpired) return 'Access token expired';
  if (error instanceof JoseErrors.JWTClaimValidationFailed) return `Access token rejected: ${error.claim} claim`;
  return 'Access token invalid';
}
