import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { selectModules, useSessionStore } from '../../session/store/session-store';
import { useLayoutStore } from '../store/layout-store';
import { filterMenu, visibleMenu, type VisibleMenuGroup } from '../menu/menu-visibility';

export function useVisibleMenu(): VisibleMenuGroup[] {
  const roles = useSessionStore((s) => s.user?.roles);
  const modules = useSessionStore(selectModules);
  const selectedOrganizationId = useSessionStore((s) => s.selectedOrganizationId);
  const noMapOrganizationIds = useSessionStore((s) => s.noMapOrganizationIds);
  const developmentShow = useSessionStore((s) => s.developmentShow);
  return useMemo(
    () => visibleMenu({ roles: roles ?? [], modules, selectedOrganizationId, noMapOrganizationIds, developmentShow }),
    [roles, modules, selectedOrganizationId, noMapOrganizationIds, developmentShow],
  );
}

// The menu as shown: visible entries narrowed by the header search.
export function useFilteredMenu(): VisibleMenuGroup[] {
  const { t } = useTranslation();
  const groups = useVisibleMenu();
  const term = useLayoutStore((s) => s.menuSearch);
  return useMemo(() => filterMenu(groups, term, (e) => t(`menu.entries.${e}`)), [groups, term, t]);
}
