import { ErrorCode } from '@fleetlog/contracts';
import { status as GrpcStatus } from '@grpc/grpc-js';

import { grpcStatusFor } from './grpc-status';
import { httpStatusFor } from './http-status';

const allCodes = Object.values(ErrorCode).filter((value): value is ErrorCode => typeof value === 'number');

// gRPC status → HTTP status the two mappings must agree on (same classes of error).
const HTTP_FOR_GRPC: Partial<Record<GrpcStatus, number>> = {
  [GrpcStatus.UNAUTHENTICATED]: 401,
  [GrpcStatus.PERMISSION_DENIED]: 403,
  [GrpcStatus.NOT_FOUND]: 404,
  [GrpcStatus.RESOURCE_EXHAUSTED]: 429,
  [GrpcStatus.INTERNAL]: 500,
  [GrpcStatus.FAILED_PRECONDITION]: 503,
  [GrpcStatus.INVALID_ARGUMENT]: 400,
};

describe(grpcStatusFor.name, () => {
  it.each([
    [ErrorCode.UNAUTHENTICATED, GrpcStatus.UNAUTHENTICATED],
    [ErrorCode.INVALID_LOGIN, GrpcStatus.UNAUTHENTICATED],
    [ErrorCode.MISSING_TOKEN, GrpcStatus.INVALID_ARGUMENT],
    [ErrorCode.USER_ARCHIVED, GrpcStatus.PERMISSION_DENIED],
    [ErrorCode.ROOT_REQUIRED, GrpcStatus.PERMISSION_DENIED],
    [ErrorCode.DIFFERENT_ORGANIZATIONS_USER, GrpcStatus.PERMISSION_DENIED],
    [ErrorCode.USER_MISSING, GrpcStatus.NOT_FOUND],
    [ErrorCode.NOT_FOUND, GrpcStatus.NOT_FOUND],
    [ErrorCode.TOO_MANY_ATTEMPTS, GrpcStatus.RESOURCE_EXHAUSTED],
    [ErrorCode.INTERNAL, GrpcStatus.INTERNAL],
    [ErrorCode.SERVICE_NOT_CONFIGURED, GrpcStatus.FAILED_PRECONDITION],
    [ErrorCode.EMAIL_ALREADY_EXISTS, GrpcStatus.INVALID_ARGUMENT],
    [ErrorCode.TOKEN_EXPIRED, GrpcStatus.INVALID_ARGUMENT],
  ])('maps %s to %s', (code, expected) => {
    expect(grpcStatusFor(code)).toBe(expected);
  });

  it('agrees with the HTTP mapping for every code', () => {
    for (const code of allCodes) {
      expect([code, HTTP_FOR_GRPC[grpcStatusFor(code)]]).toEqual([code, httpStatusFor(code)]);
    }
  });
});

describe(httpStatusFor.name, () => {
  it.each([
    [ErrorCode.UNAUTHENTICATED, 401],
    [ErrorCode.INVALID_LOGIN, 401],
    [ErrorCode.MISSING_TOKEN, 400],
    [ErrorCode.USER_ARCHIVED, 403],
    [ErrorCode.VEHICLE_FORBIDDEN, 403],
    [ErrorCode.ROOT_OR_ADMIN_REQUIRED, 403],
    [ErrorCode.MISSING_CLEARANCE, 403],
    [ErrorCode.NO_ACCESS_TO_FEATURE, 403],
    [ErrorCode.DIFFERENT_ORGANIZATIONS_VEHICLE, 403],
    [ErrorCode.ORGANIZATION_MISSING, 404],
    [ErrorCode.VEHICLE_MISSING, 404],
    [ErrorCode.DEVICE_MISSING, 404],
    [ErrorCode.TOO_MANY_ATTEMPTS, 429],
    [ErrorCode.INTERNAL, 500],
    [ErrorCode.SERVICE_NOT_CONFIGURED, 503],
    [ErrorCode.PASSWORD_SHORT, 400],
    [ErrorCode.MISFORMATTED_FIELDS, 400],
    [ErrorCode.DEVICE_MISSING_VEHICLE, 400],
  ])('maps %s to %s', (code, expected) => {
    expect(httpStatusFor(code)).toBe(expected);
  });

  it('maps every code of the catalogue', () => {
    for (const code of allCodes) {
      expect([400, 401, 403, 404, 429, 500, 503]).toContain(httpStatusFor(code));
    }
  });
});
