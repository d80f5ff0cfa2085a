import { useMemo } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { useSessionStore } from '../../../app/session/store/session-store';
import { deviceRefsApi, devicesApi } from '../api/devices-api';
import type { DeviceRow } from '../components/device-columns';
import { deviceOrganizationId } from '../lib/device-display';

// Devices of the screen: server-side search (from 2 characters) and organisation filter; the organisation filter is
// applied here as well so the tab counts always describe the rows shown.
export function useDevices(superadmin: boolean, search: string, organizationIds: readonly number[]) {
  const selectedOrg = useSessionStore((s) => s.selectedOrganizationId);
  const key = `devices.${superadmin}.${selectedOrg}.${search}.${organizationIds.join(',')}`;
  const query = useApiQuery(key, () => devicesApi.list(superadmin, { search, organizationIds }));
  const rows = useMemo<DeviceRow[]>(() => {
    const wanted = new Set(organizationIds);
    return (query.data?.devices ?? [])
      .map((d) => ({ ...d, id: d.deviceId || d.id, warnings: d.warnings ?? [] }))
      .filter((d) => wanted.size === 0 || wanted.has(deviceOrganizationId(d) ?? -1));
  }, [query.data, organizationIds]);
  return { rows, loading: query.loading, reload: query.reload };
}

// Every organisation the caller knows, with parents, for the filters and the modals' pickers.
export function useKnownOrganizations() {
  const sessionOrgs = useSessionStore((s) => s.organizations);
  const query = useApiQuery('organization-simple', deviceRefsApi.organizations);
  return useMemo(
    () =>
      (query.data?.length ? query.data : sessionOrgs)
        .map((o) => ({
          organizationId: o.organizationId,
          fullName: o.fullName,
          parentOrganization: o.parentOrganization,
        }))
        .sort((a, b) => a.fullName.localeCompare(b.fullName, 'sv')),
    [query.data, sessionOrgs],
  );
}
