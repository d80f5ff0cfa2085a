import { ErrorCode } from '@fleetlog/contracts';

import { assertNever } from './grpc-status';

/**
 * HTTP status of a domain error code (BFF error responses). Same classes as `grpcStatusFor`; exhaustive so a new
 * code does not compile until it is placed. (415 for an unsupported Content-Type is decided by the BFF from the
 * request, not from the code: its code is MISFORMATTED_FIELDS, which is otherwise a 400.)
 */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.UNAUTHENTICATED:
    case ErrorCode.INVALID_LOGIN:
      return 401;

    case ErrorCode.USER_ARCHIVED:
    case ErrorCode.DEVICE_FORBIDDEN:
    case ErrorCode.ORGANIZATION_FORBIDDEN:
    case ErrorCode.USER_FORBIDDEN:
    case ErrorCode.VEHICLE_FORBIDDEN:
    case ErrorCode.FORBIDDEN_DURING_TRIP:
    case ErrorCode.ROOT_REQUIRED:
    case ErrorCode.ROOT_OR_ADMIN_REQUIRED:
    case ErrorCode.MISSING_CLEARANCE:
    case ErrorCode.NO_ACCESS_TO_FEATURE:
    case ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE:
    case ErrorCode.DIFFERENT_ORGANIZATIONS_VEHICLE:
    case ErrorCode.DIFFERENT_ORGANIZATIONS_USER:
      return 403;

    case ErrorCode.USER_MISSING:
    case ErrorCode.ORGANIZATION_MISSING:
    case ErrorCode.VEHICLE_MISSING:
    case ErrorCode.DEVICE_MISSING:
    case ErrorCode.NOT_FOUND:
      return 404;

    case ErrorCode.TOO_MANY_ATTEMPTS:
      return 429;

    case ErrorCode.INTERNAL:
    case ErrorCode.ERROR_CODE_UNSPECIFIED:
      return 500;

    case ErrorCode.SERVICE_NOT_CONFIGURED:
      return 503;

    case ErrorCode.DEVICE_ALREADY_INSTALLED:
    case ErrorCode.DEVICE_INCOMPLETE:
    case ErrorCode.DEVICE_MISSING_VEHICLE:
    case ErrorCode.DEVICE_NOT_INSTALLED:
    case ErrorCode.DEVICE_RETIRED:
    case ErrorCode.EMAIL_ALREADY_EXISTS:
    case ErrorCode.ICCID_ALREADY_EXISTS:
    case ErrorCode.IMEI_ALREADY_EXISTS:
    case ErrorCode.PHONE_ALREADY_EXISTS:
    case ErrorCode.ICCID_LENGTH:
    case ErrorCode.IMEI_LENGTH:
    case ErrorCode.PHONE_LENGTH:
    case ErrorCode.REGISTRY_ALREADY_EXISTS:
    case ErrorCode.REGISTRY_ALREADY_SET:
    case ErrorCode.ID_MISMATCH:
    case ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE:
    case ErrorCode.USERNAME_MISSING:
    case ErrorCode.VEHICLE_HAS_DEVICE:
    case ErrorCode.VEHICLE_MISSING_DEVICE:
    case ErrorCode.BAD_ROLES:
    case ErrorCode.BAD_REG:
    case ErrorCode.BAD_ZONE_ID:
    case ErrorCode.ISO_COUNTRY_CODE_MISSING:
    case ErrorCode.MISSING_TOKEN: // a reset or invitation token, not the session: no 401, which logs out
    case ErrorCode.TOKEN_EXPIRED:
    case ErrorCode.TOKEN_USED:
    case ErrorCode.OLD_PASSWORD_MISSING:
    case ErrorCode.PASSWORD_MISMATCH:
    case ErrorCode.PASSWORD_SHORT:
    case ErrorCode.PASSWORD_SAME:
    case ErrorCode.MISFORMATTED_FIELDS:
    case ErrorCode.MISSING_FIELDS:
    case ErrorCode.ONLY_DIGITS:
    case ErrorCode.NO_ODOMETER_REFERENCE:
    case ErrorCode.ODOMETER_TOO_LARGE:
    case ErrorCode.VEHICLE_TRAVELLED_FARTHER:
      return 400;

    default:
      return assertNever(code);
  }
}
