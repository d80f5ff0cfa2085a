import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/dates';
import { useApiQuery } from '../../../lib/useApiQuery';
import { notifySuccess } from '../../notifications/store/notification-store';
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { useApiErrorText } from '../hooks/useApiErrorText';
import { IMEI_MAX } from '../lib/add-unit-form';

interface Props {
  device: Device;
  devices: readonly Device[];
  onClose(): void;
  onDone(): void;
}

// Planned replacement (spec 03 §5 "Future device replacement") for the vehicle this device sits in.
export function FutureDeviceDialog({ device, devices, onClose, onDone }: Props) {
  const { t } = useTranslation('devices');
  const apiErrorText = useApiErrorText();
  const vehicle = device.installedVehicle;
  const plans = useApiQuery('future-devices', devicesApi.futureDevices);
  const plan = (plans.data ?? []).find((p) => p.vehicleId === vehicle?.id);
  const [imei, setImei] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // What the screen can tell before asking: same IMEI, or one it does not list (the server has the final word).
  const localError = (value: string): string | undefined => {
    const v = value.trim();
    if (v === device.imei) return t('future.same');
    if (devices.length > 0 && !devices.some((d) => d.imei === v)) return t('future.missing');
    return undefined;
  };

  const run = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      notifySuccess(message);
      setImei('');
      await plans.reload();
      onDone();
    } catch (err) {
      setError(apiErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!vehicle || !imei.trim()) return;
    const local = localError(imei);
    if (local) {
      setError(local);
      return;
    }
    void run(() => devicesApi.planFutureDevice(vehicle.id, imei.trim()), t('future.planned_ok'));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="future-device-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('future.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {t('future.vehicle')}: {[vehicle?.registry, vehicle?.displayName].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="body2">
              {t('future.current')}: {device.imei}
            </Typography>
            {plan ? (
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    disabled={busy}
                    onClick={() => void run(() => devicesApi.cancelFutureDevice(plan.vehicleId), t('future.cancelled'))}
                  >
                    {t('future.cancelPlan')}
                  </Button>
                }
              >
                {t('future.planned')}: {plan.imei}
                {plan.plannedTsMs ? ` (${formatDateTime(plan.plannedTsMs)})` : ''}
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('future.nonePlanned')}
              </Typography>
            )}
            <TextField
              label={t('future.imei')}
              value={imei}
              onChange={(e) => setImei(e.target.value.replace(/\D/g, ''))}
              slotProps={{ htmlInput: { maxLength: IMEI_MAX, inputMode: 'numeric' } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('translation:common.close')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !imei.trim()}>
            {t('future.plan')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
