import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Principal } from '@fleetlog/security';
import type { Request } from 'express';

/** Who is calling and in which organisation context: what the BFF forwards to services as gRPC metadata. */
export interface CallerContext {
  principal: Principal;
  /** The organisation selected in the UI (`x-organization-id`); the services check the caller may act in it. */
  organizationId?: number;
  showArchived: boolean;
}

export interface AuthenticatedRequest extends Request {
  caller?: CallerContext;
}

export const ORGANIZATION_HEADER = 'x-organization-id';
export const SHOW_ARCHIVED_HEADER = 'x-show-archived';

/** The caller established by `JwtAuthGuard`; only valid on routes that are not `@Public()`. */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): CallerContext => {
  const caller = context.switchToHttp().getRequest<AuthenticatedRequest>().caller;
  if (!caller) {
    // A programming error (a public route asking for a caller), not a client error.
    throw new Error('Caller requested on a route without authentication');
  }
  return caller;
});

/**
 * The caller without the organisation selected in the header: a named object (a trip, a passage) is looked for in
 * all the caller's organisations; the selection narrows lists.
 */
export function inAllOrganizations(caller: CallerContext): CallerContext {
  return { ...caller, organizationId: undefined };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export function parseOrganizationHeader(value: string | string[] | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const text = Array.isArray(value) ? value[0] : value;
  if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${ORGANIZATION_HEADER} must be a positive integer`);
  }
  return Number(text);
}

export function parseShowArchivedHeader(value: string | string[] | undefined): boolean {
  if (value === undefined || value === '') return false;
  const text = (Array.isArray(value) ? value[0] : value).trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${SHOW_ARCHIVED_HEADER} must be true or false`);
}
