import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isSuperadmin, JwtVerifier, type Principal } from '@fleetlog/security';

import { IS_PUBLIC, SUPERADMIN_ONLY } from './access.decorators';
import {
  type AuthenticatedRequest,
  bearerToken,
  ORGANIZATION_HEADER,
  parseOrganizationHeader,
  parseShowArchivedHeader,
  SHOW_ARCHIVED_HEADER,
} from './caller';

export const JWT_VERIFIER = Symbol('JWT_VERIFIER');

/**
 * Authentication at the edge: every route that is not `@Public()` needs a valid access token, verified here with
 * the auth service's public key, so unauthenticated traffic never reaches a service. `@SuperadminOnly()` routes
 * also need ROOT or HEXA.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(JWT_VERIFIER) private readonly verifier: JwtVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = await this.authenticate(request.headers.authorization);
    if (this.reflector.getAllAndOverride<boolean>(SUPERADMIN_ONLY, targets) && !isSuperadmin(principal)) {
      throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
    }
    request.caller = {
      principal,
      organizationId: parseOrganizationHeader(request.headers[ORGANIZATION_HEADER]),
      showArchived: parseShowArchivedHeader(request.headers[SHOW_ARCHIVED_HEADER]),
    };
    return true;
  }

  private async authenticate(header: string | undefined): Promise<Principal> {
    const token = bearerToken(header);
    if (!token) throw new DomainError(ErrorCode.UNAUTHENTICATED, 'Missing bearer token');
    try {
      return await this.verifier.verify(token);
    } catch (error) {
      // Expired, wrong signature, wrong issuer or audience: always 401 so the client logs in again.
      const reason = error instanceof DomainError ? error.message : 'Access token invalid';
      throw new DomainError(ErrorCode.UNAUTHENTICATED, reason);
    }
  }
}
