import { Alert, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { CheckboxField } from '../../../components/fields';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import type { Vehicle } from '../api/types';
import { vehiclesApi, type Scope } from '../api/vehicles-api';
import {
  effectiveSelected,
  FREQUENCY_HOURS,
  frequencyValue,
  isFrequencyPending,
  needsBatteryAcknowledgement,
  type FrequencyHours,
} from '../lib/frequency';

interface Props {
  vehicle: Vehicle;
  scope?: Scope;
  onClose(): void;
  onSaved(v: Vehicle): void;
}

// Update frequency (spec 01 §4.2): 24 h recommended; 1 h and 3 h need the battery warning acknowledged. Failures are
// shown by the client.
export function UpdateFrequencyDialog({ vehicle, scope, onClose, onSaved }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const [hours, setHours] = useState<FrequencyHours>(
    effectiveSelected(vehicle.selectedResponseFrequency) as FrequencyHours,
  );
  const [acknowledged, setAcknowledged] = useState(false);
  const warn = needsBatteryAcknowledgement(hours);
  const pending = isFrequencyPending(vehicle.selectedResponseFrequency, vehicle.latestResponseFrequency);
  const label = (h: number) =>
    h === 24 ? t('frequency.recommended') : h === 1 ? t('frequency.hours1') : t('frequency.hours', { h });

  const save = useMutation(
    () => vehiclesApi.setFrequency(vehicle.id, frequencyValue(hours), warn && acknowledged, scope),
    {
      onSuccess: (v) => {
        notifySuccess(t('frequency.saved'));
        onSaved(v);
      },
    },
  );

  return (
    <FormDialog
      title={t('frequency.title')}
      testId="frequency-dialog"
      maxWidth="xs"
      busy={save.busy}
      submitDisabled={warn && !acknowledged}
      submitTestId="frequency-save"
      onSubmit={() => void save.run()}
      onClose={onClose}
    >
      {pending && (
        <Typography variant="body2" color="warning.main" data-testid="frequency-pending">
          {t('frequency.pending', {
            selected: effectiveSelected(vehicle.selectedResponseFrequency),
            latest: vehicle.latestResponseFrequency
              ? `${vehicle.latestResponseFrequency} h`
              : t('frequency.latestUnknown'),
          })}
        </Typography>
      )}
      <RadioGroup
        value={hours}
        onChange={(e) => {
          setHours(Number(e.target.value) as FrequencyHours);
          setAcknowledged(false);
        }}
      >
        {[...FREQUENCY_HOURS].reverse().map((h) => (
          <FormControlLabel
            key={h}
            value={h}
            control={<Radio slotProps={{ input: { 'data-testid': `frequency-${h}` } as object }} />}
            label={label(h)}
          />
        ))}
      </RadioGroup>
      {warn && (
        <>
          <Alert severity="warning">{t('frequency.batteryWarning')}</Alert>
          <CheckboxField
            label={t('frequency.acknowledge')}
            checked={acknowledged}
            onChange={(checked) => setAcknowledged(checked)}
            testId="frequency-acknowledge"
          />
        </>
      )}
    </FormDialog>
  );
}
