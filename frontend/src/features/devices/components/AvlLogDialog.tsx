import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { formatDateTime } from '../../../lib/dates';
import { useMutation } from '../../../lib/useMutation';
import { devicesApi } from '../api/devices-api';
import type { AvlPacketPage, Device } from '../api/types';
import { avlRange, type AvlRangeInput } from '../lib/avl-range';

const HEX_SHOWN = 48;

// AVL info (spec 03 §2): the raw packets a device sent, 8 a page, newest first. A date range is required before
// fetching; the dialog fetches only a range the BFF would accept.
export function AvlLogDialog({ device, onClose }: { device: Device; onClose(): void }) {
  const { t } = useTranslation('devices');
  const [input, setInput] = useState<AvlRangeInput>({
    startDate: '',
    startTime: '00:00',
    stopDate: '',
    stopTime: '23:59',
  });
  const [page, setPage] = useState(0);
  const [shown, setShown] = useState<AvlPacketPage>();
  const range = avlRange(input);
  const fetchPage = useMutation(async (wanted: number) => {
    if (!range.ok) return;
    setShown(await devicesApi.avlLog(device.imei, range.start, range.stop, wanted));
    setPage(wanted);
  }, {});
  const set = (key: keyof AvlRangeInput) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setInput({ ...input, [key]: event.target.value });
    setShown(undefined);
  };

  return (
    <FormDialog
      title={`${t('avl.title')} · ${device.imei}`}
      testId="avl-dialog"
      maxWidth="lg"
      busy={fetchPage.busy}
      error={fetchPage.error}
      submitLabel={t('avl.fetch')}
      submitTestId="avl-fetch"
      submitDisabled={!range.ok}
      cancelLabel={t('translation:common.close')}
      onSubmit={() => void fetchPage.run(0)}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, mt: 1 }}>
        <TextField
          type="date"
          label={t('avl.startDate')}
          value={input.startDate}
          onChange={set('startDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="time"
          label={t('avl.startTime')}
          value={input.startTime}
          onChange={set('startTime')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('avl.stopDate')}
          value={input.stopDate}
          onChange={set('stopDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="time"
          label={t('avl.stopTime')}
          value={input.stopTime}
          onChange={set('stopTime')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {!range.ok && (
        <Alert severity="info" data-testid="avl-range-error">
          {t(`avl.range.${range.error}`)}
        </Alert>
      )}
      {shown && shown.privateWithheld > 0 && (
        <Alert severity="info" data-testid="avl-private-withheld">
          {t('avl.privateWithheld', { count: shown.privateWithheld })}
        </Alert>
      )}
      {shown && shown.packets.length === 0 && shown.privateWithheld === 0 && (
        <Alert severity="info">{t('avl.empty')}</Alert>
      )}
      {shown && shown.packets.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="avl-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('avl.received')}</TableCell>
                <TableCell>{t('avl.codec')}</TableCell>
                <TableCell>{t('avl.records')}</TableCell>
                <TableCell>{t('avl.transport')}</TableCell>
                <TableCell>{t('avl.hex')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.packets.map((packet) => (
                <TableRow key={`${packet.firstRecordTsMs}-${packet.receivedTsMs}-${packet.rawHex.slice(0, 32)}`}>
                  <TableCell>{formatDateTime(packet.receivedTsMs)}</TableCell>
                  <TableCell>{packet.codec}</TableCell>
                  <TableCell>{packet.recordCount}</TableCell>
                  <TableCell>{packet.transport.toUpperCase()}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>
                    {packet.rawHex.length > HEX_SHOWN ? `${packet.rawHex.slice(0, HEX_SHOWN)}…` : packet.rawHex}
                    <Tooltip title={t('avl.copy')}>
                      <IconButton size="small" onClick={() => void navigator.clipboard?.writeText(packet.rawHex)}>
                        <ContentCopy fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {shown && (page > 0 || shown.hasMore) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} justifyContent="flex-end">
          <Button disabled={page === 0 || fetchPage.busy} onClick={() => void fetchPage.run(page - 1)}>
            {t('avl.newer')}
          </Button>
          <Button disabled={!shown.hasMore || fetchPage.busy} onClick={() => void fetchPage.run(page + 1)}>
            {t('avl.older')}
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
}
