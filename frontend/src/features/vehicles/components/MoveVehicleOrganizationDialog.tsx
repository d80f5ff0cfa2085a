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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../notifications/store/notification-store';
import type { Vehicle } from '../api/types';
import { vehiclesApi } from '../api/vehicles-api';
import { vehicleName } from '../lib/vehicle-form';

interface Props {
  vehicle: Vehicle;
  organizations: { organizationId: number; fullName: string }[];
  onClose(): void;
  onSaved(v: Vehicle): void;
}

// Moving clears the authorised, default and checked-in drivers (spec 01 §4.2).
export function MoveVehicleOrganizationDialog({ vehicle, organizations, onClose, onSaved }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const [target, setTarget] = useState<number | ''>('');
  const save = async () => {
    if (target === '') return;
    try {
      const v = await vehiclesApi.changeOrganization(vehicle.id, target, { organizationId: vehicle.organizationId });
      notifySuccess(t('moveOrganization.done'));
      onSaved(v);
    } catch {
      // Shown by the client.
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="move-organization-dialog">
      <DialogTitle>{t('moveOrganization.title', { name: vehicleName(vehicle) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('moveOrganization.target')}
            value={target}
            onChange={(e) => setTarget(Number(e.target.value))}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'move-organization-select' } as object } }}
          >
            {organizations
              .filter((o) => o.organizationId !== vehicle.organizationId)
              .map((o) => (
                <MenuItem key={o.organizationId} value={o.organizationId}>
                  {o.fullName}
                </MenuItem>
              ))}
          </TextField>
          <Alert severity="info">{t('moveOrganization.note')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={target === ''}
          onClick={() => void save()}
          data-testid="move-organization-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
