import { useMemo } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';
import { vehicleName } from '../../vehicles/lib/vehicle-form';

export interface VehicleOption {
  id: number;
  label: string;
}

export interface EcoVehicles {
  options: VehicleOption[];
  loading: boolean;
}

const byLabel = (a: VehicleOption, b: VehicleOption) => a.label.localeCompare(b.label, 'sv');

// The vehicles the user may pick: the simple list the rest of the app reads (a driver gets its permitted ones).
export function useEcoVehicles(organizationId: number | null, showArchived: boolean): EcoVehicles {
  const vehicles = useApiQuery(`eco-vehicles.${organizationId}.${showArchived}`, () => vehiclesApi.listSimple());
  return useMemo(
    () => ({
      options: (vehicles.data ?? []).map((v) => ({ id: v.id, label: vehicleName(v) })).sort(byLabel),
      loading: vehicles.loading,
    }),
    [vehicles.data, vehicles.loading],
  );
}
