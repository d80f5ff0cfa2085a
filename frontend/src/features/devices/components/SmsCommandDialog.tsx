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
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { isApiError, useApiErrorText } from '../hooks/useApiErrorText';

const COMMANDS = ['getinfo'] as const;

// SMS command through the connectivity provider. Without a configured provider the dialog says so instead of
// pretending it sent anything.
export function SmsCommandDialog({ device, onClose }: { device: Device; onClose(): void }) {
  const { t } = useTranslation('devices');
  const apiErrorText = useApiErrorText();
  const [command, setCommand] = useState<string>(COMMANDS[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await devicesApi.sendSms(device.id, command);
      notifySuccess(t('sms.sent'));
      onClose();
    } catch (err) {
      setError(isApiError(err, 'SERVICE_NOT_CONFIGURED') ? t('sms.notConfigured') : apiErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="sms-dialog">
      <DialogTitle>
        {t('sms.title')} · {device.imei}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={t('sms.command')} value={command} onChange={(e) => setCommand(e.target.value)}>
            {COMMANDS.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          {error && (
            <Alert severity="warning" data-testid="sms-error">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.close')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void send()} data-testid="sms-send">
          {t('sms.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
