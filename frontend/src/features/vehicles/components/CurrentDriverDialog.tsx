import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/fields';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
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
      <SelectField
        fullWidth
        label={t('currentDriverDialog.driver')}
        value={driver ?? ''}
        options={choices.map((d) => ({ value: d.userId, label: d.displayName }))}
        onChange={setDriver}
        onClear={() => setDriver(null)}
        emptyLabel={t('form.noDriver')}
        testId="current-driver-select"
      />
    </FormDialog>
  );
}
