import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiQuery } from '../../../lib/useApiQuery';
import { notifySuccess } from '../../notifications/store/notification-store';
import { deviceRefsApi, devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { useApiErrorText } from '../hooks/useApiErrorText';
import { deviceOrganizationId } from '../lib/device-display';

// Install a free device, or move an installed one, into another vehicle of the same organisation (spec 01 §4.2:
// the old vehicle loses device, odometer and last seen). A move ends with the reminder to move the unit physically.
export function MoveDeviceDialog({ device, onClose, onDone }: { device: Device; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('devices');
  const apiErrorText = useApiErrorText();
  const organizationId = deviceOrganizationId(device);
  const moving = Boolean(device.installedVehicle);
  const [target, setTarget] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const vehicles = useApiQuery(
    `move.vehicles.${organizationId}`,
    () => deviceRefsApi.vehicles(organizationId ?? 0),
    !!organizationId,
  );
  const candidates = useMemo(
    () => (vehicles.data ?? []).filter((v) => !v.isArchived && !v.state?.imei && v.id !== device.installedVehicle?.id),
    [vehicles.data, device.installedVehicle],
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (target === '') return;
    setBusy(true);
    setServerError(undefined);
    try {
      await devicesApi.installInVehicle(device.id, target, moving);
      if (moving) setMoved(true);
      else {
        notifySuccess(t('move.installed'));
        onDone();
      }
    } catch (error) {
      setServerError(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (moved) {
    return (
      <Dialog open onClose={onDone} data-testid="device-moved-dialog">
        <DialogTitle>{t('move.success')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('move.reminder')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onDone} data-testid="device-moved-ok">
            OK
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="move-device-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {moving ? t('move.title') : t('move.installTitle')} · {device.imei}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!organizationId && <Alert severity="info">{t('move.needsOrganization')}</Alert>}
            {organizationId && !vehicles.loading && candidates.length === 0 && (
              <Alert severity="info">{t('move.noVehicles')}</Alert>
            )}
            <TextField
              select
              label={t('move.target')}
              value={target}
              onChange={(e) => setTarget(Number(e.target.value))}
              error={touched && target === ''}
              helperText={touched && target === '' ? t('move.targetRequired') : undefined}
              disabled={candidates.length === 0}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'move-device-target' } as object } }}
            >
              {candidates.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {[v.registry, v.displayName].filter(Boolean).join(' · ')}
                </MenuItem>
              ))}
            </TextField>
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || candidates.length === 0}
            data-testid="move-device-ok"
          >
            {moving ? t('actions.move') : t('actions.install')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
