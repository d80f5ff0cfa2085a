import { Alert, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { formatDateTime } from '../../../lib/dates';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
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
  const vehicle = device.installedVehicle;
  const plans = useApiQuery('future-devices', devicesApi.futureDevices);
  const plan = (plans.data ?? []).find((p) => p.vehicleId === vehicle?.id);
  const [imei, setImei] = useState('');
  const [localError, setLocalError] = useState<string>();
  const change = useMutation(
    async (action: () => Promise<unknown>, message: string) => {
      await action();
      notifySuccess(message);
      setImei('');
      await plans.reload();
    },
    { onSuccess: onDone },
  );

  // What the screen can tell before asking: same IMEI, or one it does not list (the server has the final word).
  const checkLocally = (value: string): string | undefined => {
    const v = value.trim();
    if (v === device.imei) return t('future.same');
    if (devices.length > 0 && !devices.some((d) => d.imei === v)) return t('future.missing');
    return undefined;
  };

  const submit = () => {
    if (!vehicle || !imei.trim()) return;
    const local = checkLocally(imei);
    setLocalError(local);
    if (!local) void change.run(() => devicesApi.planFutureDevice(vehicle.id, imei.trim()), t('future.planned_ok'));
  };

  return (
    <FormDialog
      title={t('future.title')}
      testId="future-device-dialog"
      busy={change.busy}
      submitDisabled={!imei.trim()}
      submitLabel={t('future.plan')}
      cancelLabel={t('translation:common.close')}
      error={localError ?? change.error}
      onSubmit={submit}
      onClose={onClose}
    >
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
              disabled={change.busy}
              onClick={() =>
                void change.run(() => devicesApi.cancelFutureDevice(plan.vehicleId), t('future.cancelled'))
              }
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
        onChange={(e) => {
          setImei(e.target.value.replace(/\D/g, ''));
          setLocalError(undefined);
        }}
        slotProps={{ htmlInput: { maxLength: IMEI_MAX, inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
