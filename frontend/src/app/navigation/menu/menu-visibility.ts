import type { ModuleFlags, Role } from '../../../api/types';
import { MENU, MODULE_FLAG_OF, type MenuGroupDefinition, type MenuGroupKey } from './menu-definition';

export interface MenuVisibilityInput {
  roles: readonly Role[];
  // Module flags of the selected organisation (user.organizations[].modules).
  modules: ModuleFlags | undefined;
  selectedOrganizationId: number | null;
  noMapOrganizationIds: readonly number[];
  developmentShow: boolean;
}

export interface VisibleMenuGroup {
  key: MenuGroupKey;
  entries: string[];
}

export const isSuperadminRole = (roles: readonly Role[]): boolean => roles.includes('ROOT') || roles.includes('HEXA');
export const isAdminRole = (roles: readonly Role[]): boolean => roles.includes('ADMIN') || isSuperadminRole(roles);

function groupAllowed(group: MenuGroupDefinition, roles: readonly Role[]): boolean {
  if (group.audience === 'superadmin') return isSuperadminRole(roles);
  if (group.audience === 'admin') return isAdminRole(roles);
  return true;
}

function entryAllowed(key: string, input: MenuVisibilityInput): boolean {
  // The devices screen is a development switch, not a permission, so it applies to ROOT as well.
  if (key === 'devices' && !input.developmentShow) return false;
  // ROOT and HEXA see every entry (spec 01 §2.2, §6): no module flags, no map exclusion list.
  if (isSuperadminRole(input.roles)) return true;
  if (
    key === 'map' &&
    input.selectedOrganizationId !== null &&
    input.noMapOrganizationIds.includes(input.selectedOrganizationId)
  ) {
    return false;
  }
  return input.modules?.[MODULE_FLAG_OF[key] ?? key]?.active === true;
}

export function visibleMenu(input: MenuVisibilityInput): VisibleMenuGroup[] {
  return MENU.filter((group) => groupAllowed(group, input.roles))
    .map((group) => ({ key: group.key, entries: group.entries.filter((e) => entryAllowed(e, input)) }))
    .filter((group) => group.entries.length > 0);
}

// Header search (spec 01 §2.2): keeps entries whose translated label contains the term, case-insensitively.
export function filterMenu(
  groups: VisibleMenuGroup[],
  term: string,
  label: (entry: string) => string,
): VisibleMenuGroup[] {
  const needle = term.trim().toLocaleLowerCase('sv');
  if (!needle) return groups;
  return groups
    .map((g) => ({ ...g, entries: g.entries.filter((e) => label(e).toLocaleLowerCase('sv').includes(needle)) }))
    .filter((g) => g.entries.length > 0);
}
