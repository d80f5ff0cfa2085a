// Hand-written mirrors of the proto JSON (camelCase, int64 as number) the BFF returns. The frontend imports no
// backend code, so these follow proto/fleetlog/auth/v1/auth.proto by hand.

export type Role = 'ROOT' | 'HEXA' | 'ADMIN' | 'DRIVER';
export type MapType = 'LIGHT' | 'DARK';

export interface ModuleFlag {
  active: boolean;
}
export type ModuleFlags = Record<string, ModuleFlag>;

export interface Address {
  streetAndNum: string;
  zip: string;
  city: string;
  state: string;
  country: string;
}

export interface UserOrganization {
  organizationId: number;
  fullName: string;
  modules: ModuleFlags;
  parentOrganization: number;
}

export interface User {
  id?: number;
  userId: number;
  displayName: string;
  displayEmail: string;
  phone: string;
  roles: Role[];
  organizationId: number;
  organizations: UserOrganization[];
  permittedVehicles: number[];
  defaultVehicles: number[];
  currentVehicle: number[];
  mapType: MapType | '';
  hasApprovedGdpr: boolean;
  purposes: string[];
  settings: Record<string, boolean>;
  isArchived: boolean;
  archivedTsMs: number;
  inviteSentTsMs: number;
  lastSeenApp: number;
  lastSeenDriving: number;
  kontekEmployeeNumber: string;
  kontekEmployeeKey: string;
}

export interface UserSimple {
  userId: number;
  displayName: string;
  organizationId: number;
  isArchived: boolean;
}

export interface CurrentUser {
  user: User;
  organizations: UserOrganization[];
}

export interface LoginResponse {
  token: string;
  expiresAtMs: number;
}

export interface KontekApiAccess {
  instance: string;
  username: string;
  password: string;
  passwordSet?: boolean;
}

export interface Organization {
  organizationId: number;
  fullName: string;
  organizationNumber: string;
  parentOrganization: number;
  email: string;
  phone: string;
  postalAddress?: Address;
  invoiceAddress?: Address;
  imeiFlagEmails: string[];
  kontekEnabled: boolean;
  kontekCompanyNumber: number;
  kontekUrlDomain: string;
  kontekApiAccess?: KontekApiAccess;
  kontekActive: boolean;
  modules: ModuleFlags;
  settings: Record<string, boolean>;
  createdTsMs: number;
}

export interface OrganizationSimple {
  organizationId: number;
  fullName: string;
  parentOrganization: number;
}

export interface CreateUserRequest {
  name: string;
  email: string;
  roles: Role[];
  sendInvite: boolean;
  permittedVehicles: number[];
  defaultVehicles: number[];
  phone?: string;
  password?: string;
}

export interface UpdateUserRequest {
  displayName?: string;
  displayEmail?: string;
  phone?: string;
  roles?: Role[];
  permittedVehicles?: number[];
  defaultVehicles?: number[];
  purposes?: string[];
  mapType?: MapType;
  hasApprovedGdpr?: boolean;
  organizationId?: number;
  kontekEmployeeNumber?: string;
  kontekEmployeeKey?: string;
  settings?: Record<string, boolean>;
  password?: string;
  oldPassword?: string;
  passwordConfirmation?: string;
}

export interface UpdateOrganizationRequest {
  postalAddress?: Address;
  invoiceAddress?: Address;
  phone?: string;
}

export interface AdminOrganizationInput {
  fullName?: string;
  organizationNumber?: string;
  parentOrganization?: number;
  email?: string;
  phone?: string;
  postalAddress?: Address;
  invoiceAddress?: Address;
  imeiFlagEmails?: string[];
  kontekEnabled?: boolean;
  kontekCompanyNumber?: number;
  kontekUrlDomain?: string;
  // Password is write-only: omitted, the stored one stays.
  kontekApiAccess?: { instance: string; username: string; password?: string };
  modules?: ModuleFlags;
}

export interface AdminCreateOrganizationRequest extends AdminOrganizationInput {
  adminUserEmail: string;
  adminUserFullName: string;
  adminUserPassword?: string;
  sendInvite: boolean;
}

export interface AdminCreateOrganizationResponse {
  organization: Organization;
  adminUser: User;
}

export interface AppVersion {
  version: string;
  date: string;
}

export interface ApiErrorBody {
  code?: string;
  message?: string;
  errorId?: string;
}
