import { ErrorCode } from '@fleetlog/contracts';
import { status as GrpcStatus } from '@grpc/grpc-js';

/**
 * What kind of failure a domain error code is. Every code of the catalogue has exactly one class, and the gRPC and
 * HTTP statuses are properties of the class, so the two transports cannot disagree about a code.
 */
export type ErrorClass =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION'
  | 'VALIDATION'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

interface ClassStatuses {
  grpc: GrpcStatus;
  http: number;
}

/**
 * HTTP statuses are those of spec 01 §8.1: the web app shows the mapped message for every 400, so duplicates and
 * refused state changes stay 400 there even though gRPC names them more precisely.
 * UNAVAILABLE (a setting the service needs is missing) is FAILED_PRECONDITION on gRPC: retrying, which gRPC's
 * UNAVAILABLE invites, would not help.
 */
export const ERROR_CLASS_STATUS: Readonly<Record<ErrorClass, ClassStatuses>> = {
  UNAUTHENTICATED: { grpc: GrpcStatus.UNAUTHENTICATED, http: 401 },
  FORBIDDEN: { grpc: GrpcStatus.PERMISSION_DENIED, http: 403 },
  NOT_FOUND: { grpc: GrpcStatus.NOT_FOUND, http: 404 },
  CONFLICT: { grpc: GrpcStatus.ALREADY_EXISTS, http: 400 },
  PRECONDITION: { grpc: GrpcStatus.FAILED_PRECONDITION, http: 400 },
  VALIDATION: { grpc: GrpcStatus.INVALID_ARGUMENT, http: 400 },
  RATE_LIMITED: { grpc: GrpcStatus.RESOURCE_EXHAUSTED, http: 429 },
  INTERNAL: { grpc: GrpcStatus.INTERNAL, http: 500 },
  UNAVAILABLE: { grpc: GrpcStatus.FAILED_PRECONDITION, http: 503 },
};

/** The one table: a Record over the enum, so a code added to errors.proto does not compile until it is classed. */
export const ERROR_CLASS: Readonly<Record<ErrorCode, ErrorClass>> = {
  [ErrorCode.ERROR_CODE_UNSPECIFIED]: 'INTERNAL',

  [ErrorCode.UNAUTHENTICATED]: 'UNAUTHENTICATED',
  [ErrorCode.INVALID_LOGIN]: 'UNAUTHENTICATED',

  [ErrorCode.USER_ARCHIVED]: 'FORBIDDEN',
  [ErrorCode.DEVICE_FORBIDDEN]: 'FORBIDDEN',
  [ErrorCode.ORGANIZATION_FORBIDDEN]: 'FORBIDDEN',
  [ErrorCode.USER_FORBIDDEN]: 'FORBIDDEN',
  [ErrorCode.VEHICLE_FORBIDDEN]: 'FORBIDDEN',
  [ErrorCode.FORBIDDEN_DURING_TRIP]: 'FORBIDDEN',
  [ErrorCode.ROOT_REQUIRED]: 'FORBIDDEN',
  [ErrorCode.ROOT_OR_ADMIN_REQUIRED]: 'FORBIDDEN',
  [ErrorCode.MISSING_CLEARANCE]: 'FORBIDDEN',
  [ErrorCode.NO_ACCESS_TO_FEATURE]: 'FORBIDDEN',
  [ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE]: 'FORBIDDEN',
  [ErrorCode.DIFFERENT_ORGANIZATIONS_VEHICLE]: 'FORBIDDEN',
  [ErrorCode.DIFFERENT_ORGANIZATIONS_USER]: 'FORBIDDEN',

  [ErrorCode.USER_MISSING]: 'NOT_FOUND',
  [ErrorCode.ORGANIZATION_MISSING]: 'NOT_FOUND',
  [ErrorCode.VEHICLE_MISSING]: 'NOT_FOUND',
  [ErrorCode.DEVICE_MISSING]: 'NOT_FOUND',
  [ErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [ErrorCode.JOURNAL_MISSING]: 'NOT_FOUND',
  [ErrorCode.PASSAGE_MISSING]: 'NOT_FOUND',
  [ErrorCode.REPORT_SCHEDULE_MISSING]: 'NOT_FOUND',
  [ErrorCode.SUMMARIES_MISSING]: 'NOT_FOUND',
  [ErrorCode.JOURNALS_MISSING]: 'NOT_FOUND',
  [ErrorCode.REPORT_TYPE_UNKNOWN]: 'VALIDATION',
  [ErrorCode.REPORT_PERIOD_TOO_LONG]: 'VALIDATION',
  [ErrorCode.REPORT_FORMAT_UNAVAILABLE]: 'VALIDATION',
  [ErrorCode.REPORT_FILE_EXPIRED]: 'NOT_FOUND',
  [ErrorCode.ALARM_SETTING_MISSING]: 'NOT_FOUND',
  [ErrorCode.ALARM_PERIOD_MISSING]: 'NOT_FOUND',
  [ErrorCode.ALARM_NAME_UNKNOWN]: 'VALIDATION',
  [ErrorCode.ALARM_FIELD_INVALID]: 'VALIDATION',
  [ErrorCode.GEOFENCE_TOO_FEW_POINTS]: 'VALIDATION',
  [ErrorCode.GEOFENCE_SELF_INTERSECTING]: 'VALIDATION',
  [ErrorCode.GEOFENCE_BAD_DISTORTION]: 'VALIDATION',
  [ErrorCode.ALARM_COMMENT_TOO_LONG]: 'VALIDATION',
  [ErrorCode.OWN_TRIPS_ONLY]: 'FORBIDDEN',
  [ErrorCode.PRIVATE_TRIP_DIFFERENT_USER]: 'FORBIDDEN',

  [ErrorCode.EMAIL_ALREADY_EXISTS]: 'CONFLICT',
  [ErrorCode.ICCID_ALREADY_EXISTS]: 'CONFLICT',
  [ErrorCode.IMEI_ALREADY_EXISTS]: 'CONFLICT',
  [ErrorCode.PHONE_ALREADY_EXISTS]: 'CONFLICT',
  [ErrorCode.IBUTTON_ALREADY_EXISTS]: 'CONFLICT',
  [ErrorCode.REGISTRY_ALREADY_EXISTS]: 'CONFLICT',
  [ErrorCode.REGISTRY_ALREADY_SET]: 'CONFLICT',

  // The request is well formed, but the current state of what it acts on refuses it.
  [ErrorCode.DEVICE_ALREADY_INSTALLED]: 'PRECONDITION',
  [ErrorCode.DEVICE_INCOMPLETE]: 'PRECONDITION',
  [ErrorCode.DEVICE_MISSING_VEHICLE]: 'PRECONDITION',
  [ErrorCode.DEVICE_NOT_INSTALLED]: 'PRECONDITION',
  [ErrorCode.DEVICE_RETIRED]: 'PRECONDITION',
  [ErrorCode.VEHICLE_HAS_DEVICE]: 'PRECONDITION',
  [ErrorCode.VEHICLE_MISSING_DEVICE]: 'PRECONDITION',
  [ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE]: 'PRECONDITION',
  [ErrorCode.TOKEN_EXPIRED]: 'PRECONDITION',
  [ErrorCode.TOKEN_USED]: 'PRECONDITION',
  [ErrorCode.NO_ODOMETER_REFERENCE]: 'PRECONDITION',
  [ErrorCode.VEHICLE_TRAVELLED_FARTHER]: 'PRECONDITION',
  [ErrorCode.TRIP_ATTESTED]: 'PRECONDITION',
  [ErrorCode.MOVE_TRIPS_FAILED]: 'PRECONDITION',
  [ErrorCode.TRIPS_MISSING_PURPOSE]: 'PRECONDITION',
  [ErrorCode.INCOMPATIBLE_PURPOSES]: 'PRECONDITION',
  [ErrorCode.PRIVATE_IRREVERSIBLE]: 'PRECONDITION',
  [ErrorCode.PRIVATE_NOT_CONFIRMED]: 'PRECONDITION',
  [ErrorCode.TRIPS_NOT_CONNECTED]: 'PRECONDITION',
  [ErrorCode.DIFFERENT_TRIP_TYPES]: 'PRECONDITION',
  [ErrorCode.DIFFERENT_DRIVERS]: 'PRECONDITION',
  [ErrorCode.DIFFERENT_VEHICLES]: 'PRECONDITION',
  [ErrorCode.ADMIN_ALREADY_APPROVED]: 'PRECONDITION',
  [ErrorCode.TRIPS_NEED_CORRECTION]: 'PRECONDITION',
  [ErrorCode.MONTH_NOT_ATTESTED]: 'PRECONDITION',
  [ErrorCode.BAD_MONTH]: 'VALIDATION',
  [ErrorCode.MONTH_ALREADY_ATTESTED]: 'PRECONDITION',

  [ErrorCode.ICCID_LENGTH]: 'VALIDATION',
  [ErrorCode.IMEI_LENGTH]: 'VALIDATION',
  [ErrorCode.PHONE_LENGTH]: 'VALIDATION',
  [ErrorCode.ID_MISMATCH]: 'VALIDATION',
  [ErrorCode.USERNAME_MISSING]: 'VALIDATION',
  [ErrorCode.BAD_ROLES]: 'VALIDATION',
  [ErrorCode.BAD_REG]: 'VALIDATION',
  [ErrorCode.BAD_ZONE_ID]: 'VALIDATION',
  [ErrorCode.ISO_COUNTRY_CODE_MISSING]: 'VALIDATION',
  // A reset or invitation token, not the session: a 401 would log the user out.
  [ErrorCode.MISSING_TOKEN]: 'VALIDATION',
  [ErrorCode.OLD_PASSWORD_MISSING]: 'VALIDATION',
  [ErrorCode.PASSWORD_MISMATCH]: 'VALIDATION',
  [ErrorCode.PASSWORD_SHORT]: 'VALIDATION',
  [ErrorCode.PASSWORD_SAME]: 'VALIDATION',
  [ErrorCode.MISFORMATTED_FIELDS]: 'VALIDATION',
  [ErrorCode.MISSING_FIELDS]: 'VALIDATION',
  [ErrorCode.ONLY_DIGITS]: 'VALIDATION',
  [ErrorCode.ODOMETER_TOO_LARGE]: 'VALIDATION',
  [ErrorCode.BAD_TIMESTAMP]: 'VALIDATION',
  [ErrorCode.BAD_PURPOSE]: 'VALIDATION',

  [ErrorCode.TOO_MANY_ATTEMPTS]: 'RATE_LIMITED',
  [ErrorCode.INTERNAL]: 'INTERNAL',
  [ErrorCode.SERVICE_NOT_CONFIGURED]: 'UNAVAILABLE',
};

/** The class of a code; a value outside the enum (a newer peer's code decoded as a number) is INTERNAL. */
export function errorClassOf(code: ErrorCode): ErrorClass {
  return ERROR_CLASS[code] ?? 'INTERNAL';
}
