import { useMemo } from 'react';

import { useSessionStore } from '../../../app/session/store/session-store';
import { useApiQuery } from '../../../lib/useApiQuery';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { alarmOptionsApi } from '../api/alarms-api';

export interface Option {
  id: number;
  label: string;
}

export interface AlarmOptions {
  vehicles: Option[];
  trackers: Option[];
  users: Option[];
  organizations: Option[];
  loading: boolean;
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'sv');

// What an alarm of the organisation can target (vehicles; trackers, i.e. devices, for the equipment switch; whole
// organisations) and whom it notifies in the app (its users).
export function useAlarmOptions(organizationId: number | null): AlarmOptions {
  const organizations = useSessionStore((s) => s.organizations);
  const scope = organizationId ?? undefined;
  const vehicles = useApiQuery(`alarm-vehicles.${scope}`, () => alarmOptionsApi.vehicles(scope));
  const devices = useApiQuery(`alarm-devices.${scope}`, () => alarmOptionsApi.devices(scope));
  const users = useApiQuery(`alarm-users.${scope}`, () => alarmOptionsApi.users(scope));
  return useMemo(
    () => ({
      vehicles: (vehicles.data ?? [])
        .filter((v) => !v.isArchived)
        .map((v) => ({ id: v.id, label: vehicleName(v) }))
        .sort(byLabel),
      trackers: (devices.data ?? [])
        .filter((d) => !d.retired)
        .map((d) => ({
          id: d.deviceId,
          label: d.installedVehicle ? `${vehicleName(d.installedVehicle)} (${d.imei})` : d.imei,
        }))
        .sort(byLabel),
      users: (users.data ?? []).map((u) => ({ id: u.userId, label: u.displayName })).sort(byLabel),
      organizations: organizations.map((o) => ({ id: o.organizationId, label: o.fullName })).sort(byLabel),
      loading: vehicles.loading || devices.loading || users.loading,
    }),
    [vehicles.data, vehicles.loading, devices.data, devices.loading, users.data, users.loading, organizations],
  );
}
