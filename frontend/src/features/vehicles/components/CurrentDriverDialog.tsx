import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../notifications/store/notification-store';
import type { Vehicle } from '../api/types';
import { vehiclesApi, type Scope } from '../api/vehicles-api';
import { useDrivers } from '../hooks/useVehicles';
import { vehicleName } from '../lib/vehicle-form';

interface Props {
  vehicle: Vehicle;
  scope?: Scope;
  onClose(): void;
  onSaved(v: Vehicle): void;
}

// Set or clear (no driver) the checked-in driver (spec 01 §4.2). Failures are shown by the client.
export function CurrentDriverDialog({ vehicle, scope, onClose, onSaved }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const drivers = useDrivers(vehicle.organizationId);
  const [driver, setDriver] = useState<number | null>(vehicle.currentDriver?.id ?? null);
  const permitted = new Set((vehicle.permittedDrivers ?? []).map((d) => d.id));
  const open = vehicle.benefitType === 'POOL' || vehicle.permitAnyDriver;
  const choices = (drivers.data ?? []).filter((d) => open || permitted.has(d.userId));
  const save = useMutation(() => vehiclesApi.setCurrentDriver(vehicle.id, driver, scope), {
    onSuccess: (v) => {
      notifySuccess(driver === null ? t('checkedOut') : t('checkedIn'));
      onSaved(v);
    },
  });

  return (
    <FormDialog
      title={`${t('currentDriverDialog.title')}: ${vehicleName(vehicle)}`}
      testId="current-driver-dialog"
      maxWidth="xs"
      busy={save.busy}
      submitTestId="current-driver-save"
      onSubmit={() => void save.run()}
      onClose={onClose}
    >
      <TextField
        select
        fullWidth
        label={t('currentDriverDialog.driver')}
        value={driver ?? ''}
        onChange={(e) => setDriver(e.target.value === '' ? null : Number(e.target.value))}
        slotProps={{
          select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'current-driver-select' } as object },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value="">{t('form.noDriver')}</MenuItem>
        {choices.map((d) => (
          <MenuItem key={d.userId} value={d.userId}>
            {d.displayName}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
