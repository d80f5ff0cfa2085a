import { Alert, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/fields';
import { NoticeDialog } from '../../../components/NoticeDialog';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import type { Vehicle } from '../api/types';
import { vehicleDevicesApi, type Scope } from '../api/vehicles-api';
import { vehicleName } from '../lib/vehicle-form';

interface Props {
  vehicle: Vehicle;
  // Active vehicles of the same organisation; the ones without a device are the targets.
  candidates: Vehicle[];
  scope?: Scope;
  onClose(): void;
  onMoved(): void;
}

// Moving a device clears the old vehicle's device, odometer and last seen and sets it on the target (spec 01 §4.2).
// Failures are shown by the client.
export function MoveDeviceDialog({ vehicle, candidates, scope, onClose, onMoved }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const device = useApiQuery(`vehicle-device.${vehicle.id}`, () => vehicleDevicesApi.forVehicle(vehicle.id, scope));
  const [target, setTarget] = useState<number | ''>('');
  const [done, setDone] = useState(false);
  const targets = candidates.filter(
    (c) => c.id !== vehicle.id && !c.isArchived && !c.state?.imei && c.organizationId === vehicle.organizationId,
  );
  const imei = device.data?.imei ?? vehicle.state?.imei ?? '';
  const move = useMutation((deviceId: number, to: number) => vehicleDevicesApi.moveInstalled(deviceId, to, scope), {
    onSuccess: () => {
      setDone(true);
      onMoved();
    },
  });

  if (done) {
    return (
      <NoticeDialog
        title={t('moveDevice.done')}
        text={t('moveDevice.reminder')}
        okLabel={t('common.close')}
        onClose={onClose}
        testId="move-device-done"
      />
    );
  }
  return (
    <FormDialog
      title={t('moveDevice.title', { imei })}
      testId="move-device-dialog"
      maxWidth="xs"
      busy={move.busy}
      submitDisabled={target === ''}
      submitTestId="move-device-save"
      onSubmit={() => device.data && target !== '' && void move.run(device.data.deviceId || device.data.id, target)}
      onClose={onClose}
    >
      {device.loading ? (
        <CircularProgress size={24} />
      ) : !device.data ? (
        <Alert severity="info">{t('moveDevice.noDevice')}</Alert>
      ) : targets.length === 0 ? (
        <Alert severity="info">{t('moveDevice.noTargets')}</Alert>
      ) : (
        <SelectField
          fullWidth
          label={t('moveDevice.target')}
          value={target}
          options={targets.map((c) => ({ value: c.id, label: vehicleName(c) }))}
          onChange={setTarget}
          testId="move-device-target"
        />
      )}
    </FormDialog>
  );
}
