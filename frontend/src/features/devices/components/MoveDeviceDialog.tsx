import { Alert } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/fields';
import { NoticeDialog } from '../../../components/NoticeDialog';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { deviceRefsApi, devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { deviceOrganizationId } from '../lib/device-display';

// Install a free device, or move an installed one, into another vehicle of the same organisation (spec 01 §4.2:
// the old vehicle loses device, odometer and last seen). A move ends with the reminder to move the unit physically.
export function MoveDeviceDialog({ device, onClose, onDone }: { device: Device; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('devices');
  const organizationId = deviceOrganizationId(device);
  const moving = Boolean(device.installedVehicle);
  const [target, setTarget] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  const [moved, setMoved] = useState(false);
  const vehicles = useApiQuery(
    `move.vehicles.${organizationId}`,
    () => deviceRefsApi.vehicles(organizationId ?? 0),
    !!organizationId,
  );
  const candidates = useMemo(
    () => (vehicles.data ?? []).filter((v) => !v.isArchived && !v.state?.imei && v.id !== device.installedVehicle?.id),
    [vehicles.data, device.installedVehicle],
  );
  const install = useMutation((vehicleId: number) => devicesApi.installInVehicle(device.id, vehicleId, moving), {
    onSuccess: () => {
      if (moving) setMoved(true);
      else {
        notifySuccess(t('move.installed'));
        onDone();
      }
    },
  });

  if (moved) {
    return (
      <NoticeDialog
        title={t('move.success')}
        text={t('move.reminder')}
        okLabel="OK"
        onClose={onDone}
        testId="device-moved-dialog"
        okTestId="device-moved-ok"
      />
    );
  }

  return (
    <FormDialog
      title={`${moving ? t('move.title') : t('move.installTitle')} · ${device.imei}`}
      testId="move-device-dialog"
      busy={install.busy}
      submitDisabled={candidates.length === 0}
      submitLabel={moving ? t('actions.move') : t('actions.install')}
      submitTestId="move-device-ok"
      error={install.error}
      onSubmit={() => {
        setTouched(true);
        if (target !== '') void install.run(target);
      }}
      onClose={onClose}
    >
      {!organizationId && <Alert severity="info">{t('move.needsOrganization')}</Alert>}
      {organizationId && !vehicles.loading && candidates.length === 0 && (
        <Alert severity="info">{t('move.noVehicles')}</Alert>
      )}
      <SelectField
        label={t('move.target')}
        value={target}
        options={candidates.map((v) => ({
          value: v.id,
          label: [v.registry, v.displayName].filter(Boolean).join(' · '),
        }))}
        onChange={setTarget}
        error={touched && target === ''}
        helperText={touched && target === '' ? t('move.targetRequired') : undefined}
        disabled={candidates.length === 0}
        testId="move-device-target"
      />
    </FormDialog>
  );
}
