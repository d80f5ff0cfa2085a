export { AccessDirectory, type AccessDirectoryOptions, type DirectorySource, type EventFeed } from './access-directory';
export { accessEnv, type AccessEnv } from './access-env';
export {
  ACCESS_JWT_VERIFIER,
  ACCESS_OPTIONS,
  AccessModule,
  type AccessModuleAsyncOptions,
  type AccessModuleOptions,
} from './access.module';
export { AuthDirectorySource } from './auth-directory-source';
export { assertKnownOrganization, type Caller, type KnownOrganization, subtreeOf } from './caller';
export { CallerResolver } from './caller-resolver';
export {
  normalizeIbuttonId,
  OrganizationReadModel,
  type OrganizationRecord,
  organizationRecord,
  UserReadModel,
  type UserRecord,
  userRecord,
} from './read-models';
export { ON_BEHALF_OF_METADATA_KEY, SERVICE_KEY_METADATA_KEY, ServiceKey } from './service-key';
export { hidesPrivateTrip, isPrivatePurpose, PRIVATE_PURPOSES, type TripOwnership } from './trip-privacy';
export { type SnapshotResult, VersionedStore } from './versioned-store';
