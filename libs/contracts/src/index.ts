// Generated contracts (proto/ → ts-proto) and the facts about them that every service needs: where the protos
// are for the gRPC loader, which message each Kafka topic carries, and how much a user may write (limits).
export * as alarmsV1 from './generated/fleetlog/alarms/v1/alarms';
export * as alarmsEventsV1 from './generated/fleetlog/alarms/v1/events';
export * as authV1 from './generated/fleetlog/auth/v1/auth';
export * as authEventsV1 from './generated/fleetlog/auth/v1/events';
export * as commonV1 from './generated/fleetlog/common/v1/common';
export * as devicesV1 from './generated/fleetlog/devices/v1/devices';
export * as devicesEventsV1 from './generated/fleetlog/devices/v1/events';
export * as fleetV1 from './generated/fleetlog/fleet/v1/fleet';
export * as fleetEventsV1 from './generated/fleetlog/fleet/v1/events';
export * as journalV1 from './generated/fleetlog/journal/v1/journal';
export * as journalEventsV1 from './generated/fleetlog/journal/v1/events';
export * as reportsV1 from './generated/fleetlog/reports/v1/reports';
export * as reportsEventsV1 from './generated/fleetlog/reports/v1/events';
export * as telemetryV1 from './generated/fleetlog/telemetry/v1/telemetry';
export * as tollsEventsV1 from './generated/fleetlog/tolls/v1/events';
export * as tollsV1 from './generated/fleetlog/tolls/v1/tolls';
export { ErrorCode, errorCodeFromJSON, errorCodeToJSON } from './generated/fleetlog/common/v1/errors';
export * from './alarm-labels';
export * from './limits';
export * from './position-record-ranges';
export * from './proto-files';
export * from './topics';
export * from './vocabulary';
