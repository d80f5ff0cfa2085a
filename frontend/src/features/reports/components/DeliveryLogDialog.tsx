import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { formatDateTime } from '../../../lib/dates';
import type { Delivery, ReportSchedule } from '../api/types';
import { useDeliveries } from '../hooks/useSchedules';
import { formatBytes } from '../lib/periods';
import { REPORTS_NS } from '../i18n';
import { DeliveryStatusChip } from './DeliveryStatusChip';

interface Props {
  schedule: ReportSchedule;
  onClose(): void;
}

// What happened to each run of a schedule: sent (when, to whom, the file, as a link when too large for an
// attachment), still queued (the next attempt), or failed and why.
export function DeliveryLogDialog({ schedule, onClose }: Props) {
  const { t } = useTranslation(REPORTS_NS);
  const deliveries = useDeliveries(schedule.reportScheduleId);
  const rows = deliveries.data ?? [];
  return (
    <FormDialog
      title={t('deliveries.title', { name: schedule.name })}
      onSubmit={onClose}
      onClose={onClose}
      readOnly
      maxWidth="lg"
      testId="delivery-log"
    >
      {deliveries.loading && <LinearProgress />}
      {!deliveries.loading && deliveries.error !== undefined && (
        <Alert severity="error">{t('deliveries.loadFailed')}</Alert>
      )}
      {!deliveries.loading && deliveries.error === undefined && rows.length === 0 && (
        <Typography color="text.secondary" data-testid="delivery-log-empty">
          {t('deliveries.empty')}
        </Typography>
      )}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('deliveries.column.period')}</TableCell>
                <TableCell>{t('deliveries.column.status')}</TableCell>
                <TableCell>{t('deliveries.column.created')}</TableCell>
                <TableCell>{t('deliveries.column.sent')}</TableCell>
                <TableCell>{t('deliveries.column.recipients')}</TableCell>
                <TableCell align="right">{t('deliveries.column.attempts')}</TableCell>
                <TableCell>{t('deliveries.column.file')}</TableCell>
                <TableCell>{t('deliveries.column.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <DeliveryRow key={d.deliveryId} delivery={d} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </FormDialog>
  );
}

function DeliveryRow({ delivery: d }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const file = d.fileName
    ? [
        d.fileName,
        d.byteSize ? formatBytes(d.byteSize, i18n.language) : null,
        d.sentAsLink ? t('deliveries.asLink') : null,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const reason = [
    d.lastError,
    d.status === 'QUEUED' && d.nextAttemptTsMs
      ? t('deliveries.nextAttempt', { time: formatDateTime(d.nextAttemptTsMs) })
      : null,
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <TableRow data-testid="delivery-row" data-status={d.status}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.period}</TableCell>
      <TableCell>
        <DeliveryStatusChip status={d.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.createdTsMs)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.sentTsMs ? formatDateTime(d.sentTsMs) : ''}</TableCell>
      <TableCell>{d.recipients.join(', ')}</TableCell>
      <TableCell align="right">{d.attempts}</TableCell>
      <TableCell>{file}</TableCell>
      <TableCell sx={{ color: d.status === 'FAILED' ? 'error.main' : undefined }} data-testid="delivery-reason">
        {reason}
      </TableCell>
    </TableRow>
  );
}
