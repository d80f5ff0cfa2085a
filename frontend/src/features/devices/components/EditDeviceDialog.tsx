import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/fields';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { ICCID_MAX, validateEditDevice, type EditDeviceValues } from '../lib/add-unit-form';
import { ALL_DEVICE_MODELS, isDeviceType } from '../lib/device-models';

// Edit device (spec 03 §2 "Superadmin device flows"): device type, ICCID (18–22 digits) and phone.
export function EditDeviceDialog({ device, onClose, onDone }: { device: Device; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('devices');
  const [values, setValues] = useState<EditDeviceValues>({
    deviceType: device.deviceType,
    iccid: device.iccid,
    phone: device.phone,
  });
  const errors = validateEditDevice(values);
  const valid = Object.keys(errors).length === 0;
  const save = useMutation(
    () =>
      devicesApi.update(device.id, {
        ...(isDeviceType(values.deviceType) ? { deviceType: values.deviceType } : {}),
        iccid: values.iccid.trim(),
        phone: values.phone.trim().replace(/\s/g, ''),
      }),
    {
      onSuccess: () => {
        notifySuccess(t('edit.saved'));
        onDone();
      },
    },
  );
  const err = (k: keyof EditDeviceValues) => (errors[k] ? t(errors[k]) : undefined);

  return (
    <FormDialog
      title={`${t('edit.title')} · ${device.imei}`}
      testId="edit-device-dialog"
      busy={save.busy}
      submitDisabled={!valid}
      error={save.error}
      onSubmit={() => void save.run()}
      onClose={onClose}
    >
      {/* A saved type no longer offered counts as none chosen (validateEditDevice). */}
      <SelectField<string>
        label={t('addUnit.deviceType')}
        value={values.deviceType}
        options={ALL_DEVICE_MODELS.map((m) => ({ value: m, label: m }))}
        onChange={(deviceType) => setValues({ ...values, deviceType })}
        error={!!err('deviceType')}
        helperText={err('deviceType')}
      />
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
    </FormDialog>
  );
}
