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
import { useApiErrorText } from '../../../lib/api-error-text';
import { useApiQuery } from '../../../lib/useApiQuery';
import { adminTripsApi } from '../api/admin-trips-api';
import type { Scope } from '../api/journal-api';
import type { JournalEntry } from '../api/types';
import { formatDistanceKm } from '../lib/trip-display';
import { formatOdometerKm } from '../lib/trip-edit-values';
import { JOURNAL_NS } from '../i18n';

const COLUMNS = [
  'overrideTime',
  'by',
  'start',
  'stop',
  'odometerStart',
  'odometerStop',
  'distance',
  'startAddress',
  'stopAddress',
] as const;

interface Props {
  entry: JournalEntry;
  scope: Scope | undefined;
  onClose(): void;
}

// The journal history (spec 02 §2.4, §3 "Override history entry"): the trip as recorded, then each superadmin
// override with its time, its author and what the trip became.
export function JournalHistoryDialog({ entry, scope, onClose }: Props) {
  const { t, i18n } = useTranslation(JOURNAL_NS);
  const errorText = useApiErrorText();
  const history = useApiQuery(`journal-history.${entry.journal_id}`, () =>
    adminTripsApi.overrideHistory(entry.journal_id, scope),
  );
  const km = (metres: number) => formatDistanceKm(metres, i18n.language);
  const odometer = (metres: number) => formatOdometerKm(metres, i18n.language);
  const rows = history.data ?? [];
  return (
    <FormDialog
      title={t('root.historyDialog.title')}
      testId="journal-history-dialog"
      maxWidth="lg"
      readOnly
      onSubmit={onClose}
      onClose={onClose}
    >
      {history.loading && <LinearProgress />}
      {history.error !== undefined && <Alert severity="error">{errorText(history.error)}</Alert>}
      {!history.loading && history.error === undefined && rows.length === 0 && (
        <Typography color="text.secondary">{t('root.historyDialog.empty')}</Typography>
      )}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" data-testid="journal-history-table" data-count={rows.length}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c} sx={{ verticalAlign: 'bottom' }}>
                    {t(`root.historyDialog.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((h, i) => (
                <TableRow key={`${h.overrideTsMs}.${i}`} data-testid={`journal-history-row-${i}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {h.overrideTsMs > 0 ? formatDateTime(h.overrideTsMs) : t('root.historyDialog.detected')}
                  </TableCell>
                  <TableCell>{h.overrideTsMs > 0 ? h.overrideTuName || String(h.overrideTuId ?? '–') : '–'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.timestampStartMs)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.timestampStopMs)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {odometer(h.odometerStart)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {odometer(h.odometerStop)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {km(h.tripOdometerMax)}
                  </TableCell>
                  <TableCell>{h.overrideStartAddress || '–'}</TableCell>
                  <TableCell>{h.overrideStopAddress || '–'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </FormDialog>
  );
}
