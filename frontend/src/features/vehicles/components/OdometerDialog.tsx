import { Stack, TextField } from '@mui/material';
import { DatePicker, TimePicker } from '@mui/x-date-pickers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { CheckboxField } from '../../../components/fields';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import type { Scope } from '../api/vehicles-api';
import { vehiclesApi } from '../api/vehicles-api';
import type { Vehicle } from '../api/types';
import {
  needsHighConfirmation,
  odometerRequest,
  parseOdometer,
  TIME_STEP_MINUTES,
  type OdometerDialogValues,
} from '../lib/odometer';

interface Props {
  vehicle: Vehicle;
  scope?: Scope;
  onClose(): void;
  onSaved(v: Vehicle): void;
}

function initialValues(): OdometerDialogValues {
  const now = dayjs().tz(APP_TIME_ZONE);
  const minute = now.minute() - (now.minute() % TIME_STEP_MINUTES);
  return {
    valueText: '',
    calibrateFromTime: true,
    date: now.format('YYYY-MM-DD'),
    time: now.minute(minute).format('HH:mm'),
    forced: false,
  };
}

// Odometer calibration (spec 01 §2.6, §5): digits only, 0–1,500,000 km, a confirmation above 900,000.
export function OdometerDialog({ vehicle, scope, onClose, onSaved }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const isRoot = useSessionStore((s) => s.user?.roles.includes('ROOT') ?? false);
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState(false);
  const [confirmHigh, setConfirmHigh] = useState(false);
  const parsed = parseOdometer(values.valueText);
  const inputError = touched && !parsed.ok ? t(`odometer.${parsed.error}`) : undefined;

  const send = useMutation(
    (valueKm: number, confirmedHigh: boolean) =>
      vehiclesApi.setOdometer(vehicle.id, odometerRequest(values, valueKm, Date.now(), confirmedHigh), scope),
    {
      onSuccess: (saved) => {
        notifySuccess(t('odometer.updated'), t('odometer.mayTakeMinutes'));
        onSaved(saved);
      },
    },
  );

  const submit = () => {
    setTouched(true);
    if (!parsed.ok) return;
    if (needsHighConfirmation(parsed.valueKm)) setConfirmHigh(true);
    else void send.run(parsed.valueKm, false);
  };

  const pickerDisabled = values.calibrateFromTime;
  const stockholm = (s: string) => dayjs.tz(s, APP_TIME_ZONE);
  return (
    <FormDialog
      title={t('odometer.title')}
      testId="odometer-dialog"
      maxWidth="xs"
      busy={send.busy}
      error={send.error}
      errorTestId="odometer-error"
      submitLabel={t('odometer.submit')}
      submitTestId="odometer-submit"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('odometer.value')}
        value={values.valueText}
        onChange={(e) => setValues({ ...values, valueText: e.target.value })}
        error={Boolean(inputError)}
        helperText={inputError}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'odometer-value' } }}
      />
      {isRoot && (
        <CheckboxField
          label={t('odometer.forced')}
          checked={values.forced}
          onChange={(checked) => setValues({ ...values, forced: checked })}
          testId="odometer-forced"
        />
      )}
      <CheckboxField
        label={t('odometer.calibrateFromTime')}
        checked={values.calibrateFromTime}
        onChange={(checked) => setValues({ ...values, calibrateFromTime: checked })}
        testId="odometer-from-time"
      />
      <Stack direction="row" spacing={1}>
        <DatePicker
          label={t('odometer.date')}
          format="YYYY-MM-DD"
          disabled={pickerDisabled}
          disableFuture
          value={stockholm(values.date)}
          onChange={(d) => d?.isValid() && setValues({ ...values, date: d.format('YYYY-MM-DD') })}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{ textField: { inputProps: { 'data-testid': 'odometer-date' } } }}
        />
        <TimePicker
          label={t('odometer.time')}
          format="HH:mm"
          ampm={false}
          minutesStep={TIME_STEP_MINUTES}
          timeSteps={{ minutes: TIME_STEP_MINUTES }}
          disabled={pickerDisabled}
          value={dayjs.tz(`${values.date}T${values.time}:00`, APP_TIME_ZONE)}
          onChange={(d) => d?.isValid() && setValues({ ...values, time: d.format('HH:mm') })}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{ textField: { inputProps: { 'data-testid': 'odometer-time' } } }}
        />
      </Stack>
      <ConfirmDialog
        open={confirmHigh}
        text={t('odometer.highText', { km: values.valueText.trim() })}
        confirmLabel={t('odometer.submit')}
        onCancel={() => setConfirmHigh(false)}
        onConfirm={() => {
          setConfirmHigh(false);
          if (parsed.ok) void send.run(parsed.valueKm, true);
        }}
      />
    </FormDialog>
  );
}
