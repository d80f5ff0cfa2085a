import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';

import { notifyError, notifySuccess } from '../../notifications/store/notification-store';
import type { Vehicle } from '../../vehicles/api/types';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';

interface Props {
  t: TFunction;
  tracker: Vehicle;
  organizations: { organizationId: number; fullName: string }[];
  onClose(): void;
  onMoved(): void;
}

// Move equipment to another organisation (spec 01 §2.7, §8.2); the move clears the drivers (§4.2).
export function MoveTrackerDialog({ t, tracker, organizations, onClose, onMoved }: Props) {
  const [target, setTarget] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setTouched(true);
    if (target === '') return;
    setBusy(true);
    try {
      await vehiclesApi.changeOrganization(tracker.id, target, { organizationId: tracker.organizationId });
      notifySuccess(t('move.success'));
      onMoved();
    } catch {
      notifyError(t('move.failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="move-tracker-dialog">
      <DialogTitle>{t('move.title', { name: tracker.displayName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('move.target')}
            value={target}
            onChange={(e) => setTarget(Number(e.target.value))}
            error={touched && target === ''}
            helperText={touched && target === '' ? t('move.required') : undefined}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'move-tracker-target' } as object } }}
          >
            {organizations
              .filter((o) => o.organizationId !== tracker.organizationId)
              .map((o) => (
                <MenuItem key={o.organizationId} value={o.organizationId}>
                  {o.fullName}
                </MenuItem>
              ))}
          </TextField>
          <Alert severity="info">{t('move.note')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="move-tracker-save">
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
