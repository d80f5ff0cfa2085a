import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import type { Vehicle } from '../../vehicles/api/types';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';

// Fetches registry data (fuel, CO2, consumption) for the listed Swedish vehicles that lack it, one at a time so
// the registry is not flooded; a failed lookup skips that vehicle.
export function useFetchVehicleData(reload: () => Promise<void>) {
  const { t } = useTranslation(['superVehicles'], { nsMode: 'fallback' });
  const [running, setRunning] = useState(false);
  const run = async (vehicles: readonly Vehicle[]) => {
    setRunning(true);
    let updated = 0;
    try {
      const targets = vehicles.filter((v) => v.isoCountryCode === 'SE' && v.registry && !v.consumption1);
      for (const v of targets) {
        const info = await vehiclesApi
          .fetchInfo(v.registry)
          .then((r) => r[v.registry])
          .catch(() => undefined);
        if (!info) continue;
        const { fuel1, fuel2, consumption1, consumption2, co2GKm1, co2GKm2, proportion1, brand, model, modelYear } =
          info;
        await vehiclesApi
          .update(
            v.id,
            {
              fuel1: fuel1 ?? undefined,
              fuel2: fuel2 ?? undefined,
              consumption1,
              consumption2,
              co2GKm1,
              co2GKm2,
              proportion1,
              brand,
              model,
              modelYear,
            },
            { organizationId: v.organizationId },
          )
          .then(() => updated++)
          .catch(() => undefined);
      }
      notifySuccess(updated ? t('fetchDataDone', { count: updated }) : t('fetchDataNone'));
      if (updated) await reload();
    } finally {
      setRunning(false);
    }
  };
  return { running, run };
}
