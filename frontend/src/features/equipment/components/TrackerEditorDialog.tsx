import {
  Alert,
  Box,
  Checkbox,
  ListItemText,
  ListSubheader,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';

import { FormDialog } from '../../../components/FormDialog';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { devicesApi } from '../../devices/api/devices-api';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import type { Vehicle } from '../../vehicles/api/types';
import { driversApi, vehicleDevicesApi, vehiclesApi } from '../../vehicles/api/vehicles-api';
import { SelectAllButtons } from '../../vehicles/components/SelectAllButtons';
import { VehicleMarkerIcon } from '../../vehicles/components/VehicleMarkerIcon';
import { multiSelectSummary } from '../../vehicles/lib/multi-select-summary';
import { DEFAULT_COLOR, MARKERS } from '../../vehicles/lib/vehicle-form';
import {
  createTrackerRequest,
  groupDeviceChoices,
  isDeviceLocked,
  updateTrackerRequest,
  validateTrackerForm,
  type TrackerFormValues,
} from '../lib/tracker-form';
import { trackersApi } from '../api/trackers-api';

// The tracker is saved but the device could not go in: the screen says so and the list shows the new tracker.
class DeviceNotInstalled extends Error {
  constructor(readonly reason: unknown) {
    super('Device not installed');
  }
}

const COLORS = [DEFAULT_COLOR, '#2e7d32', '#ed6c02', '#d32f2f', '#9c27b0', '#00838f', '#5d4037', '#424242'];

interface Props {
  t: TFunction;
  tracker?: Vehicle;
  organizations: { organizationId: number; fullName: string }[];
  defaultOrganizationId: number | null;
  root: boolean;
  onClose(): void;
  onSaved(): void;
}

// Tracker editor (spec 01 §2.7): organisation locked once saved, device by IMEI for ROOT only, alias, authorised
// users, icon and colour.
export function TrackerEditorDialog({
  t,
  tracker,
  organizations,
  defaultOrganizationId,
  root,
  onClose,
  onSaved,
}: Props) {
  const apiErrorText = useApiErrorText();
  const [values, setValues] = useState<TrackerFormValues>(() => ({
    organizationId: tracker?.organizationId ?? defaultOrganizationId,
    deviceId: null,
    alias: tracker?.displayName ?? '',
    permittedDrivers: (tracker?.permittedDrivers ?? []).map((d) => d.id),
    style: { marker: tracker?.style?.marker || 'car', color: tracker?.style?.color || DEFAULT_COLOR },
  }));
  const [touched, setTouched] = useState(false);
  const errors = validateTrackerForm(values);
  const orgId = values.organizationId;
  const installedImei = tracker?.state?.imei || undefined;
  const deviceLocked = isDeviceLocked({ root, installedImei });
  const pool = Boolean(tracker?.permitAnyDriver);

  const drivers = useApiQuery(`tracker.drivers.${orgId}`, () => driversApi.list(orgId ?? 0), !!orgId);
  const devices = useApiQuery(
    `tracker.devices.${orgId}`,
    () => devicesApi.list(true, { organizationIds: orgId ? [orgId] : [] }),
    !!orgId && !deviceLocked,
  );
  const groups = useMemo(() => {
    const all = devices.data?.devices ?? [];
    const free = all.filter((d) => d.organizationId?.organizationId === orgId && !d.installedVehicle && !d.retired);
    // Only the latest installation of this tracker is known to the screen: its current device.
    const previous = all.filter((d) => tracker && d.installedVehicle?.id === tracker.id);
    const choice = (d: (typeof all)[number]) => ({ id: d.deviceId || d.id, imei: d.imei, deviceType: d.deviceType });
    return groupDeviceChoices(previous.map(choice), free.map(choice));
  }, [devices.data, orgId, tracker]);
  const driverIds = (drivers.data ?? []).map((d) => d.userId);
  const driverName = (id: number) =>
    drivers.data?.find((d) => d.userId === id)?.displayName ??
    tracker?.permittedDrivers.find((d) => d.id === id)?.displayName ??
    String(id);

  const set = <K extends keyof TrackerFormValues>(key: K, value: TrackerFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = useMutation(
    async (organizationId: number) => {
      const scope = { organizationId };
      const saved = tracker
        ? await vehiclesApi.update(tracker.id, updateTrackerRequest(values), scope)
        : await trackersApi.create(createTrackerRequest(values));
      if (values.deviceId) {
        try {
          await vehicleDevicesApi.moveToVehicle(values.deviceId, saved.id, scope);
        } catch (err) {
          onSaved();
          throw new DeviceNotInstalled(err);
        }
      }
      return saved;
    },
    {
      onSuccess: (saved) => {
        notifySuccess(tracker ? t('editor.saved') : t('editor.created', { name: saved.displayName }));
        onSaved();
        onClose();
      },
    },
  );
  const serverError =
    save.error instanceof DeviceNotInstalled
      ? t('editor.deviceFailed', { error: apiErrorText(save.error.reason) })
      : save.error;

  return (
    <FormDialog
      title={tracker ? t('editor.editTitle') : t('editor.createTitle')}
      testId="tracker-editor"
      busy={save.busy}
      error={serverError}
      errorTestId="tracker-error"
      submitTestId="tracker-save"
      onSubmit={() => {
        setTouched(true);
        if (!Object.keys(errors).length && orgId) void save.run(orgId);
      }}
      onClose={onClose}
    >
      <TextField
        select
        label={t('editor.organization')}
        value={orgId ?? ''}
        disabled={Boolean(tracker)}
        onChange={(e) =>
          setValues((v) => ({
            ...v,
            organizationId: Number(e.target.value) || null,
            deviceId: null,
            permittedDrivers: [],
          }))
        }
        error={touched && !!errors.organizationId}
        helperText={touched && errors.organizationId ? t(errors.organizationId) : undefined}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'tracker-organization' } as object } }}
      >
        {organizations.map((o) => (
          <MenuItem key={o.organizationId} value={o.organizationId}>
            {o.fullName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('editor.device')}
        value={deviceLocked ? (installedImei ?? '') : (values.deviceId ?? '')}
        disabled={deviceLocked}
        onChange={(e) => set('deviceId', Number(e.target.value) || null)}
        helperText={deviceLocked ? t('editor.deviceLocked') : undefined}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'tracker-device' } as object } }}
      >
        {deviceLocked ? (
          <MenuItem value={installedImei ?? ''}>{installedImei ?? t('editor.noDevice')}</MenuItem>
        ) : (
          [
            <MenuItem key="none" value="">
              {t('editor.noDevice')}
            </MenuItem>,
            groups.previous.length > 0 && <ListSubheader key="prev">{t('editor.previouslyInstalled')}</ListSubheader>,
            ...groups.previous.map((d) => (
              <MenuItem key={`p${d.id}`} value={d.id}>
                {d.imei} · {d.deviceType}
                {d.latest ? ` (${t('editor.latest')})` : ''}
              </MenuItem>
            )),
            <ListSubheader key="avail">{t('editor.available')}</ListSubheader>,
            ...groups.available.map((d) => (
              <MenuItem key={`a${d.id}`} value={d.id}>
                {d.imei} · {d.deviceType}
              </MenuItem>
            )),
          ]
        )}
      </TextField>
      <TextField
        label={t('editor.alias')}
        value={values.alias}
        onChange={(e) => set('alias', e.target.value)}
        error={touched && !!errors.alias}
        helperText={touched && errors.alias ? t(errors.alias) : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'tracker-alias' } }}
      />
      {pool ? (
        <Alert severity="info">{t('editor.poolAll')}</Alert>
      ) : (
        <Stack spacing={0.5}>
          <TextField
            select
            label={t('editor.users')}
            value={values.permittedDrivers}
            disabled={!orgId}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (ids) => multiSelectSummary((ids as number[]).map(driverName)),
                onChange: (e) => set('permittedDrivers', e.target.value as number[]),
                SelectDisplayProps: { 'data-testid': 'tracker-users' } as object,
              },
            }}
          >
            {(drivers.data ?? []).map((d) => (
              <MenuItem key={d.userId} value={d.userId}>
                <Checkbox size="small" checked={values.permittedDrivers.includes(d.userId)} />
                <ListItemText primary={d.displayName} />
              </MenuItem>
            ))}
          </TextField>
          <SelectAllButtons
            t={t}
            selected={values.permittedDrivers}
            all={driverIds}
            onChange={(ids) => set('permittedDrivers', ids)}
            disabled={!orgId}
            testIds={['tracker-users-all']}
          />
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('editor.icon')}
          value={values.style.marker}
          onChange={(e) => set('style', { ...values.style, marker: e.target.value })}
          sx={{ width: { sm: 200 }, flexShrink: 0 }}
        >
          {MARKERS.map((m) => (
            <MenuItem key={m} value={m}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <VehicleMarkerIcon marker={m} color={values.style.color} />
                <span>{t(`markers.${m}`)}</span>
              </Stack>
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            {t('editor.color')}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {COLORS.map((c) => (
              <Box
                key={c}
                component="button"
                type="button"
                aria-label={c}
                onClick={() => set('style', { ...values.style, color: c })}
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: c,
                  cursor: 'pointer',
                  border: values.style.color === c ? '3px solid' : '1px solid',
                  borderColor: values.style.color === c ? 'text.primary' : 'divider',
                  p: 0,
                }}
              />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
