import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../notifications/store/notification-store';
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { useApiErrorText } from '../hooks/useApiErrorText';
import { ICCID_MAX, validateEditDevice, type EditDeviceValues } from '../lib/add-unit-form';
import { ALL_DEVICE_MODELS } from '../lib/device-models';

// Edit device (spec 03 §2 "Superadmin device flows"): device type, ICCID (18–22 digits) and phone.
export function EditDeviceDialog({ device, onClose, onDone }: { device: Device; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('devices');
  const apiErrorText = useApiErrorText();
  const [values, setValues] = useState<EditDeviceValues>({
    deviceType: device.deviceType,
    iccid: device.iccid,
    phone: device.phone,
  });
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errors = validateEditDevice(values);
  const valid = Object.keys(errors).length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await devicesApi.update(device.id, {
        deviceType: values.deviceType,
        iccid: values.iccid.trim(),
        phone: values.phone.trim().replace(/\s/g, ''),
      });
      notifySuccess(t('edit.saved'));
      onDone();
    } catch (error) {
      setServerError(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const err = (k: keyof EditDeviceValues) => (errors[k] ? t(errors[k]) : undefined);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="edit-device-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {t('edit.title')} · {device.imei}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('addUnit.deviceType')}
              value={values.deviceType}
              onChange={(e) => setValues({ ...values, deviceType: e.target.value })}
              error={!!err('deviceType')}
              helperText={err('deviceType')}
            >
              {ALL_DEVICE_MODELS.map((m) => (
                <MenuItem key={m} value={m}>
                  {m}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('addUnit.iccid')}
              value={values.iccid}
              onChange={(e) => setValues({ ...values, iccid: e.target.value })}
              error={!!err('iccid')}
              helperText={err('iccid')}
              slotProps={{ htmlInput: { maxLength: ICCID_MAX, inputMode: 'numeric' } }}
            />
            <TextField
              label={t('addUnit.phone')}
              value={values.phone}
              onChange={(e) => setValues({ ...values, phone: e.target.value })}
              error={!!err('phone')}
              helperText={err('phone')}
            />
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid || busy}>
            {t('translation:common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
