import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import type { Vehicle } from '../../vehicles/api/types';
import { vehicleName } from '../../vehicles/lib/vehicle-form';

const IMEI_PATTERN = /^\d{14,16}$/;

// Plan a future device replacement by IMEI; the service checks that the device exists and is free.
export function FutureDeviceDialog({
  vehicle,
  onClose,
  onSubmit,
}: {
  vehicle: Vehicle;
  onClose(): void;
  onSubmit(imei: string): void;
}) {
  const { t } = useTranslation(['superVehicles', 'translation'], { nsMode: 'fallback' });
  const [imei, setImei] = useState('');
  const valid = IMEI_PATTERN.test(imei.trim());
  return (
    <FormDialog
      title={t('future.title', { name: vehicleName(vehicle) })}
      testId="future-device-dialog"
      maxWidth="xs"
      submitDisabled={!valid}
      submitTestId="future-device-save"
      onSubmit={() => onSubmit(imei.trim())}
      onClose={onClose}
    >
      <TextField
        fullWidth
        label={t('future.imei')}
        value={imei}
        onChange={(e) => setImei(e.target.value.replace(/\D/g, ''))}
        error={imei !== '' && !valid}
        helperText={t('future.imeiHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16, 'data-testid': 'future-device-imei' } }}
      />
    </FormDialog>
  );
}
