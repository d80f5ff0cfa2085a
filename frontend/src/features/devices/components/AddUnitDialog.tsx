import { MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../api/client';
import type { OrganizationSimple } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { deviceRefsApi, devicesApi } from '../api/devices-api';
import type { DeviceType } from '../api/types';
import {
  IMEI_MAX,
  ICCID_MAX,
  isLookupableIccid,
  PHONE_LOOKUP_DELAY_MS,
  phoneLookupErrorText,
  showPhoneHint,
  validateAddUnit,
  type AddUnitValues,
} from '../lib/add-unit-form';
import { DEVICE_MODELS, HARDWARE, type Hardware } from '../lib/device-models';

interface Props {
  organizations: OrganizationSimple[];
  onClose(): void;
  onAdded(): void;
}

type Field = keyof AddUnitValues;

// New device / add-unit (spec 03 §5): submit stays disabled until every field is right.
export function AddUnitDialog({ organizations, onClose, onAdded }: Props) {
  const { t } = useTranslation('devices');
  const [values, setValues] = useState<AddUnitValues>({ hardware: '', deviceType: '', imei: '', iccid: '', phone: '' });
  const [organizationId, setOrganizationId] = useState<number | ''>('');
  const [vehicleId, setVehicleId] = useState<number | ''>('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // A lookup that cannot run (service not configured) is information, not a fault of the ICCID.
  const [lookup, setLookup] = useState<{ busy: boolean; message?: string; fault?: boolean }>({ busy: false });
  const errors = validateAddUnit(values);
  const valid = Object.keys(errors).length === 0;

  const vehicles = useApiQuery(
    `addUnit.vehicles.${organizationId}`,
    () => deviceRefsApi.vehicles(Number(organizationId)),
    organizationId !== '',
  );
  const freeVehicles = useMemo(() => (vehicles.data ?? []).filter((v) => !v.state?.imei), [vehicles.data]);

  // The phone number is asked from the SIM provider 1 s after the last ICCID keystroke.
  useEffect(() => {
    const iccid = values.iccid.trim();
    if (!iccid) {
      setLookup({ busy: false });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      if (!isLookupableIccid(iccid)) {
        setLookup({ busy: false, message: t('addUnit.iccidIncorrect'), fault: true });
        return;
      }
      setLookup({ busy: true });
      devicesApi
        .lookupPhone(iccid)
        .then((res) => {
          if (cancelled) return;
          setLookup({ busy: false });
          if (res.phone) setValues((v) => ({ ...v, phone: res.phone }));
        })
        .catch((err: unknown) => {
          if (cancelled) return;
          const status = err instanceof ApiError ? err.status : 0;
          const code = err instanceof ApiError ? err.code : '';
          const message = phoneLookupErrorText(status, code, t('addUnit.notConfigured'));
          setLookup({ busy: false, message, fault: message === 'MISSING_ICCID' });
        });
    }, PHONE_LOOKUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [values.iccid, t]);

  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: Field) => () => setTouched((s) => ({ ...s, [field]: true }));
  const shownError = (field: Field) =>
    (touched[field] || values[field] !== '') && errors[field] ? t(errors[field]) : undefined;

  const add = useMutation(
    () =>
      devicesApi.add({
        hardware: values.hardware,
        // validateAddUnit admits only a device type of the vocabulary, and the dialog submits only a valid form.
        deviceType: values.deviceType as DeviceType,
        imei: values.imei.trim(),
        iccid: values.iccid.trim(),
        phone: values.phone.trim().replace(/\s/g, ''),
        ...(organizationId !== '' ? { organizationId } : {}),
        ...(vehicleId !== '' ? { vehicleId } : {}),
      }),
    {
      onSuccess: () => {
        notifySuccess(t('addUnit.added'));
        onAdded();
      },
    },
  );

  const phoneHelper = shownError('phone') ?? (showPhoneHint(values.phone) ? t('addUnit.phoneHelper') : undefined);
  return (
    <FormDialog
      title={t('addUnit.title')}
      testId="add-unit-dialog"
      busy={add.busy}
      submitDisabled={!valid}
      submitLabel={t('addUnit.submit')}
      submitTestId="add-unit-submit"
      error={add.error}
      errorTestId="add-unit-error"
      onSubmit={() => void add.run()}
      onClose={onClose}
      actions={
        !valid && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mr: 'auto', pl: 2 }}
            data-testid="add-unit-incomplete"
          >
            {t('addUnit.incomplete')}
          </Typography>
        )
      }
    >
      <TextField
        select
        label={t('addUnit.hardware')}
        value={values.hardware}
        onChange={(e) => setValues((v) => ({ ...v, hardware: e.target.value, deviceType: '' }))}
        onBlur={blur('hardware')}
        error={!!shownError('hardware')}
        helperText={shownError('hardware')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'add-unit-hardware' } as object } }}
      >
        {HARDWARE.map((h) => (
          <MenuItem key={h} value={h}>
            {t(`hardware.${h}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('addUnit.deviceType')}
        value={values.deviceType}
        disabled={!values.hardware}
        onChange={(e) => set('deviceType', e.target.value)}
        onBlur={blur('deviceType')}
        error={!!shownError('deviceType')}
        helperText={shownError('deviceType')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'add-unit-device-type' } as object } }}
      >
        {(values.hardware ? DEVICE_MODELS[values.hardware as Hardware] : []).map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('addUnit.imei')}
        value={values.imei}
        onChange={(e) => set('imei', e.target.value)}
        onBlur={blur('imei')}
        error={!!shownError('imei')}
        helperText={shownError('imei')}
        slotProps={{ htmlInput: { maxLength: IMEI_MAX, inputMode: 'numeric', 'data-testid': 'add-unit-imei' } }}
      />
      <TextField
        label={t('addUnit.iccid')}
        value={values.iccid}
        onChange={(e) => set('iccid', e.target.value)}
        onBlur={blur('iccid')}
        error={!!shownError('iccid') || !!lookup.fault}
        helperText={
          lookup.busy ? t('addUnit.lookingUp') : (lookup.message ?? shownError('iccid') ?? t('addUnit.iccidHelper'))
        }
        slotProps={{ htmlInput: { maxLength: ICCID_MAX, inputMode: 'numeric', 'data-testid': 'add-unit-iccid' } }}
      />
      <TextField
        label={t('addUnit.phone')}
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        onBlur={blur('phone')}
        error={!!shownError('phone')}
        helperText={phoneHelper}
        slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'add-unit-phone' } }}
      />
      <TextField
        select
        label={t('addUnit.organization')}
        value={organizationId}
        onChange={(e) => {
          setOrganizationId(e.target.value === '' ? '' : Number(e.target.value));
          setVehicleId('');
        }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'add-unit-organization' } as object } }}
      >
        <MenuItem value="">{t('noOrganization')}</MenuItem>
        {organizations.map((o) => (
          <MenuItem key={o.organizationId} value={o.organizationId}>
            {o.fullName}
          </MenuItem>
        ))}
      </TextField>
      {organizationId !== '' && (
        <TextField
          select
          label={t('addUnit.vehicle')}
          value={vehicleId}
          onChange={(e) => setVehicleId(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">{t('connect.none')}</MenuItem>
          {freeVehicles.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {[v.registry, v.displayName].filter(Boolean).join(' · ')}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
