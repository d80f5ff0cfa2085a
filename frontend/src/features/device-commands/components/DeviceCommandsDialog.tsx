import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { isApiError, useApiErrorText } from '../../../lib/api-error-text';
import { formatDateTime } from '../../../lib/dates';
import { useMutation } from '../../../lib/useMutation';
import {
  type CommandTarget,
  type DeviceCommand,
  deviceCommandsApi,
  type UserCommandKind,
} from '../api/device-commands-api';
import { isOpen, latestAnswer, stateTone } from '../lib/command-display';

// While a command waits for the device the history is read again this often, so SENT and the answer show up.
const POLL_MS = 3000;

interface Props {
  target: CommandTarget;
  /** Shown in the title: the vehicle's name or the device's IMEI. */
  name: string;
  kinds: readonly UserCommandKind[];
  onClose(): void;
}

/**
 * The commands of one device (through its vehicle or directly): buttons for the commands the user may send (restart
 * asks for confirmation first), then the history with each command's state and the device's answer. A device that is
 * not connected keeps the command queued; the dialog says so and follows the state while it is open.
 */
export function DeviceCommandsDialog({ target, name, kinds, onClose }: Props) {
  const { t } = useTranslation('deviceCommands');
  const errorText = useApiErrorText();
  const [commands, setCommands] = useState<DeviceCommand[]>([]);
  const [loadError, setLoadError] = useState<unknown>();
  const [confirmRestart, setConfirmRestart] = useState(false);

  // Rebuilt from its parts, so a target object made anew on each render of the parent does not reload the history.
  const deviceId = 'deviceId' in target ? target.deviceId : 0;
  const vehicleId = 'vehicleId' in target ? target.vehicleId : 0;
  const organizationId = 'vehicleId' in target ? target.organizationId : undefined;
  const stable = useMemo<CommandTarget>(
    () => (deviceId > 0 ? { deviceId } : { vehicleId, organizationId }),
    [deviceId, vehicleId, organizationId],
  );

  const load = useCallback(async () => {
    try {
      setCommands((await deviceCommandsApi.history(stable)).commands);
      setLoadError(undefined);
    } catch (error) {
      setLoadError(error);
    }
  }, [stable]);

  useEffect(() => void load(), [load]);
  const waiting = commands.some((command) => isOpen(command.state));
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, load]);

  const send = useMutation((kind: UserCommandKind) => deviceCommandsApi.send(stable, kind), {
    onSuccess: (command) => {
      notifySuccess(
        command.kind === 'UPDATE_POSITION' ? t('positionRequested') : t('queued', { kind: t(`kind.${command.kind}`) }),
      );
      void load();
    },
  });
  const sendError = isApiError(send.error, 'VEHICLE_MISSING_DEVICE')
    ? t('noDevice')
    : isApiError(send.error, 'DEVICE_FORBIDDEN')
      ? t('unsupported')
      : send.error
        ? errorText(send.error)
        : undefined;
  const answer = latestAnswer(commands);

  return (
    <FormDialog
      title={`${t('title')} · ${name}`}
      testId="device-commands-dialog"
      maxWidth="md"
      busy={send.busy}
      error={sendError}
      errorTestId="device-commands-error"
      cancelLabel={t('translation:common.close')}
      readOnly
      onSubmit={() => undefined}
      onClose={onClose}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            color={kind === 'RESTART' ? 'error' : 'primary'}
            disabled={send.busy}
            data-testid={`device-command-${kind}`}
            onClick={() => (kind === 'RESTART' ? setConfirmRestart(true) : void send.run(kind))}
          >
            {t(`kind.${kind}`)}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('pendingNote')}
      </Typography>
      {answer && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="device-command-answer">
          <strong>{t('latestAnswer')}:</strong> {answer.response}
        </Alert>
      )}
      {loadError !== undefined && <Alert severity="error">{errorText(loadError)}</Alert>}
      {loadError === undefined && commands.length === 0 && <Typography variant="body2">{t('empty')}</Typography>}
      {commands.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="device-commands-history">
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.command')}</TableCell>
                <TableCell>{t('columns.state')}</TableCell>
                <TableCell>{t('columns.answer')}</TableCell>
                <TableCell>{t('columns.created')}</TableCell>
                <TableCell>{t('columns.completed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {commands.map((command) => (
                <TableRow key={command.id} data-testid="device-command-row">
                  <TableCell title={command.text}>
                    {t(`kind.${command.kind}`)}
                    {command.frequencyHours ? ` (${command.frequencyHours} h)` : ''}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={stateTone(command.state)} label={t(`state.${command.state}`)} />
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{command.response || '–'}</TableCell>
                  <TableCell>{formatDateTime(command.createdTsMs)}</TableCell>
                  <TableCell>{command.completedTsMs ? formatDateTime(command.completedTsMs) : '–'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <ConfirmDialog
        open={confirmRestart}
        text={t('restartConfirm')}
        danger
        onCancel={() => setConfirmRestart(false)}
        onConfirm={() => {
          setConfirmRestart(false);
          void send.run('RESTART');
        }}
      />
    </FormDialog>
  );
}
