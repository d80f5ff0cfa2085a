export type { Caller, KnownOrganization } from '@fleetlog/access';
