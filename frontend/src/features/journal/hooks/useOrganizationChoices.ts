import { useMemo } from 'react';

import { useSessionStore } from '../../../app/session/store/session-store';
import { useApiQuery } from '../../../lib/useApiQuery';
import { driversApi, vehiclesApi } from '../../vehicles/api/vehicles-api';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { driverOptions, type DriverOption } from '../lib/driver-options';

export interface VehicleChoice {
  id: number;
  label: string;
  /** The registration the success toasts name. */
  registry: string;
}

export interface OrganizationChoices {
  vehicles: VehicleChoice[];
  drivers: DriverOption[];
  loading: boolean;
}

// The vehicles and the driver options (spec 02 §5) of one organisation, for the superadmin's dialogs.
export function useOrganizationChoices(organizationId: number | null, noDriverLabel: string): OrganizationChoices {
  const user = useSessionStore((s) => s.user);
  const enabled = organizationId !== null;
  const scope = { organizationId: organizationId ?? undefined };
  const vehicles = useApiQuery(`root-choices-vehicles.${organizationId}`, () => vehiclesApi.listSimple(scope), enabled);
  const users = useApiQuery(`root-choices-users.${organizationId}`, () => driversApi.list(organizationId!), enabled);
  return useMemo(
    () => ({
      vehicles: (vehicles.data ?? [])
        .filter((v) => !v.isArchived)
        .map((v) => ({ id: v.id, label: vehicleName(v), registry: v.registry || v.displayName }))
        .sort((a, b) => a.label.localeCompare(b.label, 'sv')),
      drivers: driverOptions(users.data ?? [], user, noDriverLabel),
      loading: enabled && (vehicles.loading || users.loading),
    }),
    [vehicles.data, vehicles.loading, users.data, users.loading, user, noDriverLabel, enabled],
  );
}
