// The BFF's payloads as its OpenAPI document describes them (api/generated, from the BFF's zod schemas), under the
// names the app uses. Only what the document does not describe is written here.
import type { components } from './generated/bff-api';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Role = User['roles'][number];
export type MapType = Exclude<User['mapType'], ''>;
export type UserOrganization = Schemas['UserOrganization'];
export type ModuleFlag = Schemas['ModuleFlag'];
export type ModuleFlags = Record<string, ModuleFlag>;
export type Address = Schemas['Address'];
export type UserSimple = Schemas['UserSimple'];
export type CurrentUser = Schemas['CurrentUser'];
export type LoginResponse = Schemas['LoginResponse'];
export type Organization = Schemas['Organization'];
export type KontekApiAccess = NonNullable<Organization['kontekApiAccess']>;
export type OrganizationSimple = Schemas['OrganizationSimple'];
export type CreateUserRequest = Schemas['CreateUserBody'];
export type UpdateUserRequest = Schemas['UpdateUserBody'];
export type UpdateOrganizationRequest = Schemas['UpdateOrganizationBody'];
export type AdminOrganizationInput = Schemas['AdminUpdateOrganizationBody'];
export type AdminCreateOrganizationRequest = Schemas['AdminCreateOrganizationBody'];
export type AdminCreateOrganizationResponse = Schemas['AdminCreateOrganizationResponse'];
export type AppVersion = Schemas['AppVersion'];
export type ApiErrorBody = Partial<Schemas['Error']>;
