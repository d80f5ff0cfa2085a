import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../notifications/store/notification-store';
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

// Update frequency (spec 01 §4.2): 24 h recommended; 1 h and 3 h need the battery warning acknowledged.
export function UpdateFrequencyDialog({ vehicle, scope, onClose, onSaved }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const [hours, setHours] = useState<FrequencyHours>(
    effectiveSelected(vehicle.selectedResponseFrequency) as FrequencyHours,
  );
  const [acknowledged, setAcknowledged] = useState(false);
  const [busy, setBusy] = useState(false);
  const warn = needsBatteryAcknowledgement(hours);
  const pending = isFrequencyPending(vehicle.selectedResponseFrequency, vehicle.latestResponseFrequency);
  const label = (h: number) =>
    h === 24 ? t('frequency.recommended') : h === 1 ? t('frequency.hours1') : t('frequency.hours', { h });

  const save = async () => {
    setBusy(true);
    try {
      const v = await vehiclesApi.setFrequency(vehicle.id, frequencyValue(hours), warn && acknowledged, scope);
      notifySuccess(t('frequency.saved'));
      onSaved(v);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="frequency-dialog">
      <DialogTitle>{t('frequency.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
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
              <FormControlLabel
                label={t('frequency.acknowledge')}
                control={
                  <Checkbox
                    checked={acknowledged}
                    onChange={(e) => setAcknowledged(e.target.checked)}
                    slotProps={{ input: { 'data-testid': 'frequency-acknowledge' } as object }}
                  />
                }
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || (warn && !acknowledged)}
          onClick={() => void save()}
          data-testid="frequency-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
