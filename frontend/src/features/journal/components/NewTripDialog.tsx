import { Stack, TextField, ToggleButton, ToggleButtonGroup, Typography, type TextFieldProps } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SelectField } from '../../../components/fields';
import { FormDialog } from '../../../components/FormDialog';
import { useMutation } from '../../../lib/useMutation';
import { vehicleDevicesApi } from '../../vehicles/api/vehicles-api';
import { adminTripsApi } from '../api/admin-trips-api';
import type { CreateTripRequest, NewTripPurpose } from '../api/admin-types';
import type { JournalEntry } from '../api/types';
import { useOrganizationChoices } from '../hooks/useOrganizationChoices';
import { checkNewTrip, emptyNewTripForm, type NewTripField, type NewTripForm } from '../lib/new-trip-form';
import { isShortDistance } from '../lib/trip-edit-values';
import { JOURNAL_NS } from '../i18n';

interface Props {
  organizationId: number;
  onClose(): void;
  onCreated(entry: JournalEntry): void;
}

type TextKey = Exclude<NewTripField, 'vehicleId' | 'userId' | 'purpose'>;

// Create new trip (spec 02 §2.4, §3 "New trip form", §5): a trip entered by hand on one of the organisation's
// vehicles. The form says what is missing once OK was pressed; under 200 m asks first.
export function NewTripDialog({ organizationId, onClose, onCreated }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const scope = { organizationId };
  const [form, setForm] = useState<NewTripForm>(emptyNewTripForm);
  const [tried, setTried] = useState(false);
  const [shortPending, setShortPending] = useState<CreateTripRequest | null>(null);
  // The IMEI the vehicle's device gave, replaced when another vehicle is chosen unless the user typed one.
  const prefilledImei = useRef('');
  const choices = useOrganizationChoices(organizationId, t('root.newTrip.noDriver'));
  const check = checkNewTrip(form);
  const errors = tried && !check.ok ? check.errors : {};
  const create = useMutation((body: CreateTripRequest) => adminTripsApi.create(body, scope), {
    onSuccess: (entry) => {
      notifySuccess(t('root.newTrip.created'));
      onCreated(entry);
    },
  });

  const set = (changes: Partial<NewTripForm>) => setForm((current) => ({ ...current, ...changes }));
  const chooseVehicle = (vehicleId: number) => {
    set({ vehicleId });
    void vehicleDevicesApi
      .forVehicle(vehicleId, scope)
      .then((device) => device.imei)
      .catch(() => '')
      .then((imei) =>
        setForm((current) => {
          if (current.vehicleId !== vehicleId || current.imei.trim() !== prefilledImei.current) return current;
          prefilledImei.current = imei;
          return { ...current, imei };
        }),
      );
  };
  const submit = () => {
    setTried(true);
    if (!check.ok) return;
    if (isShortDistance(check.distanceM)) setShortPending(check.request);
    else void create.run(check.request);
  };
  const field = (key: TextKey, props: TextFieldProps = {}) => (
    <TextField
      fullWidth
      {...props}
      label={props.label ?? t(`root.newTrip.${key}`)}
      value={form[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={errors[key] !== undefined}
      helperText={errors[key] ? t(`root.newTrip.errors.${errors[key]}`) : props.helperText}
      slotProps={{
        inputLabel: props.type === 'datetime-local' ? { shrink: true } : undefined,
        htmlInput: { 'data-testid': `new-trip-${key}` },
      }}
    />
  );

  return (
    <FormDialog
      title={t('root.newTrip.title')}
      testId="new-trip-dialog"
      maxWidth="md"
      busy={create.busy}
      error={create.error}
      errorTestId="new-trip-error"
      submitLabel={t('root.newTrip.create')}
      submitTestId="new-trip-create"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label={t('root.newTrip.vehicle')}
          value={form.vehicleId ?? ''}
          options={choices.vehicles.map((v) => ({ value: v.id, label: v.label }))}
          onChange={chooseVehicle}
          error={errors.vehicleId !== undefined}
          helperText={errors.vehicleId && t(`root.newTrip.errors.${errors.vehicleId}`)}
          testId="new-trip-vehicle"
          fullWidth
        />
        {field('imei', { required: true, helperText: t('root.newTrip.imeiHint') })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label={t('root.newTrip.driver')}
          value={form.userId ?? ''}
          emptyLabel={t('root.newTrip.noDriver')}
          options={choices.drivers.flatMap((d) => (d.id === null ? [] : [{ value: d.id, label: d.label }]))}
          onChange={(userId) => set({ userId })}
          onClear={() => set({ userId: null })}
          testId="new-trip-driver"
          fullWidth
        />
        <Stack sx={{ width: '100%' }}>
          <Typography variant="caption" color={errors.purpose ? 'error' : 'text.secondary'}>
            {errors.purpose ? t(`root.newTrip.errors.${errors.purpose}`) : t('root.newTrip.purpose')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.purpose}
            onChange={(_, purpose: NewTripPurpose | null) => purpose && set({ purpose })}
            aria-label={t('root.newTrip.purpose')}
            data-testid="new-trip-purpose"
            data-purpose={form.purpose ?? ''}
          >
            <ToggleButton value="BUSINESS" data-testid="new-trip-purpose-BUSINESS">
              {t('purpose.BUSINESS')}
            </ToggleButton>
            <ToggleButton value="PRIVATE" data-testid="new-trip-purpose-PRIVATE">
              {t('purpose.PRIVATE')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('start', { type: 'datetime-local', required: true })}
        {field('stop', { type: 'datetime-local', required: true })}
        {field('distanceKm', { required: true, label: t('root.newTrip.distance') })}
      </Stack>
      <Typography variant="subtitle2" color="text.secondary">
        {t('root.newTrip.optional')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('startLat')}
        {field('startLon')}
        {field('stopLat')}
        {field('stopLon')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('startAddress')}
        {field('stopAddress')}
      </Stack>
      {field('description', { multiline: true, maxRows: 3 })}
      <ConfirmDialog
        open={shortPending !== null}
        text={t('root.shortDistance')}
        confirmLabel={t('root.shortDistanceOk')}
        danger
        onConfirm={() => {
          const body = shortPending;
          setShortPending(null);
          if (body) void create.run(body);
        }}
        onCancel={() => setShortPending(null)}
      />
    </FormDialog>
  );
}
