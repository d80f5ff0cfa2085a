import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="future-device-dialog">
      <DialogTitle>{t('future.title', { name: vehicleName(vehicle) })}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          sx={{ mt: 1 }}
          label={t('future.imei')}
          value={imei}
          onChange={(e) => setImei(e.target.value.replace(/\D/g, ''))}
          error={imei !== '' && !valid}
          helperText={t('future.imeiHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16, 'data-testid': 'future-device-imei' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid}
          onClick={() => onSubmit(imei.trim())}
          data-testid="future-device-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
