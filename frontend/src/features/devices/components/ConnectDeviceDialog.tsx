import {
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrganizationSimple } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { notify, notifySuccess } from '../../../app/notifications/store/notification-store';
import { deviceRefsApi, devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import {
  BENEFIT_TYPES,
  connectRequest,
  emptyConnectValues,
  TRIP_TYPES,
  validateConnect,
  type Choice,
  type ConnectValues,
} from '../lib/connect-form';

interface Props {
  device: Device;
  organizations: OrganizationSimple[];
  onClose(): void;
  onDone(): void;
}

// Connect / assign to customer (spec 03 §5 "Device connect").
export function ConnectDeviceDialog({ device, organizations, onClose, onDone }: Props) {
  const { t } = useTranslation('devices');
  const apiErrorText = useApiErrorText();
  const [values, setValues] = useState<ConnectValues>(() => ({
    ...emptyConnectValues(),
    organizationId: device.organizationId?.organizationId || null,
  }));
  const [touched, setTouched] = useState(false);
  const errors = validateConnect(values);
  const orgId = values.organizationId;

  const vehicles = useApiQuery(`connect.vehicles.${orgId}`, () => deviceRefsApi.vehicles(orgId ?? 0), !!orgId);
  const users = useApiQuery(`connect.users.${orgId}`, () => deviceRefsApi.users(orgId ?? 0), !!orgId);
  const freeVehicles = useMemo(() => (vehicles.data ?? []).filter((v) => !v.state?.imei), [vehicles.data]);

  const set = <K extends keyof ConnectValues>(key: K, value: ConnectValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const err = (key: keyof ConnectValues) => (touched && errors[key] ? t(errors[key]) : undefined);

  const connect = useMutation(
    async () => {
      const connected = await devicesApi.connect(device.id, connectRequest(values));
      const vehicleId = connected.installedVehicle?.id ?? values.vehicleId;
      if (values.driverChoice === 'existing' && values.driverId && vehicleId && values.organizationId) {
        await deviceRefsApi.attachDriver(values.organizationId, values.driverId, vehicleId);
      }
    },
    {
      onSuccess: () => {
        notifySuccess(t('connect.success'));
        onDone();
      },
      onError: (error) => notify({ severity: 'error', title: t('connect.failure'), description: apiErrorText(error) }),
    },
  );

  const choice = (key: 'vehicleChoice' | 'driverChoice', label: string, testId: string) => (
    <Stack>
      <FormLabel error={!!err(key)}>{label}</FormLabel>
      <RadioGroup row value={values[key]} onChange={(e) => set(key, e.target.value as Choice)} data-testid={testId}>
        <FormControlLabel value="none" control={<Radio size="small" />} label={t('connect.none')} />
        <FormControlLabel value="existing" control={<Radio size="small" />} label={t('connect.existing')} />
        <FormControlLabel value="new" control={<Radio size="small" />} label={t('connect.new')} />
      </RadioGroup>
      {err(key) && <FormHelperText error>{err(key)}</FormHelperText>}
    </Stack>
  );

  return (
    <FormDialog
      title={`${t('connect.title')} · ${device.imei}`}
      testId="connect-dialog"
      busy={connect.busy}
      submitLabel={t('connect.submit')}
      submitTestId="connect-submit"
      error={connect.error ? `${t('connect.failure')} ${apiErrorText(connect.error)}` : undefined}
      errorTestId="connect-error"
      onSubmit={() => {
        setTouched(true);
        if (!Object.keys(errors).length) void connect.run();
      }}
      onClose={onClose}
    >
      <TextField
        select
        label={t('connect.organization')}
        value={orgId ?? ''}
        onChange={(e) =>
          setValues((v) => ({
            ...v,
            organizationId: Number(e.target.value) || null,
            vehicleId: null,
            driverId: null,
          }))
        }
        error={!!err('organizationId')}
        helperText={err('organizationId')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'connect-organization' } as object } }}
      >
        {organizations.map((o) => (
          <MenuItem key={o.organizationId} value={o.organizationId}>
            {o.fullName}
          </MenuItem>
        ))}
      </TextField>

      {choice('vehicleChoice', t('connect.vehicle'), 'connect-vehicle-choice')}
      {values.vehicleChoice === 'existing' && (
        <TextField
          select
          label={t('connect.existingVehicle')}
          value={values.vehicleId ?? ''}
          onChange={(e) => set('vehicleId', Number(e.target.value) || null)}
          error={!!err('vehicleId')}
          helperText={err('vehicleId')}
          disabled={!orgId}
        >
          {freeVehicles.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {[v.registry, v.displayName].filter(Boolean).join(' · ')}
            </MenuItem>
          ))}
        </TextField>
      )}
      {values.vehicleChoice === 'new' && (
        <Stack spacing={2} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          <TextField
            label={t('connect.registry')}
            value={values.registry}
            onChange={(e) => set('registry', e.target.value.toUpperCase())}
          />
          <TextField
            label={t('connect.alias')}
            value={values.alias}
            onChange={(e) => set('alias', e.target.value)}
            error={!!err('alias')}
            helperText={err('alias')}
            slotProps={{ htmlInput: { 'data-testid': 'connect-alias' } }}
          />
          <TextField
            select
            label={t('connect.benefitType')}
            value={values.benefitType}
            onChange={(e) => set('benefitType', e.target.value as ConnectValues['benefitType'])}
            error={!!err('benefitType')}
            helperText={err('benefitType')}
          >
            {BENEFIT_TYPES.map((b) => (
              <MenuItem key={b} value={b}>
                {t(`benefitTypes.${b}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('connect.tripType')}
            value={values.tripType}
            onChange={(e) => set('tripType', e.target.value as ConnectValues['tripType'])}
            error={!!err('tripType')}
            helperText={err('tripType')}
          >
            {TRIP_TYPES.map((b) => (
              <MenuItem key={b} value={b}>
                {t(`tripTypes.${b}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}

      {choice('driverChoice', t('connect.driver'), 'connect-driver-choice')}
      {values.driverChoice === 'existing' && (
        <TextField
          select
          label={t('connect.existingDriverLabel')}
          value={values.driverId ?? ''}
          onChange={(e) => set('driverId', Number(e.target.value) || null)}
          error={!!err('driverId')}
          helperText={err('driverId')}
          disabled={!orgId}
        >
          {(users.data ?? []).map((u) => (
            <MenuItem key={u.userId} value={u.userId}>
              {u.displayName || u.displayEmail}
            </MenuItem>
          ))}
        </TextField>
      )}
      {values.driverChoice === 'new' && (
        <Stack spacing={2} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          <TextField
            label={t('connect.driverName')}
            value={values.driverName}
            onChange={(e) => set('driverName', e.target.value)}
            error={!!err('driverName')}
            helperText={err('driverName')}
          />
          <TextField
            label={t('connect.driverEmail')}
            type="email"
            value={values.driverEmail}
            onChange={(e) => set('driverEmail', e.target.value)}
            error={!!err('driverEmail')}
            helperText={err('driverEmail')}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
