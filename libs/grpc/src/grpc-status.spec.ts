import { ErrorCode } from '@fleetlog/contracts';
import { status as GrpcStatus } from '@grpc/grpc-js';

import { ERROR_CLASS, ERROR_CLASS_STATUS, errorClassOf } from './error-class';
import { grpcStatusFor } from './grpc-status';
import { httpStatusFor } from './http-status';

// Read at run time from the generated enum, so a code added to errors.proto is checked even if the compiler is not.
const allCodes = Object.values(ErrorCode).filter((value): value is ErrorCode => typeof value === 'number');

describe('ERROR_CLASS', () => {
  it('classes every code of the catalogue', () => {
    const unclassed = allCodes.filter((code) => ERROR_CLASS[code] === undefined).map((code) => ErrorCode[code]);
    expect(unclassed).toEqual([]);
  });

  it('has no entry for a code that is not in the catalogue', () => {
    expect(Object.keys(ERROR_CLASS).map(Number).sort()).toEqual([...allCodes].sort());
  });

  it('treats a code outside the enum (a newer peer) as INTERNAL', () => {
    expect(errorClassOf(9999 as ErrorCode)).toBe('INTERNAL');
    expect(grpcStatusFor(9999 as ErrorCode)).toBe(GrpcStatus.INTERNAL);
    expect(httpStatusFor(9999 as ErrorCode)).toBe(500);
  });
});

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
    [ErrorCode.ERROR_CODE_UNSPECIFIED, GrpcStatus.INTERNAL],
    [ErrorCode.SERVICE_NOT_CONFIGURED, GrpcStatus.FAILED_PRECONDITION],
    [ErrorCode.EMAIL_ALREADY_EXISTS, GrpcStatus.ALREADY_EXISTS],
    [ErrorCode.REGISTRY_ALREADY_SET, GrpcStatus.ALREADY_EXISTS],
    [ErrorCode.VEHICLE_HAS_DEVICE, GrpcStatus.FAILED_PRECONDITION],
    [ErrorCode.TOKEN_EXPIRED, GrpcStatus.FAILED_PRECONDITION],
    [ErrorCode.PASSWORD_SHORT, GrpcStatus.INVALID_ARGUMENT],
  ])('maps %s to %s', (code, expected) => {
    expect(grpcStatusFor(code)).toBe(expected);
  });

  it('is the gRPC status of the code class for every code', () => {
    for (const code of allCodes) {
      expect([ErrorCode[code], grpcStatusFor(code)]).toEqual([
        ErrorCode[code],
        ERROR_CLASS_STATUS[ERROR_CLASS[code]].grpc,
      ]);
    }
  });
});

describe(httpStatusFor.name, () => {
  // Spec 01 §8.1: the statuses the web app reacts to.
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
    [ErrorCode.EMAIL_ALREADY_EXISTS, 400],
    [ErrorCode.VEHICLE_HAS_DEVICE, 400],
  ])('maps %s to %s', (code, expected) => {
    expect(httpStatusFor(code)).toBe(expected);
  });

  it('is the HTTP status of the code class for every code', () => {
    for (const code of allCodes) {
      expect([ErrorCode[code], httpStatusFor(code)]).toEqual([
        ErrorCode[code],
        ERROR_CLASS_STATUS[ERROR_CLASS[code]].http,
      ]);
    }
  });
});
