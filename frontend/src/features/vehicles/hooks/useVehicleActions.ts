import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { notifyError, notifySuccess } from '../../../app/notifications/store/notification-store';
import type { Vehicle } from '../api/types';
import { vehiclesApi, type Scope } from '../api/vehicles-api';
import { vehicleName } from '../lib/vehicle-form';

// The one-call actions of the vehicle lists; each reloads the list after success. reload and scopeOf should be
// stable (module-level or memoised).
export function useVehicleActions(reload: () => Promise<void>, scopeOf: (v: Vehicle) => Scope | undefined) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  // Stable between renders so the list columns that use these are not rebuilt every time.
  return useMemo(
    () => ({
      archive: async (v: Vehicle) => {
        try {
          await vehiclesApi.archive(v.id, scopeOf(v));
          notifySuccess(t('archivedOk', { name: vehicleName(v) }));
          await reload();
        } catch {
          notifyError(t('archiveFailed'));
        }
      },
      activate: async (v: Vehicle) => {
        await vehiclesApi.activate(v.id, scopeOf(v));
        notifySuccess(t('activatedOk', { name: vehicleName(v) }));
        await reload();
      },
      remove: async (v: Vehicle) => {
        const res = await vehiclesApi.remove(v.id, scopeOf(v));
        notifySuccess(t('deletedOk', { name: res?.displayName || vehicleName(v) }));
        await reload();
      },
      toggleTripType: async (v: Vehicle) => {
        await vehiclesApi.toggleDefaultTripType(v.id, scopeOf(v));
        notifySuccess(t('tripTypeChanged'));
        await reload();
      },
      // The journal and the map come with later issues; their routes already exist.
      journey: (v: Vehicle) => navigate(`/app/journey?vehicleId=${v.id}`),
      showOnMap: (v: Vehicle) => navigate(`/app/map?vehicleId=${v.id}`),
    }),
    [t, navigate, reload, scopeOf],
  );
}
