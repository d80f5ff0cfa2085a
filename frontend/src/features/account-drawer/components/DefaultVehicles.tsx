import { FormControlLabel, Link, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiQuery } from '../../../lib/useApiQuery';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import type { VehicleSimple } from '../../vehicles/api/types';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';

// Lists show the first five items, then a show-all link (spec 01 §9).
const FIRST_ITEMS = 5;

const label = (v: VehicleSimple) => v.registry || v.displayName;

// Default vehicles and a check-in switch per permitted, non-archived vehicle (spec 01 §2.4, §4.2).
export function DefaultVehicles() {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const organizationId = useSessionStore((s) => s.selectedOrganizationId);
  const vehicles = useApiQuery(`drawer.vehicles.${organizationId}`, () => vehiclesApi.listSimple(), Boolean(user));
  const [showAllDefaults, setShowAllDefaults] = useState(false);
  const [showAllCheckIn, setShowAllCheckIn] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  if (!user) return null;

  const all = vehicles.data ?? [];
  const defaults = all.filter((v) => user.defaultVehicles.includes(v.id));
  // Pool vehicles are open to every driver of the organisation.
  const checkInable = all.filter(
    (v) => !v.isArchived && !v.isTracker && (user.permittedVehicles.includes(v.id) || v.benefitType === 'POOL'),
  );

  const toggle = async (v: VehicleSimple, checkIn: boolean) => {
    setBusy(v.id);
    try {
      await vehiclesApi.setCurrentDriver(v.id, checkIn ? user.userId : null);
      const others = user.currentVehicle.filter((id) => id !== v.id);
      setUser({ ...user, currentVehicle: checkIn ? [...others, v.id] : others });
      notifySuccess(checkIn ? t('checkedIn') : t('checkedOut'));
    } catch {
      // Shown by the client.
    } finally {
      setBusy(null);
    }
  };

  // Until the vehicles arrive, "no default vehicles" would be untrue: the section shows it is loading instead.
  if (vehicles.data === undefined && vehicles.loading) {
    return (
      <div data-testid="default-vehicles" aria-busy="true">
        <Typography variant="subtitle2" gutterBottom>
          {t('drawer.defaultVehicles')}
        </Typography>
        <Skeleton variant="text" width="60%" />
        <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
          {t('drawer.checkIn')}
        </Typography>
        <Skeleton variant="text" width="40%" />
      </div>
    );
  }

  const shownDefaults = showAllDefaults ? defaults : defaults.slice(0, FIRST_ITEMS);
  const shownCheckIn = showAllCheckIn ? checkInable : checkInable.slice(0, FIRST_ITEMS);
  return (
    <div data-testid="default-vehicles">
      <Typography variant="subtitle2" gutterBottom>
        {t('drawer.defaultVehicles')}
      </Typography>
      {defaults.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('drawer.noDefaultVehicles')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
          {shownDefaults.map((v) => (
            <Typography component="li" variant="body2" key={v.id}>
              {label(v)}
              {v.displayName && v.registry && v.displayName !== v.registry ? ` (${v.displayName})` : ''}
            </Typography>
          ))}
        </Stack>
      )}
      {!showAllDefaults && defaults.length > FIRST_ITEMS && (
        <Link component="button" variant="body2" onClick={() => setShowAllDefaults(true)}>
          {t('drawer.showAll', { count: defaults.length })}
        </Link>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {t('drawer.checkIn')}
      </Typography>
      {checkInable.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('drawer.noPermittedVehicles')}
        </Typography>
      ) : (
        <Stack>
          {shownCheckIn.map((v) => (
            <FormControlLabel
              key={v.id}
              label={label(v)}
              control={
                <Switch
                  size="small"
                  checked={user.currentVehicle.includes(v.id)}
                  disabled={busy === v.id}
                  onChange={(e) => void toggle(v, e.target.checked)}
                  slotProps={{ input: { 'data-testid': `check-in-${v.id}` } as object }}
                />
              }
            />
          ))}
        </Stack>
      )}
      {!showAllCheckIn && checkInable.length > FIRST_ITEMS && (
        <Link component="button" variant="body2" onClick={() => setShowAllCheckIn(true)}>
          {t('drawer.showAll', { count: checkInable.length })}
        </Link>
      )}
    </div>
  );
}
