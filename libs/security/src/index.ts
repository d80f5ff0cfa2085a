export { JwtVerifier, type JwtVerifyOptions } from './jwt-verifier';
export {
  principalFromMetadata,
  selectedOrganizationFromMetadata,
  showArchivedFromMetadata,
} from './metadata-principal';
export { type OrgScope, scopeIncludes } from './org-scope';
export { isAdmin, isRole, isSuperadmin, type Principal, type Role, ROLES } from './principal';
