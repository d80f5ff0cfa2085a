import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiQuery } from '../../../lib/useApiQuery';
import type { Vehicle } from '../api/types';
import { vehicleDevicesApi, type Scope } from '../api/vehicles-api';
import { vehicleName } from '../lib/vehicle-form';

interface Props {
  vehicle: Vehicle;
  // Active vehicles of the same organisation; the ones without a device are the targets.
  candidates: Vehicle[];
  scope?: Scope;
  onClose(): void;
  onMoved(): void;
}

// Moving a device clears the old vehicle's device, odometer and last seen and sets it on the target (spec 01 §4.2).
export function MoveDeviceDialog({ vehicle, candidates, scope, onClose, onMoved }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const device = useApiQuery(`vehicle-device.${vehicle.id}`, () => vehicleDevicesApi.forVehicle(vehicle.id, scope));
  const [target, setTarget] = useState<number | ''>('');
  const [done, setDone] = useState(false);
  const targets = candidates.filter(
    (c) => c.id !== vehicle.id && !c.isArchived && !c.state?.imei && c.organizationId === vehicle.organizationId,
  );
  const imei = device.data?.imei ?? vehicle.state?.imei ?? '';

  const move = async () => {
    if (target === '' || !device.data) return;
    try {
      await vehicleDevicesApi.moveInstalled(device.data.deviceId || device.data.id, target, scope);
      setDone(true);
      onMoved();
    } catch {
      // Shown by the client.
    }
  };

  if (done) {
    return (
      <Dialog open onClose={onClose} data-testid="move-device-done">
        <DialogTitle>{t('moveDevice.done')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('moveDevice.reminder')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="move-device-dialog">
      <DialogTitle>{t('moveDevice.title', { imei })}</DialogTitle>
      <DialogContent>
        {device.loading ? (
          <CircularProgress size={24} />
        ) : !device.data ? (
          <Alert severity="info">{t('moveDevice.noDevice')}</Alert>
        ) : targets.length === 0 ? (
          <Alert severity="info">{t('moveDevice.noTargets')}</Alert>
        ) : (
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label={t('moveDevice.target')}
            value={target}
            onChange={(e) => setTarget(Number(e.target.value))}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'move-device-target' } as object } }}
          >
            {targets.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {vehicleName(c)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={target === ''} onClick={() => void move()} data-testid="move-device-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
