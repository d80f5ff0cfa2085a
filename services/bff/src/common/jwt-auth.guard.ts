import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { CallerResolver } from '@fleetlog/access';
import { isSuperadmin, type Principal } from '@fleetlog/security';

import { IS_PUBLIC, SUPERADMIN_ONLY } from './access.decorators';
import {
  type AuthenticatedRequest,
  bearerToken,
  ORGANIZATION_HEADER,
  parseOrganizationHeader,
  parseShowArchivedHeader,
  SHOW_ARCHIVED_HEADER,
} from './caller';

/**
 * Authentication at the edge: every route that is not `@Public()` needs a valid access token, verified here with
 * the auth service's public key, so unauthenticated traffic never reaches a service. The token's user is then
 * checked against the caller read models (@fleetlog/access): an archived, deleted or moved user is refused (401)
 * and the roles are the user's current ones, not the token's, so `@SuperadminOnly()` routes (ROOT or HEXA) refuse a
 * demoted user within seconds of the change.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(CallerResolver) private readonly callers: CallerResolver,
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
      return await this.callers.principalOf(token);
    } catch (error) {
      // Not loaded yet (the service is starting): a 5xx, never a 401 that would log the user out.
      if (error instanceof DomainError && error.code !== ErrorCode.UNAUTHENTICATED) throw error;
      // Expired, wrong signature, wrong issuer or audience: always 401 so the client logs in again.
      const reason = error instanceof DomainError ? error.message : 'Access token invalid';
      throw new DomainError(ErrorCode.UNAUTHENTICATED, reason);
    }
  }
}
